import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, buildApp } from '../../app.js';
import { testConfig } from '../config.js';
import { DEFAULT_LANGUAGE, DEFAULT_SITE_CODE, FALLBACK_LANGUAGE } from '../constants.js';
import type { SiteReply } from './site-routes.js';
import { SITES } from './sites-table.js';

type Reply = ReturnType<typeof SiteReply.parse>;

const getSite = async (app: FastifyInstance, headers: Record<string, string>): Promise<Reply> => {
  const response = await app.inject({ method: 'GET', url: `${API_PREFIX}/site`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<Reply>();
};

describe('site from Host (no trusted proxy)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig());
  });
  afterAll(() => app.close());

  it.each(SITES.map((site) => [site.code, site] as const))(
    '%s.localhost:3000 answers with its own site in its default language',
    async (code, site) => {
      const reply = await getSite(app, { host: `${code}.localhost:3000` });
      expect(reply.site).toEqual(site);
      expect(reply.language).toBe(site.defaultLanguage);
    },
  );

  it.each([
    ['localhost:3000'],
    ['localhost'],
    ['xx.localhost:3000'],
    ['example.com'],
    ['127.0.0.1:3000'],
    ['[::1]:3000'],
    ['[::1]'],
    [''],
  ])('unknown host %j gets the default site in the default language', async (host) => {
    const reply = await getSite(app, { host });
    expect(reply.site.code).toBe(DEFAULT_SITE_CODE);
    expect(reply.language).toBe(DEFAULT_LANGUAGE);
    expect(reply.dir).toBe('ltr');
  });

  it.each([
    ['IT.LocalHost:3000', 'it'],
    ['it.localhost.:3000', 'it'],
    ['it.localhost.', 'it'],
    ['it.localhost', 'it'],
    ['shop.il.localhost:8080', 'il'],
    ['company.localhost:3000', 'company'],
  ])('%s resolves to %s (case, port, trailing dot, subdomain)', async (host, code) => {
    expect((await getSite(app, { host })).site.code).toBe(code);
  });

  it('ignores X-Forwarded-Host when the proxy is not trusted', async () => {
    const reply = await getSite(app, { host: 'it.localhost:3000', 'x-forwarded-host': 'il.localhost' });
    expect(reply.site.code).toBe('it');
  });

  it('takes the lang cookie only when the site offers that language', async () => {
    expect((await getSite(app, { host: 'it.localhost', cookie: 'lang=en' })).language).toBe('en');
    expect((await getSite(app, { host: 'it.localhost', cookie: 'lang=he' })).language).toBe('it');
    expect((await getSite(app, { host: 'it.localhost', cookie: 'lang=xx' })).language).toBe('it');
    expect((await getSite(app, { host: 'localhost', cookie: `lang=${FALLBACK_LANGUAGE}` })).language).toBe(
      FALLBACK_LANGUAGE,
    );
  });

  /** Issue 32 item 1: a multi-language site honours `Accept-Language` on a first visit. */
  it("opens a first visit in the browser's language: weights decide, an unoffered one gives the default", async () => {
    const il = (headers: Record<string, string>) => getSite(app, { host: 'il.localhost:3000', ...headers });
    expect(await il({ 'accept-language': 'he-IL,he;q=0.9,en;q=0.8' })).toMatchObject({ language: 'he', dir: 'rtl' });
    expect((await il({ 'accept-language': 'en;q=0.4,he;q=0.6' })).language).toBe('he');
    expect((await il({ 'accept-language': 'fr-FR,fr;q=0.9' })).language).toBe('en');
    // What Node's fetch sends: no language named.
    expect((await il({ 'accept-language': '*' })).language).toBe('en');
    expect((await getSite(app, { host: 'localhost', 'accept-language': 'he-IL' })).language).toBe(DEFAULT_LANGUAGE);
  });

  it('keeps an explicit choice, the lang cookie, over the browser', async () => {
    const hebrewBrowser = { host: 'il.localhost:3000', 'accept-language': 'he-IL,he;q=0.9' };
    expect((await getSite(app, { ...hebrewBrowser, cookie: 'lang=en' })).language).toBe('en');
    // A cookie naming a language the site does not offer is no choice: the browser's language applies.
    expect((await getSite(app, { ...hebrewBrowser, cookie: 'lang=it' })).language).toBe('he');
  });

  it('Israel in he is right-to-left, in en left-to-right', async () => {
    const he = await getSite(app, { host: 'il.localhost:3000', cookie: 'lang=he' });
    expect(he).toMatchObject({ language: 'he', dir: 'rtl' });
    const en = await getSite(app, { host: 'il.localhost:3000' });
    expect(en).toMatchObject({ language: 'en', dir: 'ltr' });
  });
});

describe('site from X-Forwarded-Host behind a trusted proxy', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ TRUST_PROXY: true }));
  });
  afterAll(() => app.close());

  it('uses X-Forwarded-Host over Host', async () => {
    const reply = await getSite(app, { host: 'it.localhost:3000', 'x-forwarded-host': 'il.localhost' });
    expect(reply.site.code).toBe('il');
  });

  it('uses the last X-Forwarded-Host entry (the one the trusted proxy added)', async () => {
    const reply = await getSite(app, { host: 'it.localhost', 'x-forwarded-host': 'us.localhost, ma.localhost:443' });
    expect(reply.site.code).toBe('ma');
  });

  it('falls back to Host without X-Forwarded-Host', async () => {
    expect((await getSite(app, { host: 'kz.localhost:3000' })).site.code).toBe('kz');
  });
});
