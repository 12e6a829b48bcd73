import { createServer, request as forward, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-node';
import { afterEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { loadConfig } from '../config.js';
import { startTracing, stopTracing, tracing } from './tracing.js';
import { redisStatement } from './tracing-sdk.js';

/** The upstream as seen on the wire: each request's headers, passed on to the sandbox unchanged. */
const recordingProxy = async () => {
  const seen: IncomingHttpHeaders[] = [];
  let target = '';
  const server: Server = createServer((incoming, outgoing) => {
    seen.push(incoming.headers);
    const onward = forward(
      `${target}${incoming.url}`,
      { method: incoming.method, headers: incoming.headers },
      (reply) => {
        outgoing.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(outgoing);
      },
    );
    incoming.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    forwardTo: (url: string) => {
      target = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const TRACED = loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' });

/** Issue 31 item 4: a span per request and per upstream call, `traceparent` upstream, trace ids in the logs. */
describe('tracing with OpenTelemetry', () => {
  let h: Harness | undefined;
  let proxy: Awaited<ReturnType<typeof recordingProxy>> | undefined;
  afterEach(async () => {
    await h?.close();
    await proxy?.close();
    await stopTracing();
  });

  it('is off unless a collector is named, or when the SDK is disabled: nothing of OpenTelemetry starts', async () => {
    expect(await startTracing(loadConfig({}))).toBeNull();
    expect(
      await startTracing(
        loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' }),
      ),
    ).toBeNull();
    expect(tracing()).toBeNull();
    h = await startHarness();
    const cookie = await h.signIn('partner');
    await h.get('/bff/v1/office/mail', cookie);
    expect(h.logs.join('')).not.toContain('trace_id');
  });

  it('shows an office page read as its request span with the upstream calls under it, traceparent sent upstream', async () => {
    const exporter = new InMemorySpanExporter();
    await startTracing(TRACED, { exporter });
    proxy = await recordingProxy();
    h = await startHarness({ UPSTREAM_URL: proxy.url });
    proxy.forwardTo(h.sandbox.app.listeningOrigin);
    const cookie = await h.signIn('partner');
    const orders = (await h.get('/bff/v1/office/orders', cookie)).json();
    const orderId = (Object.values(orders).find(Array.isArray) as { id: number }[])[0]?.id;
    await tracing()?.flush();
    exporter.reset();
    proxy.seen.length = 0;
    h.logs.length = 0;

    const page = await h.get(`/bff/v1/office/orders/${orderId}`, cookie);
    expect(page.statusCode).toBe(200);
    await tracing()?.flush();
    const spans = exporter.getFinishedSpans();
    const request = spans.find((span) => span.name === 'GET /bff/v1/office/orders/:id') as ReadableSpan;
    expect(request).toBeDefined();
    expect(request.attributes).toMatchObject({
      'http.route': '/bff/v1/office/orders/:id',
      'http.response.status_code': 200,
    });
    const { traceId, spanId } = request.spanContext();
    const upstream = spans.filter((span) => span.parentSpanContext?.spanId === spanId);
    // The order and its payment, read in parallel, each a client span under the request's.
    expect(upstream.map((span) => String(span.attributes['url.full']))).toEqual(
      expect.arrayContaining([expect.stringContaining('/order/'), expect.stringContaining('/payment')]),
    );
    expect(upstream.length).toBe(proxy.seen.length);
    for (const span of upstream) expect(span.spanContext().traceId).toBe(traceId);
    // Each call carried its own span as the parent of whatever the upstream records.
    expect(proxy.seen.map((headers) => headers.traceparent).sort()).toEqual(
      upstream.map((span) => `00-${traceId}-${span.spanContext().spanId}-01`).sort(),
    );
    // Every line the gateway wrote for the request names its trace.
    const lines = h.logs.map((line) => JSON.parse(line) as { trace_id?: string; msg: string });
    expect(lines.map((line) => line.msg)).toContain('request completed');
    for (const line of lines) expect(line, line.msg).toMatchObject({ trace_id: traceId });
    // A line outside any request names no trace, and keeps its own fields.
    h.app.log.warn({ job: 'j1' }, 'outside a request');
    expect(JSON.parse(h.logs.at(-1) ?? '{}')).toMatchObject({ job: 'j1', msg: 'outside a request' });
    expect(JSON.parse(h.logs.at(-1) ?? '{}')).not.toHaveProperty('trace_id');
  });

  it('continues a trace the caller started (traceparent in), and leaves the probes untraced', async () => {
    const exporter = new InMemorySpanExporter();
    await startTracing(TRACED, { exporter });
    h = await startHarness();
    const caller = '0af7651916cd43dd8448eb211c80319c';
    await h.get('/bff/v1/site', undefined, { traceparent: `00-${caller}-b7ad6b7169203331-01` });
    await h.get('/healthz');
    await h.get('/readyz');
    await tracing()?.flush();
    const requests = exporter.getFinishedSpans().filter((span) => span.attributes['http.route'] !== undefined);
    expect(requests.map((span) => [span.name, span.spanContext().traceId])).toEqual([['GET /bff/v1/site', caller]]);
  });
});

describe('a Redis command as its span shows it', () => {
  it('names the command and the key namespace, never a session id, a value or an argument', () => {
    expect(redisStatement('get', ['gf:session:s3cr3t-id'])).toBe('get gf:session:…');
    expect(redisStatement('set', ['gf:{jobs}:lease:j1', 'owner', 'PX', 5000])).toBe('set gf:{jobs}:lease:…');
    expect(redisStatement('publish', ['channel', '{"access":"token"}'])).toBe('publish');
  });
});
