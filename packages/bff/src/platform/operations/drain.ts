import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's stop: readiness fails and event streams end once it begins. */
    drain: Drain;
  }
}

/**
 * How long a stopping instance keeps listening before it closes its listener (server.ts), each
 * reply closing its connection meanwhile. A load balancer's pooled connections then leave one by
 * one after a reply, instead of being cut while it sends a request on one: nginx answers such a cut
 * POST with its own 502 (it retries only idempotent requests), which CI's rolling restart saw once
 * in 5,192 requests. A second lets a busy pool turn over; Kubernetes' preStop pause comes before.
 */
export const LAME_DUCK_MS = 1_000;

/**
 * The first step of a stop (DESIGN.md "Operations": not-ready, drain, end streams with retry,
 * release leases, close Redis, exit). `app.close()` begins it (Fastify's preClose, before the
 * listener closes); what must let go of the instance listens to `signal`: /readyz answers 503 from
 * then on, event streams end with a reconnection hint, jobs are handed to other instances. Requests
 * in flight, and those still arriving on open connections, are served (each reply then closes its
 * connection), and the Redis connections close after the last of them.
 */
export class Drain {
  private readonly controller = new AbortController();

  get draining(): boolean {
    return this.controller.signal.aborted;
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  begin(): void {
    this.controller.abort();
  }
}

export const registerDrain = (app: FastifyInstance): void => {
  const drain = new Drain();
  app.decorate('drain', drain);
  app.addHook('preClose', (done) => {
    drain.begin();
    done();
  });
  // Once the stop has begun, no connection is kept for another request (LAME_DUCK_MS).
  app.addHook('onRequest', (_request, reply, done) => {
    if (drain.draining) reply.header('connection', 'close');
    done();
  });
};
