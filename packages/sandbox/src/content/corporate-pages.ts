import type { PageData } from '@gf/contracts/upstream/entities/content';
import type { z } from 'zod';
import { apiSite } from './site-table.js';
import { block } from './static-objects.js';

type Page = z.input<typeof PageData>;

const seo = (title: string, description: string): Page['seo'] => ({
  title: `${title} | Greenway`,
  description,
  keywords: 'eco products, household chemicals, cosmetics, dietary supplements, business',
});

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

export const homeData = (site: string): Page => {
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
    title: 'Greenway: eco products and business',
    seo: seo('Eco products and business', `Greenway in ${name}: eco household products, cosmetics and supplements.`),
    static_objects: Object.fromEntries(
      HOME_SCENES.map((scene, i) => {
        const [title, text, link] = texts[scene];
        return [scene, { ...block(title, text, `/media/home/${scene}.svg`, link), title: `${i + 1}. ${title}` }];
      }),
    ),
  };
};

export const opportunitiesData = (site: string): Page => ({
  title: 'Opportunities',
  seo: seo('Opportunities', 'Become a partner: discounts, bonuses, trips and your own business.'),
  static_objects: {
    discount: block(
      'Save up to 30%',
      '<p>Partners buy every product at the partner price.</p>',
      '/media/opportunities/discount.svg',
    ),
    income: block(
      'Extra income',
      '<p>Recommend products and receive bonuses from the purchases of your clients and team, paid out weekly.</p>',
      '/media/opportunities/income.svg',
    ),
    career: block(
      'Career',
      '<p>Ranks from Consultant to Emerald Director, with car and travel bonuses on the way.</p>',
      '/media/opportunities/career.svg',
      '/office/wiki/marketing-plan',
    ),
    join: block(
      'Join',
      `<p>Registration in ${apiSite(site).name} is free and takes three minutes.</p>`,
      null,
      '/office/partner/registration',
    ),
  },
});

export const ecoData = (): Page => ({
  title: 'Eco',
  seo: seo('Eco', 'Our care for nature: formulas, packaging, tree planting and recycling.'),
  static_objects: {
    formulas: block(
      'Safe formulas',
      '<p>Plant-based surfactants that break down in 28 days.</p>',
      '/media/eco/formulas.svg',
    ),
    packaging: block(
      'Less plastic',
      '<p>Refills, concentrates and recyclable packaging.</p>',
      '/media/eco/packaging.svg',
    ),
    trees: block(
      'Tree planting',
      '<p>Partners have planted more than 100,000 trees since 2021.</p>',
      '/media/eco/trees.svg',
    ),
    recycling: block(
      'Recycling points',
      '<p>Bring empty bottles to a company office and receive eco points.</p>',
      '/media/eco/recycling.svg',
      '/office/eco-achievements',
    ),
  },
});

export const companyData = (): Page => ({
  title: 'Company',
  seo: seo('Company', 'Greenway: our history, production and values.'),
  static_objects: {
    history: block(
      'History',
      '<p>Founded in 2013 with one microfibre cloth, the company now makes more than 1,000 products.</p>',
      '/media/company/history.svg',
    ),
    production: block(
      'Production',
      '<p>Our own plants and laboratory test every batch.</p>',
      '/media/company/production.svg',
      '/production',
    ),
    geography: block(
      'Geography',
      '<p>Partners in more than 30 countries.</p>',
      '/media/company/geography.svg',
      '/geography',
    ),
    values: block('Values', '<p>Nature, health and the freedom to build your own business.</p>', null),
  },
});
