import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { SessionStoreUnavailable } from './session-store.js';

/** Deletes a key only while it still holds the caller's value (a lock's owner, a lease's holder). */
export const DELETE_IF_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** Runs a Redis command; a failure is the store being unavailable (503, never a crash). */
export const command = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw new SessionStoreUnavailable(error);
  }
};

/**
 * One client for commands and one subscriber turning messages on `channel` into local events named
 * by the message (an id), so a waiting request wakes as soon as another instance has written.
 * `onConnectionError` hears the clients' connection errors, which come again at every reconnect
 * attempt; the calls that need Redis fail on their own.
 */
export class RedisPair {
  readonly client: Redis;
  readonly changes = new EventEmitter();
  private readonly subscriber: Redis;

  constructor(
    url: string,
    readonly channel: string,
    onConnectionError: (error: Error) => void,
  ) {
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    this.client = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, enableOfflineQueue: true });
    this.changes.setMaxListeners(0);
    this.client.on('error', onConnectionError);
    this.subscriber.on('error', onConnectionError);
    this.subscriber.subscribe(channel).catch(onConnectionError);
    this.subscriber.on('message', (_channel: string, id: string) => this.changes.emit(id));
  }

  async close(): Promise<void> {
    this.changes.removeAllListeners();
    await Promise.allSettled([this.client.quit(), this.subscriber.quit()]);
  }
}
