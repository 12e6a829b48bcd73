import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type RedisSettings, redisConfigured } from '../redis/redis-client.js';
import { SITES } from '../sites/sites-table.js';
import { StoreConnections } from '../store/redis-connections.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drops stored public replies and pages on every instance (a price changed, say). */
    cachePurge: CachePurge;
  }
}

const CHANNEL = 'gf:cache-purge';

/** What to drop: a site's stored copies (null: every site's), its JSON reads too unless `pagesOnly`. */
export interface Purge {
  site: string | null;
  pagesOnly: boolean;
}

type Listener = (purge: Purge) => void;

const messageOf = ({ site, pagesOnly }: Purge): string => `${site ?? '*'}${pagesOnly ? ':pages' : ''}`;

/**
 * What must drop its stored public copies when the catalogue changes (issue 30): the JSON reads and
 * the rendered pages register here. A purge runs them on this instance at once and, with Redis, on
 * every other instance through pub/sub.
 */
export class CachePurge {
  private readonly listeners: Listener[] = [];

  constructor(private readonly pair: StoreConnections | null) {
    if (!pair) return;
    // The pair wakes listeners by message: one per possible purge.
    for (const site of [null, ...SITES.map((s) => s.code)])
      for (const pagesOnly of [false, true])
        pair.changes.on(messageOf({ site, pagesOnly }), () => this.run({ site, pagesOnly }));
  }

  onPurge(listener: Listener): void {
    this.listeners.push(listener);
  }

  /** Drops the stored copies here at once, then on every instance. */
  async purge(purge: Purge): Promise<void> {
    this.run(purge);
    await this.pair?.client.publish(CHANNEL, messageOf(purge));
  }

  private run(purge: Purge): void {
    for (const listener of this.listeners) listener(purge);
  }

  async close(): Promise<void> {
    await this.pair?.close();
  }
}

/** Decorates `app.cachePurge`; with Redis (REDIS_URL or Sentinel) its purges reach every instance. */
export const cachePurgePlugin = fp<{ redis: RedisSettings }>(async (app: FastifyInstance, { redis }) => {
  const pair = redisConfigured(redis) ? new StoreConnections(redis, 'cache-purges', CHANNEL, app.log) : null;
  const purge = new CachePurge(pair);
  app.decorate('cachePurge', purge);
  app.addHook('onClose', () => purge.close());
});
