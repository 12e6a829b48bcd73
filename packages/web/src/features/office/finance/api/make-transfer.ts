import type { components } from '@gf/contracts/generated/bff';
import { $api } from '../../../../api/client';
import { useRefreshBalances } from './refresh-balances';

export type TransferBody = components['schemas']['FinanceTransferBody'];

/** POST /bff/v1/office/finance/transfers/{type}: one transfer per idempotency key. */
export const useMakeTransfer = () => {
  const refresh = useRefreshBalances();
  return $api.useMutation('post', '/bff/v1/office/finance/transfers/{type}', { onSuccess: refresh });
};
