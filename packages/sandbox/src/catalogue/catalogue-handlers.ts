import type { UpstreamCode } from '@gf/contracts/upstream/refusal-codes';
import { notFound, SandboxError } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { localized } from '../localized.js';
import { pageOf } from '../paging.js';
import { productCard, soldOn } from '../products/product-card.js';
import { type CatalogProduct, catalog } from '../state/catalog.js';
import { SHOP_BLOCKS_HE } from '../state/catalog-he.js';
import { SHOP_BLOCKS_RU } from '../state/catalog-ru.js';
import { GEO_COUNTRIES } from '../state/geo-data.js';
import { block } from '../static-objects.js';
import { bannersIn, brandCard, brandLink, productDetails, sectionView, subsectionView } from './catalogue-texts.js';
import { legacyCodeTarget } from './legacy-codes.js';
import { arrange, brandFilter, cards, genderFilter, sectionFilter, shopGenders, shopProducts } from './listing.js';
import { officeMenu } from './office-menu.js';

type CatalogueIds =
  | 'shopMenu'
  | 'shopMain'
  | 'brandList'
  | 'brandGet'
  | 'sectionGet'
  | 'sectionRootGet'
  | 'productQuick'
  | 'productGet';

/** Main page lists: a handful each, in stock, kits apart from products (spec 1 §3 shop main). */
const MAIN_LIST_SIZE = 8;

const productPath = (state: Parameters<typeof catalog>[0], product: CatalogProduct): string =>
  `/shop/brands/${catalog(state).brand(product.brandId).path}/${product.code}`;

/**
 * Spec 1 §8: a failing product code answers 404 with a redirect payload. A renamed product
 * redirects to its new page, one not sold on this site to its subsection, anything else to the shop.
 */
const productRedirect = (redirect: string, detail: string, code: UpstreamCode): SandboxError => {
  const body = { detail, code, redirect };
  return new SandboxError(404, body);
};

