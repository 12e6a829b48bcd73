import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from '../security/csrf.js';

/**
 * Issue 10, "Bad input": hostile requests to every gateway route, generated from the gateway's own
 * contract at test time (so routes added later are fuzzed too). Every reply is a 4xx envelope,
 * nothing reaches the upstream, and the process stays up.
 */

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  $ref?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const contract = JSON.parse(
  readFileSync(new URL('../../../../contracts/openapi/bff.json', import.meta.url), 'utf8'),
) as Contract;

const resolve = (schema: Schema | undefined): Schema => {
  if (!schema?.$ref) return schema ?? {};
  return resolve(contract.components?.schemas?.[schema.$ref.split('/').pop() ?? '']);
};
const typeOf = (schema: Schema | undefined): string | undefined => {
  const resolved = resolve(schema);
  if (resolved.enum) return 'enum';
  const type = Array.isArray(resolved.type) ? resolved.type.find((t) => t !== 'null') : resolved.type;
  return type ?? (resolved.anyOf ? typeOf(resolved.anyOf.find((s) => resolve(s).type !== 'null')) : undefined);
};
/** A value of the wrong JSON type for `schema`. */
const wrongValue = (schema: Schema): unknown => {
  switch (typeOf(schema)) {
    case 'string':
    case 'enum':
      return { nested: ['not', 'a', 'string'] };
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'not a boolean';
    case 'array':
      return { not: 'an array' };
    default:
      return [1, 2, 3];
  }
};
/** A query or path value that cannot be the parameter's type. */
const WRONG_SCALAR: Record<string, string> = {
  integer: 'abc',
  number: 'NaN-ish',
  boolean: 'perhaps',
  enum: 'no-such-option',
};

interface Probe {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

/** Path with every parameter filled: valid-looking values unless `override` says otherwise. */
const fillPath = (template: string, operation: Operation, override: Record<string, string> = {}): string =>
  template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (override[name] !== undefined) return override[name];
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    return typeOf(parameter?.schema) === 'integer' ? '1' : 'x';
  });

const JSON_HEADERS = { 'content-type': 'application/json' };
const ONE_MIB = 1024 * 1024;

/** Requests that break the contract of one operation, each a different way. */
const probesFor = (template: string, method: string, operation: Operation): Probe[] => {
  const upper = method.toUpperCase();
  const parameters = operation.parameters ?? [];
  const probes: Probe[] = [];
  const base = fillPath(template, operation);
  for (const parameter of parameters.filter((p) => p.in === 'path')) {
    const wrong = WRONG_SCALAR[typeOf(parameter.schema) ?? ''];
    if (wrong)
      probes.push({
        name: `path ${parameter.name}=${wrong}`,
        method: upper,
        path: fillPath(template, operation, { [parameter.name]: wrong }),
      });
  }
  const query = parameters.filter((p) => p.in === 'query');
  for (const parameter of query) {
    const wrong = WRONG_SCALAR[typeOf(parameter.schema) ?? ''];
    if (wrong)
      probes.push({
        name: `query ${parameter.name}=${wrong}`,
        method: upper,
        path: `${base}?${parameter.name}=${wrong}`,
      });
  }
  if (query.some((p) => p.required))
    probes.push({ name: 'required query missing', method: upper, path: `${base}?unknown_field=1` });

  const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema);
  if (operation.requestBody) {
    const send = (name: string, body: string | Buffer, headers: Record<string, string> = JSON_HEADERS) =>
      probes.push({ name, method: upper, path: base, headers, body });
    send('malformed JSON', '{"login": "partner", ');
    send('oversized body', Buffer.alloc(ONE_MIB + 1024, 'a'));
    send('oversized JSON', `{"x":"${'a'.repeat(ONE_MIB + 1024)}"}`);
    send('text/plain body', 'hello', { 'content-type': 'text/plain' });
    if (typeOf(bodySchema) === 'object') {
      send('array instead of object', '[1,2,3]');
      send('null body', 'null');
      const properties = Object.entries(bodySchema.properties ?? {});
      if (properties.length > 0)
        send(
          'every field of the wrong type',
          JSON.stringify(Object.fromEntries(properties.map(([k, s]) => [k, wrongValue(s)]))),
        );
      if ((bodySchema.required ?? []).length > 0) {
        send('unknown fields only', JSON.stringify({ unknown_field: 1, another: { deep: true } }));
        send('prototype keys', '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}');
      }
    } else if (typeOf(bodySchema) === 'array') {
      send('object instead of array', '{"not":"an array"}');
    }
  }
  return probes;
};

interface RawReply {
  status: number;
  headers: string;
  body: string;
}

