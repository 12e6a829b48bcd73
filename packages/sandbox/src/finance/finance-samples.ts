import type { Sample } from '../sample.js';

export const financeSamples: Sample[] = [
  { operationId: 'financeAccounts', as: 'partner' },
  { operationId: 'financeTransactions', as: 'partner', query: { account: 'internal', per_page: '5' } },
  { operationId: 'financeAccountDownload', as: 'partner', query: { account: 'gift' } },
  { operationId: 'financeTransferOverview', as: 'partner' },
  { operationId: 'financeTransferType', as: 'partner', path: '/greenway/office/transfer/gift/' },
  { operationId: 'financeTransferGiftUsers', as: 'partner', query: { search: '10010' } },
  {
    operationId: 'financeTransferAdd',
    as: 'partner',
    path: '/greenway/office/transfer/internal/add/',
    body: { amount: 500, to_account: 'gift' },
  },
  {
    operationId: 'financeTransferAdd',
    as: 'partner',
    path: '/greenway/office/transfer/gift/add/',
    body: { amount: 200, recipient_id: 100, comment: 'Happy birthday' },
  },
  {
    operationId: 'financeTransferAdd',
    as: 'partner',
    path: '/greenway/office/transfer/travel/add/',
    body: { amount: 100_000_000, recipient_id: 100 },
    status: 400,
  },
];
