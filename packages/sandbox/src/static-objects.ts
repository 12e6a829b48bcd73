import type { StaticObjects } from '@gf/contracts/upstream/entities/site';
import type { z } from 'zod';

type Block = z.input<typeof StaticObjects>[string];

/** One CMS block of a page's static_objects (spec 1 §3): title, HTML text, image and link. */
export const block = (
  title: string | null,
  text: string | null,
  image: string | null = null,
  link: string | null = null,
): Block => ({
  title,
  text,
  image,
  link,
});
