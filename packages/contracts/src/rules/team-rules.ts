/**
 * Rules of the team area (issue 17) shared by the gateway, the client and the tests.
 * Spec 2 §3 and §7 do not show the format of a partner number nor the codes of a failed partner
 * lookup (§8 "Partner lookup returns an error code"): both are assumptions kept here, once.
 */

/** `x-assumed`: partner numbers are digits only (the upstream's users are numbered 100001, ...). */
export const PARTNER_NUMBER_PATTERN = /^\d{1,12}$/;

/**
 * Spec 2 §8 "Partner lookup returns an error code": the codes the gateway answers for a card that
 * cannot be shown, each with the status it travels with. The client shows what each one means.
 */
export const PARTNER_LOOKUP_ERRORS = {
  /** No partner has this number. */
  partner_not_found: 404,
  /** The partner exists but is not in the signed-in user's structure. */
  partner_not_in_structure: 403,
} as const;
export type PartnerLookupError = keyof typeof PARTNER_LOOKUP_ERRORS;

/** Rows per page of the client list and of the partner list (spec 2 §9 does not show page sizes). */
export const TEAM_PAGE_SIZE = 20;
/** Matches shown by the structure's search box at once. */
export const STRUCTURE_SEARCH_SIZE = 10;
/** The highest page a list may ask for: beyond it the query is refused before any upstream call. */
export const TEAM_LAST_PAGE = 10_000;
