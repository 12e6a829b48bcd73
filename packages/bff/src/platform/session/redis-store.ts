import type { FastifyBaseLogger } from 'fastify';
import type { RedisSettings } from '../redis/redis-client.js';
import { RedisKeyValueStore } from '../store/redis-key-value-store.js';
import { SessionStore } from './session-store.js';

/** "Session changed" messages: a request waiting for another instance's refresh wakes at once. */
const CHANGES_CHANNEL = 'gf:session-changed';

/**
 * Sessions shared by every instance, in Redis: every write (a new session, refreshed tokens, a
 * sign-out) and the refresh lock are confirmed by a replica behind Sentinel (see the store).
 */
export class RedisSessionStore extends SessionStore {
  constructor(settings: RedisSettings, log: FastifyBaseLogger) {
    super(new RedisKeyValueStore(settings, 'sessions', CHANGES_CHANNEL, log));
  }
}
