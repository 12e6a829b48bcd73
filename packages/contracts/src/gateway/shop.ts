import { z } from 'zod';
import { contract } from './contract-registry.js';

/**
 * The shop's replies: what the pages show, trimmed from the upstream's entities on the way out.
 * Navigation paths are short (spec 1 §3: `/shop/` and `/shop/brands/` stripped); the client
 * builds links from them through its route table.
 */

export const ShopBrand = contract(
  'ShopBrand',
  z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string().meta({ description: 'Short path: the brand segment of /shop/brands/{path}' }),
  }),
);

export const ShopBrandCard = contract(
  'ShopBrandCard',
  ShopBrand.extend({
    logo: z.string(),
    image: z.string().nullable(),
    description: z.string().meta({ description: 'HTML from the company CMS' }),
  }),
);

export const ShopProductAction = contract(
  'ShopProductAction',
  z.object({ id: z.number().int(), name: z.string(), description: z.string().optional() }),
);

/** A product card: what a listing, the cart button and a favourite heart need. */
export const ShopProduct = contract(
  'ShopProduct',
  z.object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    brand: ShopBrand,
    path: z.string().meta({ description: 'Full site path /shop/brands/{brand}/{code}' }),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).meta({
      description: 'Spec 2 §9 item type: 0 product, 1 service, 2 ticket, 3 audio',
    }),
    currency_code: z.string(),
    price: z.number(),
    old_price: z.number().nullable(),
    value: z.number().meta({ description: 'Points value (PV) of one unit' }),
    thumbnail: z.string(),
    max_per_order: z.number().int().nullable(),
    limit: z.number().int().nullable(),
    can_gft: z.boolean(),
    only_rc: z.boolean(),
    only_in_cart: z.boolean(),
    marking: z.boolean(),
    actions: z.array(ShopProductAction),
    in_stock: z.boolean(),
    is_new: z.boolean(),
    is_promo: z.boolean(),
    is_favorite: z.boolean(),
    rating: z.number().nullable(),
    reviews_count: z.number().int(),
  }),
);
export type ShopProduct = z.infer<typeof ShopProduct>;

export const ShopSubsection = contract(
  'ShopSubsection',
  z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string().meta({ description: 'Short path {section}/{subsection}' }),
  }),
);

export const ShopSection = contract(
  'ShopSection',
  z.object({
    id: z.number().int(),
    name: z.string(),
    path: z.string().meta({ description: 'Short path: the {section} of /shop/{section}' }),
    image: z.string().nullable(),
    subsections: z.array(ShopSubsection),
  }),
);

export const ShopFilter = contract(
  'ShopFilter',
  z.object({
    code: z.string().meta({ description: 'brand, section or gender: the listing query parameter it sets' }),
    name: z.string(),
    values: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        count: z.number().int(),
        value: z.string().meta({ description: 'What the listing query parameter named by `code` takes' }),
      }),
    ),
  }),
);

export const ShopBlock = contract(
  'ShopBlock',
  z.object({
    title: z.string().nullable(),
    text: z.string().nullable().meta({ description: 'HTML from the company CMS' }),
    image: z.string().nullable(),
    link: z.string().nullable(),
  }),
);

/** An entry of the office part of the menu (spec 1 §3 officeMenu): an office page and its sub-pages. */
export const OfficeMenuItem = contract(
  'OfficeMenuItem',
  z.object({
    name: z.string(),
    path: z.string(),
    children: z.array(z.object({ name: z.string(), path: z.string() })),
  }),
);

export const ShopMenuReply = contract(
  'ShopMenuReply',
  z.object({
    brands: z.array(ShopBrand),
    sections: z.array(ShopSection),
    brandFilters: z.array(ShopFilter),
    sectionFilters: z.array(ShopFilter),
    genders: z.array(z.object({ id: z.number().int(), name: z.string() })),
    countries: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
    blocks: z.record(z.string(), ShopBlock),
    /** The signed-in user's office entries (empty for a visitor): the account menu lists them. */
    officeMenu: z.array(OfficeMenuItem),
  }),
);
export type ShopMenuReply = z.infer<typeof ShopMenuReply>;

