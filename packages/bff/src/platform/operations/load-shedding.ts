import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { envelope } from '../errors/envelope.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Replaces the load-shedding answer for one route (`() => undefined` lets it through). */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => unknown;
  }
}

/** Seconds a shed client (or the load balancer) should wait before trying this instance again. */
export const SHED_RETRY_AFTER_S = 5;

/** The answer to a request refused for load: 503, Retry-After and the error envelope (its body, to send). */
export const overloadedReply = (reply: FastifyReply): ReturnType<typeof envelope> => {
  reply.code(503).header('retry-after', String(SHED_RETRY_AFTER_S));
  return envelope({
    status: 503,
    code: 'overloaded',
    message: 'The service is busy; please retry in a moment',
    serverProblems: true,
  });
};

/** How often the limits are sampled; the first event-loop sample after start-up is ignored. */
export const PRESSURE_SAMPLE_MS = 1_000;
const STARTUP_GRACE_MS = PRESSURE_SAMPLE_MS + 500;

/** Liveness and metrics answer under pressure: a busy instance is not a dead one. */
export const exemptFromShedding = { pressureHandler: () => undefined };

/**
 * Sheds load before the process falls over: past the event-loop delay, heap or RSS limit every
 * request gets 503 with the error envelope and Retry-After (nginx then tries the next instance).
 */
export const registerLoadShedding = async (app: FastifyInstance, config: Config): Promise<void> => {
  // One warning per second at most: logging every shed request would add to the pressure.
  let lastWarning = 0;
  // Start-up (compiling every route schema) holds the loop for seconds, and the first sample
  // after it reports that: it says nothing about load, so it does not shed.
  let startedAt = Number.POSITIVE_INFINITY;
  app.addHook('onReady', async () => {
    startedAt = Date.now();
  });
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes: config.PRESSURE_MAX_HEAP_BYTES,
    maxRssBytes: config.PRESSURE_MAX_RSS_BYTES,
    retryAfter: SHED_RETRY_AFTER_S,
    sampleInterval: PRESSURE_SAMPLE_MS,
    pressureHandler: (request, reply, type, value) => {
      if (type === 'eventLoopDelay' && Date.now() - startedAt < STARTUP_GRACE_MS) return undefined;
      const now = Date.now();
      if (now - lastWarning >= 1_000) {
        lastWarning = now;
        request.log.warn({ type, value }, 'under pressure: shedding load');
      }
      // A returned value is sent as the reply by @fastify/under-pressure.
      return overloadedReply(reply) as unknown as undefined;
    },
  });
};
