import type { Sample } from '../sample.js';

export const clickSamples: Sample[] = [
  { operationId: 'clickLog', body: { name: 'Omega-3 complex', place: 'catalogue-autumn-2026/p12', type: 0 } },
  { operationId: 'clickLog', as: 'partner', body: { name: 'Laundry gel', place: 'mobile-app/home', type: 1 } },
];
