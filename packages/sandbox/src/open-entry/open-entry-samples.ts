import type { Sample } from '../sample.js';

export const openEntrySamples: Sample[] = [
  { operationId: 'openEntrySearchSponsor', query: { search: 'Anna', isCheckout: 'true' } },
  { operationId: 'openEntrySearchSponsor', query: { search: '100001' } },
  { operationId: 'openEntrySetSponsor', body: { sponsor_id: 1 } },
  { operationId: 'openEntrySetSponsor', body: { sponsor_id: 999999 }, status: 404 },
];
