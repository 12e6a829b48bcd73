import { cartStore } from '../../../../lib/cart/cart-store';
import type { AddResult } from '../../../../lib/cart/local-cart';
import { useCartActions } from '../../../../lib/cart/use-cart-actions';
import type { TicketCartItem } from '../api/get-tickets-page';

/**
 * Spec 2 §2: confirmed tickets are paid as cart items of type 2 through the ordinary checkout. Each
 * ticket is one item of limit 1, so an item already in the cart is left as it is (a second confirm,
 * a reload) and never counted twice; the cart rules refuse tickets beside other kinds of items,
 * which the caller explains.
 */
export const useTicketsToCart = () => {
  const { add } = useCartActions();
  return async (items: readonly TicketCartItem[]): Promise<AddResult> => {
    for (const item of items) {
      if (cartStore.get().products.some((line) => line.id === item.id)) continue;
      const result = await add(item, 1);
      if (!result.ok) return result;
    }
    return { ok: true };
  };
};
