/**
 * The gateway's code for a share link that opens no order (spec 2 §7 PUT /shop/order/{id}/share/):
 * a wrong or stale hash, or an order id the hash is not for. The page explains it instead of
 * sending the visitor to the error page.
 */
export const SHARE_LINK_UNKNOWN = 'share_link_unknown';

/** The shape of a payment or share link's hash (messenger payment links carry the same kind). */
export const LINK_HASH_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
