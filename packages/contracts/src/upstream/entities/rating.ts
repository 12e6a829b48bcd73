import { z } from 'zod';
import { RATING_NAMES } from '../../rules/rating-pages.js';
import { OfficePeriod } from './office.js';

/**
 * The rating names of GET /greenway/office/rating/{name}/: the twelve of spec 2 §7 and the two clubs
 * assumed in `rules/rating-pages` (the one place that says why).
 */
export const RatingName = z.enum(RATING_NAMES).meta({ id: 'RatingName' });

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
