import { MemoryKeyValueStore } from '../store/memory-key-value-store.js';
import { JobStore } from './job-store.js';

/** Jobs of a single instance (no REDIS_URL), on the gateway's clock. */
export class MemoryJobStore extends JobStore {
  constructor(now: () => number = Date.now) {
    super(new MemoryKeyValueStore(now));
  }
}
