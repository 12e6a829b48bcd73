import type { BrandCard } from '@gf/contracts/upstream/entities/catalogue';
import type { Banner, Section } from '@gf/contracts/upstream/entities/product';
import type { z } from 'zod';
import { escapeHtml } from '../html.js';
import { localized } from '../localized.js';
import type { CatalogBrand, CatalogProduct, CatalogSection } from '../state/catalog.js';
import {
  BANNER_TITLES_HE,
  BRAND_TEXTS_HE,
  DETAILS_HE,
  PRODUCT_TEXTS_HE,
  SECTION_NAMES_HE,
} from '../state/catalog-he.js';
import {
  BANNER_TITLES_RU,
  BRAND_TEXTS_RU,
  DETAILS_RU,
  PRODUCT_TEXTS_RU,
  SECTION_NAMES_RU,
} from '../state/catalog-ru.js';

const BRAND_TEXTS: Record<string, string> = {
  aquamagic: 'Microfibre cloths and textiles that clean with water alone, without household chemicals.',
  biotrim: 'Concentrated household gels and powders on plant-based surfactants, safe for septic tanks.',
  'pure-ocean': 'Cosmetics with sea minerals and algae extracts for face, body and hair.',
  'green-balance': 'Dietary supplements and vitamins made to the GMP standard.',
  timecode: 'Anti-age care with peptides and hyaluronic acid.',
  fitomax: 'Herbal teas and phyto-complexes from plants of the Altai mountains.',
  'eco-home': 'Everyday cleaning products in refillable packaging.',
  'kids-nature': 'Gentle products for children, hypoallergenic and tested by paediatricians.',
};

/** A navigation link of the menu: full paths, the client strips /shop/brands/ (spec 1 §3). */
export const brandLink = (brand: CatalogBrand) => ({ ...brand, path: `/shop/brands/${brand.path}` });

export const brandCard = (brand: CatalogBrand, language: string): z.input<typeof BrandCard> => ({
  ...brandLink(brand),
  logo: `/media/brands/${brand.path}-logo.svg`,
  image: `/media/brands/${brand.path}.svg`,
  description: `<p>${escapeHtml(localized(language, BRAND_TEXTS[brand.path] ?? `${brand.name}: eco products of the company.`, { ru: BRAND_TEXTS_RU[brand.path], he: BRAND_TEXTS_HE[brand.path] }))}</p>`,
});

/** A section's or subsection's name in the request's language (keyed by path). */
export const sectionName = (item: { name: string; path: string }, language: string): string =>
  localized(language, item.name, { ru: SECTION_NAMES_RU[item.path], he: SECTION_NAMES_HE[item.path] });

/** A section with full paths (Section.path: /shop/{section}); `subsections` limits which are shown. */
export const sectionView = (
  section: CatalogSection,
  language: string,
  subsections: CatalogSection['subsections'] = section.subsections,
): z.input<typeof Section> => ({
  id: section.id,
  name: sectionName(section, language),
  path: `/shop/${section.path}`,
  image: `/media/sections/${section.path}.svg`,
  subsections: subsections.map((s) => subsectionView(section, s, language)),
});

export const subsectionView = (
  section: CatalogSection,
  subsection: CatalogSection['subsections'][number],
  language: string,
) => ({
  ...subsection,
  name: sectionName(subsection, language),
  path: `/shop/${section.path}/${subsection.path}`,
});

/** The seeded banners; `bannersIn` gives them in a request's language. */
export const BANNERS: z.input<typeof Banner>[] = [
  {
    id: 1,
    title: 'Autumn promotion: up to 25% off',
    image: '/media/banners/autumn-promotion.svg',
    mobile_image: '/media/banners/autumn-promotion-mobile.svg',
    link: '/shop/products/promo',
  },
  {
    id: 2,
    title: 'New: face care with peptides',
    image: '/media/banners/face-care-peptides.svg',
    mobile_image: '/media/banners/face-care-peptides-mobile.svg',
    link: '/shop/cosmetics/face',
  },
  {
    id: 3,
    title: 'Which supplements suit you? Take the test',
    image: '/media/banners/supplements-test.svg',
    mobile_image: null,
    link: '/shop/dietary-supplements-test',
  },
  {
    id: 4,
    title: 'Clean home without chemicals',
    image: '/media/banners/eco-green.svg',
    mobile_image: null,
    link: '/shop/eco-green',
  },
];

export const bannersIn = (language: string): z.input<typeof Banner>[] =>
  BANNERS.map((b) => ({
    ...b,
    title: localized(language, b.title, { ru: BANNER_TITLES_RU[b.id], he: BANNER_TITLES_HE[b.id] }),
  }));

