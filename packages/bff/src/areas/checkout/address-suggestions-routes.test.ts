import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SANDBOX_GEOCODER_KEY } from '@gf/contracts/geocoder/geocoder';
import {
  ADDRESS_SUGGEST_LIMIT,
  ADDRESS_SUGGEST_MAX_CHARS,
  ADDRESS_SUGGEST_MIN_CHARS,
  ADDRESS_SUGGESTIONS_SHOWN,
} from '@gf/contracts/rules/address-suggestions';
import { GEOCODER_SUGGEST_CALL } from '@gf/sandbox/geocoder/geocoder-provider';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { GEOCODER_TIMEOUT_MS } from './address-suggestions-routes.js';

const SUGGESTIONS = '/bff/v1/checkout/address-suggestions';
const suggest = (h: Harness, query: Record<string, string>) =>
  h.get(`${SUGGESTIONS}?${new URLSearchParams(query)}`, undefined, { host: 'az.localhost:3000' });
const geocoderCalls = (h: Harness): number => h.sandbox.callLog.count(GEOCODER_SUGGEST_CALL);

describe('address suggestions at checkout (spec 2 §7 geocoding, §5 AZ coordinates)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('suggests addresses of the country with their coordinates, through the configured provider', async () => {
    const response = await suggest(h, { query: 'nizami', country: 'az', city: 'Baku' });
    expect(response.statusCode).toBe(200);
    const { suggestions } = response.json();
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(ADDRESS_SUGGESTIONS_SHOWN);
    expect(suggestions[0]).toEqual({
      label: 'Nizami street 10, Baku',
      street: 'Nizami street',
      house: '10',
      city: 'Baku',
      post_index: 'AZ1000',
      latitude: 40.3722,
      longitude: 49.8431,
    });
    expect(geocoderCalls(h)).toBeGreaterThan(0);
  });

  it('tells the client suggestions are offered, and never shows it the provider or its key', async () => {
    const start = await h.get('/bff/v1/checkout', await h.signIn('partner'));
    expect(start.json().address_suggestions).toBe(true);
    const replies = [start.body, (await suggest(h, { query: 'nizami', country: 'AZ' })).body];
    for (const body of replies) {
      expect(body).not.toContain(SANDBOX_GEOCODER_KEY);
      expect(body).not.toContain('/geocoder');
    }
    expect(h.logs.join('\n')).not.toContain(SANDBOX_GEOCODER_KEY);
  });

  it('refuses bad input with field errors before any provider call', async () => {
    const before = geocoderCalls(h);
    const bad = [
      { query: 'ni'.slice(0, ADDRESS_SUGGEST_MIN_CHARS - 1), country: 'AZ' },
      { query: 'n'.repeat(ADDRESS_SUGGEST_MAX_CHARS + 1), country: 'AZ' },
      { query: '   ', country: 'AZ' },
      { query: 'nizami', country: 'AZE' },
      { query: 'nizami' },
      { query: 'nizami', country: 'AZ', city: 'x'.repeat(81) },
    ];
    for (const query of bad) {
      const response = await suggest(h, query as Record<string, string>);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).length, JSON.stringify(query)).toBeGreaterThan(0);
    }
    expect(geocoderCalls(h)).toBe(before);
  });
});

describe('address suggestions without a provider, or with a failing one', () => {
  let off: Harness;
  let failing: Harness;
  beforeAll(async () => {
    off = await startHarness({ GEOCODER_URL: null });
    failing = await startHarness({ GEOCODER_KEY: 'not-the-key' });
  });
  afterAll(async () => {
    await off.close();
    await failing.close();
  });

  it('offers none with no provider configured, and checkout starts as before', async () => {
    const start = await off.get('/bff/v1/checkout', await off.signIn('partner'));
    expect(start.statusCode).toBe(200);
    expect(start.json().address_suggestions).toBe(false);
    const response = await suggest(off, { query: 'nizami', country: 'AZ' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('address_suggestions_off');
    expect(geocoderCalls(off)).toBe(0);
  });

  it('answers the error envelope when the provider refuses', async () => {
    const response = await suggest(failing, { query: 'nizami', country: 'AZ' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('geocoder_failed');
    expect(response.body).not.toContain('not-the-key');
  });

  it('limits calls per visitor address with the 429 envelope', async () => {
    const limited = await startHarness();
    try {
      // Bad input counts too (the limit comes first) and keeps the provider out of it.
      for (let i = 0; i < ADDRESS_SUGGEST_LIMIT.max; i += 1) {
        expect((await suggest(limited, { query: 'x', country: 'AZ' })).statusCode).toBe(400);
      }
      const over = await suggest(limited, { query: 'nizami', country: 'AZ' });
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe('too_many_attempts');
      expect(geocoderCalls(limited)).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe('address suggestions from a slow or broken provider', () => {
  let h: Harness;
  let provider: Server;
  /** Provider requests still open, by typed text; each resolves when that request's connection closes. */
  const held = new Map<string, Promise<void>>();
  beforeAll(async () => {
    provider = createServer((request, response) => {
      const q = new URL(request.url ?? '/', 'http://provider').searchParams.get('q') ?? '';
      if (q.startsWith('slow')) {
        held.set(q, new Promise((resolve) => request.socket.once('close', () => resolve())));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ found: [] }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    h = await startHarness({ GEOCODER_URL: `http://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await h.close();
    provider.closeAllConnections();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('answers 502 for a reply that is not the provider contract', async () => {
    const response = await suggest(h, { query: 'broken', country: 'AZ' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('geocoder_failed');
  });

  it(`gives up after GEOCODER_TIMEOUT_MS (${GEOCODER_TIMEOUT_MS} ms) with the 504 envelope`, async () => {
    const response = await suggest(h, { query: 'slow timeout', country: 'AZ' });
    expect(response.statusCode).toBe(504);
    expect(response.json().error.code).toBe('geocoder_timeout');
    await held.get('slow timeout');
  });

  it('gives the provider call up when the browser gives its call up (a newer one replaced it)', async () => {
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const browser = httpRequest(`${address}${SUGGESTIONS}?query=slow+gone&country=AZ`, {
      headers: { host: 'az.localhost:3000' },
    });
    // destroy() below makes the request emit 'socket hang up': that is the browser leaving, on purpose.
    browser.on('error', () => undefined);
    browser.end();
    await vi.waitUntil(() => held.has('slow gone'));
    browser.destroy();
    // Resolves when the gateway closes its provider connection: before the timeout would have, so by the abort.
    const started = Date.now();
    await held.get('slow gone');
    expect(Date.now() - started).toBeLessThan(GEOCODER_TIMEOUT_MS);
  });
});
