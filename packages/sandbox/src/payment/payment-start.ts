import type { PaymentStart } from '@gf/contracts/upstream/entities/payment';
import type { z } from 'zod';
import { badRequest } from '../errors.js';
import type { Caller } from '../handler.js';
import { readableOrder } from '../state/order-access.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { orderPayments, paymentRefusal } from './order-payments.js';
import { providerSessions } from './provider-sessions.js';
import { providerPageUrl } from './provider-url.js';

/** How a provider continues: most redirect; some show a QR, post a form or hand a widget its secret. */
type Style = 'redirect' | 'qr' | 'form' | 'secret';

const STYLES: Record<string, Style> = {
  sbp: 'qr',
  kaspi: 'qr',
  qpay: 'qr',
  promptpay: 'qr',
  erip: 'qr',
  liqpay: 'form',
  cloudpayments: 'form',
  stripe: 'secret',
};

/** A provider session lasts 20 minutes, as acquiring pages usually do. */
const SESSION_MS = 20 * 60_000;

export interface StartRequest {
  orderId: number;
  /** `provider` or `provider/segment`, as payment_methods codes read. */
  provider: string;
  successUrl?: string | undefined;
  failUrl?: string | undefined;
  caller: Caller | null;
  /** The order's share hash, when someone other than the buyer pays it. */
  share?: string | undefined;
}

/**
 * Starts an external payment: a session for what is due, and the way to the sandbox provider page
 * (GET /provider/:provider/:orderId), where Pay or Decline finishes it.
 */
export const startPayment = (state: SandboxState, request: StartRequest): z.input<typeof PaymentStart> => {
  const order = readableOrder(state, request.orderId, request.caller, request.share);
  const payments = orderPayments(state);
  const refusal = paymentRefusal(order, payments);
  if (refusal) throw badRequest({ order: [refusal] }, refusal);
  const session = providerSessions(state).start({
    orderId: order.id,
    provider: request.provider,
    amount: payments.due(order),
    successUrl: request.successUrl ?? null,
    failUrl: request.failUrl ?? null,
  });
  const page = providerPageUrl(request.provider, order.id, session.id);
  const name = request.provider.split('/')[0] as string;
  const style = STYLES[name] ?? 'redirect';
  const amount = session.amount.toFixed(2);
  return {
    ok: true,
    payment_id: session.id,
    redirect_url: style === 'form' ? null : page,
    form:
      style === 'form'
        ? {
            action: page.split('?')[0] as string,
            method: 'GET',
            fields: {
              payment_id: session.id,
              data: Buffer.from(JSON.stringify({ order_id: order.number, amount, currency: order.currency })).toString(
                'base64',
              ),
            },
          }
        : null,
    qr: style === 'qr' ? `${name.toUpperCase()}|${order.number}|${amount}|${order.currency}|${session.id}` : null,
    client_secret: style === 'secret' ? `${session.id}_secret` : null,
    expires_at: new Date(state.now() + SESSION_MS).toISOString(),
  };
};
