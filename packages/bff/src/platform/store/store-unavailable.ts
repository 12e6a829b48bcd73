import { GatewayError } from '../errors/envelope.js';

/**
 * The session store's backend (Redis, which keeps jobs too) could not be used: a 503 with server
 * problems, never a crash.
 */
export class SessionStoreUnavailable extends GatewayError {
  constructor(cause: unknown) {
    super(
      {
        status: 503,
        code: 'session_store_unavailable',
        message: 'Sessions are unavailable for a moment; please retry',
        serverProblems: true,
      },
      'session store unavailable',
      cause,
    );
  }
}
