import type { Product } from '@gf/contracts/upstream/entities/product';
import type { z } from 'zod';
import { localized } from '../localized.js';
import { PRODUCT_NAMES_HE, PRODUCT_TEXTS_HE } from './catalog-he.js';
import { PRODUCT_NAMES_RU, PRODUCT_TEXTS_RU } from './catalog-ru.js';
import { convert, currencyOf } from './currencies.js';
import { areaStore, type SandboxState } from './sandbox-state.js';

export interface CatalogBrand {
  id: number;
  name: string;
  path: string;
}

export interface CatalogSection {
  id: number;
  name: string;
  path: string;
  subsections: { id: number; name: string; path: string }[];
}

/** A product of the price list; prices are in roubles and converted per site. */
export interface CatalogProduct {
  id: number;
  code: string;
  name: string;
  /** The seed's name without the brand (a kit's whole name): the key of its translations. */
  noun: string;
  brandId: number;
  sectionPath: string;
  subsectionPath: string;
  type: 0 | 1 | 2 | 3;
  priceRub: number;
  oldPriceRub: number | null;
  value: number;
  inStock: boolean;
  isNew: boolean;
  isPromo: boolean;
  onlyInCart: boolean;
  onlyRc: boolean;
  marking: boolean;
  canGift: boolean;
  maxPerOrder: number | null;
  limit: number | null;
  /** Country codes where it is not sold (shared sets show these apart). */
  unavailableIn: string[];
  createdAt: string;
  /** Which kit list of the shop main page (spec 1 §3) a set belongs to. */
  setKind?: 'start' | 'newbie' | 'turbo';
  /**
   * An item sold outside the shop's lists (a confirmed event ticket, cart item type 2): its own
   * link and seller name instead of a brand's, and its name already in both seed languages.
   */
  unlisted?: { path: string; seller: string; nameRu: string; nameHe: string };
}

const BRANDS = [
  'Aquamagic',
  'BioTrim',
  'Pure Ocean',
  'Green Balance',
  'TimeCode',
  'Fitomax',
  'Eco Home',
  'Kids Nature',
];

const SECTIONS: [string, string, [string, string][]][] = [
  [
    'Household',
    'household',
    [
      ['Laundry', 'laundry'],
      ['Kitchen', 'kitchen'],
      ['Cleaning', 'cleaning'],
    ],
  ],
  [
    'Cosmetics',
    'cosmetics',
    [
      ['Face care', 'face'],
      ['Body care', 'body'],
      ['Hair care', 'hair'],
    ],
  ],
  [
    'Health',
    'health',
    [
      ['Dietary supplements', 'supplements'],
      ['Vitamins', 'vitamins'],
      ['Herbal teas', 'teas'],
    ],
  ],
  [
    'Textiles',
    'textiles',
    [
      ['Cleaning cloths', 'cloths'],
      ['Towels', 'towels'],
    ],
  ],
  [
    'For children',
    'kids',
    [
      ['Bath time', 'bath'],
      ['Laundry for kids', 'kids-laundry'],
    ],
  ],
];

/**
 * Sections added after the start kits and services were seeded: appended so that every earlier
 * product keeps its id and code.
 */
const LATER_SECTIONS: [string, string, [string, string][]][] = [
  [
    'Personal care',
    'personal-care',
    [
      ['Oral care', 'oral'],
      ['Shaving', 'shaving'],
    ],
  ],
  [
    'Pets',
    'pets',
    [
      ['Pet care', 'pet-care'],
      ['Pet home cleaning', 'pet-cleaning'],
    ],
  ],
];

const NOUNS: Record<string, string[]> = {
  oral: ['Herbal toothpaste', 'Whitening toothpaste', 'Mouthwash', 'Bamboo toothbrush'],
  shaving: ['Shaving foam', 'Aftershave balm', 'Beard oil'],
  'pet-care': ['Pet shampoo', 'Paw balm', 'Pet ear cleaner', 'Pet dental gel'],
  'pet-cleaning': ['Odour remover', 'Litter tray cleaner', 'Pet stain remover'],
  laundry: ['Laundry gel', 'Stain remover', 'Fabric softener', 'Laundry sheets'],
  kitchen: ['Dishwashing gel', 'Dishwasher tablets', 'Oven cleaner', 'Fruit and vegetable wash'],
  cleaning: ['Glass cleaner', 'Bathroom foam', 'Floor cleaner', 'All-purpose spray'],
  face: ['Cleansing foam', 'Day cream', 'Serum with peptides', 'Micellar water'],
  body: ['Shower gel', 'Body lotion', 'Hand cream', 'Natural deodorant'],
  hair: ['Herbal shampoo', 'Repair conditioner', 'Hair mask'],
  supplements: ['Omega-3 complex', 'Collagen drink', 'Probiotic complex', 'Magnesium B6'],
  vitamins: ['Vitamin D3', 'Multivitamin for adults', 'Vitamin C with rosehip'],
  teas: ['Evening herbal tea', 'Detox tea', 'Immunity tea'],
  cloths: ['Microfibre cloth for glass', 'Universal cleaning cloth', 'Kitchen sponge set'],
  towels: ['Bamboo towel', 'Sports towel'],
  bath: ['Baby shampoo', 'Baby bath foam'],
  'kids-laundry': ['Baby laundry gel', 'Baby stain remover'],
};

