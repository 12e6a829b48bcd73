import type { OrderPayment } from '@gf/contracts/upstream/entities/payment';
import type { z } from 'zod';
import type { Caller } from '../handler.js';
import type { SandboxOrder } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { orderPayments } from './order-payments.js';
import { paymentMethods } from './payment-methods.js';

/** What an order owes and how it can be paid; the internal account is offered to its owner only. */
export const orderPaymentOf = (
  state: SandboxState,
  order: SandboxOrder,
  payer: Caller | null,
): z.input<typeof OrderPayment> => {
  const payments = orderPayments(state);
  const isPaid = payments.isPaid(order);
  return {
    id: order.id,
    number: order.number,
    cost: order.total,
    paid: payments.paid(order),
    currency_code: order.currency,
    is_paid: isPaid,
    payment_methods:
      isPaid || order.status === 'cancelled' ? [] : paymentMethods(order.site, payer?.user.id === order.userId),
  };
};
