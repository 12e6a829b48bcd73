/**
 * The benchmark's reference points (README, "Performance"), with no session, no site and no
 * logging, each calling the office mail list with the caller's token:
 * - GET /mail, the naive gateway route the targets are measured against: Fastify, one upstream
 *   call with undici's request(), the body parsed and sent back;
 * - GET /mail-bytes, the floor of any Fastify gateway route: one call through undici's dispatch
 *   interface and the upstream's bytes sent back unread.
 */
import Fastify from 'fastify';
import { Pool } from 'undici';

const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010';
const pool = new Pool(upstream, { connections: 128 });
const PATH = '/api/v1/office/mail/list/?page=1&per_page=20';
const headersOf = (authorization: unknown) => ({
  authorization: String(authorization),
  'content-language': 'ru-RU',
  'content-location': 'ru',
});

const app = Fastify({ logger: false });
app.get('/mail', async (request) => {
  const response = await pool.request({ method: 'GET', path: PATH, headers: headersOf(request.headers.authorization) });
  return response.body.json();
});
app.get('/mail-bytes', (request, reply) => {
  const chunks: Buffer[] = [];
  pool.dispatch(
    { origin: upstream, method: 'GET', path: PATH, headers: headersOf(request.headers.authorization) },
    {
      onConnect: () => {},
      onHeaders: () => true,
      onData: (chunk) => {
        chunks.push(chunk);
        return true;
      },
      onComplete: () => reply.type('application/json; charset=utf-8').send(Buffer.concat(chunks)),
      onError: (error) => reply.send(error),
    },
  );
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
