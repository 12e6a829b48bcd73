import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildSandbox, type Sandbox } from '@gf/sandbox/app';
import { request as send } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Managed, sleep, startManaged, waitForHttp } from './harness/processes.js';
import { type RedisServer, startRedis } from './harness/redis-server.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** The gateway package's start script, from the repository's root (the image's command). */
const GATEWAY = ['--import', './packages/bff/dist/src/telemetry.js', 'packages/bff/dist/src/server.js'];
const SERVICE = 'greenfront-tracing-test';
/** How long the spans of a request may take to reach the collector (the batch goes every 200 ms here). */
const ARRIVAL_BOUND_MS = 15_000;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** A collector receiving OTLP/JSON (`OTEL_EXPORTER_OTLP_PROTOCOL=http/json`) and keeping every span. */
const startCollector = async () => {
  const spans: OtlpSpan[] = [];
  const services = new Set<string>();
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { resourceSpans = [] } = JSON.parse(body) as {
        resourceSpans?: {
          resource: { attributes: OtlpSpan['attributes'] };
          scopeSpans: { spans: OtlpSpan[] }[];
        }[];
      };
      for (const { resource, scopeSpans } of resourceSpans) {
        const name = resource.attributes.find((attribute) => attribute.key === 'service.name');
        services.add(String(name?.value.stringValue));
        for (const scope of scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    services,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

const until = async <T>(find: () => T | undefined, what: string): Promise<T> => {
  for (const deadline = Date.now() + ARRIVAL_BOUND_MS; Date.now() < deadline; await sleep(100)) {
    const found = find();
    if (found !== undefined) return found;
  }
  throw new Error(`${what} did not arrive in ${ARRIVAL_BOUND_MS} ms`);
};

/**
 * Issue 31 item 4 as an operator runs it: the built gateway started by its start script (the
 * tracing preload), OTEL_EXPORTER_OTLP_ENDPOINT naming a collector, sessions in Redis, the built
 * client rendering public pages. What reaches the collector, and what the logs say.
 */
describe('traces from the gateway as it is started in production', () => {
  let redis: RedisServer;
  let sandbox: Sandbox;
  let collector: Awaited<ReturnType<typeof startCollector>>;
  let gateway: Managed;
  let base: string;
  let host: string;

  beforeAll(async () => {
    redis = await startRedis();
    sandbox = await buildSandbox({ logLevel: 'silent' });
    const upstream = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    collector = await startCollector();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    host = `ru.localhost:${port}`;
    gateway = startManaged(process.execPath, GATEWAY, {
      cwd: root,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        UPSTREAM_URL: upstream,
        REDIS_URL: redis.url,
        WEB_DIST: fileURLToPath(new URL('../../web/dist', import.meta.url)),
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_SERVICE_NAME: SERVICE,
        OTEL_BSP_SCHEDULE_DELAY: '200',
      },
    });
    await waitForHttp(`${base}/healthz`, gateway, 'gateway');
  });
  afterAll(async () => {
    await gateway?.stop('SIGTERM');
    await collector?.close();
    await sandbox?.app.close();
    await redis?.stop();
  });

  it('sends the request span with its Redis commands and upstream calls under it, and names the trace in the logs', async () => {
    // undici's request, not fetch: fetch does not send the Host of the site.
    const signIn = await send(`${base}/bff/v1/auth/sign-in`, {
      method: 'POST',
      headers: { host, origin: `http://${host}`, 'x-csrf': '1', 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'partner', password: 'demo1234' }),
    });
    await signIn.body.dump();
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers['set-cookie']).split(';')[0] ?? '';
    const read = await send(`${base}/bff/v1/office/mail`, { headers: { host, cookie } });
    await read.body.dump();
    expect(read.statusCode).toBe(200);

    const request = await until(
      () => collector.spans.find((span) => span.name === 'GET /bff/v1/office/mail'),
      'the office read',
    );
    const children = await until(() => {
      const found = collector.spans.filter((span) => span.parentSpanId === request.spanId);
      return found.some((span) => span.name === 'GET') && found.some((span) => span.name === 'get') ? found : undefined;
    }, "the read's upstream call and session read");
    const redisRead = children.find((span) => span.name === 'get');
    expect(redisRead?.attributes.find((attribute) => attribute.key === 'db.query.text')?.value.stringValue).toMatch(
      /^get gf:session:/,
    );
    for (const child of children) expect(child.traceId).toBe(request.traceId);
    expect([...collector.services]).toEqual([SERVICE]);

    // The gateway's own log line of the read (standard output, batched) names its trace.
    const line = await until(
      () =>
        gateway
          .output()
          .split('\n')
          .filter((text) => text.includes('"route":"/bff/v1/office/mail"'))
          .at(-1),
      "the read's log line",
    );
    expect(JSON.parse(line)).toMatchObject({ trace_id: request.traceId, msg: 'request completed' });
  });

  it('sends the render of a public page as a span of its request', async () => {
    const page = await send(`${base}/shop`, { headers: { host, accept: 'text/html' } });
    await page.body.dump();
    expect(page.statusCode).toBe(200);
    const render = await until(() => collector.spans.find((span) => span.name === 'render'), 'the render');
    expect(render.attributes).toContainEqual({ key: 'url.path', value: { stringValue: '/shop' } });
    // Pages are served by the not-found handler (registerWeb): render, inside it, inside the request.
    const parentOf = (span: OtlpSpan | undefined) => collector.spans.find((one) => one.spanId === span?.parentSpanId);
    const handler = parentOf(render);
    expect(handler?.name).toBe('notFoundHandler');
    expect(parentOf(handler)).toMatchObject({ name: 'GET unmatched', traceId: render.traceId });
    expect(parentOf(handler)?.attributes).toContainEqual({ key: 'url.path', value: { stringValue: '/shop' } });
  });
});
