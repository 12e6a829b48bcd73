import type { OperationId } from '@gf/contracts/upstream/upstream-operations';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { type CallInput, UpstreamClient } from './upstream-client.js';

/** A dispatcher answering every call with `body` as JSON, and remembering the paths asked for. */
const answering = (body: Buffer, paths: string[]): Dispatcher =>
  ({
    dispatch: (options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) => {
      paths.push(String(options.path));
      queueMicrotask(() => {
        handler.onHeaders?.(200, [Buffer.from('content-type'), Buffer.from('application/json')], () => {}, 'OK');
        handler.onData?.(body);
        handler.onComplete?.([]);
      });
      return true;
    },
  }) as unknown as Dispatcher;

const CONTEXT = { token: null, language: 'ru-RU', site: 'ru' };
const REPLY = { conversations: [], unread_mail: 0 };
const PREFIX = '/api/v1';

/** The client on a dispatcher that answers REPLY, and the request targets it sent. */
const client = (body = Buffer.from(JSON.stringify(REPLY))) => {
  const paths: string[] = [];
  const upstream = new UpstreamClient({
    url: 'http://upstream.invalid',
    prefix: PREFIX,
    timeoutMs: 1_000,
    dispatcher: answering(body, paths),
  });
  const targetOf = async <Id extends OperationId>(id: Id, input: CallInput<Id>): Promise<string> => {
    await upstream.call(id, input, CONTEXT);
    return paths.at(-1) ?? '';
  };
  return { upstream, targetOf };
};

/** What the client wrote before its fast path: the recorded upstream matches these bytes exactly. */
const viaSearchParams = (query: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const AWKWARD = ['plain', 'two words', 'a+b', 'a&b=c', "~!'()*-._", 'Зелёный', '日本', '%41', '', '?#/', 'tab\there'];

describe('upstream request target', () => {
  it('writes every query as URLSearchParams would, awkward keys and values included', async () => {
    const { targetOf } = client();
    const queries: Record<string, unknown>[] = [
      { page: '1', per_page: '20' },
      { search: AWKWARD, empty: undefined, gone: null, n: 3, yes: true },
      Object.fromEntries(AWKWARD.map((text, i) => [text || `k${i}`, text])),
      {},
    ];
    for (const query of queries) {
      const target = await targetOf('mailList', { query } as CallInput<'mailList'>);
      expect(target).toBe(`${PREFIX}/office/mail/list/${viaSearchParams(query)}`);
    }
  });

  it('fills path parameters, one encoded segment each, and a page path as it is', async () => {
    const { targetOf } = client();
    expect(await targetOf('officeOrder', { params: { id: 5001 } })).toBe(`${PREFIX}/greenway/office/order/5001/`);
    expect(await targetOf('officeOrder', { params: { id: 'a b/c' } })).toBe(
      `${PREFIX}/greenway/office/order/a%20b%2Fc/`,
    );
    expect(await targetOf('staticPage', { params: { path: '/about/team' } })).toBe(`${PREFIX}/page/about/team/`);
    // A parameter the route forgot is a defect, never a request with a hole in its path.
    const failure = (await targetOf('officeOrder', {}).catch((error: unknown) => error)) as Error;
    expect(failure.cause).toEqual(new Error('missing path parameter id for /greenway/office/order/{id}/'));
  });
});

describe('upstream replies', () => {
  it('parses a JSON reply that starts with a byte-order mark, as TextDecoder would', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(REPLY))]);
    const { upstream } = client(bom);
    expect(await upstream.call('mailList', { query: { page: '2', per_page: '20' } }, CONTEXT)).toEqual({
      status: 200,
      body: REPLY,
    });
  });
});
