import type { components } from '@gf/contracts/generated/bff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type SecuritySettings = components['schemas']['FinanceSecuritySettings'];

export const useSecurity = () => useQuery($api.queryOptions('get', '/bff/v1/office/finance/security'));

export const useSaveSecurity = () => {
  const client = useQueryClient();
  return $api.useMutation('put', '/bff/v1/office/finance/security', {
    onSuccess: (saved) =>
      client.setQueryData($api.queryOptions('get', '/bff/v1/office/finance/security').queryKey, saved),
  });
};
