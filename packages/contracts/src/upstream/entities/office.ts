import { z } from 'zod';
import { QueryInt } from '../common.js';

/** Page sizes are not shown (spec 2 §9): the client asks for a page; long lists answer with `Paging`. */
export const PageQuery = z.object({
  page: QueryInt.min(1).optional(),
  per_page: QueryInt.min(1).max(100).optional(),
});

/** Spread into a long list's reply: where the page is and whether more follow. */
export const Paging = { page: z.number().int(), total: z.number().int(), has_more: z.boolean() };

/** Dates as the API writes them (formats are not shown, spec 2 §3): ISO `YYYY-MM-DD`. */
export const IsoDate = z.string().meta({ description: 'YYYY-MM-DD' });
export const IsoDateTime = z.string().meta({ description: 'ISO 8601 date and time' });

/** A bonus period (month) as statements, ratings and payouts choose it (spec 2 §3 periods). */
export const OfficePeriod = z
  .object({ id: z.number().int(), name: z.string(), date_from: IsoDate, date_to: IsoDate, is_current: z.boolean() })
  .meta({ id: 'OfficePeriod', 'x-assumed': true });

/** A stored file the API links to (offers, scans, documents). */
export const OfficeFile = z
  .object({ id: z.number().int(), name: z.string(), url: z.string() })
  .meta({ id: 'OfficeFile', 'x-assumed': true });

/** POST /greenway/file/upload/ replies `file_ids` (spec 2 §7); later calls refer to them. */
export const FileUploadReply = z.object({ file_ids: z.array(z.number().int()) }).meta({ id: 'FileUploadReply' });

/** A short reference to a person in the structure (sponsor, recipient, ticket holder). */
export const PersonRef = z
  .object({ id: z.number().int(), number: z.string(), name: z.string() })
  .meta({ id: 'PersonRef', 'x-assumed': true });
