import { notFound } from '../errors.js';
import type { Caller } from '../handler.js';
import { orders, type SandboxOrder } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';

/** An order its owner may read, or anyone once it is shared by link; 404 otherwise (nothing leaks). */
export const readableOrder = (state: SandboxState, id: number, caller: Caller | null): SandboxOrder => {
  const order = orders(state).byId(id);
  if (!order || (order.userId !== caller?.user.id && order.shareHash === null)) throw notFound('Order');
  return order;
};
