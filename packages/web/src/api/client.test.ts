import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, gatewayHeaders, NEXT_ROUTE_HEADER } from './client';

const run = async (method: string) => {
  const request = new Request('http://ru.localhost/bff/v1/auth', { method });
  // The middleware's other arguments are not read.
  const result = await gatewayHeaders.onRequest?.({ request } as never);
  return (result ?? request) as Request;
};

describe('headers the gateway requires', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the CSRF header on every state-changing call', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect((await run(method)).headers.get(CSRF_HEADER), method).toBe('1');
    }
    expect((await run('GET')).headers.get(CSRF_HEADER)).toBeNull();
  });

  it('sends the route being loaded, path and query, on page-data reads', async () => {
    vi.stubGlobal('window', { location: { pathname: '/shop/x', search: '?gw=1' } });
    expect((await run('GET')).headers.get(NEXT_ROUTE_HEADER)).toBe('/shop/x?gw=1');
    expect((await run('POST')).headers.get(NEXT_ROUTE_HEADER)).toBeNull();
  });
});
