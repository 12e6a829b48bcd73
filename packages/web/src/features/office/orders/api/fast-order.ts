import {
  FAST_ORDER_ERRORS,
  FAST_ORDER_MAX_LINES,
  FAST_ORDER_MAX_QUANTITY,
  PRODUCT_CODE_PATTERN,
} from '@gf/contracts/rules/fast-order';
import { keepPreviousData } from '@tanstack/react-query';
import { z } from 'zod';
import { $api } from '../../../../api/client';

/** How many products the form's search offers at once. */
export const FAST_SEARCH_LIMIT = 8;

/**
 * The form's rows as typed: the gateway's rules (contracts/rules/fast-order), so a bad row is named
 * before anything is sent. The quantity is typed as text and becomes a whole number here.
 */
export const FastOrderForm = z.object({
  lines: z
    .array(
      z.object({
        code: z.string().trim().regex(PRODUCT_CODE_PATTERN, FAST_ORDER_ERRORS.codeFormat),
        quantity: z
          .string()
          .trim()
          .regex(/^\d{1,4}$/, FAST_ORDER_ERRORS.quantity)
          .transform(Number)
          .refine((n) => n >= 1 && n <= FAST_ORDER_MAX_QUANTITY, FAST_ORDER_ERRORS.quantity),
      }),
    )
    .min(1, FAST_ORDER_ERRORS.noLines)
    .max(FAST_ORDER_MAX_LINES),
});

/** POST /bff/v1/office/orders/fast: the rows checked and priced (sums as exact decimal text). */
export const useFastOrderCheck = () => $api.useMutation('post', '/bff/v1/office/orders/fast');

/** GET /bff/v1/shop/search: products to pick a code from by name. */
export const useFastOrderSearch = (q: string) =>
  $api.useQuery(
    'get',
    '/bff/v1/shop/search',
    { params: { query: { q, limit: FAST_SEARCH_LIMIT } } },
    { enabled: q.trim().length > 1, placeholderData: keepPreviousData },
  );