/** One request over a fresh TCP connection, bytes as given (no client-side checks on headers). */
const raw = (port: number, head: string, body?: string | Buffer): Promise<RawReply> =>
  new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => {
      // The server may close after answering a refused request: keep what it said.
      if (chunks.length > 0) socket.emit('close');
      else reject(error);
    });
    socket.once('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headers = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      let payload = rest.join('\r\n\r\n');
      // Chunked replies: join the chunks.
      if (/transfer-encoding: chunked/i.test(headers)) {
        let out = '';
        let rest2 = payload;
        for (;;) {
          const end = rest2.indexOf('\r\n');
          const size = Number.parseInt(rest2.slice(0, end), 16);
          if (!size) break;
          out += rest2.slice(end + 2, end + 2 + size);
          rest2 = rest2.slice(end + 2 + size + 2);
        }
        payload = out;
      }
      resolve({ status, headers, body: payload });
    });
    socket.on('connect', () => {
      socket.write(head);
      if (body !== undefined) socket.write(body);
    });
  });

const request = (
  port: number,
  probe: Probe,
  options: { host?: string; cookie?: string; extraHeaders?: string } = {},
): Promise<RawReply> => {
  const host = options.host ?? `ru.localhost:${port}`;
  const body = probe.body === undefined ? undefined : Buffer.from(probe.body);
  const lines = [
    `${probe.method} ${probe.path} HTTP/1.1`,
    `Host: ${host}`,
    'Connection: close',
    `${CSRF_HEADER}: ${CSRF_VALUE}`,
    `Origin: http://ru.localhost:${port}`,
    ...(options.cookie ? [`Cookie: ${options.cookie}`] : []),
    ...Object.entries(probe.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    ...(body ? [`Content-Length: ${body.length}`] : []),
    ...(options.extraHeaders ? [options.extraHeaders] : []),
  ];
  return raw(port, `${lines.join('\r\n')}\r\n\r\n`, body);
};

const expectClientErrorEnvelope = (reply: RawReply, label: string): void => {
  const summary = `${label} → ${reply.status} ${reply.body.slice(0, 300)}`;
  expect(reply.status, summary).toBeGreaterThanOrEqual(400);
  expect(reply.status, summary).toBeLessThan(500);
  let parsed: { error?: { status?: number; code?: string; message?: string } };
  try {
    parsed = JSON.parse(reply.body);
  } catch {
    throw new Error(`not JSON: ${summary}`);
  }
  expect(parsed.error, summary).toMatchObject({
    status: reply.status,
    code: expect.any(String),
    message: expect.any(String),
  });
};

const HOSTILE_HOSTS: [string, string][] = [
  ['very long', `${'a'.repeat(4_000)}.ru.localhost`],
  ['path traversal', '../../../etc/passwd'],
  ['control character', 'ru.localhost\u0001evil'],
  ['unicode', 'яндекс.рф'],
  ['empty', ''],
  ['bad port', 'ru.localhost:99999999'],
  ['unclosed IPv6', '[::1'],
  ['percent-encoded NUL', 'ru%00.localhost'],
];

const routes = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

describe('hostile input to every gateway route (generated from the contract)', () => {
  let h: Harness;
  let port: number;
  let cookie: string;
  const upstreamCalls = () => h.sandbox.callLog.snapshot().records.map((r) => `${r.method} ${r.path}`);

  beforeAll(async () => {
    h = await startHarness({ LOG_LEVEL: 'silent' });
    cookie = await h.signIn('partner');
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const address = h.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    h.sandbox.callLog.clear();
  });
  afterAll(() => h?.close());

  it('covers every route of the contract', () => {
    expect(routes.length).toBeGreaterThan(10);
  });

  it.each(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    '%s: contract-breaking requests get a 4xx envelope and never reach the upstream',
    async (_label, route) => {
      const probes = probesFor(route.path, route.method, route.operation);
      // Headers larger than Node accepts, on every route.
      const base = fillPath(route.path, route.operation);
      const huge = { name: 'very long header', method: route.method.toUpperCase(), path: base };
      expectClientErrorEnvelope(
        await request(port, huge, { cookie, extraHeaders: `X-Filler: ${'x'.repeat(64 * 1024)}` }),
        `${_label} very long header`,
      );
      for (const probe of probes) {
        for (const auth of [cookie, undefined]) {
          const reply = await request(port, probe, auth ? { cookie: auth } : {});
          expectClientErrorEnvelope(reply, `${_label} ${probe.name}${auth ? '' : ' (signed out)'}`);
        }
        // The same broken request with each hostile Host.
        for (const [hostName, host] of HOSTILE_HOSTS) {
          const reply = await request(port, probe, { cookie, host });
          expectClientErrorEnvelope(reply, `${_label} ${probe.name} with ${hostName} Host`);
        }
      }
      expect(upstreamCalls(), _label).toEqual([]);
    },
  );

  it.each(HOSTILE_HOSTS)('a %s Host resolves to the default site or a 4xx, never a crash', async (_name, host) => {
    const reply = await request(port, { name: 'site', method: 'GET', path: '/bff/v1/site' }, { host });
    expect(reply.status).not.toBe(0);
    if (reply.status === 200) expect(JSON.parse(reply.body)).toMatchObject({ site: { code: 'ru' } });
    else expectClientErrorEnvelope(reply, `site with ${_name} Host`);
  });

  it('is still up and serving after all of it', async () => {
    const reply = await request(port, { name: 'health', method: 'GET', path: '/healthz' });
    expect(reply.status).toBe(200);
    expect((await h.get('/bff/v1/auth', cookie)).json().signedIn).toBe(true);
  });
});
