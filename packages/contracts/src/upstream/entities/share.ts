import { z } from 'zod';

/** What a share call hands out (cart, order, product set): a hash and the link built on it. */
export const ShareLink = z
  .object({ hash: z.string(), link: z.string().meta({ description: 'Absolute site URL carrying the hash' }) })
  .meta({ id: 'ShareLink', 'x-assumed': true });

/**
 * The hash an order's share link carries (`?share=`): with it, someone other than the buyer may read
 * what the order owes and pay it (spec 2 §7 PUT /shop/order/{id}/share/). The spec shows no such
 * parameter; ours is assumed, and without it only the buyer reaches the order.
 */
export const OrderShareQuery = z
  .object({ share: z.string().optional().meta({ description: 'The hash of the order’s share link' }) })
  .meta({ 'x-assumed': true });
