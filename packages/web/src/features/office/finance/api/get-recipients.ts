import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type Recipient = components['schemas']['FinanceRecipients']['users'][number];

/** GET /bff/v1/office/finance/recipients: users a transfer can go to (transfer/gift/users). */
export const useRecipients = (q: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/finance/recipients', { params: { query: { q } } }),
    enabled: q.trim().length >= 2,
  });
