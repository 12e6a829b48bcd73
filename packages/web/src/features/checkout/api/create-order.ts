import type { components } from '@gf/contracts/generated/bff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { cartStore } from '../../../lib/cart/cart-store';

export type OrderCreateBody = components['schemas']['OrderCreateBody'];
export type OrderCreated = components['schemas']['OrderCreatedReply'];

/**
 * POST /bff/v1/orders. The body carries an idempotency key made once per attempt, so a repeated
 * send (double click, retry after a lost reply) answers with the same order. A reply that signed a
 * referral visitor in (auth) becomes the auth state of every query, and the browser's cart, the
 * one just ordered, becomes theirs first: it is not a visitor's cart to merge (spec 2 §4), and
 * asking would cover the order's payment dialog.
 */
export const useCreateOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/bff/v1/orders'],
    mutationFn: async (body: OrderCreateBody): Promise<OrderCreated> => {
      const { data, error } = await api.POST('/bff/v1/orders', { body });
      if (error) throw error;
      return data;
    },
    onSuccess: async (created) => {
      if (created.auth) {
        const buyer = created.auth.signedIn ? created.auth.user?.id : undefined;
        if (buyer !== undefined) cartStore.setOwner(buyer);
        queryClient.setQueryData(['get', '/bff/v1/auth', {}], created.auth);
        await queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[1] !== '/bff/v1/auth' && query.queryKey[1] !== '/bff/v1/site',
        });
      }
    },
  });
};
