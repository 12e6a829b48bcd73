import { api } from '../api/client';
import { fillPath, paths } from '../config/paths';
import { sectionHref } from '../features/shop/components/section-nav';
import { SERVER_RENDERED_ROUTES } from './page-match';

/** A brand's product pages are listed from at most this many of its listing pages (a bound on one sitemap). */
export const SITEMAP_MAX_BRAND_PAGES = 20;

const PARAMETER = /:/;

/** The public pages without parameters (home, company, legal pages, shop lists…). */
const staticPaths = (): string[] =>
  [...SERVER_RENDERED_ROUTES]
    .map((name) => paths[name].path as string)
    .filter((path) => path !== '*' && !PARAMETER.test(path))
    .map((path) => fillPath(path));

const fail = (what: string, status: number): never => {
  throw new Error(`sitemap: ${what} answered ${status}`);
};

/**
 * Every public address of the site for its sitemap: the fixed pages, then the catalogue (brands,
 * sections and subsections, the products of each brand), read through the gateway's own endpoints.
 */
export const sitemapPaths = async (): Promise<string[]> => {
  const menu = await api.GET('/bff/v1/shop/menu');
  if (!menu.data) return fail('menu', menu.response.status);
  const found = new Set(staticPaths());
  for (const section of menu.data.sections) {
    found.add(sectionHref(section.path));
    for (const subsection of section.subsections) found.add(sectionHref(subsection.path));
  }
  for (const brand of menu.data.brands) {
    found.add(paths.ShopBrand.href({ path: brand.path }));
    for (let page = 1; page <= SITEMAP_MAX_BRAND_PAGES; page += 1) {
      const listing = await api.GET('/bff/v1/shop/brands/{path}', {
        params: { path: { path: brand.path }, query: page > 1 ? { page } : {} },
      });
      if (!listing.data) return fail(`brand ${brand.path}`, listing.response.status);
      for (const product of listing.data.products) found.add(product.path);
      if (!listing.data.has_more) break;
    }
  }
  return [...found];
};
