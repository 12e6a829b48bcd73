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
 * Job state in the session store's backend (memory for one instance, Redis for several), so any
 * instance answers a job's status and another instance can finish a job whose instance died.
 */
export interface JobStore {
  get(id: string): Promise<JobRecord | null>;
  /** Saves the job (kept `keepSeconds`), keeps the set of running jobs and tells every watcher. */
  save(job: JobRecord, keepSeconds: number): Promise<void>;
  /** Binds `joinKey` to `id` unless bound: returns the id it is bound to (the caller's when it won). */
  bindKey(joinKey: string, id: string, ttlMs: number): Promise<string>;
  /** Binds `joinKey` to `id` whatever it was bound to (the earlier job is gone or finished). */
  rebindKey(joinKey: string, id: string, ttlMs: number): Promise<void>;
  /** Unbinds `joinKey` if it is still bound to `id`. */
  unbindKey(joinKey: string, id: string): Promise<void>;
  /** Takes the job's lease for `owner` unless another owner holds it; renews it when `owner` holds it. */
  lease(id: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Gives the lease up if `owner` still holds it. */
  release(id: string, owner: string): Promise<void>;
  /** Ids of the running jobs. */
  running(): Promise<string[]>;
  /** Calls `listener` whenever the job is saved, by any instance; returns the unsubscribe. */
  watch(id: string, listener: () => void): () => void;
  close(): Promise<void>;
}
