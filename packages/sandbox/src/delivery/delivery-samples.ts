import type { Sample } from '../sample.js';

const cart = { products: [{ id: 2, quantity: 1 }], gifts: [], free: [], choices: [] };

export const deliverySamples: Sample[] = [
  { operationId: 'deliveryList', as: 'partner', query: { city_id: '101', country_id: '1' } },
  { operationId: 'refOrderDeliveryList', query: { city_id: '601', ref: '100001' } },
  { operationId: 'deliveryPickupPoints', as: 'partner', query: { delivery_id: '20', city_id: '101' } },
  { operationId: 'refOrderDeliveryPickupPoints', query: { delivery_id: '26', city_id: '601' } },
  { operationId: 'deliveryCompare', as: 'partner', body: { cart, city_id: 101 } },
  { operationId: 'refOrderDeliveryCompare', body: { cart, city_id: 701, ref: '100001' } },
  { operationId: 'addressTemplates', as: 'partner', body: { country_id: 1, type: 'courier' } },
  {
    operationId: 'deliveryCheck',
    as: 'partner',
    body: {
      delivery_type: 'delivery-courier',
      city_id: 101,
      full_name: 'Anna Partnerova',
      phone: '+79001000001',
      country: 'RU',
      street: 'Tverskaya',
      house: '1',
    },
  },
  { operationId: 'addressTransliterate', body: { street: 'Тверская', city: 'Москва' } },
  { operationId: 'addressTemplateDelete', as: 'client', path: '/greenway/office/address-template/4/' },
  { operationId: 'addressTemplateDelete', as: 'client', path: '/greenway/office/address-template/1/', status: 404 },
];