export const ShopBanner = contract(
  'ShopBanner',
  z.object({
    id: z.number().int(),
    title: z.string(),
    image: z.string(),
    mobile_image: z.string().nullable(),
    link: z.string().nullable(),
  }),
);

/** Spec 1 §3 shop main merged with the shop menu: the whole of /shop in one reply. */
export const ShopMainReply = contract(
  'ShopMainReply',
  z.object({
    banners: z.array(ShopBanner),
    brands: z.array(ShopBrandCard),
    sales: z.array(ShopProduct),
    new_products: z.array(ShopProduct),
    start_sets: z.array(ShopProduct),
    start_newbie_sets: z.array(ShopProduct),
    turbo_sets: z.array(ShopProduct),
    menu: ShopMenuReply,
  }),
);

export const BrandListReply = contract('ShopBrandListReply', z.object({ brands: z.array(ShopBrandCard) }));

export const ListingSort = contract('ShopListingSort', z.enum(['popular', 'new', 'price_asc', 'price_desc']));

/** The listing query of brand and section pages: the catalogue-filters modal writes these. */
export const ListingQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).optional(),
  sort: ListingSort.optional(),
  gender: z.coerce.number().int().min(1).optional(),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional()
    .meta({ description: 'Country of the European site' }),
});

export const BrandPageReply = contract(
  'ShopBrandPageReply',
  z.object({
    brand: ShopBrandCard,
    sections: z.array(ShopSection),
    filters: z.array(ShopFilter),
    products: z.array(ShopProduct),
    has_more: z.boolean(),
    banner: ShopBlock.nullable(),
  }),
);

export const SectionPageReply = contract(
  'ShopSectionPageReply',
  z.object({
    section: ShopSection,
    subsection: ShopSubsection.nullable(),
    sections: z.array(ShopSection).meta({ description: 'Every section of the shop, for the side navigation' }),
    brands: z.array(ShopBrand),
    filters: z.array(ShopFilter),
    products: z.array(ShopProduct),
    has_more: z.boolean(),
    banner: ShopBlock.nullable(),
  }),
);

export const EcoGreenReply = contract(
  'ShopEcoGreenReply',
  z.object({ intro: ShopBlock.nullable(), section: SectionPageReply }),
);

export const ProductListKind = contract('ShopProductListKind', z.enum(['new', 'promo', 'new-and-promo']));

export const ProductListReply = contract(
  'ShopProductListReply',
  z.object({ products: z.array(ShopProduct), total: z.number().int(), has_more: z.boolean() }),
);

export const SearchReply = contract(
  'ShopSearchReply',
  z.object({
    products: z.array(ShopProduct),
    brands: z.array(ShopBrand),
    static_pages: z.array(z.object({ id: z.number().int(), title: z.string(), path: z.string() })),
    news: z.array(z.object({ id: z.number().int(), title: z.string(), preview: z.string(), date: z.string() })),
    events: z.array(z.object({ id: z.number().int(), title: z.string(), path: z.string() })),
    total: z.number().int(),
  }),
);

/** Spec 2 §3 review status: 0 new, 1 published, 2 declined. */
export const ReviewStatus = contract('ShopReviewStatus', z.union([z.literal(0), z.literal(1), z.literal(2)]));

export const ShopReview = contract(
  'ShopReview',
  z.object({
    id: z.number().int(),
    status: ReviewStatus,
    author_name: z.string(),
    rating: z.number().int(),
    text: z.string(),
    photos: z.array(z.string()),
    created_at: z.string(),
  }),
);

export const ReviewListReply = contract(
  'ShopReviewListReply',
  z.object({
    reviews: z.array(ShopReview),
    total_count: z.number().int(),
    rating: z.number().nullable(),
    has_more: z.boolean(),
    my_review: ShopReview.nullable(),
  }),
);

