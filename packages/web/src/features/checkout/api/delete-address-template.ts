import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../api/client';
import { checkoutQueryOptions } from './get-checkout';

/** DELETE /bff/v1/checkout/address-templates/{id}; the templates of step 1 load again. */
export const useDeleteAddressTemplate = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/bff/v1/checkout/address-templates/{id}', {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkoutQueryOptions().queryKey }),
  });
};
