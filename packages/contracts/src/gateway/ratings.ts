import { z } from 'zod';
import { RATING_PAGE_NAMES } from '../rules/rating-pages.js';
import { contract } from './contract-registry.js';
import { StatementPeriod, StatementPeriodId } from './statements.js';

/**
 * A rating page's name as it stands in the URL. Any well-formed segment passes here, so that a page
 * the table does not know is a 404 (no such page), not a field error.
 */
export const RatingPageParams = z.object({
  page: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Lower-case letters, digits and dashes')
    .meta({ description: `One of: ${RATING_PAGE_NAMES.join(', ')}` }),
});

export const RatingQuery = z.object({ period_id: StatementPeriodId.optional() });

const RatingRowReply = z.object({
  place: z.number().int(),
  name: z.string(),
  country: z.string(),
  score: z.number(),
  number: z.string().nullable(),
  photo: z.string().nullable(),
});

/** One rating page (spec 2 §2 "Ratings: one page per rating, with a period selector"). */
export const RatingPageReply = contract(
  'RatingPageReply',
  z.object({
    page: z.string(),
    /** The API's rating name the page reads (rules/rating-pages). */
    rating: z.string(),
    /** The API's rating for this page is our assumption (rules/rating-pages, x-assumed). */
    assumed: z.boolean(),
    title: z.string(),
    period: StatementPeriod,
    periods: z.array(StatementPeriod),
    rows: z.array(RatingRowReply),
    my_row: RatingRowReply.nullable(),
  }),
);

/** The ratings hub: every rating page of spec 1 §2, in its order. */
export const RatingsHubReply = contract(
  'RatingsHubReply',
  z.object({ pages: z.array(z.object({ page: z.string(), rating: z.string(), assumed: z.boolean() })) }),
);
