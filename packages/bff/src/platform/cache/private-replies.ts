import type { FastifyInstance } from 'fastify';
import { isApiRequest } from '../api-path.js';
import { PRIVATE_CACHE_CONTROL } from './public-reads.js';

/**
 * The one place that keeps personal replies out of shared caches (issue 29 item 5): every API reply
 * that set no Cache-Control of its own (the auth state with the user's name and unread count, the
 * checkout, any read made with a session) and every error, anywhere, goes out
 * `private, no-store`. A public cached read (public-reads.ts, stored pages) sets its own and keeps
 * it; an error never does, whatever the route had set before it failed.
 */
export const registerPrivateReplies = (app: FastifyInstance): void => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 || (!reply.hasHeader('cache-control') && isApiRequest(request)))
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    done(null, payload);
  });
};
