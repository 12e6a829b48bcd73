import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from '../security/csrf.js';
import { VITALS_LIMIT } from '../security/rate-limits.js';
import { MAX_VITALS_PER_REPORT, VITALS_BODY_LIMIT } from './vitals-routes.js';

/** A built client's route table: the only patterns that become labels. */
const PAGES = ['/', '/shop/product/:id', '/office/orders/:id'];
const VITALS = '/bff/v1/vitals';
const SAMPLE_RATE = 0.25;

const REPORT = {
  route: '/shop/product/:id',
  device: 'mobile',
  metrics: [
    { name: 'LCP', value: 1234.5 },
    { name: 'FCP', value: 800 },
    { name: 'TTFB', value: 120 },
    { name: 'INP', value: 64 },
    { name: 'CLS', value: 0.02 },
  ],
};

/** The value of one sample line of the exposition (`name{labels} value`), 0 when absent. */
const sampleOf = (text: string, series: string): number => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('real-user vitals (issue 35 item 3)', () => {
  let h: Harness;
  let webDist: string;
  /** Each test sends from its own address: the per-address limit counts them apart. */
  let nextAddress = 1;
  const send = (payload: unknown, options: { address?: string; csrf?: boolean; raw?: string } = {}) =>
    h.app.inject({
      method: 'POST',
      url: VITALS,
      remoteAddress: options.address ?? `198.51.100.${nextAddress++}`,
      headers: {
        host: TEST_HOST,
        origin: `http://${TEST_HOST}`,
        'content-type': 'application/json',
        ...(options.csrf === false ? {} : { [CSRF_HEADER]: CSRF_VALUE }),
      },
      payload: options.raw ?? JSON.stringify(payload),
    });
  const scrape = async () => (await h.get('/metrics')).body;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'gf-vitals-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><body>app</body></html>');
    writeFileSync(join(webDist, 'routes.json'), JSON.stringify(PAGES));
    h = await startHarness({ WEB_DIST: webDist, VITALS_SAMPLE_RATE: SAMPLE_RATE });
  });
  afterAll(async () => {
    await h.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('the site reply passes the configured sample rate to the page', async () => {
    expect((await h.get('/bff/v1/site')).json()).toMatchObject({ vitalsSampleRate: SAMPLE_RATE });
  });

  it('an anonymous page view’s report lands in histograms per site, route pattern and device class', async () => {
    const before = await scrape();
    const labels = '{site="ru",route="/shop/product/:id",device="mobile"}';
    const response = await send(REPORT);
    expect(response.statusCode).toBe(204);
    const after = await scrape();
    for (const name of ['lcp_milliseconds', 'fcp_milliseconds', 'ttfb_milliseconds', 'inp_milliseconds', 'cls'])
      expect(sampleOf(after, `gateway_vitals_${name}_count${labels}`)).toBe(
        sampleOf(before, `gateway_vitals_${name}_count${labels}`) + 1,
      );
    // LCP 1234.5 ms falls in the 1500 ms bucket, not the 1000 ms one.
    expect(
      sampleOf(
        after,
        'gateway_vitals_lcp_milliseconds_bucket{le="1500",site="ru",route="/shop/product/:id",device="mobile"}',
      ),
    ).toBeGreaterThan(
      sampleOf(
        after,
        'gateway_vitals_lcp_milliseconds_bucket{le="1000",site="ru",route="/shop/product/:id",device="mobile"}',
      ),
    );
    expect(sampleOf(after, 'gateway_vitals_cls_sum' + labels)).toBeCloseTo(
      sampleOf(before, 'gateway_vitals_cls_sum' + labels) + 0.02,
    );
    expect(sampleOf(after, 'gateway_vitals_reports_total{site="ru",language="ru",device="mobile"}')).toBe(
      sampleOf(before, 'gateway_vitals_reports_total{site="ru",language="ru",device="mobile"}') + 1,
    );
  });

  it.each([
    ['a metric name web-vitals does not have', { ...REPORT, metrics: [{ name: 'FID', value: 10 }] }],
    ['an absurd time (over a minute)', { ...REPORT, metrics: [{ name: 'LCP', value: 3_600_000 }] }],
    ['a negative value', { ...REPORT, metrics: [{ name: 'TTFB', value: -5 }] }],
    ['an absurd layout shift', { ...REPORT, metrics: [{ name: 'CLS', value: 50 }] }],
    ['a value that is not a number', { ...REPORT, metrics: [{ name: 'FCP', value: '800' }] }],
    ['no metrics', { ...REPORT, metrics: [] }],
    [
      'more metrics than a page view makes',
      { ...REPORT, metrics: Array.from({ length: MAX_VITALS_PER_REPORT + 1 }, () => ({ name: 'CLS', value: 0 })) },
    ],
    ['an unknown device class', { ...REPORT, device: 'tablet' }],
    ['a field the schema does not have (a full URL)', { ...REPORT, url: 'https://ru.localhost/shop/product/7?q=x' }],
    ['a metric with an extra field', { ...REPORT, metrics: [{ name: 'LCP', value: 1, id: 'v5-1' }] }],
  ])('%s: 400 with field errors, counted as invalid, nothing observed', async (_case, report) => {
    const before = await scrape();
    const response = await send(report);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'invalid_input', fields: expect.any(Object) });
    const after = await scrape();
    expect(sampleOf(after, 'gateway_vitals_dropped_total{reason="invalid"}')).toBe(
      sampleOf(before, 'gateway_vitals_dropped_total{reason="invalid"}') + 1,
    );
    expect(sampleOf(after, 'gateway_vitals_reports_total{site="ru",language="ru",device="mobile"}')).toBe(
      sampleOf(before, 'gateway_vitals_reports_total{site="ru",language="ru",device="mobile"}'),
    );
  });

  it('a body over the limit: 413, counted as too_large', async () => {
    const before = await scrape();
    const response = await send(null, { raw: JSON.stringify({ ...REPORT, route: 'x'.repeat(VITALS_BODY_LIMIT) }) });
    expect(response.statusCode).toBe(413);
    expect(sampleOf(await scrape(), 'gateway_vitals_dropped_total{reason="too_large"}')).toBe(
      sampleOf(before, 'gateway_vitals_dropped_total{reason="too_large"}') + 1,
    );
  });

  it('a route pattern outside the route table: 204, counted as unknown_route, never a label', async () => {
    const before = await scrape();
    const response = await send({ ...REPORT, route: '/shop/product/12345' });
    expect(response.statusCode).toBe(204);
    const after = await scrape();
    expect(sampleOf(after, 'gateway_vitals_dropped_total{reason="unknown_route"}')).toBe(
      sampleOf(before, 'gateway_vitals_dropped_total{reason="unknown_route"}') + 1,
    );
    expect(after).not.toContain('/shop/product/12345');
  });

  it('per address: past the limit 429, counted as rate_limited; another address still reports', async () => {
    const address = '203.0.113.77';
    for (let sent = 0; sent < VITALS_LIMIT.max; sent++) expect((await send(REPORT, { address })).statusCode).toBe(204);
    const before = await scrape();
    const refused = await send(REPORT, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('too_many_attempts');
    expect(sampleOf(await scrape(), 'gateway_vitals_dropped_total{reason="rate_limited"}')).toBe(
      sampleOf(before, 'gateway_vitals_dropped_total{reason="rate_limited"}') + 1,
    );
    expect((await send(REPORT)).statusCode).toBe(204);
  });

  it('is a write like any other: without the CSRF header 403', async () => {
    const response = await send(REPORT, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('csrf_header_missing');
  });
});
