import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisSettings } from '../redis/redis-client.js';
import { DELETE_IF_SCRIPT, StoreConnections } from '../store/redis-connections.js';
import type { SharedPages, StoredPage } from './page-store.js';

const PAGE_PREFIX = 'gf:page:';
const LOCK_PREFIX = 'gf:page-lock:';
const CHANNEL = 'gf:pages';
/** The message telling the instances waiting for a page that it is stored. */
const storedMessage = (key: string): string => `stored:${key}`;
/** Keys deleted per command while purging. */
const PURGE_BATCH = 500;

/**
 * Server-rendered pages shared by every instance through Redis (issue 30): each page a hash of its
 * bytes, brotli copy and headers, kept for its freshness and stale window; a lock per page so one
 * instance renders it while the others wait for the "stored" message.
 */
export class RedisPages implements SharedPages {
  private readonly pair: StoreConnections;
  private readonly client: Redis;
  /** This instance's name on the locks it holds. */
  private readonly owner = randomUUID();

  constructor(settings: RedisSettings, log: FastifyBaseLogger) {
    this.pair = new StoreConnections(settings, 'shared-pages', CHANNEL, log);
    this.client = this.pair.client;
  }

  async get(key: string): Promise<StoredPage | null> {
    const fields = await this.client.hgetallBuffer(PAGE_PREFIX + key);
    const { body, brotli, etag, storedAt, status, styleSource } = fields;
    if (!body || !etag || !storedAt || !status) return null;
    return {
      body,
      brotli: brotli && brotli.length > 0 ? brotli : null,
      etag: etag.toString(),
      storedAt: Number(storedAt.toString()),
      status: Number(status.toString()),
      styleSource: styleSource && styleSource.length > 0 ? styleSource.toString() : null,
    };
  }

  async put(key: string, page: StoredPage, keepMs: number): Promise<void> {
    await this.client
      .multi()
      .hset(PAGE_PREFIX + key, {
        body: page.body,
        brotli: page.brotli ?? '',
        etag: page.etag,
        storedAt: String(page.storedAt),
        status: String(page.status),
        styleSource: page.styleSource ?? '',
      })
      .pexpire(PAGE_PREFIX + key, keepMs)
      .publish(CHANNEL, storedMessage(key))
      .exec();
  }

  async claim(key: string, ms: number): Promise<boolean> {
    return (await this.client.set(LOCK_PREFIX + key, this.owner, 'PX', ms, 'NX')) === 'OK';
  }

  async release(key: string): Promise<void> {
    await this.client.eval(DELETE_IF_SCRIPT, 1, LOCK_PREFIX + key, this.owner);
  }

  waitFor(key: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const event = storedMessage(key);
      const done = (): void => {
        clearTimeout(timer);
        this.pair.changes.off(event, done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.pair.changes.once(event, done);
    });
  }

  async drop(site: string | null): Promise<void> {
    const pattern = `${PAGE_PREFIX}${site === null ? '' : `${site}|`}*`;
    let cursor = '0';
    do {
      const [next, keys] = await this.client.scan(cursor, 'MATCH', pattern, 'COUNT', PURGE_BATCH);
      cursor = next;
      if (keys.length > 0) await this.client.unlink(...keys);
    } while (cursor !== '0');
  }

  close(): Promise<void> {
    return this.pair.close();
  }
}
