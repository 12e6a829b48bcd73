import { z } from 'zod';
import { OfficePeriod } from './office.js';

/** The twelve rating names of spec 2 §7 (GET /greenway/office/rating/{name}/). */
export const RatingName = z
  .enum([
    'top-100-recruiters',
    'fast-start',
    'new-ranks',
    'best-seller',
    'emerald-quest',
    'new-year-boom',
    'masters-club',
    'leaders-club',
    'top-gw-market',
    'three-steps',
    'gt-rating',
    'top-eco-charity',
  ])
  .meta({ id: 'RatingName' });

export const RatingRow = z
  .object({
    place: z.number().int(),
    name: z.string(),
    country: z.string(),
    score: z.number(),
    number: z.string().nullable(),
    photo: z.string().nullable(),
  })
  .meta({ id: 'RatingRow', 'x-assumed': true });

/** One rating page with its period selector (spec 2 §2 Ratings). */
export const Rating = z
  .object({
    name: RatingName,
    title: z.string(),
    periods: z.array(OfficePeriod),
    period_id: z.number().int(),
    rows: z.array(RatingRow),
    my_row: RatingRow.nullable(),
  })
  .meta({ id: 'Rating', 'x-assumed': true });
