import { notFound } from '../errors.js';
import { orders, type SandboxOrder } from './orders.js';
import type { SandboxState } from './sandbox-state.js';
import type { SandboxUser } from './users.js';

/**
 * An order its owner may read, or anyone holding its share link's hash; 404 otherwise, the same
 * answer as "no such order", so ids cannot be walked to find shared orders.
 * `reader` is the call's caller (only the user's id counts); `share` the hash the call carries.
 */
export const readableOrder = (
  state: SandboxState,
  id: number,
  reader: { user: Pick<SandboxUser, 'id'> } | null,
  share?: string,
): SandboxOrder => {
  const order = orders(state).byId(id);
  const shared = order?.shareHash != null && order.shareHash === share;
  if (!order || (order.userId !== reader?.user.id && !shared)) throw notFound('Order');
  return order;
};
