import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Comment lines on an open event stream, so proxies keep a quiet stream open. */
export const EVENTS_KEEPALIVE_MS = 15_000;
/**
 * The reconnection delay an event stream ends with when its instance stops: browsers come back
 * after it (through the load balancer, to an instance that stays), each after up to as much again
 * at random, so the streams of a stopping instance do not all return in the same moment.
 */
export const EVENTS_RECONNECT_MS = 1_000;

export interface EventStream {
  /** Sends one event (`data:` lines; `data` holds no line break, such as JSON). */
  send(data: string): void;
  /** Ends the stream for good (the browser's follower closes it after the last state). */
  end(): void;
  readonly ended: boolean;
}

/**
 * Answers `request` with a server-sent event stream (DESIGN.md "Jobs the gateway polls"), for a
 * route to send its events on. `onEnd` runs once when it ends: the route ended it, the browser went
 * away, or the instance began to stop, which ends it with a `retry:` hint so the browser's
 * EventSource reconnects elsewhere instead of holding this instance's stop (a stream open for the
 * length of an export would otherwise keep it up to the end of the drain).
 */
export const openEventStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  onEnd: () => void,
  /** Runs at each keepalive (a slot the stream holds is renewed there). */
  onKeepalive?: () => void,
): EventStream => {
  const body = new PassThrough();
  const { signal } = request.server.drain;
  let ended = false;
  const finish = (): void => {
    if (ended) return;
    ended = true;
    clearInterval(keepalive);
    signal.removeEventListener('abort', reconnectElsewhere);
    onEnd();
    body.end();
  };
  const reconnectElsewhere = (): void => {
    if (ended) return;
    body.write(`retry: ${EVENTS_RECONNECT_MS + Math.floor(Math.random() * EVENTS_RECONNECT_MS)}\n\n`);
    finish();
  };
  const keepalive = setInterval(() => {
    body.write(': keepalive\n\n');
    onKeepalive?.();
  }, EVENTS_KEEPALIVE_MS).unref();
  // The browser went away (or the reply is done, as for HEAD).
  reply.raw.once('close', finish);
  reply.header('content-type', 'text/event-stream; charset=utf-8').header('x-accel-buffering', 'no').send(body);
  if (signal.aborted) reconnectElsewhere();
  else signal.addEventListener('abort', reconnectElsewhere, { once: true });
  return {
    send: (data) => {
      if (!ended) body.write(`data: ${data}\n\n`);
    },
    end: finish,
    get ended() {
      return ended;
    },
  };
};
