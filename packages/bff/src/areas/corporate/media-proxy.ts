import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { declareSubtreeReplies } from '../../platform/access/route-declarations.js';
import { UPSTREAM_UNAVAILABLE_REPLY_STATUS, UPSTREAM_UNAVAILABLE_STATUS } from '../../platform/constants.js';

export interface MediaProxyOptions {
  /** The company API's URL; its origin serves /media/* (the images its replies point at). */
  upstreamUrl: string;
}

/** Request headers that are the visitor's own business with this gateway, never the upstream's. */
const PRIVATE_HEADERS = ['cookie', 'authorization', 'x-csrf'];

/**
 * /media/* streams from the upstream unparsed and unbuffered (DESIGN.md cost model): replies keep
 * their status, type and cache-control, so browsers and any CDN in front cache images as the
 * upstream says. Registered at the root, not under /bff/v1: pages use the paths exactly as the
 * upstream wrote them. Images are public, so the session cookie stays here. The routes are in the
 * contract like every other: the gateway sheds load here too (503), and says so.
 */
export const mediaProxy: FastifyPluginAsync<MediaProxyOptions> = async (app, { upstreamUrl }) => {
  declareSubtreeReplies(app, { 200: z.any().meta({ description: 'The upstream’s file, as it sent it' }) });
  await app.register(fastifyHttpProxy, {
    upstream: new URL(upstreamUrl).origin,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
    config: { access: 'public' },
    replyOptions: {
      rewriteRequestHeaders: (_request, headers) => {
        const forwarded = { ...headers };
        for (const name of PRIVATE_HEADERS) delete forwarded[name];
        return forwarded;
      },
      // The upstream's 503 is the same on every replica: as our own 503 the load balancer would
      // ask every replica again (constants.ts UPSTREAM_UNAVAILABLE_REPLY_STATUS).
      onResponse: (_request, reply, response) => {
        if (response.statusCode === UPSTREAM_UNAVAILABLE_STATUS) reply.code(UPSTREAM_UNAVAILABLE_REPLY_STATUS);
        reply.send(response.stream);
      },
    },
  });
};
