import { bannersIn } from '../catalogue/catalogue-texts.js';
import { shopProducts } from '../catalogue/listing.js';
import { badRequest, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { escapeHtml } from '../html.js';
import { localized } from '../localized.js';
import { pageOf } from '../paging.js';
import { productCard } from '../products/product-card.js';
import { currencyOf } from '../state/currencies.js';
import { GEO_COUNTRIES } from '../state/geo-data.js';
import { apiSite, toLanguage } from '../state/site-table.js';
import { block } from '../static-objects.js';
import { CMS_PAGES_HE, CMS_UPDATED_HE } from './cms-he.js';
import { CMS_PAGES_RU, CMS_UPDATED_RU, SITE_IN_RU } from './cms-ru.js';
import { BLOCKS_HE, GENDERS_HE } from './corporate-he.js';
import { companyData, ecoData, homeData, opportunitiesData, siteName } from './corporate-pages.js';
import { BLOCKS_RU, GENDERS_RU } from './corporate-ru.js';
import { CMS_PAGES } from './legal-pages.js';
import { NEWS_PAGE_SIZE, newsIn, newsStore, newsTagsIn } from './news-store.js';
import { OFFICE_CMS_PAGES } from './office-pages.js';
import { OFFICE_CMS_PAGES_HE } from './office-pages-he.js';
import { OFFICE_CMS_PAGES_RU, type OfficeCmsPageLayer } from './office-pages-ru.js';
import { scoreSurvey, surveyStructure } from './survey.js';

type ContentIds =
  | 'siteMain'
  | 'homePage'
  | 'opportunitiesPage'
  | 'ecoPage'
  | 'companyPage'
  | 'newsGet'
  | 'newsLatest'
  | 'newsList'
  | 'staticPage'
  | 'surveyStructure'
  | 'surveySubmit';

/** Genders of the registration and profile forms (spec 1 §3 site main data). */
const GENDERS = [
  { id: 1, name: 'Female' },
  { id: 2, name: 'Male' },
];

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Fills the {country}, {in_country}, {currency} and {phone} placeholders of a CMS text for the site. */
const forSite = (text: string, site: string, language: string): string => {
  const { code, phone } = apiSite(site);
  return text
    .replaceAll('{country}', siteName(site, language))
    .replaceAll('{in_country}', SITE_IN_RU[code] ?? '')
    .replaceAll('{currency}', currencyOf(site).currency)
    .replaceAll('{phone}', phone);
};

export const contentHandlers: AreaHandlers<ContentIds> = {
  siteMain: ({ site, language }) => {
    const { languages, phone, type } = apiSite(site);
    const name = siteName(site, language);
    const own = (key: string, en: [string, string]) =>
      localized(language, en, { ru: BLOCKS_RU.site?.[key], he: BLOCKS_HE.site?.[key] });
    return {
      countries: GEO_COUNTRIES.map(({ id, code, name: countryName, site: countrySite }) => ({
        id,
        code,
        name: countryName,
        site: countrySite,
      })),
      genders: GENDERS.map((g) => ({
        ...g,
        name: localized(language, g.name, { ru: GENDERS_RU[g.id], he: GENDERS_HE[g.id] }),
      })),
      languages: languages.map(toLanguage),
      // SMS texts exist in the site's languages, in their base form (en-US sends as en).
      sms_languages: [...new Set(languages.map((code) => code.split('-')[0] as string))].map(toLanguage),
      static_objects: {
        header_phone: block(null, phone, null, `tel:${phone.replaceAll(/[^\d+]/g, '')}`),
        footer_copyright: block(
          null,
          own('footer_copyright', ['', '© 2013–2026 Greenway. {country}.'])[1].replace('{country}', name),
        ),
        footer_legal: block(own('footer_legal', ['Legal information', ''])[0], null, null, '/legal/terms-of-use'),
        app_banner: block(
          ...own('app_banner', ['Greenway in your phone', '<p>Order and follow your team in the app.</p>']),
          '/media/app.svg',
        ),
      },
      site_type: type,
    };
  },

  homePage: ({ state, site, language, caller }) => {
    const userId = caller?.user.id ?? null;
    const featured = shopProducts(state, site).filter((p) => (p.isNew || p.isPromo) && p.inStock && !p.setKind);
    return {
      ...homeData(site, language),
      banners: bannersIn(language),
      products: featured.slice(0, 8).map((p) => productCard(state, p, site, language, userId)),
      news: newsStore(state)
        .latest(3)
        .map((n) => newsIn(n, language)),
    };
  },

  opportunitiesPage: ({ site, language }) => opportunitiesData(site, language),
  ecoPage: ({ site, language }) => ecoData(site, language),
  companyPage: ({ site, language }) => companyData(site, language),

  newsGet: ({ params, state, language }) => {
    const news = newsStore(state).byId(params.id);
    if (!news) throw notFound('News');
    return newsIn(news, language);
  },

  newsLatest: ({ state, language }) => ({
    news: newsStore(state)
      .latest(4)
      .map((n) => newsIn(n, language)),
  }),

  newsList: ({ query, state, language }) => {
    const tags = asList(query['tags[]']);
    const badTags = tags.filter((t) => !/^\d+$/.test(t));
    if (badTags.length) throw badRequest({ 'tags[]': [`Not a tag id: ${badTags.join(', ')}`] });
    if (query.date_from && query.date_to && query.date_from > query.date_to)
      throw badRequest({ date_to: ['The end month is before the start month'] });
    const found = newsStore(state).filter({ tagIds: tags.map(Number), from: query.date_from, to: query.date_to });
    const { items, has_more } = pageOf(found, query.page, NEWS_PAGE_SIZE);
    // Lists leave the HTML text out (News.text: may be empty in lists); /news/{id}/ gives it.
    return { news: items.map((n) => newsIn({ ...n, text: '' }, language)), tags: newsTagsIn(language), has_more };
  },

  staticPage: ({ params, site, language, caller }) => {
    // An office page is there only for a signed-in user of a role that may read it.
    const office = OFFICE_CMS_PAGES.find((p) => p.path === params.path);
    const found = office
      ? caller && office.roles.includes(caller.user.role)
        ? office
        : undefined
      : CMS_PAGES.find((p) => p.path === params.path);
    if (!found) throw notFound('Page');
    // A page without a layer in the request's language stays English throughout, the country's name included.
    const layer = localized<OfficeCmsPageLayer | undefined>(
      language,
      undefined,
      office
        ? { ru: OFFICE_CMS_PAGES_RU[found.path], he: OFFICE_CMS_PAGES_HE[found.path] }
        : { ru: CMS_PAGES_RU[found.path], he: CMS_PAGES_HE[found.path] },
    );
    const pageLanguage = layer ? language : 'en';
    const page = { ...found, ...layer };
    const text = (value: string) => escapeHtml(forSite(value, site, pageLanguage));
    const sections = page.sections.map(([heading, body]) => `<h2>${text(heading)}</h2><p>${text(body)}</p>`);
    const entries = (office?.entries ?? []).map((entry) => {
      const [title, body] = layer?.entries?.[entry.key] ?? [entry.title, entry.text];
      return [
        entry.key,
        block(forSite(title, site, pageLanguage), `<p>${text(body)}</p>`, entry.image ?? null, entry.link ?? null),
      ] as const;
    });
    return {
      path: page.path,
      title: page.title,
      seo: {
        title: `${page.title} | Greenway`,
        description: forSite(page.sections[0]![1], site, pageLanguage),
        keywords: null,
      },
      static_objects: {
        updated: block(
          ...localized<[string, string]>(language, ['Last updated', '1 September 2026'], {
            ru: CMS_UPDATED_RU,
            // Hebrew only on a page with a Hebrew layer: the Italian consent has none.
            he: layer && CMS_UPDATED_HE,
          }),
        ),
        ...Object.fromEntries(entries),
      },
      content: sections.join(''),
    };
  },

  surveyStructure: ({ language }) => surveyStructure(language),

  surveySubmit: ({ body, state, site, language, caller }) => {
    const userId = caller?.user.id ?? null;
    const sold = shopProducts(state, site).filter((p) => p.type === 0 && !p.setKind);
    const results = scoreSurvey(body, language).map((r) => ({
      title: r.title,
      text: r.text,
      products: r.products
        .flatMap((noun) => sold.filter((p) => p.name.endsWith(noun)))
        .map((p) => productCard(state, p, site, language, userId)),
    }));
    return { ok: true, results };
  },
};
