import { TICKET_HOLD_MS } from '@gf/contracts/rules/ticket-rules';

/** The hold's length as the texts say it (spec 2 §9 TICKET_HOLD_MS, in whole minutes). */
export const HOLD_MINUTES = Math.round(TICKET_HOLD_MS / 60_000);
