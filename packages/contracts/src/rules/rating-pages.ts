/**
 * Spec 1 §2 names fourteen rating pages under /office/ratings/; spec 2 §7 names twelve ratings the
 * API serves (GET /greenway/office/rating/{name}/). This table is the one place that pairs them:
 * gateway, client and sandbox all read it, and every rating page is built from it.
 */

/** The ratings spec 2 §7 prints. */
export const PRINTED_RATING_NAMES = [
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
] as const;

/**
 * `x-assumed`: president-council and grand-masters-club have no rating in spec 2 §7's list. We assume
 * the API serves these two clubs by the same call under the page's own name (a club is a rating of
 * its members for a period, like masters-club and leaders-club); until it does, their pages show the
 * API's refusal as for any failed read.
 */
export const ASSUMED_RATING_NAMES = ['president-council', 'grand-masters-club'] as const;

export const RATING_NAMES = [...PRINTED_RATING_NAMES, ...ASSUMED_RATING_NAMES] as const;
export type RatingApiName = (typeof RATING_NAMES)[number];

/** Page name (spec 1 §2, the URL segment) → the API's rating name, in the order of spec 1 §2. */
export const RATING_PAGES = {
  'president-council': 'president-council',
  'grand-masters-club': 'grand-masters-club',
  'masters-club': 'masters-club',
  'leaders-club': 'leaders-club',
  'top-100-recruiters': 'top-100-recruiters',
  'fast-start': 'fast-start',
  'new-ranks': 'new-ranks',
  'best-seller': 'best-seller',
  'emerald-quest': 'emerald-quest',
  'new-year-boom': 'new-year-boom',
  'top-gw-markets': 'top-gw-market',
  'three-steps': 'three-steps',
  'gt-champions': 'gt-rating',
  benefactors: 'top-eco-charity',
} as const satisfies Record<string, RatingApiName>;

export type RatingPage = keyof typeof RATING_PAGES;
export const RATING_PAGE_NAMES = Object.keys(RATING_PAGES) as RatingPage[];

export const isRatingPage = (name: string): name is RatingPage => Object.hasOwn(RATING_PAGES, name);

/** Whether the page's rating is one of the two assumed above (the page says so to its reader). */
export const isAssumedRating = (page: RatingPage): boolean =>
  (ASSUMED_RATING_NAMES as readonly string[]).includes(RATING_PAGES[page]);
