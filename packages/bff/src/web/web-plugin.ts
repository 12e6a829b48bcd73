import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RTL_LANGUAGES } from '../constants.js';
import { envelope } from '../errors/envelope.js';

const API_PREFIX = '/bff/';

/** `/office/orders/:id` → a pattern for the path (a parameter is one segment; `:x?` may be absent). */
const pathPattern = (path: string): RegExp => {
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body}/?$`);
};

/** The client's page paths (`routes.json`, written by its build; the configuration checked it is there). */
const pagePatterns = (webDist: string): RegExp[] =>
  (JSON.parse(readFileSync(join(webDist, 'routes.json'), 'utf8')) as string[]).map(pathPattern);

/**
 * Serves the built client: hashed assets cached for a year, and index.html for every other path
 * (history-mode routes), with `lang` and `dir` of the host's site so the first paint is right: 200
 * for a path of the client's route table, 404 for any other (the client shows its not-found page).
 */
export const registerWeb = async (app: FastifyInstance, webDist: string | undefined): Promise<void> => {
  // The configuration made sure the folder holds index.html (config.ts).
  const template = webDist ? readFileSync(join(webDist, 'index.html'), 'utf8') : undefined;
  const pages = webDist ? pagePatterns(webDist) : [];
  if (webDist) {
    await app.register(fastifyStatic, {
      root: join(webDist, 'assets'),
      prefix: '/assets/',
      immutable: true,
      maxAge: '365d',
      index: false,
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(API_PREFIX);
    if (!isPage || !template) {
      return reply.code(404).send(envelope({ status: 404, code: 'not_found', message: 'Not found' }));
    }
    const dir = RTL_LANGUAGES.includes(request.language) ? 'rtl' : 'ltr';
    const html = template.replace('<html lang="en">', `<html lang="${request.language}" dir="${dir}">`);
    const path = request.url.split(/[?#]/, 1)[0] ?? '';
    return reply
      .code(pages.some((page) => page.test(path)) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
};