const seedCatalog = (state: SandboxState) => {
  const random = state.random('catalog');
  const brands: CatalogBrand[] = BRANDS.map((name, i) => ({
    id: i + 1,
    name,
    path: name.toLowerCase().replaceAll(/[^a-z]+/g, '-'),
  }));
  let subsectionId = 100;
  const sections: CatalogSection[] = [...SECTIONS, ...LATER_SECTIONS].map(([name, path, subs], i) => ({
    id: i + 1,
    name,
    path,
    subsections: subs.map(([subName, subPath]) => ({ id: subsectionId++, name: subName, path: subPath })),
  }));
  const products: CatalogProduct[] = [];
  let id = 1;
  const seedSections = (from: number, to: number): void => {
    for (const section of sections.slice(from, to)) {
      for (const sub of section.subsections) {
        for (const noun of NOUNS[sub.path] ?? []) {
          const brand = random.pick(brands);
          const priceRub = random.int(3, 60) * 50 - 10;
          const isPromo = random.chance(0.2);
          products.push({
            id,
            code: String(10000 + id * 37),
            name: `${brand.name} ${noun}`,
            noun,
            brandId: brand.id,
            sectionPath: section.path,
            subsectionPath: sub.path,
            type: 0,
            priceRub,
            oldPriceRub: isPromo ? Math.round(priceRub * 1.25) : null,
            value: Math.round(priceRub / 60),
            inStock: !random.chance(0.08),
            isNew: random.chance(0.2),
            isPromo,
            onlyInCart: false,
            onlyRc: false,
            marking: random.chance(0.1),
            canGift: random.chance(0.6),
            maxPerOrder: random.chance(0.15) ? 5 : null,
            limit: null,
            unavailableIn: random.chance(0.1) ? ['US', 'IL'] : [],
            createdAt: `202${random.int(3, 6)}-${String(random.int(1, 12)).padStart(2, '0')}-15T09:00:00+00:00`,
          });
          id += 1;
        }
      }
    }
  };
  seedSections(0, SECTIONS.length);
  // Start kits and services: only-in-cart kits, limited non-product items (spec 2 §5 cart rules).
  const extras: Omit<CatalogProduct, 'id' | 'code' | 'createdAt'>[] = [
    {
      ...(products[0] as CatalogProduct),
      name: 'Partner start kit',
      noun: 'Partner start kit',
      setKind: 'start',
      type: 0,
      priceRub: 4990,
      oldPriceRub: null,
      value: 100,
      onlyInCart: true,
      isNew: false,
      isPromo: false,
      maxPerOrder: 1,
      canGift: false,
      sectionPath: 'household',
      subsectionPath: 'laundry',
    },
    {
      ...(products[1] as CatalogProduct),
      name: 'Newbie starter set',
      noun: 'Newbie starter set',
      setKind: 'newbie',
      type: 0,
      priceRub: 2490,
      oldPriceRub: null,
      value: 50,
      onlyInCart: true,
      isNew: true,
      isPromo: false,
      maxPerOrder: 1,
      canGift: false,
    },
    {
      ...(products[2] as CatalogProduct),
      name: 'Turbo set: home cleaning',
      noun: 'Turbo set: home cleaning',
      setKind: 'turbo',
      type: 0,
      priceRub: 6990,
      oldPriceRub: 8490,
      value: 140,
      isPromo: true,
      onlyInCart: false,
      maxPerOrder: 3,
    },
    {
      ...(products[3] as CatalogProduct),
      name: 'Online course: eco home in 30 days',
      noun: 'Online course: eco home in 30 days',
      type: 1,
      priceRub: 1490,
      oldPriceRub: null,
      value: 0,
      limit: 1,
      maxPerOrder: 1,
      canGift: false,
      marking: false,
    },
    {
      ...(products[4] as CatalogProduct),
      name: 'Personal consultation with a nutritionist',
      noun: 'Personal consultation with a nutritionist',
      type: 1,
      priceRub: 2990,
      oldPriceRub: null,
      value: 0,
      limit: 2,
      maxPerOrder: 2,
      canGift: false,
      marking: false,
    },
    {
      ...(products[5] as CatalogProduct),
      name: 'Audio book: the green business',
      noun: 'Audio book: the green business',
      type: 3,
      priceRub: 490,
      oldPriceRub: null,
      value: 0,
      limit: 1,
      maxPerOrder: 1,
      canGift: false,
      marking: false,
    },
  ];
  for (const extra of extras) {
    products.push({ ...extra, id, code: String(90000 + id), createdAt: '2026-09-01T09:00:00+00:00' });
    id += 1;
  }
  seedSections(SECTIONS.length, sections.length);
  return { brands, sections, products };
};

