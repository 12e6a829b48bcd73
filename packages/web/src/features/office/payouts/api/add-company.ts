import type { components } from '@gf/contracts/generated/bff';
import { $api } from '../../../../api/client';
import { useRefresh } from './refresh-payouts';

export type CompanyBody = components['schemas']['PayoutCompanyBody'];

export const useAddCompany = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/companies', {
    onSuccess: useRefresh('/bff/v1/office/payouts/companies'),
  });
