import type { AuthState } from '@gf/contracts/gateway/auth';
import {
  OrderCreateBody,
  OrderCreatedReply,
  OrderPaymentReply,
  PayBody,
  PaymentOutcome,
} from '@gf/contracts/gateway/orders';
import { EMPLOYEE_ORDER_SOURCE } from '@gf/contracts/rules/employee-order';
import { IDEMPOTENCY_METRIC } from '@gf/contracts/rules/order-metrics';
import { registrationProblems } from '@gf/contracts/rules/order-registration';
import type { OperationId } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UNVALIDATED_REFERRAL_SITE_TYPES } from '../../../platform/constants.js';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { callContext } from '../../../platform/upstream/session-call.js';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { type AuthDataReply, authState, startSignedInSession } from '../../auth/auth-state.js';
import {
  type Buyer,
  buyerOf,
  enforceCartRules,
  enforceEmployeeDelivery,
  openEntryOfOrder,
  toCartInput,
} from '../../cart/buyer.js';
import { enforceDeliveryRules, toUpstreamDelivery } from '../../checkout/delivery-payload.js';
import { resultOutcome, startOrderPayment } from './order-payment.js';

const config = { area: 'shop' as const };
const OrderId = z.object({ id: z.coerce.number().int().min(1) });

type OrderKind = 'order' | 'ref-order' | 'open-entry-order';
const CREATE_OPERATION = {
  order: 'orderCreate',
  'ref-order': 'refOrderCreate',
  'open-entry-order': 'openEntryOrderCreate',
} as const satisfies Record<OrderKind, OperationId>;

interface Created {
  id: number;
  number: string;
  payment_methods: { code: string; name: string; logo: string | null; description: string | null }[];
  need_confirm_receiving: boolean;
  kind: OrderKind;
  auth: AuthState | null;
  authInfo: AuthDataReply | null;
}

/** The stock and preorder answers of spec 2 §4, 400 with only_left_in_stock ("id:quantity") or preorder (codes). */
const asStockError = (error: unknown): unknown => {
  if (!(error instanceof GatewayError) || error.envelope.status !== 400) return error;
  const fields = error.envelope.fields ?? {};
  if (!fields.only_left_in_stock && !fields.preorder) return error;
  return new GatewayError({ ...error.envelope, code: 'stock_changed' });
};