/** Brands, sections with subsections, and the price list, the same for every site. */
export class Catalog {
  readonly brands: CatalogBrand[];
  readonly sections: CatalogSection[];
  readonly products: CatalogProduct[];

  constructor(state: SandboxState) {
    const seeded = seedCatalog(state);
    this.brands = seeded.brands;
    this.sections = seeded.sections;
    this.products = seeded.products;
  }

  /** Items sold outside the shop's lists, by id: the cart, calculation and orders find them, listings never do. */
  private readonly unlisted = new Map<number, CatalogProduct>();

  byId(id: number): CatalogProduct | undefined {
    return this.products.find((p) => p.id === id) ?? this.unlisted.get(id);
  }

  /** Makes an item the shop does not list orderable through the cart (a confirmed ticket). */
  addUnlisted(product: CatalogProduct): void {
    this.unlisted.set(product.id, product);
  }

  byCode(code: string): CatalogProduct | undefined {
    return this.products.find((p) => p.code === code);
  }

  brand(id: number): CatalogBrand {
    return this.brands.find((b) => b.id === id) as CatalogBrand;
  }

  /**
   * The product's name in the request's language. A Russian or Hebrew shop names the product first
   * and the brand after it; kits and services carry no brand in their names.
   */
  name(product: CatalogProduct, language: string): string {
    if (product.unlisted)
      return localized(language, product.name, { ru: product.unlisted.nameRu, he: product.unlisted.nameHe });
    const brand = product.name !== product.noun ? ` ${this.brand(product.brandId).name}` : '';
    const ru = PRODUCT_NAMES_RU[product.noun];
    const he = PRODUCT_NAMES_HE[product.noun];
    return localized(language, product.name, { ru: ru && `${ru}${brand}`, he: he && `${he}${brand}` });
  }

  /** The contract's Product for one site and language: prices in the site's currency. */
  toProduct(
    product: CatalogProduct,
    site: string,
    language: string,
    extra: { favorite?: boolean; rating?: number | null; reviews?: number } = {},
  ): z.input<typeof Product> {
    const brand = product.unlisted
      ? { id: 0, name: product.unlisted.seller, path: 'events' }
      : this.brand(product.brandId);
    const image = `/media/products/${product.code}.svg`;
    return {
      id: product.id,
      code: product.code,
      name: this.name(product, language),
      brand,
      path: product.unlisted?.path ?? `/shop/brands/${brand.path}/${product.code}`,
      type: product.type,
      currency_code: currencyOf(site).currency,
      price: convert(product.priceRub, site),
      old_price: product.oldPriceRub === null ? null : convert(product.oldPriceRub, site),
      value: product.value,
      thumbnail: image,
      images: [image, `/media/products/${product.code}-2.svg`],
      max_per_order: product.maxPerOrder,
      limit: product.limit,
      can_gft: product.canGift,
      only_rc: product.onlyRc,
      only_in_cart: product.onlyInCart,
      marking: product.marking,
      actions: product.isPromo
        ? [
            {
              id: product.id,
              ...localized(
                language,
                { name: 'Autumn promotion', description: 'Lower price until the end of the month' },
                { ru: PRODUCT_TEXTS_RU.promotion, he: PRODUCT_TEXTS_HE.promotion },
              ),
            },
          ]
        : [],
      in_stock: product.inStock,
      is_new: product.isNew,
      is_promo: product.isPromo,
      is_favorite: extra.favorite ?? false,
      rating: extra.rating ?? null,
      reviews_count: extra.reviews ?? 0,
    };
  }
}

export const catalog = areaStore((state) => new Catalog(state));
