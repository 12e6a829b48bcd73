import type { PageData } from '@gf/contracts/upstream/entities/content';
import type { z } from 'zod';
import { localized } from '../localized.js';
import { apiSite } from '../state/site-table.js';
import { block } from '../static-objects.js';
import { BLOCKS_HE, PAGES_HE, SEO_KEYWORDS_HE, SITE_NAMES_HE } from './corporate-he.js';
import { BLOCKS_RU, PAGES_RU, SEO_KEYWORDS_RU, SITE_NAMES_RU } from './corporate-ru.js';

type Page = z.input<typeof PageData>;
type PageKey = 'home' | 'opportunities' | 'eco' | 'company';

/** The site's country name in the request's language. */
export const siteName = (site: string, language: string): string =>
  localized(language, apiSite(site).name, {
    ru: SITE_NAMES_RU[apiSite(site).code],
    he: SITE_NAMES_HE[apiSite(site).code],
  });

/** Fills {country} and {phone} of a Russian text for the site. */
const forSite = (text: string, site: string, language: string): string =>
  text.replaceAll('{country}', siteName(site, language)).replaceAll('{phone}', apiSite(site).phone);

/** A page's title and SEO texts in the request's language. */
const pageHead = (
  page: PageKey,
  language: string,
  site: string,
  en: { title: string; seoTitle: string; description: string },
): Pick<Page, 'title' | 'seo'> => {
  const texts = localized(language, en, { ru: PAGES_RU[page], he: PAGES_HE[page] });
  return {
    title: texts.title,
    seo: {
      title: `${texts.seoTitle} | Greenway`,
      description: forSite(texts.description, site, language),
      keywords: localized(language, 'eco products, household chemicals, cosmetics, dietary supplements, business', {
        ru: SEO_KEYWORDS_RU,
        he: SEO_KEYWORDS_HE,
      }),
    },
  };
};

/** One CMS block of a corporate page in the request's language (keyed by page and block). */
const pageBlock = (
  page: PageKey,
  key: string,
  language: string,
  site: string,
  [title, text]: [string, string],
  image: string | null = null,
  link: string | null = null,
) => {
  const [localTitle, localText] = localized(language, [title, text], {
    ru: BLOCKS_RU[page]?.[key],
    he: BLOCKS_HE[page]?.[key],
  });
  return block(localTitle, forSite(localText, site, language), image, link);
};

/** Spec 1 §2: the home page scenes in their order (intro 1 … contacts 9), one CMS block each. */
export const HOME_SCENES = [
  'intro',
  'products',
  'company',
  'opportunities',
  'travel',
  'carbonus',
  'eco',
  'news',
  'contacts',
] as const;

export const homeData = (site: string, language: string): Page => {
  const { name, phone } = apiSite(site);
  const texts: Record<(typeof HOME_SCENES)[number], [string, string, string | null]> = {
    intro: [
      'Eco products for every home',
      '<p>Household products, cosmetics and supplements made with care for nature.</p>',
      '/shop',
    ],
    products: [
      'Our products',
      '<p>More than 1,000 products of our own brands, from laundry gels to vitamins.</p>',
      '/shop',
    ],
    company: [
      'About the company',
      '<p>Our own production, laboratory and a community of partners in 30 countries.</p>',
      '/company',
    ],
    opportunities: [
      'Opportunities',
      '<p>Buy at partner prices, recommend products to friends and build your own business.</p>',
      '/opportunities',
    ],
    travel: [
      'Travel with us',
      '<p>Partners earn trips to forums, schools and the company cruise.</p>',
      '/office/events',
    ],
    carbonus: ['Car bonus', '<p>From the rank of Director the company helps you buy a car.</p>', '/opportunities'],
    eco: ['We care for nature', '<p>Tree planting, recycling points and biodegradable formulas.</p>', '/eco'],
    news: ['News', '<p>What is new in the company and in the shop.</p>', '/news'],
    contacts: ['Contacts', `<p>Greenway in ${name}: ${phone}, daily from 9:00 to 21:00.</p>`, null],
  };
  return {
    ...pageHead('home', language, site, {
      title: 'Greenway: eco products and business',
      seoTitle: 'Eco products and business',
      description: `Greenway in ${name}: eco household products, cosmetics and supplements.`,
    }),
    static_objects: Object.fromEntries(
      HOME_SCENES.map((scene, i) => {
        const [title, text, link] = texts[scene];
        const scened = pageBlock('home', scene, language, site, [title, text], `/media/home/${scene}.svg`, link);
        return [scene, { ...scened, title: `${i + 1}. ${scened.title}` }];
      }),
    ),
  };
};

