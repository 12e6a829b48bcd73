import type { PayBody, PaymentOutcome } from '@gf/contracts/gateway/orders';
import { minorToAmount, toMinor } from '@gf/contracts/rules/money-rules';
import type { OperationId } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import type { TokenUse } from '../../../platform/upstream/session-call.js';

/** Providers whose call is POST /greenway/shop/order/{id}/{provider}/ with return URLs only. */
const SIMPLE_PROVIDERS = {
  sberbank: 'paymentSberbank',
  tinkoff: 'paymentTinkoff',
  dolyame: 'paymentDolyame',
  kaspi: 'paymentKaspi',
  payme: 'paymentPayme',
  click: 'paymentClick',
  bepaid: 'paymentBepaid',
  erip: 'paymentErip',
  idram: 'paymentIdram',
  liqpay: 'paymentLiqpay',
  epoint: 'paymentEpoint',
  qpay: 'paymentQpay',
  momo: 'paymentMomo',
  promptpay: 'paymentPromptpay',
  paypal: 'paymentPaypal',
  stripe: 'paymentStripe',
  klarna: 'paymentKlarna',
  mercadopago: 'paymentMercadopago',
} as const satisfies Record<string, OperationId>;

const ACCOUNTS = ['internal', 'gift', 'travel', 'autobonus'] as const;

type Outcome = z.infer<typeof PaymentOutcome>;

const outcomeOf = (start: {
  ok: boolean;
  payment_id: string | null;
  redirect_url: string | null;
  form: { action: string; method: 'GET' | 'POST'; fields: Record<string, string> } | null;
  qr: string | null;
  client_secret: string | null;
  expires_at: string | null;
}): Outcome => ({
  status: !start.ok ? 'failed' : start.form ? 'form' : start.qr ? 'qr' : start.client_secret ? 'widget' : 'redirect',
  message: null,
  payment_id: start.payment_id,
  redirect_url: start.redirect_url,
  form: start.form,
  qr: start.qr,
  client_secret: start.client_secret,
  expires_at: start.expires_at,
});

export const resultOutcome = (result: { ok: boolean; is_paid: boolean; message: string | null }): Outcome => ({
  status: result.is_paid ? 'paid' : result.ok ? 'pending' : 'failed',
  message: result.message,
  payment_id: null,
  redirect_url: null,
  form: null,
  qr: null,
  client_secret: null,
  expires_at: null,
});

/** Who pays: the session's user (the order pages) or whoever holds a messenger payment or share link. */
export interface Payer {
  /** The token rule of the provider calls. */
  use: TokenUse;
  /**
   * The account payment's `access_token`: empty when the session's own token goes in the header,
   * else the token a messenger payment link resolved to (spec 2 §7), which never leaves the gateway.
   */
  accountToken: string;
  /** The page the provider sends the buyer back to (from the site table, never the request's Host). */
  back: string;
  /** The order's share hash (spec 2 §7 share): someone other than the buyer pays with it. */
  share?: string;
  /** What the order costs and what is paid of it, for an account payment that names no amount. */
  owed: () => Promise<{ cost: number; paid: number }>;
}

/**
 * Spec 2 §7 Payments: pay an order from an account, or start the payment of the method picked
 * among payment_methods (`provider` and `segment` are its code split at the first slash), which
 * answers with a page to open, a form to post, a QR to show or a widget's secret.
 */
export const startOrderPayment = async (
  request: FastifyRequest,
  { id, provider }: { id: number; provider: string },
  body: z.infer<typeof PayBody>,
  payer: Payer,
): Promise<Outcome> => {
  const { calls } = request.server.core;
  const { use } = payer;
  const { back } = payer;
  const urls = { success_url: `${back}${back.includes('?') ? '&' : '?'}payment=success`, fail_url: back };
  const params = { id };
  const shared = payer.share === undefined ? {} : { query: { share: payer.share } };

  if (provider === 'pay') {
    const account = ACCOUNTS.find((a) => a === (body.segment ?? 'internal'));
    if (!account) throw new GatewayError({ status: 404, code: 'unknown_account', message: 'Unknown account' });
    // In minor units: money is never subtracted as binary floats.
    const owed = body.amount === undefined ? await payer.owed() : null;
    const minor = owed ? toMinor(owed.cost) - toMinor(owed.paid) : toMinor(body.amount ?? 0);
    const result = await calls.call(
      request,
      'payFromAccount',
      { params: { id, account }, body: { amount: minorToAmount(minor), access_token: payer.accountToken } },
      payer.accountToken ? 'none' : 'required',
    );
    return resultOutcome(result);
  }
  if (provider in SIMPLE_PROVIDERS) {
    const operation = SIMPLE_PROVIDERS[provider as keyof typeof SIMPLE_PROVIDERS];
    return outcomeOf(await calls.call(request, operation, { params, ...shared, body: urls }, use));
  }
  const segment = body.segment;
  const needSegment = (allowed: readonly string[]) => {
    if (!segment || !allowed.includes(segment)) {
      throw new GatewayError({
        status: 400,
        code: 'invalid_input',
        message: 'Unknown payment method',
        fields: { segment: [`one of ${allowed.join(', ')}`] },
      });
    }
    return segment;
  };
  switch (provider) {
    case 'yookassa': {
      const system = needSegment(['bank_card', 'yoo_money', 'sberbank', 'tinkoff_bank', 'sbp']) as
        | 'bank_card'
        | 'yoo_money'
        | 'sberbank'
        | 'tinkoff_bank'
        | 'sbp';
      return outcomeOf(
        await calls.call(request, 'paymentYookassa', { params: { id, system }, ...shared, body: urls }, use),
      );
    }
    case 'sbp': {
      const qr_type = needSegment(['dynamic', 'static']) as 'dynamic' | 'static';
      return outcomeOf(
        await calls.call(request, 'paymentSbp', { params: { id, qr_type }, ...shared, body: urls }, use),
      );
    }
    case 'bank-transfer': {
      const entity = needSegment(['individual', 'legal']) as 'individual' | 'legal';
      return outcomeOf(await calls.call(request, 'paymentBankTransfer', { params: { id, entity }, body: urls }, use));
    }
    case 'sberpay':
      return outcomeOf(await calls.call(request, 'sberpayRegister', { body: { ...urls, order_id: id } }, use));
    case 'cloudpayments': {
      if (!body.cryptogram || !body.card_holder) {
        throw new GatewayError({
          status: 400,
          code: 'widget_required',
          message: 'This method needs the card form of its provider',
          fields: { cryptogram: ['required'] },
        });
      }
      return outcomeOf(
        await calls.call(
          request,
          'paymentCloudpayments',
          { params, body: { cryptogram: body.cryptogram, card_holder: body.card_holder } },
          use,
        ),
      );
    }
    case 'iyzico': {
      if (!body.stock_address || !body.stock_city) {
        throw new GatewayError({
          status: 400,
          code: 'invalid_input',
          message: 'The pickup stock is required',
          fields: { stock_address: ['required'] },
        });
      }
      return outcomeOf(
        await calls.call(
          request,
          'paymentIyzico',
          {
            params,
            body: { ...urls, client_ip: request.ip, stock_address: body.stock_address, stock_city: body.stock_city },
          },
          use,
        ),
      );
    }
    default:
      throw new GatewayError({ status: 404, code: 'unknown_provider', message: 'Unknown payment method' });
  }
};
