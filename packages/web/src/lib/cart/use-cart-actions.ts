import { useQueryClient } from '@tanstack/react-query';
import { authQueryOptions } from '../auth';
import { cartStore } from './cart-store';
import { type AddResult, type CartProductInput, type CartRow, cartContextOf } from './local-cart';

/**
 * What product pages use. `add` refuses by the cart rules, the spectator check included (the
 * refusal names its check, and the cart shows a notice for it). It reads who is signed in first,
 * so it holds on pages where the cart's sync is not mounted.
 */
export const useCartActions = () => {
  const queryClient = useQueryClient();
  return {
    add: async (product: CartProductInput, quantity = 1): Promise<AddResult> => {
      const auth = await queryClient.ensureQueryData(authQueryOptions()).catch(() => null);
      if (auth) cartStore.setContext(cartContextOf(auth));
      return cartStore.add(product, quantity);
    },
    addAll: async (rows: readonly CartRow[]) => {
      const auth = await queryClient.ensureQueryData(authQueryOptions()).catch(() => null);
      if (auth) cartStore.setContext(cartContextOf(auth));
      return cartStore.addAll(rows);
    },
    setQuantity: cartStore.setQuantity,
    remove: cartStore.remove,
  };
};
