import type { KeyValueStore } from '../store/key-value-store.js';
import type { BackgroundCaller } from '../upstream/session-call.js';

/** Where a job is: running (polling the upstream), ready (the result can be fetched) or failed. */
export type JobState = 'running' | 'ready' | 'failed';

/** One gateway job as stored, the same for every instance. */
export interface JobRecord {
  id: string;
  /** Which job kind runs it (`JobKind.name`). */
  kind: string;
  /**
   * The user whose job it is: nobody else sees it. The user's id, or `session:<id>` when the
   * upstream leaves the id out (the spec does not promise it; issue 15): then the session's.
   */
  userId: number | string;
  /** Same user, same kind, same parameters: a second request joins the job under this key. */
  joinKey: string;
  /** Whose session the upstream calls use. */
  caller: BackgroundCaller;
  params: Record<string, string | number>;
  state: JobState;
  /** The upstream's id of the work, once it has accepted it. */
  upstreamId: string | null;
  /** Status polls made so far. */
  polls: number;
  /** When the next step is due (epoch ms). */
  nextPollAt: number;
  /** The upstream's last status word (PENDING, PROCESSING, SUCCESS, FAIL). */
  upstreamStatus: string | null;
  /** Why the job failed: the error envelope's code and message. */
  error: { code: string; message: string } | null;
  createdAt: number;
  updatedAt: number;
}

/**
 * Every job key carries the hash tag `{jobs}`: a save writes the record and the set of running
 * jobs in one MULTI, which a Redis Cluster allows only within one slot. Jobs are few (one per
 * export asked for), so one slot holds them all. The names are those jobs had before the generic
 * store: jobs running at a deploy go on.
 */
const TAG = 'gf:{jobs}:';
const JOB_PREFIX = `${TAG}job:`;
const KEY_PREFIX = `${TAG}key:`;
const LEASE_PREFIX = `${TAG}lease:`;
const RUNNING_SET = `${TAG}running`;

/**
 * Job state in the session store's backend (memory for one instance, Redis for several), so any
 * instance answers a job's status and another instance can finish a job whose instance died.
 * Saves and join keys outlive a Redis failover (a record lost in one could send a job back to "not
 * started" and start the upstream's work twice); leases need not: a lost lease is taken again at
 * the next sweep. Lease expiry is the store's clock, so an instance that dies loses its jobs'
 * leases on time.
 */
export class JobStore {
  constructor(private readonly kv: KeyValueStore) {}

  /** The job as stored, which readers must not change (the memory store shares one frozen copy). */
  get(id: string): Promise<JobRecord | null> {
    return this.kv.getDocument<JobRecord>(JOB_PREFIX + id);
  }

  /** Saves the job (kept `keepSeconds`), keeps the set of running jobs and tells every watcher. */
  async save(job: JobRecord, keepSeconds: number): Promise<void> {
    await this.kv.set(JOB_PREFIX + job.id, job, keepSeconds * 1000, {
      membership: { set: RUNNING_SET, member: job.id, present: job.state === 'running' },
      notify: job.id,
    });
  }

  /** Binds `joinKey` to `id` unless bound: returns the id it is bound to (the caller's when it won). */
  async bindKey(joinKey: string, id: string, ttlMs: number): Promise<string> {
    if (await this.kv.set(KEY_PREFIX + joinKey, id, ttlMs, { when: 'absent' })) return id;
    // Unbound again in between (the job ended): try once more.
    return (await this.kv.get(KEY_PREFIX + joinKey)) ?? (await this.bindKey(joinKey, id, ttlMs));
  }

  /** Binds `joinKey` to `id` whatever it was bound to (the earlier job is gone or finished). */
  async rebindKey(joinKey: string, id: string, ttlMs: number): Promise<void> {
    await this.kv.set(KEY_PREFIX + joinKey, id, ttlMs);
  }

  /** Unbinds `joinKey` if it is still bound to `id`. */
  unbindKey(joinKey: string, id: string): Promise<void> {
    return this.kv.deleteIf(KEY_PREFIX + joinKey, id);
  }

  /** Takes the job's lease for `owner` unless another owner holds it; renews it when `owner` holds it. */
  lease(id: string, owner: string, ttlMs: number): Promise<boolean> {
    return this.kv.lease(LEASE_PREFIX + id, owner, ttlMs);
  }

  /** Gives the lease up if `owner` still holds it. */
  release(id: string, owner: string): Promise<void> {
    return this.kv.deleteIf(LEASE_PREFIX + id, owner);
  }

  /** Ids of the running jobs; a job whose record expired leaves the set here. */
  async running(): Promise<string[]> {
    const ids = await this.kv.members(RUNNING_SET);
    if (ids.length === 0) return ids;
    const present = await this.kv.exist(ids.map((id) => JOB_PREFIX + id));
    await this.kv.removeMembers(
      RUNNING_SET,
      ids.filter((_id, i) => !present[i]),
    );
    return ids.filter((_id, i) => present[i]);
  }

  /** Calls `listener` whenever the job is saved, by any instance; returns the unsubscribe. */
  watch(id: string, listener: () => void): () => void {
    return this.kv.watch(id, listener);
  }

  close(): Promise<void> {
    return this.kv.close();
  }
}
