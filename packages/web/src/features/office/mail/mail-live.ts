/**
 * How often an open mail page asks the gateway for new messages (DESIGN.md: polling is the
 * fallback of live updates; for mail it is the way). React Query stops while the tab is hidden
 * and asks again when it comes back.
 */
export const MAIL_POLL_INTERVAL_MS = 10_000;