export const opportunitiesData = (site: string, language: string): Page => ({
  ...pageHead('opportunities', language, site, {
    title: 'Opportunities',
    seoTitle: 'Opportunities',
    description: 'Become a partner: discounts, bonuses, trips and your own business.',
  }),
  static_objects: {
    discount: pageBlock(
      'opportunities',
      'discount',
      language,
      site,
      ['Save up to 30%', '<p>Partners buy every product at the partner price.</p>'],
      '/media/opportunities/discount.svg',
    ),
    income: pageBlock(
      'opportunities',
      'income',
      language,
      site,
      [
        'Extra income',
        '<p>Recommend products and receive bonuses from the purchases of your clients and team, paid out weekly.</p>',
      ],
      '/media/opportunities/income.svg',
    ),
    career: pageBlock(
      'opportunities',
      'career',
      language,
      site,
      ['Career', '<p>Ranks from Consultant to Emerald Director, with car and travel bonuses on the way.</p>'],
      '/media/opportunities/career.svg',
      '/office/wiki/marketing-plan',
    ),
    join: pageBlock(
      'opportunities',
      'join',
      language,
      site,
      ['Join', `<p>Registration in ${apiSite(site).name} is free and takes three minutes.</p>`],
      null,
      '/office/partner/registration',
    ),
  },
});

export const ecoData = (site: string, language: string): Page => ({
  ...pageHead('eco', language, site, {
    title: 'Eco',
    seoTitle: 'Eco',
    description: 'Our care for nature: formulas, packaging, tree planting and recycling.',
  }),
  static_objects: {
    formulas: pageBlock(
      'eco',
      'formulas',
      language,
      site,
      ['Safe formulas', '<p>Plant-based surfactants that break down in 28 days.</p>'],
      '/media/eco/formulas.svg',
    ),
    packaging: pageBlock(
      'eco',
      'packaging',
      language,
      site,
      ['Less plastic', '<p>Refills, concentrates and recyclable packaging.</p>'],
      '/media/eco/packaging.svg',
    ),
    trees: pageBlock(
      'eco',
      'trees',
      language,
      site,
      ['Tree planting', '<p>Partners have planted more than 100,000 trees since 2021.</p>'],
      '/media/eco/trees.svg',
    ),
    recycling: pageBlock(
      'eco',
      'recycling',
      language,
      site,
      ['Recycling points', '<p>Bring empty bottles to a company office and receive eco points.</p>'],
      '/media/eco/recycling.svg',
      '/office/eco-achievements',
    ),
  },
});

export const companyData = (site: string, language: string): Page => ({
  ...pageHead('company', language, site, {
    title: 'Company',
    seoTitle: 'Company',
    description: 'Greenway: our history, production and values.',
  }),
  static_objects: {
    history: pageBlock(
      'company',
      'history',
      language,
      site,
      ['History', '<p>Founded in 2013 with one microfibre cloth, the company now makes more than 1,000 products.</p>'],
      '/media/company/history.svg',
    ),
    production: pageBlock(
      'company',
      'production',
      language,
      site,
      ['Production', '<p>Our own plants and laboratory test every batch.</p>'],
      '/media/company/production.svg',
      '/production',
    ),
    geography: pageBlock(
      'company',
      'geography',
      language,
      site,
      ['Geography', '<p>Partners in more than 30 countries.</p>'],
      '/media/company/geography.svg',
      '/geography',
    ),
    values: pageBlock(
      'company',
      'values',
      language,
      site,
      ['Values', '<p>Nature, health and the freedom to build your own business.</p>'],
      null,
    ),
  },
});
