import type { FastifyBaseLogger } from 'fastify';
import type { RedisSettings } from '../redis/redis-client.js';
import { RedisKeyValueStore } from '../store/redis-key-value-store.js';
import { JobStore } from './job-store.js';

/** "Job saved" messages: the instance streaming a job's events hears of every save at once. */
const CHANGES_CHANNEL = 'gf:job-changed';

/** Jobs shared by every instance in the sessions' Redis. */
export class RedisJobStore extends JobStore {
  constructor(settings: RedisSettings, log: FastifyBaseLogger) {
    super(new RedisKeyValueStore(settings, 'jobs', CHANGES_CHANNEL, log));
  }
}
