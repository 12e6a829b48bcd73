import type { SandboxOrder } from '../state/orders.js';
import { areaStore } from '../state/sandbox-state.js';

export interface PaymentRecord {
  orderId: number;
  /** `pay/internal` or a provider code. */
  method: string;
  /** In the order's currency. */
  amount: number;
  at: string;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const UNPAID = new Set(['new', 'awaiting_payment', 'cancelled']);

/**
 * Money received per order: an order may be paid in parts (payFromAccount takes an amount); when
 * the parts reach the total it becomes `paid`. Seeded orders already past payment count as paid.
 */
export class OrderPayments {
  readonly records: PaymentRecord[] = [];

  paid(order: SandboxOrder): number {
    const received = this.records.filter((r) => r.orderId === order.id).reduce((s, r) => s + r.amount, 0);
    if (received === 0 && !UNPAID.has(order.status)) return order.total;
    return round2(received);
  }

  due(order: SandboxOrder): number {
    return round2(Math.max(0, order.total - this.paid(order)));
  }

  isPaid(order: SandboxOrder): boolean {
    return this.due(order) === 0;
  }

  /** Records a payment; the order turns `paid` once nothing is due. */
  receive(order: SandboxOrder, method: string, amount: number, at: string): void {
    this.records.push({ orderId: order.id, method, amount: round2(amount), at });
    if (this.due(order) === 0) {
      order.status = 'paid';
      order.paidWith = method;
    }
  }
}

export const orderPayments = areaStore(() => new OrderPayments());

/** Why an order cannot take a payment now, or null. */
export const paymentRefusal = (order: SandboxOrder, payments: OrderPayments): string | null => {
  if (order.status === 'cancelled') return 'The order is cancelled';
  if (payments.isPaid(order) || !['new', 'awaiting_payment'].includes(order.status)) return 'The order is already paid';
  return null;
};
