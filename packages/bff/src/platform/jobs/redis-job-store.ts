import type { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import { command, DELETE_IF_SCRIPT, RedisPair } from '../session/redis-pair.js';
import type { JobRecord, JobStore } from './job-store.js';

const JOB_PREFIX = 'gf:job:';
const KEY_PREFIX = 'gf:job-key:';
const LEASE_PREFIX = 'gf:job-lease:';
const RUNNING_SET = 'gf:jobs:running';
const CHANGES_CHANNEL = 'gf:job-changed';

/** Takes the lease when free, renews it when the caller holds it; 1 when the caller holds it after. */
const LEASE_SCRIPT = `local holder = redis.call('get', KEYS[1])
if holder == false then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if holder == ARGV[1] then redis.call('pexpire', KEYS[1], ARGV[2]) return 1 end
return 0`;

/**
 * Jobs shared by every instance in the sessions' Redis: one client for commands, one subscriber
 * turning "job saved" messages into local events for the instance streaming that job's events.
 * Lease expiry is Redis's clock (PX), so an instance that dies loses its jobs' leases on time.
 */
export class RedisJobStore implements JobStore {
  private readonly pair: RedisPair;
  private readonly client: Redis;
  private readonly changes: EventEmitter;

  constructor(url: string, onConnectionError: (error: Error) => void) {
    this.pair = new RedisPair(url, CHANGES_CHANNEL, onConnectionError);
    this.client = this.pair.client;
    this.changes = this.pair.changes;
  }

  async get(id: string): Promise<JobRecord | null> {
    const json = await command(() => this.client.get(JOB_PREFIX + id));
    return json ? (JSON.parse(json) as JobRecord) : null;
  }

  async save(job: JobRecord, keepSeconds: number): Promise<void> {
    const multi = this.client.multi().set(JOB_PREFIX + job.id, JSON.stringify(job), 'EX', keepSeconds);
    if (job.state === 'running') multi.sadd(RUNNING_SET, job.id);
    else multi.srem(RUNNING_SET, job.id);
    await command(() => multi.publish(CHANGES_CHANNEL, job.id).exec());
  }

  async bindKey(joinKey: string, id: string, ttlMs: number): Promise<string> {
    const set = await command(() => this.client.set(KEY_PREFIX + joinKey, id, 'PX', ttlMs, 'NX'));
    if (set === 'OK') return id;
    return (await command(() => this.client.get(KEY_PREFIX + joinKey))) ?? (await this.bindKey(joinKey, id, ttlMs));
  }

  async rebindKey(joinKey: string, id: string, ttlMs: number): Promise<void> {
    await command(() => this.client.set(KEY_PREFIX + joinKey, id, 'PX', ttlMs));
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
    return this.pair.close();
  }
}
