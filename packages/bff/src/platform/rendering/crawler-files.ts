import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PATH } from '../api-path.js';
import { sendStored } from '../cache/compression.js';
import { PublicReadCache } from '../cache/public-read-cache.js';
import { PUBLIC_CACHE_CONTROL } from '../cache/public-reads.js';
import { pageAddress } from './page-alternates.js';
import { escapeHtml } from './page-document.js';

/** Pages no search engine should list: personal, transactional, or the gateway's own API. */
export const ROBOTS_DISALLOWED = [
  API_PATH,
  '/office',
  '/checkout',
  '/shop/cart',
  '/shop/products/favorite',
  '/invite/',
  '/redirect-auth',
  '/external/',
];

const robotsOf = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/**
 * `robots.txt` and `sitemap.xml` of the site the host names (issue 23). The sitemap lists each
 * public page in each language of the site, every language version naming the others (hreflang),
 * from the catalogue the web client reads (its `sitemap` entry, through the gateway in-process).
 */
export const crawlerFiles = async (app: FastifyInstance): Promise<void> => {
  const { sessions } = app.core;
  const cache = new PublicReadCache({
    now: () => sessions.now(),
    onRenewError: (key, error) => app.log.warn({ err: error, key }, 'sitemap renewal failed'),
  });

  app.get('/robots.txt', { schema: { hide: true }, config: { access: 'public' } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', PUBLIC_CACHE_CONTROL)
      .send(robotsOf(app.siteOriginOf(request.site))),
  );

  const sitemapOf = async (request: FastifyRequest): Promise<Buffer> => {
    const pages = app.pages;
    if (!pages) throw new Error('no built client: the sitemap lists its pages');
    const origin = app.siteOriginOf(request.site);
    const site = request.site;
    const urls = (await pages.sitemapPaths(request)).flatMap((path) =>
      site.languages.map((language) => {
        const links = site.languages.map(
          (other) =>
            `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeHtml(pageAddress(origin, site, other, path))}"/>`,
        );
        return `<url><loc>${escapeHtml(pageAddress(origin, site, language, path))}</loc>${links.join('')}</url>`;
      }),
    );
    return Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`,
    );
  };

  app.get(
    '/sitemap.xml',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const { reply: stored } = await cache.get(`${request.site.code}|sitemap`, () => sitemapOf(request));
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('etag', stored.etag);
      return sendStored(request, reply, stored);
    },
  );
};
