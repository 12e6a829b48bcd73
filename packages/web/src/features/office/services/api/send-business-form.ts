import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, api } from '../../../../api/client';

export interface BusinessFormInput {
  values: Record<string, string>;
  file_ids: number[];
}

/** POST /bff/v1/office/services/business-telecom/form; the form's page reads again afterwards. */
export const useSendBusinessForm = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BusinessFormInput) => {
      const { data, error } = await api.POST('/bff/v1/office/services/business-telecom/form', { body });
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: $api.queryOptions('get', '/bff/v1/office/services/{service}', {
          params: { path: { service: 'business-telecom' } },
        }).queryKey,
      }),
  });
};

/** Where a document sent with the form downloads from (the gateway streams it). */
export const businessFileHref = (id: number): string => `/bff/v1/office/services/business-telecom/files/${id}`;
