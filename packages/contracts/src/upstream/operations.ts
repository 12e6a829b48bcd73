import { authOperations } from './auth.js';

/** Every call of the company API (spec 1 §7 and spec 2 §7), keyed by operation id. */
export const upstreamOperations = {
  ...authOperations,
} as const;

export type UpstreamOperations = typeof upstreamOperations;
export type OperationId = keyof UpstreamOperations;
