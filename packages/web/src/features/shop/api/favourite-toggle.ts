import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { favouritesKey } from './get-favourites';

/**
 * PUT and DELETE /bff/v1/shop/favourites/{id}. The heart flips on every card of the product, so
 * every shop read is refreshed, not only the favourites list. A listing has a heart per card: the
 * mutation is made when one is pressed (it runs in the query client's mutation cache, whose failure
 * handler the app shares), not watched from the start by an observer per card.
 */
export const useFavouriteToggle = () => {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const options = {
    mutationFn: async ({ id, favourite }: { id: number; favourite: boolean }) => {
      const init = { params: { path: { id } } };
      const { data, error } = favourite
        ? await api.DELETE('/bff/v1/shop/favourites/{id}', init)
        : await api.PUT('/bff/v1/shop/favourites/{id}', init);
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: favouritesKey }),
        queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[1] ?? '').startsWith('/bff/v1/shop/'),
        }),
      ]),
  };
  return {
    pending,
    toggle: async (id: number, favourite: boolean) => {
      setPending(true);
      try {
        return await queryClient
          .getMutationCache()
          .build(queryClient, queryClient.defaultMutationOptions(options))
          .execute({ id, favourite });
      } finally {
        setPending(false);
      }
    },
  };
};
