import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { $api, api } from '../../../../api/client';
import { type PaymentOutcome, splitMethodCode } from './pay-order';

/** GET /bff/v1/external/messenger-payment/{hash}: the order a messenger payment link names. */
export const messengerPaymentQueryOptions = (hash: string) =>
  $api.queryOptions('get', '/bff/v1/external/messenger-payment/{hash}', { params: { path: { hash } } });

export const useMessengerPayment = (hash: string) => useQuery(messengerPaymentQueryOptions(hash));

/** POST /bff/v1/external/messenger-payment/{hash}/pay/{provider}: pays that order; the link's order loads again. */
export const usePayMessengerPayment = (hash: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<PaymentOutcome> => {
      const { provider, segment } = splitMethodCode(code);
      const { data, error } = await api.POST('/bff/v1/external/messenger-payment/{hash}/pay/{provider}', {
        params: { path: { hash, provider } },
        body: segment ? { segment } : {},
      });
      if (error) throw error;
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: messengerPaymentQueryOptions(hash).queryKey }),
  });
};
