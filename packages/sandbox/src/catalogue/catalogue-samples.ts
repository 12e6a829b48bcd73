import type { Sample } from '../sample.js';

export const catalogueSamples: Sample[] = [
  { operationId: 'shopMenu' },
  { operationId: 'shopMenu', as: 'partner', query: { section: 'health' } },
  { operationId: 'shopMain' },
  { operationId: 'brandList' },
  { operationId: 'brandGet', path: '/shop/brand/aquamagic/', query: { sort: 'price_asc' } },
  { operationId: 'brandGet', path: '/shop/brand/no-such-brand/', status: 404 },
  { operationId: 'sectionGet', path: '/shop/section/household/laundry/', query: { page: '1' } },
  { operationId: 'sectionGet', path: '/shop/section/household/no-such/', status: 404 },
  { operationId: 'sectionRootGet', path: '/shop/section/cosmetics/', query: { gender: '1' } },
  { operationId: 'productQuick', query: { code: '10037' } },
  { operationId: 'productGet', path: '/shop/product/10037/' },
  { operationId: 'productGet', as: 'partner', path: '/shop/product/10074/' },
  { operationId: 'productGet', path: '/shop/product/00000/', status: 404 },
];
