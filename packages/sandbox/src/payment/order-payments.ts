import type { SandboxOrder } from '../state/orders.js';
import { areaStore, type SandboxState } from '../state/sandbox-state.js';
import { tickets } from '../tickets/ticket-store.js';

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

  constructor(private readonly state: SandboxState) {}

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
      // Spec 2 §2: tickets paid through the checkout are registered by their order's payment.
      tickets(this.state).settle(order);
    }
  }

  /** The order pays for tickets whose hold lapsed before the payment (the order is then cancelled). */
  ticketsLapsed(order: SandboxOrder): boolean {
    return tickets(this.state).lapsedFor(order);
  }
}

export const orderPayments = areaStore((state) => new OrderPayments(state));

/** Why an order cannot take a payment now, or null. */
export const paymentRefusal = (order: SandboxOrder, payments: OrderPayments): string | null => {
  if (payments.ticketsLapsed(order)) return 'The hold on these tickets lapsed before payment: the order is cancelled';
  if (order.status === 'cancelled') return 'The order is cancelled';
  if (payments.isPaid(order) || !['new', 'awaiting_payment'].includes(order.status)) return 'The order is already paid';
  return null;
};
