import { catalog } from './catalog.js';
import { areaStore, type SandboxState } from './sandbox-state.js';

/** Spec 2 §4: order status names are not shown; these match the contract's OfficeOrderStatus. */
export type OrderStatus =
  | 'new'
  | 'awaiting_payment'
  | 'paid'
  | 'assembling'
  | 'shipped'
  | 'delivered'
  | 'received'
  | 'cancelled';

export interface OrderLine {
  productId: number;
  code: string;
  name: string;
  type: 0 | 1 | 2 | 3;
  quantity: number;
  /** Unit price in the order's currency. */
  price: number;
  value: number;
  gift: boolean;
}

export interface SandboxOrder {
  id: number;
  number: string;
  /** The buyer; null for a referral or open-entry visitor. */
  userId: number | null;
  kind: 'order' | 'ref-order' | 'open-entry-order';
  site: string;
  currency: string;
  status: OrderStatus;
  createdAt: string;
  lines: OrderLine[];
  total: number;
  value: number;
  delivery: {
    type: string;
    address: string;
    city: string;
    trackingNumber: string | null;
    cost: number;
    /** The pickup point of a delivery-pickup order (the one whose address the order named). */
    point?: { code: string; deliveryId: number } | null;
  };
  contact: { fullName: string; phone: string; email: string };
  privateNote: string | null;
  paidWith: string | null;
  needConfirmReceiving: boolean;
  feedback: { rating: number; text: string } | null;
  shareHash: string | null;
  /** The client's idempotency key: a second create with the same key returns the same order. */
  idempotencyKey: string | null;
  /** The payload's order_source (e.g. an employee's order); null when none was given. */
  source: string | null;
}

/**
 * The payment link the messenger hands the demo partner for the order awaiting payment (spec 2 §7
 * GET /payment/telegram/hash/{hash}/): `/external/messenger-payment?hash=` opens it.
 */
export const MESSENGER_PAYMENT_HASH = 'tg_demo_partner_awaiting';
/** The seeded order the messenger link pays: the partner's order awaiting payment. */
export const MESSENGER_PAYMENT_ORDER_ID = 5005;

/** Orders of every kind, with a seeded history for the demo partner and client. */
export class Orders {
  readonly all: SandboxOrder[] = [];
  private nextId = 5001;

  constructor(private readonly state: SandboxState) {
    const random = state.random('orders');
    const products = catalog(state).products.filter((p) => p.type === 0 && !p.onlyInCart);
    const history: OrderStatus[] = ['received', 'delivered', 'shipped', 'paid', 'awaiting_payment', 'cancelled'];
    for (const userId of [1, 2]) {
      history.forEach((status, i) => {
        const lines: OrderLine[] = [0, 1, 2].map(() => {
          const product = random.pick(products);
          return {
            productId: product.id,
            code: product.code,
            name: product.name,
            type: 0,
            quantity: random.int(1, 3),
            price: product.priceRub,
            value: product.value,
            gift: false,
          };
        });
        this.add({
          userId,
          kind: 'order',
          site: 'ru',
          currency: 'RUB',
          status,
          createdAt: `2026-${String(10 - i).padStart(2, '0')}-1${i}T10:00:00+00:00`,
          lines,
          delivery: {
            type: 'delivery-courier',
            address: 'Tverskaya 1, apt. 5',
            city: 'Moscow',
            trackingNumber: status === 'shipped' ? 'RU-TRACK-10042' : null,
            cost: 350,
          },
          contact: {
            fullName: userId === 1 ? 'Anna Partnerova' : 'Ivan Klientov',
            phone: '+79001234567',
            email: 'demo@example.com',
          },
          privateNote: null,
          paidWith: ['received', 'delivered', 'shipped', 'paid'].includes(status) ? 'internal' : null,
          needConfirmReceiving: status === 'delivered',
          feedback: null,
          shareHash: null,
          idempotencyKey: null,
          source: null,
        });
      });
    }
    const linked = this.byId(MESSENGER_PAYMENT_ORDER_ID);
    if (linked) linked.shareHash = MESSENGER_PAYMENT_HASH;
  }

  add(order: Omit<SandboxOrder, 'id' | 'number' | 'total' | 'value'>): SandboxOrder {
    const id = this.nextId++;
    const total =
      Math.round((order.lines.reduce((sum, l) => sum + l.price * l.quantity, 0) + order.delivery.cost) * 100) / 100;
    const value = order.lines.reduce((sum, l) => sum + l.value * l.quantity, 0);
    const created = { ...order, id, number: `GW-${id}`, total, value };
    this.all.push(created);
    return created;
  }

  byId(id: number): SandboxOrder | undefined {
    return this.all.find((o) => o.id === id);
  }

  byKey(key: string): SandboxOrder | undefined {
    return this.all.find((o) => o.idempotencyKey === key);
  }

  of(userId: number): SandboxOrder[] {
    return this.all.filter((o) => o.userId === userId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  }

  now(): string {
    return new Date(this.state.now()).toISOString();
  }
}

export const orders = areaStore((state) => new Orders(state));
