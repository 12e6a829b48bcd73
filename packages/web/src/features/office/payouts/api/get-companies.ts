import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type PayoutCompany = components['schemas']['PayoutCompanyCard'];

export const useCompanies = () => useQuery($api.queryOptions('get', '/bff/v1/office/payouts/companies'));
