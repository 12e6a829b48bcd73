/**
 * Who may call a gateway route (issue 29; DESIGN.md "Wave 3: one authorisation policy"). Every
 * route of the gateway, office or not, names one of these in its options (`config: { access }`);
 * one hook enforces it before the handler runs.
 *
 * - `public`: anyone, with or without a session (public reads, probes).
 * - `session`: any session, anonymous included (cart calculation, open entry, sign-in itself).
 * - `signedIn`: a signed-in user; a manager viewing the user may read, never write.
 * - `ownerOnly`: the signed-in account's owner alone, never a manager viewing it, for reads too.
 * - `ordering`: a signed-in user, or a manager viewing one with `can_create_order_well`: cart,
 *   checkout, order and payment (spec 1 §6, spec 2 §6), nothing else.
 * - `credentials`: hands out or carries sign-in material (domain keys, assistant and messenger
 *   links, registration sign-in keys): never while viewing another account.
 */
export const ROUTE_ACCESS = ['public', 'session', 'signedIn', 'ownerOnly', 'ordering', 'credentials'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];
