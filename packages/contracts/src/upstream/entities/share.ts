import { z } from 'zod';

/** What a share call hands out (cart, order, product set): a hash and the link built on it. */
export const ShareLink = z
  .object({ hash: z.string(), link: z.string().meta({ description: 'Absolute site URL carrying the hash' }) })
  .meta({ id: 'ShareLink', 'x-assumed': true });
