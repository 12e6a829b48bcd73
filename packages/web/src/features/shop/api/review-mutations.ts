import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';

/** A review changes the product page (my review, rating) and the review list: both are read again. */
const useRefreshReviews = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['get', '/bff/v1/shop/products/{code}'] }),
      queryClient.invalidateQueries({ queryKey: ['shop', 'reviews'] }),
    ]);
};

/** POST /bff/v1/shop/products/{code}/reviews: a new review, status 0 until moderated. */
export const useAddReview = () => {
  const refresh = useRefreshReviews();
  return $api.useMutation('post', '/bff/v1/shop/products/{code}/reviews', { onSuccess: refresh });
};

/** DELETE /bff/v1/shop/products/{code}/reviews/{id}: my own review. */
export const useDeleteReview = () => {
  const refresh = useRefreshReviews();
  return $api.useMutation('delete', '/bff/v1/shop/products/{code}/reviews/{id}', { onSuccess: refresh });
};
