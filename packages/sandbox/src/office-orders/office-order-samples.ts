import type { Sample } from '../sample.js';

/**
 * Seeded orders of `partner`: 5001 received, 5002 delivered, 5003 shipped, 5004 paid,
 * 5005 awaiting payment (left to the payment samples), 5006 cancelled.
 */
export const officeOrderSamples: Sample[] = [
  { operationId: 'officeOrderList', as: 'partner', query: { per_page: '3' } },
  { operationId: 'officeOrderList', as: 'partner', query: { status: 'received' } },
  { operationId: 'officeOrder', as: 'partner', path: '/greenway/office/order/5001/' },
  { operationId: 'officeOrder', as: 'client', path: '/greenway/office/order/5001/', status: 403 },
  { operationId: 'officeOrderCancel', as: 'partner', path: '/office/order/5006/cancel/', status: 400 },
  { operationId: 'officeOrderReceive', as: 'partner', path: '/office/order/5002/receive/' },
  {
    operationId: 'officeOrderLimits',
    as: 'partner',
    path: '/office/order/5004/limits/',
    body: { delivery_id: 2, code: 'PVZ-MSK-12' },
  },
  {
    operationId: 'officeOrderDeliveryFeedback',
    as: 'partner',
    path: '/office/order/5001/delivery-feedback/',
    body: { rating: 5, comment: 'The courier came on time' },
  },
];
