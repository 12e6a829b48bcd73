import type { components } from '@gf/contracts/generated/bff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';

export type PaymentOutcome = components['schemas']['PaymentOutcome'];

/** A payment_methods code (pay/internal, sbp/dynamic, sberbank) as the gateway's route reads it. */
export const splitMethodCode = (code: string): { provider: string; segment?: string } => {
  const [provider = '', ...rest] = code.split('/');
  return rest.length > 0 ? { provider, segment: rest.join('/') } : { provider };
};

/**
 * POST /bff/v1/orders/{id}/pay/{provider}: pays from an account at once, or starts a provider's
 * payment and says how to continue it. Every order read loads again afterwards.
 */
export const usePayOrder = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string): Promise<PaymentOutcome> => {
      const { provider, segment } = splitMethodCode(code);
      const { data, error } = await api.POST('/bff/v1/orders/{id}/pay/{provider}', {
        params: { path: { id, provider } },
        body: segment ? { segment } : {},
      });
      if (error) throw error;
      return data;
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[1]).includes('/orders'),
      }),
  });
};
