import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from '../api-path.js';
import { DEFAULT_SITE_CODE } from '../constants.js';
import { GatewayError } from '../errors/envelope.js';
import { acceptedLanguage } from './accept-language.js';
import type { Site } from './site.js';
import { loadSiteHosts } from './site-hosts.js';
import { SITES } from './sites-table.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The origin a site is reached at, whoever asks (issue 29: a stored page must not carry the
     * port or scheme of the request that rendered it): `https://` and its first hostname in the
     * hosts file; without one (development), `http://<code>.localhost` on SITE_PORT.
     */
    siteOriginOf: (site: Site) => string;
  }
  interface FastifyRequest {
    /** The country site this request is for, resolved from its host. */
    site: Site;
    /**
     * The language of this request, the first the site offers of: the address's `?lang=`, the
     * `lang` cookie (the visitor's choice), the browser's `Accept-Language` (a first visit,
     * issue 32), the site's default. Server render and client both take it from here.
     */
    language: string;
    /**
     * The origin absolute URLs for this request start with (payment return URLs): with a hosts file,
     * `https://` and the hostname as the file lists it; without one (development), the request's own.
     */
    siteOrigin: string;
  }
  interface FastifyContextConfig {
    /** Served whatever the Host (liveness, readiness, metrics: load balancers call them by address). */
    anyHost?: true;
  }
}

export const LANGUAGE_COOKIE = 'lang';
/** A language choice is kept a year: a visitor's language survives between visits. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 31_536_000;
/** A page address may name its language (`/shop?lang=en`): each language of a site has its own URL. */
const ADDRESS_LANGUAGE = /[?&]lang=([A-Za-z-]{2,5})(?:&|$)/;

/** The language a page address names; API calls (`/bff/`) follow the cookie only. */
const addressLanguage = (request: FastifyRequest): string | undefined =>
  isApiRequest(request) ? undefined : request.url.match(ADDRESS_LANGUAGE)?.[1];

/**
 * The request headers a reply in the visitor's language depends on, for `Vary`: the cookies (the
 * language choice, the session) and the browser's languages (issue 32; every site offers several):
 * a shared cache must not give one browser's language to another.
 */
export const VISITOR_VARY = 'Cookie, Accept-Language';

const offered = (site: Site, language: string | undefined): string | undefined =>
  language === undefined ? undefined : site.languages.find((code) => code === language);
const LOCALHOST_SUFFIX = '.localhost';
/** Host headers whose site is remembered (several per site: with and without a port, `www.`). */
const RESOLVED_HOSTS_MAX = 256;

export interface SitesOptions {
  /** Production hostnames (README, "Sites"); `<code>.localhost` always works. */
  hostsFile?: string | undefined;
  /** The port browsers reach `<code>.localhost` on (development, the local topology's balancer). */
  sitePort: number;
}

/** `RU.localhost:3000` → `ru.localhost`, `[::1]:3000` → `[::1]`, `greenway.ru.` → `greenway.ru`. */
const bareHost = (host: string): string => {
  const lower = host.trim().toLowerCase();
  const withoutPort = lower.startsWith('[') ? lower.slice(0, lower.indexOf(']') + 1) : lower.replace(/:\d+$/, '');
  return withoutPort.replace(/\.$/, '');
};

const hostHeaderCount = (raw: readonly string[]): number => {
  let count = 0;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]?.toLowerCase() === 'host') count += 1;
  return count;
};

const refuse = (status: number, code: string, message: string): GatewayError =>
  new GatewayError({ status, code, message });

/**
 * Resolves the site from `Host` (Fastify reads `X-Forwarded-Host` instead only when the gateway
 * trusts its proxy, config `TRUST_PROXY`): first the production hostnames of the hosts file, then
 * `<code>.localhost` (also `anything.<code>.localhost`). With a hosts file, only its hostnames are
 * served (421 for any other Host, issue 15; routes marked `anyHost` excepted); without one
 * (development), anything else, a missing host included, gets the default site (spec 1 §9: RU).
 * Two Host headers are refused. A bad hosts file rejects registration, so start-up stops.
 */
export const sitesPlugin = fp<SitesOptions>(async (app, options) => {
  const byCode = new Map(SITES.map((site) => [site.code, site]));
  const byHost = await loadSiteHosts(options.hostsFile, byCode);
  const fallback = byCode.get(DEFAULT_SITE_CODE) as Site;

  const siteOf = (bare: string): Site => {
    const mapped = byHost.get(bare);
    if (mapped) return mapped;
    if (bare.endsWith(LOCALHOST_SUFFIX)) {
      const code = bare.slice(0, -LOCALHOST_SUFFIX.length).split('.').pop() ?? '';
      return byCode.get(code) ?? fallback;
    }
    return fallback;
  };

  // The first host listed for a site is its address (canonical and hreflang addresses, sitemaps).
  const originOfCode = new Map<string, string>();
  for (const [host, site] of byHost) if (!originOfCode.has(site.code)) originOfCode.set(site.code, `https://${host}`);
  const localPort = options.sitePort === 80 ? '' : `:${options.sitePort}`;
  app.decorate(
    'siteOriginOf',
    (site: Site): string => originOfCode.get(site.code) ?? `http://${site.code}${LOCALHOST_SUFFIX}${localPort}`,
  );

  app.decorateRequest('site', null as unknown as Site);
  app.decorateRequest('language', '');
  app.decorateRequest('siteOrigin', '');
  const listedOnly = options.hostsFile !== undefined;
  /**
   * Host headers seen lately, each with its bare host and site: nearly every request names one of
   * a few hosts, and working one out took about 4 µs of a request (issue 30's guard rails). A
   * client sending random hosts only empties it now and then.
   */
  const resolved = new Map<string, { bare: string; site: Site }>();
  const resolve = (host: string): { bare: string; site: Site } => {
    let known = resolved.get(host);
    if (!known) {
      const bare = bareHost(host);
      known = { bare, site: siteOf(bare) };
      if (resolved.size >= RESOLVED_HOSTS_MAX) resolved.clear();
      resolved.set(host, known);
    }
    return known;
  };
  // A callback hook, not an async one: it runs on every request and has nothing to wait for.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    // Two Host headers: Node keeps one, a proxy in front may have routed by the other.
    if (hostHeaderCount(request.raw.rawHeaders) > 1)
      return done(refuse(400, 'duplicate_host', 'One Host header, please'));
    const { bare, site } = resolve(request.host);
    if (listedOnly && !byHost.has(bare) && !request.routeOptions.config?.anyHost)
      return done(refuse(421, 'unknown_host', 'This server does not serve this host'));
    request.siteOrigin = listedOnly ? `https://${bare}` : `${request.protocol}://${request.host}`;
    request.site = site;
    request.language =
      offered(request.site, addressLanguage(request)) ??
      offered(request.site, request.cookies[LANGUAGE_COOKIE]) ??
      acceptedLanguage(request.site.languages, request.headers['accept-language']) ??
      request.site.defaultLanguage;
    done();
  });
});
