import { notFound } from '../errors.js';
import { orders, type SandboxOrder } from './orders.js';
import type { SandboxState } from './sandbox-state.js';
import type { SandboxUser } from './users.js';

/**
 * An order its owner may read, or anyone once it is shared by link; 404 otherwise (nothing leaks).
 * `reader` is the call's caller (only the user's id counts).
 */
export const readableOrder = (
  state: SandboxState,
  id: number,
  reader: { user: Pick<SandboxUser, 'id'> } | null,
): SandboxOrder => {
  const order = orders(state).byId(id);
  if (!order || (order.userId !== reader?.user.id && order.shareHash === null)) throw notFound('Order');
  return order;
};
