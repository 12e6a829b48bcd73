import type { components } from '@gf/contracts/generated/bff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type PayoutsPage = components['schemas']['PayoutsPage'];
export type PayoutRow = components['schemas']['PayoutRequest'];
export type PayoutCompany = components['schemas']['PayoutCompanyCard'];
export type CompanyBody = components['schemas']['PayoutCompanyBody'];

/** A payout document's address (application, signed copy, invoice, offer, acceptance), streamed by the gateway. */
export const payoutDocumentHref = (id: number): string => `/bff/v1/office/payouts/documents/${id}`;
/** A stored file's address (a company document uploaded with it). */
export const storedFileHref = (id: number): string => `/bff/v1/office/files/${id}`;

export const usePayouts = () => useQuery($api.queryOptions('get', '/bff/v1/office/payouts'));
export const useCompanies = () => useQuery($api.queryOptions('get', '/bff/v1/office/payouts/companies'));
export const useOffer = (id: number) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/payouts/companies/{id}/offer', { params: { path: { id } } }));

const useRefresh = (part: string) => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (query) => String(query.queryKey[1]).startsWith(part) });
};

/** Refreshes every balance the office shows: a payout takes money off the internal account. */
const useRefreshMoney = () => {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) => {
        const path = String(query.queryKey[1]);
        return path.startsWith('/bff/v1/office/payouts') || path.startsWith('/bff/v1/office/finance');
      },
    });
};

export const useRequestPayout = () =>
  $api.useMutation('post', '/bff/v1/office/payouts', { onSuccess: useRefreshMoney() });
export const useSignPayout = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/{id}/sign', { onSuccess: useRefresh('/bff/v1/office/payouts') });
export const useAttachInvoice = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/{id}/invoice', { onSuccess: useRefresh('/bff/v1/office/payouts') });
export const useAddCompany = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/companies', {
    onSuccess: useRefresh('/bff/v1/office/payouts/companies'),
  });
export const useAgreeOffer = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/companies/{id}/offer/agree', {
    onSuccess: useRefresh('/bff/v1/office/payouts/companies'),
  });

export type InternationalPage = components['schemas']['InternationalPayoutConfig'] & {
  payouts: components['schemas']['InternationalPayoutRow'][];
};
export type CardAccounts = components['schemas']['CardProviderAccounts'];

export const useInternational = () => useQuery($api.queryOptions('get', '/bff/v1/office/payouts/international'));
export const useAcceptInternational = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/international/accept', {
    onSuccess: useRefresh('/bff/v1/office/payouts/international'),
  });
export const useRequestInternational = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/international', { onSuccess: useRefreshMoney() });

export const useCardAccounts = () => useQuery($api.queryOptions('get', '/bff/v1/office/payouts/card-provider'));
export const useAddCardAccount = () =>
  $api.useMutation('post', '/bff/v1/office/payouts/card-provider', {
    onSuccess: useRefresh('/bff/v1/office/payouts/card-provider'),
  });
export const useCardInvitation = () => $api.useMutation('post', '/bff/v1/office/payouts/card-provider/{id}/invitation');
