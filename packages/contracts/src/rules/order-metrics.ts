/**
 * The metric name the upstream reads an order's idempotency key from (spec 2 §7 order creation):
 * `order_metrics` is the payload's only free-form map, so the key travels there as
 * `order_metrics.idempotency_key`.
 */
export const IDEMPOTENCY_METRIC = 'idempotency_key';
