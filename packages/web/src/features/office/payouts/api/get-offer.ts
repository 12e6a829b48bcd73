import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export const useOffer = (id: number) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/payouts/companies/{id}/offer', { params: { path: { id } } }));
