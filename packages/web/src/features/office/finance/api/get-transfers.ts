import type { components } from '@gf/contracts/generated/bff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type TransferType = components['schemas']['TransferType'];

export type FinanceTransfer = components['schemas']['FinanceTransfer'];

/** GET /bff/v1/office/finance/transfers: balances and the transfer types open to the user. */
export const useTransferOverview = () => useQuery($api.queryOptions('get', '/bff/v1/office/finance/transfers'));

/** GET /bff/v1/office/finance/transfers/{type}: the type's bounds, balance and history. */
export const useTransferType = (type: TransferType, page: number) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/finance/transfers/{type}', {
      params: { path: { type }, query: { page } },
    }),
    placeholderData: keepPreviousData,
  });
