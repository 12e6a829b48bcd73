/**
 * The benchmark's reference point (README, "Performance"): the naive gateway route the targets
 * are measured against — Fastify, one upstream call with undici, the body parsed and sent back.
 * No session, no site, no logging. GET /mail calls the office mail list with the caller's token.
 */
import Fastify from 'fastify';
import { Pool } from 'undici';

const upstream = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:4010';
const pool = new Pool(upstream, { connections: 128 });
const app = Fastify({ logger: false });
app.get('/mail', async (request) => {
  const response = await pool.request({
    method: 'GET',
    path: '/api/v1/office/mail/list/?page=1&per_page=20',
    headers: {
      authorization: String(request.headers.authorization),
      'content-language': 'ru-RU',
      'content-location': 'ru',
    },
  });
  return response.body.json();
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
