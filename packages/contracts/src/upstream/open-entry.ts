import { z } from 'zod';
import { OkReply } from './common.js';
import { CheckedOpenEntry } from './entities/open-entry.js';
import { op } from './operation.js';

const tag = 'open-entry';

/** A sponsor a visitor can pick after an open-entry sign-in; spec 2 §3 does not show its shape. */
const OpenEntrySponsor = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    city: z.string().nullable(),
    country: z.string(),
    avatar: z.string().nullable(),
  })
  .meta({ id: 'OpenEntrySponsor', 'x-assumed': true });

/** Spec 2 §7 "Open entry": after the code check (auth area), search and set a sponsor (spec 2 §4). */
export const openEntryOperations = {
  openEntrySearchSponsor: op({
    method: 'get',
    path: '/greenway/office/open-entry/search-sponsor/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    assumed: true,
    summary: 'Search sponsors by name, number or phone; isCheckout when searching from checkout',
    query: z.object({
      search: z.string().min(1),
      isCheckout: z.stringbool().optional().meta({ description: 'true or false' }),
    }),
    reply: z.object({ sponsors: z.array(OpenEntrySponsor) }),
  }),
  openEntrySetSponsor: op({
    method: 'post',
    path: '/greenway/office/open-entry/set-sponsor/',
    tag,
    spec: '2 §7',
    auth: 'optional',
    summary: 'Attach the open-entry visitor (or the signed-in user) to the chosen sponsor',
    body: z.object({
      sponsor_id: z.number().int(),
      open_entry: CheckedOpenEntry.optional().meta({
        description: 'An anonymous visitor names the checked open entry the sponsor is set on (assumed)',
      }),
    }),
    reply: OkReply,
  }),
} as const;
