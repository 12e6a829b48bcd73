/** How long a write answers a repeated idempotency key, and keeps what the key was first used for. */
export const IDEMPOTENCY_KEEP_MS = 30 * 60_000;
