import { SAMPLE_OPEN_ENTRY } from '../open-entry/open-entry-samples.js';
import type { Sample } from '../sample.js';

const cart = { products: [{ id: 2, quantity: 1 }], gifts: [], free: [], choices: [] };
const courier = { delivery_type: 'delivery-courier', city_id: 101, country: 'RU', street: 'Tverskaya', house: '7' };

export const orderSamples: Sample[] = [
  {
    operationId: 'orderCreate',
    as: 'client',
    body: {
      cart,
      delivery: {
        delivery_type: 'stock',
        city_id: 101,
        stock_id: 1,
        full_name: 'Ivan Klientov',
        phone: '+79001000002',
        country: 'RU',
      },
      order_metrics: { idempotency_key: 'sample-order-1', utm_source: 'sample' },
    },
  },
  {
    operationId: 'refOrderCreate',
    body: {
      cart,
      delivery: { ...courier, full_name: 'Vera Lesnaya', phone: '+79161230001', email: 'vera.lesnaya@example.com' },
      registration: { ref: '100001' },
    },
  },
  {
    operationId: 'refOrderCreate',
    body: {
      cart,
      delivery: { ...courier, full_name: 'Vera Lesnaya', phone: '+79161230009' },
      registration: { ref: 'nope' },
    },
    status: 400,
  },
  {
    operationId: 'openEntryOrderCreate',
    body: {
      cart,
      delivery: { ...courier, full_name: 'Gleb Rosin', phone: '+79161230002' },
      open_entry: SAMPLE_OPEN_ENTRY,
    },
  },
  {
    operationId: 'openEntryOrderCreate',
    body: {
      cart,
      delivery: { ...courier, full_name: 'Gleb Rosin', phone: '+79161230008' },
      open_entry: { ...SAMPLE_OPEN_ENTRY, phone: '+79001112299' },
    },
    status: 400,
  },
  { operationId: 'orderPayment', as: 'partner', path: '/shop/order/5005/payment/' },
  { operationId: 'orderPayment', as: 'partner', path: '/shop/order/999999/payment/', status: 404 },
  { operationId: 'orderBlank', as: 'partner', path: '/shop/order/5001/blank/' },
  { operationId: 'orderBill', as: 'partner', path: '/shop/order/5001/bill/invoice/' },
  { operationId: 'orderBillDownload', as: 'partner', path: '/shop/order/5001/bill/receipt/download/' },
  { operationId: 'orderShare', as: 'partner', path: '/shop/order/5001/share/' },
  { operationId: 'vatCheck', body: { vat_number: 'IT12345678903' } },
];
