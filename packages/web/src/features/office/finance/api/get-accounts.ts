import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { pageRead } from '../../../../api/page-read';

export type AccountType = components['schemas']['AccountType'];

/** Spec 2 §3 Accounts, in the order the page shows them. */
export const ACCOUNT_TYPES: readonly AccountType[] = ['internal', 'gift', 'travel', 'autobonus'];

/** GET /bff/v1/office/finance/accounts: the four balances. */
export const accountsRead = () => pageRead('/bff/v1/office/finance/accounts', {});

export const useAccounts = () => {
  const read = accountsRead();
  return useQuery($api.queryOptions('get', read.path, read.init));
};
