import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VISITOR_VARY } from '../sites/sites-plugin.js';
import type { CachedReply } from './public-read-cache.js';

/** Replies smaller than this go as they are: compressing them saves less than it costs (issue 23). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for replies compressed as they go out: 4 is about as small as gzip's best at a
 * fraction of brotli 11's time. Stored replies are compressed once, at the best quality.
 */
const LIVE_BROTLI_QUALITY = 4;
const STORED_BROTLI_QUALITY = 11;

type Encoding = 'br' | 'gzip';

/** The best encoding the browser accepts, brotli first; `q=0` refuses one. */
export const acceptedEncoding = (header: string | string[] | undefined): Encoding | null => {
  const offered = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    offered.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wants = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return null;
};

const encoded = new WeakMap<CachedReply, Partial<Record<Encoding, Buffer>>>();

const compress = (body: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });

/** Keeps a brotli copy made elsewhere (a render thread) beside the stored reply: `sendStored` sends it. */
export const keepBrotli = (stored: CachedReply, brotli: Buffer): void => {
  const variants = encoded.get(stored);
  if (!variants) encoded.set(stored, { br: brotli });
  else variants.br ??= brotli;
};

/**
 * `Vary` of a stored reply, its 304 included: the visitor's language and session (sites-plugin.ts)
 * and the encoding it was compressed for.
 */
export const STORED_VARY = `${VISITOR_VARY}, Accept-Encoding`;

/**
 * Sends stored bytes, compressed once per stored reply and encoding (then kept beside it for as
 * long as the reply is stored): a cache hit costs no compression.
 */
export const sendStored = (request: FastifyRequest, reply: FastifyReply, stored: CachedReply): FastifyReply => {
  reply.header('vary', STORED_VARY);
  const encoding =
    stored.body.length >= COMPRESS_THRESHOLD_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(stored.body);
  let variants = encoded.get(stored);
  if (!variants) {
    variants = {};
    encoded.set(stored, variants);
  }
  const body = variants[encoding] ?? compress(stored.body, encoding);
  variants[encoding] = body;
  return reply.header('content-encoding', encoding).send(body);
};

/** HTML, JSON and the rest over the threshold leave compressed (brotli, else gzip). */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: LIVE_BROTLI_QUALITY } },
  });
};