export const ShopProductDetail = contract(
  'ShopProductDetail',
  ShopProduct.extend({
    images: z.array(z.string()),
    description: z.string().meta({ description: 'HTML' }),
    composition: z.string().nullable(),
    usage: z.string().nullable(),
    volume: z.string().nullable(),
    certificates: z.array(z.object({ name: z.string(), file: z.string() })),
  }),
);

/**
 * The product page (spec 1 §2 /shop/brands/{brand}/{code}). When the upstream answers the code
 * with a redirect payload (spec 1 §8: a renamed product, one not sold here, an unknown code), the
 * reply is `moved` and the client follows `redirect`.
 */
export const ProductPageReply = contract(
  'ShopProductPageReply',
  z.discriminatedUnion('status', [
    z.object({
      status: z.literal('found'),
      product: ShopProductDetail,
      related: z.array(ShopProduct),
      recommended: z.array(ShopProduct),
      periodic: z.array(ShopProduct).meta({ description: 'Regular purchases due again; empty for visitors' }),
      reviews: ReviewListReply.nullable().meta({ description: 'null when the reviews could not be read' }),
    }),
    z.object({
      status: z.literal('moved'),
      redirect: z.string().meta({ description: 'Site path to follow' }),
      reason: z.string(),
    }),
  ]),
);

export const ReviewTemplateReply = contract(
  'ShopReviewTemplateReply',
  z.object({ rules: z.string(), max_photos: z.number().int(), max_text_length: z.number().int() }),
);

export const ReferralReply = contract(
  'ShopReferralReply',
  z.object({ link: z.string(), qr_svg_base64: z.string().meta({ description: 'The QR code as an SVG, base64' }) }),
);

export const OkReply = contract('ShopOkReply', z.object({ ok: z.boolean() }));

export const ShopProductSet = contract(
  'ShopProductSet',
  z.object({
    id: z.number().int(),
    name: z.string(),
    created_at: z.string(),
    products: z.array(ShopProduct),
    unavailable_products: z.array(ShopProduct).meta({ description: 'Not sold in this country now' }),
    hash: z.string().nullable(),
  }),
);
export type ShopProductSet = z.infer<typeof ShopProductSet>;

export const FavouritesReply = contract(
  'ShopFavouritesReply',
  z.object({ products: z.array(ShopProduct), sets: z.array(ShopProductSet) }),
);

export const ShareReply = contract('ShopShareReply', z.object({ hash: z.string(), link: z.string() }));

export const SurveyReply = contract(
  'ShopSurveyReply',
  z.object({
    id: z.number().int(),
    title: z.string(),
    intro: ShopBlock.nullable(),
    disclaimer: ShopBlock.nullable(),
    questions: z.array(
      z.object({
        id: z.number().int(),
        text: z.string(),
        multiple: z.boolean(),
        answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
      }),
    ),
  }),
);

export const SurveyAnswersBody = contract(
  'ShopSurveyAnswers',
  z.object({
    survey_id: z.number().int(),
    answers: z
      .array(z.object({ question_id: z.number().int(), answer_ids: z.array(z.number().int()).min(1).max(20) }))
      .min(1)
      .max(50),
  }),
);

export const SurveyResultReply = contract(
  'ShopSurveyResultReply',
  z.object({
    results: z.array(z.object({ title: z.string(), text: z.string(), products: z.array(ShopProduct) })),
  }),
);

/** A product set's name, for a new set and a renamed one (spec 2 §7 "Sets"). */
export const SetName = z.string().trim().min(1).max(100);

/** Spec 2 §7 review: a rating and a few words, until moderated. */
export const ReviewBody = z.object({
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1).max(5000),
});

/** Spec 2 §7 installment request: who the company calls back, and what they add. */
export const InstallmentBody = z.object({
  name: z.string().trim().min(1).max(200),
  phone: z.string().trim().min(5).max(32),
  comment: z.string().trim().max(1000).optional(),
});
