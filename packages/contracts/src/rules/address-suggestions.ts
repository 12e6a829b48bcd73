/**
 * Address suggestions at checkout (spec 2 §7 geocoding suggestions; spec 2 §5 courier coordinates
 * for AZ). Bounds are ours (`x-assumed`: the spec names none); the gateway checks them, the client
 * does not ask outside them.
 */

/** Fewer typed characters than this find too much to be useful: nothing is asked. */
export const ADDRESS_SUGGEST_MIN_CHARS = 3;

/** Longest text sent to the provider (a full street line with house and flat fits). */
export const ADDRESS_SUGGEST_MAX_CHARS = 120;

/** How many suggestions one answer holds. */
export const ADDRESS_SUGGESTIONS_SHOWN = 5;

/**
 * Suggestion calls per visitor address: a person typing (debounced) asks about once a second at
 * most; this leaves room for several people behind one address and stops a script mining the
 * provider on our key.
 */
export const ADDRESS_SUGGEST_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