/**
 * Order creation and payment (spec 2 §3, §7). The session decides the kind of order: signed in,
 * referral visitor or open-entry visitor. Double submission is single-flight per idempotency key.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  const flights = new WriteOnce<Created>(sessions, IDEMPOTENCY_KEEP_MS);

  /** The referral code of a visitor's order: the session's, or one typed at checkout (checked by ref-info). */
  const referralOf = async (request: FastifyRequest, buyer: Buyer, typed: string | undefined): Promise<string> => {
    if (buyer.referral) return buyer.referral.ref;
    if (!typed) throw new GatewayError({ status: 401, code: 'sign_in_required', message: 'Please sign in to order' });
    if (UNVALIDATED_REFERRAL_SITE_TYPES.includes(request.site.type)) return typed;
    const response = await app.core.upstream.call(
      'refInfo',
      { query: { ref: typed } },
      { ...callContext(request), token: null },
    );
    if (response.status !== 200) {
      throw new GatewayError({
        status: 400,
        code: 'invalid_referral',
        message: 'Unknown referral code',
        fields: { 'registration.ref': ['invalid_referral'] },
      });
    }
    return (response.body as { ref: string }).ref;
  };

  const place = async (
    request: FastifyRequest,
    buyer: Buyer,
    openEntry: { phone: string; code: string } | null,
  ): Promise<Created> => {
    const body = request.body as OrderCreateBody;
    const kind: OrderKind = buyer.kind === 'visitor' ? 'ref-order' : buyer.kind;
    // A visitor with no referral code at all is asked to sign in (referralOf) rather than to fill the form.
    if (kind === 'ref-order' && (buyer.referral || body.registration?.ref)) {
      // Spec 2 §3: the referral buyer is registered by this order, so it carries their registration details.
      const problems = registrationProblems(body.registration, body.vat);
      if (Object.keys(problems).length > 0) {
        throw new GatewayError({
          status: 400,
          code: 'invalid_input',
          message: 'Some fields are not valid',
          fields: Object.fromEntries(Object.entries(problems).map(([field, rule]) => [field, [rule]])),
        });
      }
    }
    const ref = kind === 'ref-order' ? await referralOf(request, buyer, body.registration?.ref) : undefined;
    // A typed referral code is sent checked (ref-order) or not at all: an open-entry order's sponsor is its entry's.
    const { ref: _typed, ...registration } = body.registration ?? {};
    const payload = {
      cart: toCartInput(body.cart),
      delivery: toUpstreamDelivery(body.delivery),
      ...(body.vat ? { vat: body.vat } : {}),
      ...(body.private_note ? { private_note: body.private_note } : {}),
      ...(body.save_template !== undefined && kind === 'order' ? { save_template: body.save_template } : {}),
      order_metrics: { ...body.order_metrics, [IDEMPOTENCY_METRIC]: body.idempotency_key },
      ...(openEntry ? { registration, open_entry: openEntry } : {}),
      ...(kind === 'ref-order' ? { registration: { ...registration, ref } } : {}),
      ...(kind === 'order' && body.registration ? { registration: body.registration } : {}),
      ...(body.preorder_codes?.length ? { preorder_codes: body.preorder_codes } : {}),
      ...(buyer.employee
        ? { order_source: EMPLOYEE_ORDER_SOURCE }
        : body.order_source
          ? { order_source: body.order_source }
          : {}),
    };
    const reply = await calls
      .call(request, CREATE_OPERATION[kind], { body: payload }, kind === 'order' ? 'required' : 'none')
      .catch((error: unknown) => {
        throw asStockError(error);
      });
    return {
      id: reply.id,
      number: reply.number,
      payment_methods: reply.payment_methods,
      need_confirm_receiving: reply.need_confirm_receiving,
      kind,
      auth: null,
      authInfo: (reply.auth_info as AuthDataReply | null) ?? null,
    };
  };

  app.post(
    '/orders',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['orders'],
        summary: 'Place the order: order, ref-order or open-entry-order by the session; one order per idempotency key',
        body: OrderCreateBody,
        response: { 200: OrderCreatedReply },
      },
    },
    async (request, reply) => {
      const buyer = await buyerOf(request);
      const openEntry = openEntryOfOrder(buyer);
      enforceCartRules(request.body.cart);
      if (request.body.cart.products.length + request.body.cart.gifts.length === 0) {
        throw new GatewayError({
          status: 400,
          code: 'cart_empty',
          message: 'The cart is empty',
          fields: { 'cart.products': ['empty'] },
        });
      }
      enforceDeliveryRules(request.body.delivery);
      enforceEmployeeDelivery(buyer, request.body.delivery.delivery_type);
      const { value, leader } = await flights.run(request, request.body.idempotency_key, () =>
        place(request, buyer, openEntry),
      );
      let auth: AuthState | null = null;
      // Spec 2 §3: the reply's auth_info signs the visitor in; only the call that placed the order applies it.
      if (value.authInfo && leader) {
        auth = authState(await startSignedInSession(request, reply, value.authInfo));
        value.auth = auth;
      } else {
        auth = value.auth;
      }
      const { authInfo: _secret, ...rest } = value;
      return { ...rest, auth };
    },
  );

  app.get(
    '/orders/:id/payment',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['orders'],
        summary: 'What the order owes and the payment methods offered (order-payment dialog)',
        params: OrderId,
        response: { 200: OrderPaymentReply },
      },
    },
    async (request) => calls.call(request, 'orderPayment', { params: request.params }),
  );

  app.post(
    '/orders/:id/pay/:provider',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['orders'],
        summary:
          'Pay: from an account (provider pay, segment internal) or through an external provider, which answers with a page, form, QR or widget',
        params: OrderId.extend({ provider: z.string().regex(/^[a-z-]{2,30}$/) }),
        body: PayBody.optional(),
        response: { 200: PaymentOutcome },
      },
    },
    async (request) => {
      const { id } = request.params;
      return startOrderPayment(request, request.params, request.body ?? {}, {
        use: 'optional',
        accountToken: '',
        back: `${request.siteOrigin}/office/orders/${id}`,
        owed: () => calls.call(request, 'orderPayment', { params: { id } }),
      });
    },
  );

  app.post(
    '/orders/:id/pay/paypal/capture',
    {
      config: { access: 'ordering', ...config },
      schema: {
        tags: ['orders'],
        summary: 'Capture an approved PayPal payment (the provider returns with its id as token)',
        params: OrderId,
        body: z.object({ payment_id: z.string().min(1).max(100) }),
        response: { 200: PaymentOutcome },
      },
    },
    async (request) =>
      resultOutcome(await calls.call(request, 'paymentPaypalCapture', { params: request.params, body: request.body })),
  );

  downloadRoute(app, '/orders/:id/blank', {
    config: { access: 'ordering', area: 'other' },
    schema: {
      tags: ['orders'],
      summary: 'The order form (blank) as a PDF, streamed from the upstream',
      params: OrderId,
      querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      response: { 200: z.any().meta({ description: 'PDF' }) },
    },
    download: (request) => ({
      operationId: 'orderBlank',
      params: { id: request.params.id },
      disposition: request.query.download === '1' ? 'attachment' : 'inline',
      filename: `order-${request.params.id}-blank.pdf`,
    }),
  });

  downloadRoute(app, '/orders/:id/bill/:type', {
    config: { access: 'ordering', area: 'other' },
    schema: {
      tags: ['orders'],
      summary: 'A bill of the order (invoice, or receipt once paid) as a PDF, streamed from the upstream',
      params: OrderId.extend({ type: z.string().regex(/^[a-z_-]{1,30}$/) }),
      querystring: z.object({ download: z.enum(['0', '1']).optional() }),
      response: { 200: z.any().meta({ description: 'PDF' }) },
    },
    download: (request) => ({
      operationId: 'orderBillDownload',
      params: { id: request.params.id, type: request.params.type },
      disposition: request.query.download === '1' ? 'attachment' : 'inline',
      filename: `order-${request.params.id}-${request.params.type}.pdf`,
    }),
  });
};
