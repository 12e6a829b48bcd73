/**
 * Who may call a gateway route (issue 29; DESIGN.md "Wave 3: one authorisation policy"). Every
 * route of the gateway, office or not, names one of these kinds in its options (`config: { access }`);
 * one hook enforces this table before body validation and before the handler, so a refusal never
 * depends on the body and never reaches the upstream. The office adds its page table
 * (`office-access.ts`: role × site type × whether a spectator may open the page) after this one.
 *
 * - `public`: anyone; the answer is the site's, not an account's (corporate pages, the shop's
 *   reads, probes, click logs, the survey).
 * - `session`: anyone; works on this browser's own session, or prices and checks without changing
 *   anything (auth state, sign-out, leaving spectator mode, cart pricing, checkout calculations).
 * - `signedIn`: a signed-in user; a manager viewing the user may read, never write.
 * - `ownerOnly`: the signed-in account's owner alone, never a manager viewing it, reads included
 *   (moving money, payouts, security and profile settings, agreements, passwords by SMS).
 * - `ordering`: anyone who may order (visitors with or without a referral code or open entry,
 *   signed-in users) and a manager viewing a user with `can_create_order_well`: cart, checkout,
 *   order, payment, ticket holds (spec 1 §6, spec 2 §6); a viewer without the right reads only.
 * - `credentials`: makes, spends or carries sign-in material or a session (sign-in, domain and
 *   registration keys, assistant and messenger links, open entry, registration, password recovery,
 *   starting to spectate): anyone but a manager viewing another account, reads included.
 */
export const ROUTE_ACCESS = ['public', 'session', 'signedIn', 'ownerOnly', 'ordering', 'credentials'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

export const isRouteAccess = (value: unknown): value is RouteAccess =>
  typeof value === 'string' && (ROUTE_ACCESS as readonly string[]).includes(value);

/**
 * Who is calling, as far as this table cares:
 * - `visitor`: no signed-in user (anonymous, a referral visitor, an open-entry visitor, a sign-in
 *   waiting for the agreements);
 * - `user`: a signed-in user acting as themselves (partner, client, employee; a suspended account
 *   too: the upstream refuses its office calls and the client sends it to mail);
 * - `viewer`: a manager viewing a user without `can_create_order_well`;
 * - `orderingManager`: a manager viewing a user with `can_create_order_well`.
 */
export const CALLERS = ['visitor', 'user', 'viewer', 'orderingManager'] as const;
export type Caller = (typeof CALLERS)[number];

export type Operation = 'read' | 'write';

/** GET and HEAD read; every other method writes, whatever its route does with it. */
export const operationOf = (method: string): Operation => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

/** The refusals of this table: status, code and the gateway's English message (the client translates by code). */
export const ROUTE_REFUSALS = {
  sign_in_required: { status: 401, message: 'Please sign in' },
  spectator_read_only: { status: 403, message: 'A manager viewing this account may look but not change anything' },
  spectator_cannot_order: { status: 403, message: 'The manager may not order for this user' },
  spectator_owner_only: {
    status: 403,
    message: 'Only the account owner may do this, not a manager viewing the account',
  },
  spectator_credentials: {
    status: 403,
    message: 'No sign-in, keys or links are made or spent while viewing another account',
  },
} as const;
export type RouteRefusal = keyof typeof ROUTE_REFUSALS;
export type RouteDecision = 'allowed' | RouteRefusal;

type Row = Record<Caller, Record<Operation, RouteDecision>>;

const both = (decision: RouteDecision) => ({ read: decision, write: decision });
const readsOnly = (refusal: RouteRefusal) => ({ read: 'allowed' as const, write: refusal });
const anyone: Row = {
  visitor: both('allowed'),
  user: both('allowed'),
  viewer: both('allowed'),
  orderingManager: both('allowed'),
};

/**
 * The decisions: access kind × caller × read or write. Spec 1 §6 and spec 2 §6 say only that a
 * manager may view another user and order for them with `can_create_order_well`; every other cell
 * is our assumption (`x-assumed`), named in `ROUTE_ACCESS_BASIS`.
 */
export const ROUTE_ACCESS_TABLE: Record<RouteAccess, Row> = {
  public: anyone,
  session: anyone,
  signedIn: {
    visitor: both('sign_in_required'),
    user: both('allowed'),
    viewer: readsOnly('spectator_read_only'),
    orderingManager: readsOnly('spectator_read_only'),
  },
  ownerOnly: {
    visitor: both('sign_in_required'),
    user: both('allowed'),
    viewer: both('spectator_owner_only'),
    orderingManager: both('spectator_owner_only'),
  },
  ordering: {
    visitor: both('allowed'),
    user: both('allowed'),
    viewer: readsOnly('spectator_cannot_order'),
    orderingManager: both('allowed'),
  },
  credentials: {
    visitor: both('allowed'),
    user: both('allowed'),
    viewer: both('spectator_credentials'),
    orderingManager: both('spectator_credentials'),
  },
};

/** Where each row comes from: the spec where it speaks, `x-assumed` and the reason where it is silent. */
export const ROUTE_ACCESS_BASIS: Record<RouteAccess, string> = {
  public: 'x-assumed: site and catalogue content is the same for everyone who may see the site',
  session: 'x-assumed: the caller’s own session, or a calculation that changes nothing',
  signedIn:
    'x-assumed: spec 1 §6 "a manager may view another user\'s session": viewing is reading; spec 2 §6 lets a manager order, nothing more',
  ownerOnly:
    'x-assumed: money, payouts, security, profile and agreements act in the owner’s name beyond ordering; a viewing manager neither reads nor writes them',
  ordering:
    'spec 1 §6, spec 2 §6: "ordering as that user is allowed only if the manager\'s can_create_order_well is true"; spec 2 §5: the cart add is refused otherwise; spec 2 §6: open-entry and referral visitors order without signing in',
  credentials:
    'x-assumed (issue 29): a key, link or session made while viewing would become the viewed account without the manager; spec 1 §6 grants viewing, never being',
};

/** The table's decision for one call. */
export const routeDecision = (access: RouteAccess, caller: Caller, method: string): RouteDecision =>
  ROUTE_ACCESS_TABLE[access][caller][operationOf(method)];
