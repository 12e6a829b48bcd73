import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { favouritesKey } from './get-favourites';

/**
 * The product-set calls (spec 2 §7 "Sets"): create, rename, delete, share, and add, change or
 * remove a product. Each changes the favourites page, which is read again.
 */
export const useProductSets = () => {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: favouritesKey });
  return {
    create: $api.useMutation('post', '/bff/v1/shop/sets', { onSuccess }),
    rename: $api.useMutation('put', '/bff/v1/shop/sets/{id}', { onSuccess }),
    remove: $api.useMutation('delete', '/bff/v1/shop/sets/{id}', { onSuccess }),
    share: $api.useMutation('post', '/bff/v1/shop/sets/{id}/share', { onSuccess }),
    addProduct: $api.useMutation('post', '/bff/v1/shop/sets/{id}/products', { onSuccess }),
    changeProduct: $api.useMutation('put', '/bff/v1/shop/sets/{id}/products/{product_id}', { onSuccess }),
    removeProduct: $api.useMutation('delete', '/bff/v1/shop/sets/{id}/products/{product_id}', { onSuccess }),
  };
};
