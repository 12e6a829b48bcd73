import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { favouritesKey } from './get-favourites';

/**
 * PUT and DELETE /bff/v1/shop/favourites/{id}. The heart flips on every card of the product, so
 * every shop read is refreshed, not only the favourites list.
 */
export const useFavouriteToggle = () => {
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: favouritesKey }),
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[1] ?? '').startsWith('/bff/v1/shop/'),
      }),
    ]);
  const add = $api.useMutation('put', '/bff/v1/shop/favourites/{id}', { onSuccess });
  const remove = $api.useMutation('delete', '/bff/v1/shop/favourites/{id}', { onSuccess });
  return {
    pending: add.isPending || remove.isPending,
    toggle: (id: number, favourite: boolean) => (favourite ? remove : add).mutateAsync({ params: { path: { id } } }),
  };
};