export const catalogueHandlers: AreaHandlers<CatalogueIds> = {
  shopMenu: ({ query, state, site, language, caller }) => {
    const { brands, sections } = catalog(state);
    const sold = shopProducts(state, site);
    // The open page narrows the other filter: a brand page counts its sections, a section page its brands.
    // An unknown path counts everything: the menu must render even on a 404 page.
    const brand = brands.find((b) => b.path === query.brand);
    const section = sections.find((s) => s.path === query.section);
    return {
      brands: brands.filter((b) => sold.some((p) => p.brandId === b.id)).map(brandLink),
      sections: sections.map((s) => sectionView(s, language)),
      brandFilters: [brandFilter(state, section ? sold.filter((p) => p.sectionPath === section.path) : sold, language)],
      sectionFilters: [sectionFilter(state, brand ? sold.filter((p) => p.brandId === brand.id) : sold, language)],
      officeMenu: caller ? officeMenu(caller.user.role, language) : [],
      countries: GEO_COUNTRIES.map(({ id, code, name, site: countrySite }) => ({ id, code, name, site: countrySite })),
      genders: shopGenders(language),
      static_objects: {
        catalogue_pdf: block(
          ...localized<[string, string]>(language, ['Catalogue', 'Autumn–winter 2026'], {
            ru: SHOP_BLOCKS_RU.catalogue_pdf,
            he: SHOP_BLOCKS_HE.catalogue_pdf,
          }),
          '/media/catalogue/autumn-2026.svg',
          '/shop/products/new',
        ),
        eco_green: block(
          ...localized<[string, string]>(language, ['Eco green', 'Products with the eco label'], {
            ru: SHOP_BLOCKS_RU.eco_green,
            he: SHOP_BLOCKS_HE.eco_green,
          }),
          '/media/eco/green.svg',
          '/shop/eco-green',
        ),
      },
    };
  },

  shopMain: ({ state, site, language, caller }) => {
    const userId = caller?.user.id ?? null;
    const sold = shopProducts(state, site);
    const products = sold.filter((p) => !p.setKind && p.inStock);
    const kits = (kind: CatalogProduct['setKind']) =>
      cards(
        state,
        sold.filter((p) => p.setKind === kind),
        site,
        language,
        userId,
      );
    return {
      brands: catalog(state)
        .brands.filter((b) => sold.some((p) => p.brandId === b.id))
        .map((b) => brandCard(b, language)),
      banners: bannersIn(language),
      sales: cards(state, products.filter((p) => p.isPromo).slice(0, MAIN_LIST_SIZE), site, language, userId),
      new_products: cards(
        state,
        arrange(
          state,
          products.filter((p) => p.isNew),
          { sort: 'new' },
        ).slice(0, MAIN_LIST_SIZE),
        site,
        language,
        userId,
      ),
      start_sets: kits('start'),
      start_newbie_sets: kits('newbie'),
      turbo_sets: kits('turbo'),
    };
  },

  brandList: ({ state, site, language }) => {
    const sold = shopProducts(state, site);
    return {
      brands: catalog(state)
        .brands.filter((b) => sold.some((p) => p.brandId === b.id))
        .map((b) => brandCard(b, language)),
    };
  },

  brandGet: ({ params, query, state, site, language, caller }) => {
    const brand = catalog(state).brands.find((b) => b.path === params.path);
    if (!brand) throw notFound('Brand');
    const own = shopProducts(state, site).filter((p) => p.brandId === brand.id);
    if (!own.length) throw notFound('Brand');
    const sections = catalog(state)
      .sections.map((s) =>
        sectionView(
          s,
          language,
          s.subsections.filter((sub) => own.some((p) => p.subsectionPath === sub.path)),
        ),
      )
      .filter((s) => s.subsections.length > 0);
    const chosen = query.section ? own.filter((p) => p.sectionPath === query.section) : own;
    const { items, has_more } = pageOf(arrange(state, chosen, query), query.page);
    return {
      brand: brandCard(brand, language),
      sections,
      filters: [sectionFilter(state, own, language), genderFilter(own, language)],
      products: cards(state, items, site, language, caller?.user.id ?? null),
      has_more,
      static_objects: { banner: block(brand.name, null, `/media/brands/${brand.path}-banner.svg`) },
    };
  },

  sectionGet: ({ params, query, state, site, language, caller }) => {
    const section = catalog(state).sections.find((s) => s.path === params.section);
    const subsection = section?.subsections.find((s) => s.path === params.subsection);
    if (!section || !subsection) throw notFound('Section');
    const inSubsection = shopProducts(state, site).filter(
      (p) => p.sectionPath === section.path && p.subsectionPath === subsection.path,
    );
    if (!inSubsection.length) throw notFound('Section');
    const chosen = query.brand
      ? inSubsection.filter((p) => catalog(state).brand(p.brandId).path === query.brand)
      : inSubsection;
    const { items, has_more } = pageOf(arrange(state, chosen, query), query.page);
    return {
      section: sectionView(section, language),
      subsection: subsectionView(section, subsection, language),
      brands: catalog(state)
        .brands.filter((b) => inSubsection.some((p) => p.brandId === b.id))
        .map(brandLink),
      filters: [brandFilter(state, inSubsection, language), genderFilter(inSubsection, language)],
      products: cards(state, items, site, language, caller?.user.id ?? null),
      has_more,
      static_objects: {
        banner: block(
          subsectionView(section, subsection, language).name,
          null,
          `/media/sections/${section.path}-${subsection.path}.svg`,
        ),
      },
    };
  },

  sectionRootGet: ({ params, query, state, site, language, caller }) => {
    const section = catalog(state).sections.find((s) => s.path === params.section);
    if (!section) throw notFound('Section');
    const inSection = shopProducts(state, site).filter((p) => p.sectionPath === section.path);
    if (!inSection.length) throw notFound('Section');
    const chosen = query.brand
      ? inSection.filter((p) => catalog(state).brand(p.brandId).path === query.brand)
      : inSection;
    const { items, has_more } = pageOf(arrange(state, chosen, query), query.page);
    return {
      section: sectionView(section, language),
      subsection: null,
      brands: catalog(state)
        .brands.filter((b) => inSection.some((p) => p.brandId === b.id))
        .map(brandLink),
      filters: [brandFilter(state, inSection, language), genderFilter(inSection, language)],
      products: cards(state, items, site, language, caller?.user.id ?? null),
      has_more,
      static_objects: {
        banner: block(sectionView(section, language).name, null, `/media/sections/${section.path}.svg`),
      },
    };
  },

  productQuick: ({ query, state, site, language, caller }) => {
    const product = catalog(state).byCode(query.code);
    if (!product || !soldOn(product, site)) throw notFound('Product');
    return productCard(state, product, site, language, caller?.user.id ?? null);
  },

  productGet: ({ params, state, site, language, caller }) => {
    const product = catalog(state).byCode(params.code);
    if (!product) {
      const renamed = legacyCodeTarget(state, params.code);
      if (renamed) throw productRedirect(productPath(state, renamed), 'The product has a new code', 'product_moved');
      throw productRedirect('/shop', 'Product not found', 'not_found');
    }
    if (!soldOn(product, site))
      throw productRedirect(
        `/shop/${product.sectionPath}/${product.subsectionPath}`,
        'The product is not sold in this country',
        'not_available',
      );
    const userId = caller?.user.id ?? null;
    const related = shopProducts(state, site)
      .filter((p) => p.subsectionPath === product.subsectionPath && p.id !== product.id && !p.setKind)
      .slice(0, 4);
    const card = productCard(state, product, site, language, userId);
    return {
      ...card,
      ...productDetails(product, card.name, language),
      related: cards(state, related, site, language, userId),
    };
  },
};
