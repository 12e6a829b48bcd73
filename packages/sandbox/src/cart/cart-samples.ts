import type { Sample } from '../sample.js';

const cart = (products: { id: number; quantity: number }[]) => ({ products, gifts: [], free: [], choices: [] });

export const cartSamples: Sample[] = [
  { operationId: 'cartSave', as: 'client', body: { overwrite: true, cart: cart([{ id: 2, quantity: 2 }]) } },
  { operationId: 'cartSave', as: 'client', body: { overwrite: false, cart: cart([{ id: 17, quantity: 1 }]) } },
  {
    operationId: 'cartSave',
    as: 'client',
    body: {
      overwrite: true,
      cart: cart([
        { id: 43, quantity: 1 },
        { id: 2, quantity: 1 },
      ]),
    },
    status: 400,
  },
  {
    operationId: 'cartCalculate',
    body: {
      cart: cart([
        { id: 2, quantity: 2 },
        { id: 18, quantity: 1 },
      ]),
    },
  },
  {
    operationId: 'cartCalculate',
    as: 'partner',
    body: {
      cart: cart([
        { id: 7, quantity: 2 },
        { id: 25, quantity: 1 },
      ]),
      delivery_type: 'delivery-courier',
      city_id: 101,
      calculate_tax: true,
    },
  },
  { operationId: 'cartCalculate', body: { public_set: 'cs_unknown' }, status: 404 },
  { operationId: 'cartShare', as: 'partner', body: { cart: cart([{ id: 10, quantity: 1 }]) } },
];
