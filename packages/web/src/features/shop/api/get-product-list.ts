import { keepPreviousData } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import type { ProductListKind } from './types';

/** GET /bff/v1/shop/products/lists/{kind}: new, promotional, or both, a page at a time. */
export const useProductList = (kind: ProductListKind, page: number) =>
  $api.useQuery(
    'get',
    '/bff/v1/shop/products/lists/{kind}',
    { params: { path: { kind }, query: page > 1 ? { page } : {} } },
    { placeholderData: keepPreviousData },
  );