/** What a product page tells about the product, by subsection (and item type for services and audio). */
const DETAILS: Record<string, { composition: string; usage: string; volume: string }> = {
  laundry: {
    composition: 'Water, plant-based non-ionic surfactants (5–15%), sodium citrate, enzymes, natural fragrance.',
    usage: 'Use 20 ml per 4–5 kg of laundry; for heavy soiling 40 ml. Suitable for all fabrics except wool and silk.',
    volume: '1 l',
  },
  kitchen: {
    composition: 'Water, coco-glucoside, sodium lauryl sulfoacetate, glycerin, citric acid, lemon essential oil.',
    usage: 'Apply a few drops to a wet sponge, wash the dishes and rinse with water.',
    volume: '500 ml',
  },
  cleaning: {
    composition: 'Water, alcohol of plant origin, decyl glucoside, citric acid.',
    usage: 'Spray onto the surface from 20 cm and wipe with a dry microfibre cloth.',
    volume: '500 ml',
  },
  face: {
    composition: 'Aqua, glycerin, squalane, palmitoyl tripeptide-5, sodium hyaluronate, aloe leaf juice.',
    usage: 'Apply to clean skin of the face and neck in the morning and evening.',
    volume: '50 ml',
  },
  body: {
    composition: 'Aqua, coco-glucoside, glycerin, shea butter, sea buckthorn oil, tocopherol.',
    usage: 'Apply to damp skin, massage and rinse off (or leave on, for lotions and creams).',
    volume: '250 ml',
  },
  hair: {
    composition: 'Aqua, sodium cocoyl isethionate, nettle extract, burdock oil, panthenol.',
    usage: 'Apply to wet hair, lather and rinse. For daily use.',
    volume: '300 ml',
  },
  supplements: {
    composition: 'Active substances per daily dose as printed on the pack; capsule shell: gelatin, glycerin.',
    usage: 'Adults: 1 capsule twice a day with meals. Course: 1 month. Not a medicine.',
    volume: '60 capsules',
  },
  vitamins: {
    composition: 'Vitamins and minerals per daily dose as printed on the pack; bulking agent: cellulose.',
    usage: 'Adults: 1 tablet a day with meals. Not a medicine.',
    volume: '60 tablets',
  },
  teas: {
    composition: 'Chamomile flowers, lemon balm leaves, mint leaves, linden flowers.',
    usage: 'Brew 1 filter bag in 200 ml of boiling water for 5–7 minutes.',
    volume: '20 filter bags',
  },
  cloths: {
    composition: '80% polyester, 20% polyamide (split microfibre).',
    usage: 'Wet the cloth, wring it out and wipe the surface. Wash at up to 60 °C without softener.',
    volume: '1 pc, 30 × 30 cm',
  },
  towels: {
    composition: '70% bamboo viscose, 30% cotton.',
    usage: 'Wash at 40 °C before first use. Do not use fabric softener.',
    volume: '1 pc, 50 × 90 cm',
  },
  bath: {
    composition: 'Aqua, coco-glucoside, glycerin, calendula extract, chamomile extract.',
    usage: 'Apply a little to wet skin or hair of the child, lather gently and rinse. Tear-free.',
    volume: '250 ml',
  },
  'kids-laundry': {
    composition: 'Water, plant-based surfactants (5–15%), soap, sodium citrate. No fragrance.',
    usage: 'Use 20 ml per 4–5 kg of baby clothes. Rinses out completely.',
    volume: '1 l',
  },
};

/** A product page's texts in the request's language (`name` is the product's name in it). */
export const productDetails = (product: CatalogProduct, name: string, language: string) => {
  const say = (en: string, ru: string, he: string) => localized(language, en, { ru, he });
  if (product.type === 1) {
    return {
      description: `<p>${escapeHtml(say(`${name}: an online service of the company. Access opens after payment; the link comes to your office mail.`, PRODUCT_TEXTS_RU.service(name), PRODUCT_TEXTS_HE.service(name)))}</p>`,
      composition: null,
      usage: say(
        'Open the link from your office mail within 30 days of payment.',
        PRODUCT_TEXTS_RU.serviceUsage,
        PRODUCT_TEXTS_HE.serviceUsage,
      ),
      volume: null,
      certificates: [],
    };
  }
  if (product.type === 3) {
    return {
      description: `<p>${escapeHtml(say(`${name}. Listen in the office, under Orders → Meditations and audio.`, PRODUCT_TEXTS_RU.audio(name), PRODUCT_TEXTS_HE.audio(name)))}</p>`,
      composition: null,
      usage: null,
      volume: say('3 h 40 min', PRODUCT_TEXTS_RU.audioVolume, PRODUCT_TEXTS_HE.audioVolume),
      certificates: [],
    };
  }
  const subsection = DETAILS[product.subsectionPath] ? product.subsectionPath : 'laundry';
  const detail = localized(language, DETAILS[subsection], {
    ru: DETAILS_RU[subsection],
    he: DETAILS_HE[subsection],
  }) as (typeof DETAILS)[string];
  const kit = product.setKind
    ? `<p>${escapeHtml(say('A set of the best-selling products of the company; it is added to the cart alone.', PRODUCT_TEXTS_RU.kit, PRODUCT_TEXTS_HE.kit))}</p>`
    : '';
  return {
    description: `<p>${escapeHtml(say(`${name}: an eco product of the company, made without phosphates, chlorine or parabens.`, PRODUCT_TEXTS_RU.eco(name), PRODUCT_TEXTS_HE.eco(name)))}</p>${kit}`,
    composition: detail.composition,
    usage: detail.usage,
    volume: detail.volume,
    certificates: [
      {
        name: say('Declaration of conformity', PRODUCT_TEXTS_RU.declaration, PRODUCT_TEXTS_HE.declaration),
        file: `/media/certificates/${product.code}-declaration.svg`,
      },
      ...(product.sectionPath === 'health'
        ? [
            {
              name: say(
                'Certificate of state registration',
                PRODUCT_TEXTS_RU.registration,
                PRODUCT_TEXTS_HE.registration,
              ),
              file: `/media/certificates/${product.code}-registration.svg`,
            },
          ]
        : []),
    ],
  };
};
