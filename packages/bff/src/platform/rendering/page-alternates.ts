import type { FastifyInstance } from 'fastify';
import type { Site } from '../sites/site.js';
import { SITES } from '../sites/sites-table.js';

/** The query parameter that gives each language of a site its own address (`/shop?lang=en`). */
export const LANGUAGE_PARAM = 'lang';

export interface Alternate {
  /** A BCP 47 tag: the language, with the country for a country site (`ru-KZ`), or `x-default`. */
  hreflang: string;
  href: string;
}

/** Sites serving one country: their alternates name it. The European and special sites do not. */
const countryOf = (site: Site): string | null =>
  site.type === 'main' && /^[A-Z]{2}$/.test(site.country) && site.code !== 'eu' ? site.country : null;

/**
 * The address of `path` (a path, with the page's own query if it has one) on the site's `origin`
 * in `language`: the default language has no parameter.
 */
export const pageAddress = (origin: string, site: Site, language: string, path: string): string =>
  language === site.defaultLanguage
    ? `${origin}${path}`
    : `${origin}${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=${encodeURIComponent(language)}`;

/**
 * Every language of this page: each language of this site, and each language of the other
 * country sites (the same path), plus `x-default` (the site's default language). Every address is
 * on the sites' own origins (`siteOriginOf`), never the asking request's.
 */
export const alternatesOf = (app: FastifyInstance, own: Site, path: string): Alternate[] => {
  const sites = [own, ...SITES.filter((site) => site.code !== own.code && site.type === 'main')];
  const alternates: Alternate[] = [];
  const seen = new Set<string>();
  for (const site of sites) {
    const origin = app.siteOriginOf(site);
    const country = countryOf(site);
    for (const language of site.languages) {
      const base = language.split('-')[0] as string;
      const hreflang = country ? `${base}-${country}` : site === own ? language : null;
      if (!hreflang || seen.has(hreflang.toLowerCase())) continue;
      seen.add(hreflang.toLowerCase());
      alternates.push({ hreflang, href: pageAddress(origin, site, language, path) });
    }
  }
  alternates.push({
    hreflang: 'x-default',
    href: pageAddress(app.siteOriginOf(own), own, own.defaultLanguage, path),
  });
  return alternates;
};
