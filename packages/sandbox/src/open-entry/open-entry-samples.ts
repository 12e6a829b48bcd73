import type { Sample } from '../sample.js';
import { SMS_CODE } from '../state/users.js';

/** The open entry the auth samples check (openEntryCheckCode runs before these). */
export const SAMPLE_OPEN_ENTRY = { phone: '+79001112233', code: SMS_CODE };

export const openEntrySamples: Sample[] = [
  { operationId: 'openEntrySearchSponsor', query: { search: 'Anna', isCheckout: 'true' } },
  { operationId: 'openEntrySearchSponsor', query: { search: '100001' } },
  { operationId: 'openEntrySetSponsor', body: { sponsor_id: 1, open_entry: SAMPLE_OPEN_ENTRY } },
  { operationId: 'openEntrySetSponsor', body: { sponsor_id: 1 }, status: 400 },
  { operationId: 'openEntrySetSponsor', body: { sponsor_id: 999999, open_entry: SAMPLE_OPEN_ENTRY }, status: 404 },
  { operationId: 'openEntrySetSponsor', as: 'manager', body: { sponsor_id: 1 } },
];
