import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisSettings } from '../redis/redis-client.js';
import { command, DELETE_IF_SCRIPT, StoreConnections } from '../session/redis-connections.js';
import type { JobRecord, JobStore } from './job-store.js';

/**
 * Every job key carries the hash tag `{jobs}`: a save writes the record and the set of running
 * jobs in one MULTI, and `running` reads many records at once, which a Redis Cluster allows only
 * within one slot. Jobs are few (one per export asked for), so one slot holds them all.
 */
const TAG = 'gf:{jobs}:';
const JOB_PREFIX = `${TAG}job:`;
const KEY_PREFIX = `${TAG}key:`;
const LEASE_PREFIX = `${TAG}lease:`;
const RUNNING_SET = `${TAG}running`;
const CHANGES_CHANNEL = 'gf:job-changed';

/** Takes the lease when free, renews it when the caller holds it; 1 when the caller holds it after. */
const LEASE_SCRIPT = `local holder = redis.call('get', KEYS[1])
if holder == false then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if holder == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
return 0`;

/**
 * Jobs shared by every instance in the sessions' Redis. Saves and join keys are confirmed by a
 * replica behind Sentinel: a record lost in a failover could send a job back to "not started" and
 * start the upstream's work twice. Leases are not: a lost lease is taken again at the next sweep.
 * A subscriber turns "job saved" messages into local events for the instance streaming that job's
 * events. Lease expiry is Redis's clock (PX), so an instance that dies loses its jobs' leases on time.
 */
export class RedisJobStore implements JobStore {
  private readonly connections: StoreConnections;
  private readonly client: Redis;
  private readonly changes: EventEmitter;

  constructor(settings: RedisSettings, log: FastifyBaseLogger) {
    this.connections = new StoreConnections(settings, 'jobs', CHANGES_CHANNEL, log);
    this.client = this.connections.client;
    this.changes = this.connections.changes;
  }

  async get(id: string): Promise<JobRecord | null> {
    const json = await command(() => this.client.get(JOB_PREFIX + id));
    return json ? (JSON.parse(json) as JobRecord) : null;
  }

  async save(job: JobRecord, keepSeconds: number): Promise<void> {
    await this.connections.confirmed((client) => {
      const multi = client.multi().set(JOB_PREFIX + job.id, JSON.stringify(job), 'EX', keepSeconds);
      if (job.state === 'running') multi.sadd(RUNNING_SET, job.id);
      else multi.srem(RUNNING_SET, job.id);
      return multi.publish(CHANGES_CHANNEL, job.id).exec();
    });
  }

  async bindKey(joinKey: string, id: string, ttlMs: number): Promise<string> {
    const set = await this.connections.confirmed((client) => client.set(KEY_PREFIX + joinKey, id, 'PX', ttlMs, 'NX'));
    if (set === 'OK') return id;
    return (await command(() => this.client.get(KEY_PREFIX + joinKey))) ?? (await this.bindKey(joinKey, id, ttlMs));
  }

  async rebindKey(joinKey: string, id: string, ttlMs: number): Promise<void> {
    await this.connections.confirmed((client) => client.set(KEY_PREFIX + joinKey, id, 'PX', ttlMs));
  }

  async unbindKey(joinKey: string, id: string): Promise<void> {
    await command(() => this.client.eval(DELETE_IF_SCRIPT, 1, KEY_PREFIX + joinKey, id));
  }

  async lease(id: string, owner: string, ttlMs: number): Promise<boolean> {
    return (await command(() => this.client.eval(LEASE_SCRIPT, 1, LEASE_PREFIX + id, owner, ttlMs))) === 1;
  }

  async release(id: string, owner: string): Promise<void> {
    await command(() => this.client.eval(DELETE_IF_SCRIPT, 1, LEASE_PREFIX + id, owner));
  }

  async running(): Promise<string[]> {
    const ids = await command(() => this.client.smembers(RUNNING_SET));
    if (ids.length === 0) return ids;
    // A job whose record expired leaves the set here.
    const present = await command(() => this.client.mget(ids.map((id) => JOB_PREFIX + id)));
    const gone = ids.filter((_id, i) => present[i] === null);
    if (gone.length > 0) await command(() => this.client.srem(RUNNING_SET, ...gone));
    return ids.filter((_id, i) => present[i] !== null);
  }

  watch(id: string, listener: () => void): () => void {
    this.changes.on(id, listener);
    return () => this.changes.off(id, listener);
  }

  close(): Promise<void> {
    return this.connections.close();
  }
}
