import { authHandlers } from './auth/auth-handlers.js';
import type { Handlers } from './handler.js';

/** Every area's handlers, keyed by operation id of the upstream contract. */
export const handlers: Handlers = {
  ...authHandlers,
};
