import {
  FAST_ORDER_ERRORS,
  FAST_ORDER_MAX_LINES,
  FAST_ORDER_MAX_QUANTITY,
  PRODUCT_CODE_PATTERN,
} from '@gf/contracts/rules/fast-order';
import { Product } from '@gf/contracts/upstream/entities/product';
import { z } from 'zod';
import { contract } from '../../../platform/contract/contract-registry.js';

/** One row of the quick order form: a product code and how many. */
export const FastOrderRow = z.object({
  code: z.string().trim().regex(PRODUCT_CODE_PATTERN, FAST_ORDER_ERRORS.codeFormat),
  quantity: z
    .number(FAST_ORDER_ERRORS.quantity)
    .int(FAST_ORDER_ERRORS.quantity)
    .min(1, FAST_ORDER_ERRORS.quantity)
    .max(FAST_ORDER_MAX_QUANTITY, FAST_ORDER_ERRORS.quantity),
});

export const FastOrderBody = contract(
  'FastOrderBody',
  z
    .object({
      lines: z
        .array(FastOrderRow)
        .min(1, FAST_ORDER_ERRORS.noLines)
        .max(FAST_ORDER_MAX_LINES)
        .superRefine((rows, ctx) => {
          const seen = new Set<string>();
          rows.forEach((row, index) => {
            const code = row.code.toUpperCase();
            if (seen.has(code))
              ctx.addIssue({ code: 'custom', path: [index, 'code'], message: FAST_ORDER_ERRORS.codeRepeated });
            seen.add(code);
          });
        }),
    })
    .meta({ 'x-assumed': true, description: 'Spec 1 §2 fast orders: bounds are ours (spec 1 §5 not shown)' }),
);

export const FastOrderLine = contract(
  'FastOrderLine',
  z.object({
    quantity: z.number().int(),
    /** The row's price times its quantity, as exact decimal text (money-rules). */
    sum: z.string(),
    product: Product,
  }),
);

/** The rows as products with their sums, in the order given; the total as exact decimal text. */
export const FastOrderReply = contract(
  'FastOrderReply',
  z.object({
    lines: z.array(FastOrderLine),
    total: z.string(),
    currency_code: z.string(),
  }),
);
