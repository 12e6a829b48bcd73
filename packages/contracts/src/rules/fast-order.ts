/**
 * Spec 1 §2 /office/orders/fast, the quick order form: product codes with quantities, checked and
 * priced by the gateway, then put in the cart. The spec shows no bounds or messages (spec 1 §5
 * "Field-level rules and messages for this area: not shown"): these are ours, marked `x-assumed`
 * on the route's body in the contract.
 */

/** Rows one quick order may hold. */
export const FAST_ORDER_MAX_LINES = 30;

/** The most of one product a row may ask for (the product's own max_per_order still applies in the cart). */
export const FAST_ORDER_MAX_QUANTITY = 999;

/** A product code as the catalogue writes them: letters, digits and dashes (e.g. 10037). */
export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/;

/** Field error codes of the form, one per problem; the page shows each by its code. */
export const FAST_ORDER_ERRORS = {
  codeFormat: 'product_code_format',
  codeRepeated: 'product_code_repeated',
  codeUnknown: 'product_unknown',
  quantity: 'quantity_range',
  noLines: 'no_lines',
} as const;
export type FastOrderError = (typeof FAST_ORDER_ERRORS)[keyof typeof FAST_ORDER_ERRORS];
