import { badRequest, notFound, SandboxError } from '../errors.js';
import type { AreaHandlers, Caller } from '../handler.js';
import { accounts } from '../state/accounts.js';
import { currencyOf } from '../state/currencies.js';
import { orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { tokens } from '../state/tokens.js';
import { users } from '../state/users.js';
import { orderPaymentOf } from './order-payment.js';
import { orderPayments, paymentRefusal } from './order-payments.js';
import { startPayment } from './payment-start.js';
import { providerSessions } from './provider-sessions.js';

type ProviderIds =
  | 'paymentSberbank'
  | 'paymentTinkoff'
  | 'paymentDolyame'
  | 'paymentKaspi'
  | 'paymentPayme'
  | 'paymentClick'
  | 'paymentBepaid'
  | 'paymentErip'
  | 'paymentIdram'
  | 'paymentLiqpay'
  | 'paymentEpoint'
  | 'paymentQpay'
  | 'paymentMomo'
  | 'paymentPromptpay'
  | 'paymentPaypal'
  | 'paymentStripe'
  | 'paymentKlarna'
  | 'paymentMercadopago';

type PaymentIds =
  | ProviderIds
  | 'payFromAccount'
  | 'paymentYookassa'
  | 'paymentSbp'
  | 'paymentCloudpayments'
  | 'paymentIyzico'
  | 'paymentBankTransfer'
  | 'paymentPaypalCapture'
  | 'sberpayRegister'
  | 'telegramPaymentHash';

/** A provider whose call is POST /greenway/shop/order/{id}/{provider}/ with return URLs (they share one shape). */
const provider =
  (name: string) =>
  ({ params, query, body, caller, state }: ProviderCall) =>
    startPayment(state, {
      orderId: params.id,
      provider: name,
      successUrl: body.success_url,
      failUrl: body.fail_url,
      caller,
      share: query.share,
    });

interface ProviderCall {
  params: { id: number };
  query: { share?: string | undefined };
  body: { success_url?: string | undefined; fail_url?: string | undefined };
  caller: Caller | null;
  state: SandboxState;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

export const paymentHandlers: AreaHandlers<PaymentIds> = {
  /**
   * Pay an order (or part of it) from one of the payer's accounts, kept in roubles: the amount in
   * the order's currency is converted at the site's rate. The payer is the token in the body (a
   * messenger payment link), else the caller.
   */
  payFromAccount: ({ params, body, caller, state }) => {
    const subject = tokens(state).verify(body.access_token);
    const payer = typeof subject === 'object' ? users(state).get(subject.userId) : caller?.user;
    if (!payer) throw new SandboxError(401, { detail: 'Token is not valid', code: 'token_not_valid' });
    const order = orders(state).byId(params.id);
    if (!order || (order.userId !== payer.id && order.shareHash === null)) throw notFound('Order');
    const payments = orderPayments(state);
    const refusal = paymentRefusal(order, payments);
    if (refusal) throw badRequest({ order: [refusal] }, refusal);
    const due = payments.due(order);
    if (body.amount > due + 0.005) throw badRequest({ amount: [`At most ${due} ${order.currency} is due`] });
    const rub = round2(body.amount * currencyOf(order.site).rublesPerUnit);
    if (!accounts(state).debit(payer.id, params.account, rub, `Payment of order ${order.number}`)) {
      throw badRequest({ amount: [`Not enough money on the ${params.account} account`] }, 'Insufficient balance');
    }
    payments.receive(order, `pay/${params.account}`, body.amount, orders(state).now());
    const left = payments.due(order);
    return {
      ok: true,
      is_paid: left === 0,
      message: left === 0 ? 'The order is paid' : `${left} ${order.currency} is still due`,
    };
  },

  paymentSberbank: provider('sberbank'),
  paymentTinkoff: provider('tinkoff'),
  paymentDolyame: provider('dolyame'),
  paymentKaspi: provider('kaspi'),
  paymentPayme: provider('payme'),
  paymentClick: provider('click'),
  paymentBepaid: provider('bepaid'),
  paymentErip: provider('erip'),
  paymentIdram: provider('idram'),
  paymentLiqpay: provider('liqpay'),
  paymentEpoint: provider('epoint'),
  paymentQpay: provider('qpay'),
  paymentMomo: provider('momo'),
  paymentPromptpay: provider('promptpay'),
  paymentPaypal: provider('paypal'),
  paymentStripe: provider('stripe'),
  paymentKlarna: provider('klarna'),
  paymentMercadopago: provider('mercadopago'),

  paymentYookassa: ({ params, query, body, caller, state }) =>
    startPayment(state, {
      orderId: params.id,
      provider: `yookassa/${params.system}`,
      successUrl: body.success_url,
      failUrl: body.fail_url,
      caller,
      share: query.share,
    }),

  paymentSbp: ({ params, query, body, caller, state }) =>
    startPayment(state, {
      orderId: params.id,
      provider: `sbp/${params.qr_type}`,
      successUrl: body.success_url,
      failUrl: body.fail_url,
      caller,
      share: query.share,
    }),

  /** The card cryptogram is checked for shape only; 3-D Secure continues as a form. */
  paymentCloudpayments: ({ params, body, caller, state }) => {
    if (body.cryptogram.length < 16) throw badRequest({ cryptogram: ['The card cryptogram is not valid'] });
    return startPayment(state, { orderId: params.id, provider: 'cloudpayments', caller });
  },

  paymentIyzico: ({ params, body, caller, state }) => {
    if (!/^[\d.:a-fA-F]+$/.test(body.client_ip)) throw badRequest({ client_ip: ['Not an IP address'] });
    return startPayment(state, {
      orderId: params.id,
      provider: 'iyzico',
      successUrl: body.success_url,
      failUrl: body.fail_url,
      caller,
    });
  },

  paymentBankTransfer: ({ params, body, caller, state }) =>
    startPayment(state, {
      orderId: params.id,
      provider: `bank-transfer/${params.entity}`,
      successUrl: body.success_url,
      failUrl: body.fail_url,
      caller,
    }),

  /** PayPal: the buyer approves on the provider page; only this capture takes the money. */
  paymentPaypalCapture: ({ params, body, state }) => {
    const session = providerSessions(state).get(body.payment_id);
    const order = orders(state).byId(params.id);
    if (!session || !order || session.orderId !== order.id || session.provider !== 'paypal') {
      throw notFound('PayPal payment');
    }
    if (session.status === 'paid') return { ok: true, is_paid: true, message: 'Already captured' };
    if (session.status !== 'approved') {
      const message =
        session.status === 'declined' ? 'The buyer declined the payment' : 'The buyer has not approved it yet';
      return { ok: false, is_paid: false, message };
    }
    const payments = orderPayments(state);
    const refusal = paymentRefusal(order, payments);
    if (refusal) return { ok: false, is_paid: payments.isPaid(order), message: refusal };
    payments.receive(order, 'paypal', session.amount, orders(state).now());
    session.status = 'paid';
    return { ok: true, is_paid: payments.isPaid(order), message: 'The payment is captured' };
  },

  sberpayRegister: ({ body, caller, state }) =>
    startPayment(state, {
      orderId: body.order_id,
      provider: 'sberpay',
      successUrl: body.success_url,
      failUrl: body.fail_url,
      caller,
    }),

  /** A messenger payment link carries the order's share hash; it yields the order and a token of its owner. */
  telegramPaymentHash: ({ params, state }) => {
    const order = orders(state).all.find((o) => o.shareHash === params.hash);
    const owner = order?.userId == null ? undefined : users(state).get(order.userId);
    if (!order || !owner) throw notFound('Payment link');
    const issued = tokens(state).issue({ userId: owner.id, managerId: null });
    return {
      order: orderPaymentOf(state, order, { user: owner, manager: null, token: issued.access_token }),
      access_token: issued.access_token,
    };
  },
};
