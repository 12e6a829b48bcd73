/**
 * The benchmark's reference points (README, "Performance"), with no session, no site and no
 * logging, each making the gateway's upstream reads with the caller's token. On PORT (Fastify):
 * - GET /mail, the naive gateway route the issue's targets are stated against: one upstream call
 *   with undici's request(), the body parsed and sent back;
 * - GET /api/..., @fastify/http-proxy forwarding the request as it is (the issue's other
 *   reference);
 * - GET /mail-bytes, the floor of any Fastify route making the call: undici's dispatch interface,
 *   the upstream's bytes sent back unread;
 * - GET /order/{id}: the order page's two reads (order, payment) with request(), both parsed, sent
 *   back as one object (issue 30's two-read guard rail);
 * - GET /shop-main: the signed-in shop's two large reads (shop main and the menu) the same way
 *   (issue 30 item 6).
 * On RAW_PORT (node:http, no framework), the floor of any Node server making the calls:
 * - GET /mail: one dispatch, bytes sent back unread;
 * - GET /order/{id}: the order page's two reads (order, payment) in parallel, bytes joined.
 */
import http from 'node:http';
import fastifyHttpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';
import { Pool } from 'undici';

const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010';
const pool = new Pool(upstream, { connections: 128 });
const MAIL = '/api/v1/office/mail/list/?page=1&per_page=20';
const headersOf = (authorization: unknown) => ({
  authorization: String(authorization),
  'content-language': 'ru-RU',
  'content-location': 'ru',
});

/** One upstream read through dispatch, its bytes collected unread. */
const bytesOf = (path: string, authorization: unknown): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pool.dispatch(
      { origin: upstream, method: 'GET', path, headers: headersOf(authorization) },
      {
        onConnect: () => {},
        onHeaders: () => true,
        onData: (chunk) => {
          chunks.push(chunk);
          return true;
        },
        onComplete: () => resolve(Buffer.concat(chunks)),
        onError: reject,
      },
    );
  });

const app = Fastify({ logger: false });
app.get('/mail', async (request) => {
  const response = await pool.request({ method: 'GET', path: MAIL, headers: headersOf(request.headers.authorization) });
  return response.body.json();
});
/** One upstream read with request(), its body parsed. */
const parsed = async (path: string, authorization: unknown): Promise<unknown> =>
  (await pool.request({ method: 'GET', path, headers: headersOf(authorization) })).body.json();
app.get<{ Params: { id: string } }>('/order/:id', async (request) => {
  const { id } = request.params;
  const auth = request.headers.authorization;
  const [order, payment] = await Promise.all([
    parsed(`/api/v1/greenway/office/order/${id}/`, auth),
    parsed(`/api/v1/shop/order/${id}/payment/`, auth),
  ]);
  return { order, payment };
});
app.get('/shop-main', async (request) => {
  const auth = request.headers.authorization;
  const [main, menu] = await Promise.all([parsed('/api/v1/shop/main/', auth), parsed('/api/v1/shop/', auth)]);
  return { ...(main as object), menu };
});
app.get('/mail-bytes', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(await bytesOf(MAIL, request.headers.authorization)),
);
await app.register(fastifyHttpProxy, { upstream, prefix: '/api', rewritePrefix: '/api', undici: { connections: 128 } });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

const send = (response: http.ServerResponse, body: Buffer): void => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
};
const ORDER = /^\/order\/(\d+)$/;
http
  .createServer((request, response) => {
    const auth = request.headers.authorization;
    const order = ORDER.exec(request.url ?? '')?.[1];
    if (!order && request.url !== '/mail') {
      response.statusCode = 404;
      response.end();
      return;
    }
    const reads = order
      ? Promise.all([
          bytesOf(`/api/v1/greenway/office/order/${order}/`, auth),
          bytesOf(`/api/v1/shop/order/${order}/payment/`, auth),
        ]).then(([one, two]) =>
          Buffer.concat([Buffer.from('{"order":'), one, Buffer.from(',"payment":'), two, Buffer.from('}')]),
        )
      : bytesOf(MAIL, auth);
    reads.then(
      (body) => send(response, body),
      (error: unknown) => {
        response.statusCode = 502;
        response.end(String(error));
      },
    );
  })
  .listen(Number(process.env.RAW_PORT), '127.0.0.1');
