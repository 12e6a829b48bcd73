import { LARGEST_UPLOAD_BYTES } from '@gf/contracts/rules/upload-rules';
import type { FastifyRequest } from 'fastify';
import { RetryLater } from '../errors/envelope.js';
import type { LimitStore } from './limit-store.js';

/**
 * What one signed-in user may have running at once, or send in a while (issue 29 item 3: 40 Excel
 * jobs accepted at once, 30 event streams opened, 40 × 2 MB uploaded in parallel and all stored).
 * Not spec constants: abuse bounds, each well above what one person does in the office. They hold
 * on every instance together when Redis is configured (LimitStore).
 */

/**
 * Excel exports running at once per user: a person exports one period, perhaps compares two or
 * three; the same export asked twice joins one job and takes one slot.
 */
export const RUNNING_JOBS_PER_USER = 3;
/**
 * How long a job's slot is kept if its end is never seen (every instance that took the job over
 * died): past the whole poll schedule (about 40 s) with every call at its 60 s timeout.
 */
export const JOB_SLOT_TTL_MS = 15 * 60_000;
/** What a refused export is told: a running export moves on at least this often (spec 2 §9's longest delay). */
export const JOB_SLOT_RETRY_AFTER_S = 5;

/** Event streams open at once per user: a few tabs, each following an export. */
export const OPEN_STREAMS_PER_USER = 5;

/** Uploads in flight at once per user: a form sends its files one or two at a time. */
export const UPLOADS_AT_ONCE_PER_USER = 3;
/**
 * Bytes one user may upload per window: twice the largest file any use takes, so the largest
 * document always fits, and a scripted flood stops (it is stored upstream, where it costs).
 */
export const UPLOAD_VOLUME_PER_USER = { maxBytes: 2 * LARGEST_UPLOAD_BYTES, windowMs: 60 * 60_000 } as const;
/** How long an upload's slot is kept if its end is never seen: past the request timeout. */
export const UPLOAD_SLOT_TTL_MS = 5 * 60_000;

/** The refusal of a cap: 429 with Retry-After; the client shows it as server problems (spec 1 §8: 429). */
export const tooManyAtOnce = (what: string, retryAfterSeconds: number): RetryLater =>
  new RetryLater(
    {
      status: 429,
      code: 'too_many_at_once',
      message: `Too many ${what} at once; retry in ${retryAfterSeconds} seconds`,
      serverProblems: true,
    },
    retryAfterSeconds,
  );

/** Whose caps a request counts against: the signed-in user, or the session when the upstream leaves the id out. */
export const capOwnerOf = async (request: FastifyRequest): Promise<string | null> => {
  const session = await request.server.core.sessions.load(request);
  const user = session?.data.user;
  if (!session || !user) return null;
  return String(user.id ?? `session:${session.id}`);
};

/** Takes one of `max` slots of `key` for `holder`, or refuses with the time the earliest one frees. */
export const takeSlot = async (
  limits: LimitStore,
  key: string,
  holder: string,
  max: number,
  ttlMs: number,
  what: string,
  retryAfterSeconds?: number,
): Promise<void> => {
  const hold = await limits.hold(key, holder, max, ttlMs);
  if (!hold.ok) throw tooManyAtOnce(what, retryAfterSeconds ?? Math.max(1, Math.ceil(hold.retryMs / 1000)));
};
