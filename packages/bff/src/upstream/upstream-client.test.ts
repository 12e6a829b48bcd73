import type { Operation } from '@gf/contracts/upstream/operation';
import type { Dispatcher } from 'undici';
import { describe, expect, it } from 'vitest';
import { buildPath, buildQuery, UpstreamClient } from './upstream-client.js';

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
  it('writes every query as URLSearchParams would, awkward keys and values included', () => {
    const queries: Record<string, unknown>[] = [
      { page: '1', per_page: '20' },
      { search: AWKWARD, empty: undefined, gone: null, n: 3, yes: true },
      Object.fromEntries(AWKWARD.map((text, i) => [text || `k${i}`, text])),
      {},
    ];
    for (const query of queries) expect(buildQuery(query)).toBe(viaSearchParams(query));
    expect(buildQuery(undefined)).toBe('');
  });

  it('fills path parameters, one encoded segment each, and a page path as it is', () => {
    const operation = { path: '/shop/order/{id}/payment/{kind}/' } as Operation;
    expect(buildPath('/api/v1', operation, { id: 5001, kind: 'a b/c' })).toBe(
      '/api/v1/shop/order/5001/payment/a%20b%2Fc/',
    );
    expect(buildPath('', { path: '/page{path}/' } as Operation, { path: '/about/team' })).toBe('/page/about/team/');
    expect(buildPath('/x', { path: '/plain/' } as Operation)).toBe('/x/plain/');
    expect(() => buildPath('', operation, { id: 1 })).toThrow('missing path parameter kind');
  });
});

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

describe('upstream replies', () => {
  const CONTEXT = { token: null, language: 'ru-RU', site: 'ru' };
  const REPLY = { conversations: [], unread_mail: 0 };

  it('parses a JSON reply that starts with a byte-order mark, as TextDecoder would', async () => {
    const paths: string[] = [];
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JSON.stringify(REPLY))]);
    const client = new UpstreamClient({
      url: 'http://upstream.invalid',
      prefix: '/api/v1',
      timeoutMs: 1_000,
      dispatcher: answering(bom, paths),
    });
    const reply = await client.call('mailList', { query: { page: '2', per_page: '20' } }, CONTEXT);
    expect(reply).toEqual({ status: 200, body: REPLY });
    expect(paths).toEqual(['/api/v1/office/mail/list/?page=2&per_page=20']);
  });
});
