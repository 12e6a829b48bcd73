import { type Dispatcher, request } from 'undici';
import { sleep } from './processes.js';

export interface FollowedStream {
  /** Every `data:` event, parsed, across all connections. */
  events: unknown[];
  /** Connections made: the first and every reconnection. */
  connections: number;
  /** The `retry:` hints the streams ended with. */
  retries: number[];
  /** What a browser would have shown as a broken stream: an error answer, a refused connection, an end without a hint. */
  failures: string[];
}

/**
 * Follows a server-sent event stream as a browser's EventSource does, until `done` says the last
 * event was the final one: when a stream ends, it reconnects after the stream's `retry:` hint. A
 * stream that ends before `done` without a hint, or a connection answered other than 200, is a
 * failure (the page would fall back to reading the job); following stops after `maxMs`.
 */
export const followEventSource = async (options: {
  url: string;
  headers: Record<string, string>;
  dispatcher: Dispatcher;
  done: (event: unknown) => boolean;
  maxMs: number;
}): Promise<FollowedStream> => {
  const result: FollowedStream = { events: [], connections: 0, retries: [], failures: [] };
  const deadline = Date.now() + options.maxMs;
  while (Date.now() < deadline) {
    result.connections += 1;
    let retry: number | null = null;
    let finished = false;
    try {
      const response = await request(options.url, {
        headers: { accept: 'text/event-stream', ...options.headers },
        dispatcher: options.dispatcher,
        bodyTimeout: options.maxMs,
      });
      if (response.statusCode !== 200) {
        result.failures.push(`${response.statusCode} ${(await response.body.text()).slice(0, 200)}`);
        return result;
      }
      let buffer = '';
      for await (const chunk of response.body) {
        buffer += String(chunk);
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('retry: ')) retry = Number(line.slice('retry: '.length));
            if (line.startsWith('data: ')) {
              const event: unknown = JSON.parse(line.slice('data: '.length));
              result.events.push(event);
              finished = options.done(event);
            }
          }
        }
      }
    } catch (error) {
      result.failures.push(`connection: ${(error as Error).message}`);
      return result;
    }
    if (finished) return result;
    if (retry === null) {
      result.failures.push('the stream ended without its last event and without a retry hint');
      return result;
    }
    result.retries.push(retry);
    await sleep(retry);
  }
  result.failures.push(`not done in ${options.maxMs} ms`);
  return result;
};
