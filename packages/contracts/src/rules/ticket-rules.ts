/**
 * Spec 2 §4 "Ticket registration" and §9 "Ticket hold": pre-reserved seats are held for
 * 1,800,000 ms (30 minutes), counted from the pre-reservation; the page counts it down from the
 * server's clock, never the browser's.
 */
export const TICKET_HOLD_MS = 1_800_000;

/** Spec 2 §3 ticket registration statuses (§9 "Ticket registration status: 0, 1, 2, 3, 6"). */
export const TICKET_STATUS = {
  cancelled: 0,
  registrationAwaited: 1,
  confirmAwaited: 2,
  registered: 3,
  preReserved: 6,
} as const;
export type TicketStatusValue = (typeof TICKET_STATUS)[keyof typeof TICKET_STATUS];

/** The status names by value, for text keys (`status.registered`). */
export const TICKET_STATUS_NAME = Object.fromEntries(
  Object.entries(TICKET_STATUS).map(([name, value]) => [value, name]),
) as Record<TicketStatusValue, keyof typeof TICKET_STATUS>;

/** Statuses of a hold that is still running: the seats are held and the timer counts down. */
export const HELD_STATUSES: readonly TicketStatusValue[] = [
  TICKET_STATUS.preReserved,
  TICKET_STATUS.registrationAwaited,
  TICKET_STATUS.confirmAwaited,
];

/**
 * Spec 2 §3 seat states (§9 "Seat state: 0, 1, 2"), from the viewer's side: 0 unavailable (never
 * sold), 1 selected (held by the viewer), 2 occupied (someone else's). A free seat has no state.
 */
export const SEAT_STATE = { unavailable: 0, selected: 1, occupied: 2 } as const;
export type SeatStateValue = (typeof SEAT_STATE)[keyof typeof SEAT_STATE];

/** How many tickets one order may hold (not shown in the spec; a plausible limit, x-assumed). */
export const MAX_TICKETS_PER_ORDER = 10;
