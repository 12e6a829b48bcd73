import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { pageRead } from '../../../api/page-read';
import { readQuery, wholeNumber } from '../../../lib/page-query';
import { LISTING_MAX_PAGE } from './listing-query';
import type { ProductListKind, ShopProduct } from './types';

/** What a product list's address says: its page (issue 30: declared once, read by the page and the gateway). */
export const productListParams = { page: wholeNumber({ min: 1, max: LISTING_MAX_PAGE, fallback: 1 }) };

export const readProductListPage = (search: URLSearchParams): number => readQuery(productListParams, search).page;

/** The first page instead of one past the end of the list (it shows nothing); null when in range. */
export const productListCorrection = (
  reply: { products: readonly ShopProduct[] },
  page: number,
): { page: number } | null => (page > 1 && reply.products.length === 0 ? { page: 1 } : null);

/** GET /bff/v1/shop/products/lists/{kind}: new, promotional, or both, a page at a time. */
export const productListRead = (kind: ProductListKind, page: number) =>
  pageRead('/bff/v1/shop/products/lists/{kind}', { params: { path: { kind }, query: page > 1 ? { page } : {} } });

export const useProductList = (kind: ProductListKind, page: number) => {
  const read = productListRead(kind, page);
  return $api.useQuery('get', read.path, read.init, { placeholderData: keepPreviousData });
};
