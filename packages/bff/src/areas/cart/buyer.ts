import type { CartBody } from '@gf/contracts/gateway/cart';
import { type CartCheck, checkCart, type RuleContext } from '@gf/contracts/rules/cart-rules';
import { employeeDeliveryProblem } from '@gf/contracts/rules/employee-order';
import type { Caller } from '@gf/contracts/rules/route-access';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/access/route-policy.js';
import { GatewayError } from '../../platform/errors/envelope.js';
import { activeOpenEntry, type SessionData } from '../../platform/session/session.js';

/**
 * Who is buying, by the session (spec 2 §4, §6): a signed-in user orders with `order`; a referral
 * visitor with `ref-order`; an open-entry visitor with `open-entry-order`; anyone else must sign in.
 */
export type BuyerKind = 'order' | 'ref-order' | 'open-entry-order' | 'visitor';

export interface Buyer {
  kind: BuyerKind;
  sessionId: string | null;
  data: SessionData | null;
  /** Who calls, as the route policy sees it (a viewing manager's writes never reach a handler). */
  caller: Caller;
  referral: SessionData['referral'];
  /** The valid open entry of an open-entry visitor (kind open-entry-order), else null. */
  openEntry: SessionData['openEntry'];
  /** An employee ordering for themselves: the employee flow (`@gf/contracts/rules/employee-order`). */
  employee: boolean;
}

export const buyerOf = async (request: FastifyRequest): Promise<Buyer> => {
  const session = await request.server.core.sessions.load(request);
  const data = session?.data ?? null;
  const signedIn = Boolean(data?.tokens && data.user);
  const openEntry = signedIn || data?.referral ? null : activeOpenEntry(data, request.server.core.sessions.now());
  const kind: BuyerKind = signedIn
    ? 'order'
    : data?.referral
      ? 'ref-order'
      : openEntry
        ? 'open-entry-order'
        : 'visitor';
  return {
    kind,
    sessionId: session?.id ?? null,
    data,
    caller: callerOf(data),
    referral: data?.referral ?? null,
    openEntry,
    employee: signedIn && data?.user?.role === 'employee' && !data.spectator,
  };
};

/**
 * Spec 2 §1, §6: an employee's order goes to a company stock or office (the employee flow); any
 * other delivery is refused with the field error, before the upstream.
 */
export const enforceEmployeeDelivery = (buyer: Buyer, deliveryType: string): void => {
  if (!buyer.employee) return;
  const problem = employeeDeliveryProblem(deliveryType);
  if (!problem) return;
  throw new GatewayError({
    status: 400,
    code: problem,
    message: 'An employee order is collected at a company stock or office',
    fields: { 'delivery.delivery_type': [problem] },
  });
};

/**
 * What an open-entry order names upstream (null for other orders): the visitor's checked entry,
 * whose sponsor the buyer is registered under. Spec 2 §4 sets the sponsor after the code check, so
 * an entry without one is refused here, before the upstream.
 */
export const openEntryOfOrder = (buyer: Buyer): { phone: string; code: string } | null => {
  const entry = buyer.openEntry;
  if (!entry) return null;
  if (entry.sponsorId === null) {
    throw new GatewayError({
      status: 400,
      code: 'sponsor_required',
      message: 'Choose a sponsor before ordering',
      fields: { sponsor_id: ['Choose a sponsor before ordering'] },
    });
  }
  return { phone: entry.phone, code: entry.code };
};

/** Messages of the refusals; the client shows its own translated text by the check's name. */
const CHECK_MESSAGES: Record<CartCheck, string> = {
  spectator: 'The manager may not order for this user',
  limit: 'An item is over its limit',
  only_in_cart: 'This item is ordered on its own',
  type: 'Products, services, tickets and audio are ordered separately',
};

/**
 * Whoever reaches a cart or order handler may order: the spectator check of spec 2 §5 is the route
 * policy's (`ordering` refuses a viewer's writes before any handler runs).
 */
const MAY_ORDER: RuleContext = { spectating: false, canCreateOrderWell: true };

/** Spec 2 §5: the whole cart against the rules; a refusal names its check (`fields.check`). */
export const enforceCartRules = (cart: CartBody): void => {
  const verdict = checkCart([...cart.products, ...cart.gifts], MAY_ORDER);
  if (verdict.ok) return;
  throw new GatewayError({
    status: 400,
    code: 'cart_rule',
    message: CHECK_MESSAGES[verdict.check],
    fields: { check: [verdict.check] },
  });
};

/** The upstream's CartInput of the client's lines: ids and quantities only. */
export const toCartInput = (cart: CartBody) => {
  const lines = (list: { id: number; quantity: number; is_chosen?: boolean | undefined }[]) =>
    list.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      ...(l.is_chosen === undefined ? {} : { is_chosen: l.is_chosen }),
    }));
  return {
    products: lines(cart.products),
    gifts: lines(cart.gifts),
    free: lines(cart.free),
    choices: lines(cart.choices),
  };
};

/**
 * The upstream also holds the cart rules and answers 400 with the check as a field name; such an
 * answer becomes the same `cart_rule` refusal the gateway gives.
 */
export const asCartRuleError = (error: unknown): unknown => {
  if (!(error instanceof GatewayError) || error.envelope.status !== 400) return error;
  const fields = error.envelope.fields ?? {};
  const check = (['type', 'only_in_cart', 'limit', 'max_per_order'] as const).find((name) => fields[name]);
  if (!check) return error;
  return new GatewayError({ ...error.envelope, code: 'cart_rule', fields: { ...fields, check: [check] } });
};
