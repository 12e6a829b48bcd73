/**
 * A page whose code a newer release replaced is loaded afresh (issue 31, deploys nobody notices):
 * once per address in this time. The same failure again within it is a real one, and ends on the
 * error screen instead of in a loop of reloads.
 */
export const RELOAD_GUARD_MS = 30_000;

/** Where the browser keeps the address and time of its last such reload (sessionStorage, JSON). */
export const RELOAD_GUARD_KEY = 'gf-release-reload';
