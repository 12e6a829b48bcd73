/**
 * Rules of the team area (issue 17) shared by the gateway, the client and the tests.
 * Spec 2 §3 and §7 do not show the format of a partner number nor the codes of a failed partner
 * lookup (§8 "Partner lookup returns an error code"): both are assumptions kept here, once.
 */

/** `x-assumed`: partner numbers are digits only (the upstream's users are numbered 100001, ...). */
export const PARTNER_NUMBER_PATTERN = /^\d{1,12}$/;

/**
 * Spec 2 §8 "Partner lookup returns an error code": the code the gateway answers for a card that
 * cannot be shown, with the status it travels with. A number nobody has and a partner outside the
 * signed-in user's structure get the same one (issue 29: the answer must not tell that a number
 * exists); the spec names no code of its own for either.
 */
export const PARTNER_LOOKUP_ERRORS = {
  /** No partner of the user's structure has this number. */
  partner_not_found: 404,
} as const;
export type PartnerLookupError = keyof typeof PARTNER_LOOKUP_ERRORS;

/** Rows per page of the client list and of the partner list (spec 2 §9 does not show page sizes). */
export const TEAM_PAGE_SIZE = 20;
/** Matches shown by the structure's search box at once. */
export const STRUCTURE_SEARCH_SIZE = 10;
/** The highest page a list may ask for: beyond it the query is refused before any upstream call. */
export const TEAM_LAST_PAGE = 10_000;
/**
 * The deepest level the partner list may be filtered by (spec 2 §7 partner/list does not show a
 * bound): the structure page finds the depth of a team by asking for levels up to it.
 */
export const PARTNER_LEVEL_MAX = 100;
