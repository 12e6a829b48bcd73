import type { Sample } from '../sample.js';

/** The demo partner's seeded set (product-sets-store.ts) has id 301. */
export const productsSamples: Sample[] = [
  { operationId: 'favouriteAdd', as: 'client', path: '/greenway/shop/favorite/add/3/' },
  { operationId: 'favouriteRemove', as: 'client', path: '/greenway/shop/favorite/remove/3/' },
  { operationId: 'favouriteList', as: 'partner' },
  { operationId: 'productsNew' },
  { operationId: 'productsPromo', query: { page: '1' } },
  { operationId: 'productsNewAndPromo', as: 'partner' },
  { operationId: 'productsRecommended', query: { 'code[]': '10037' } },
  { operationId: 'productsPeriodicRecommended', as: 'partner' },
  { operationId: 'reviewList', as: 'partner', path: '/greenway/shop/product/10037/review/list/' },
  {
    operationId: 'reviewAdd',
    as: 'client',
    path: '/greenway/shop/product/10111/review/add/',
    multipart: {
      fields: { rating: '5', text: 'The gel washes well even in cold water.' },
      file: { field: 'photos[]', filename: 'photo.jpg', content: 'jpeg-bytes' },
    },
  },
  { operationId: 'reviewDelete', as: 'client', path: '/greenway/shop/product/10037/review/99999/', status: 404 },
  { operationId: 'reviewTemplate' },
  {
    operationId: 'installmentRequest',
    path: '/greenway/shop/product/10037/installment-request/',
    body: { name: 'Maria Smirnova', phone: '+7 900 123-45-67' },
  },
  { operationId: 'productReferralCode', as: 'partner', body: { code: '10037' } },
  { operationId: 'productQrPdf', as: 'partner', path: '/greenway/shop/product/10037/qr/' },
  { operationId: 'qrImage', path: '/qr/10037/' },
  { operationId: 'productSetList', as: 'partner' },
  { operationId: 'productSetGet', as: 'partner', path: '/greenway/shop/product-set/301/' },
  {
    operationId: 'productSetCreate',
    as: 'client',
    body: { name: 'For the kitchen', products: [{ product_id: 5, quantity: 2 }] },
  },
  {
    operationId: 'productSetUpdate',
    as: 'partner',
    path: '/greenway/shop/product-set/301/',
    body: { name: 'Weekly home' },
  },
  { operationId: 'productSetDelete', as: 'client', path: '/greenway/shop/product-set/301/', status: 404 },
  { operationId: 'productSetShare', as: 'partner', path: '/greenway/shop/product-set/301/share/' },
  {
    operationId: 'productSetProductAdd',
    as: 'partner',
    path: '/greenway/shop/product-set/301/product/',
    body: { product_id: 8, quantity: 1 },
  },
  {
    operationId: 'productSetProductUpdate',
    as: 'partner',
    path: '/greenway/shop/product-set/301/product/8/',
    body: { quantity: 3 },
  },
  { operationId: 'productSetProductDelete', as: 'partner', path: '/greenway/shop/product-set/301/product/8/' },
];
