import { z } from 'zod';
import { contract } from '../../../platform/contract/contract-registry.js';

/** Which statement period to export (spec 2 §7 request-download); the current one when absent. */
export const ExcelExportStart = contract(
  'ExcelExportStart',
  z.object({ period_id: z.number().int().positive().optional() }).strict(),
);
export type ExcelExportStart = z.infer<typeof ExcelExportStart>;

/** A gateway job's id: 16 random bytes, base64url. */
export const ExcelExportId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

/**
 * A bonus Excel export as the gateway runs it (spec 2 §4): running while it polls the upstream,
 * ready when the file can be downloaded, failed with the error envelope's code and message.
 */
export const ExcelExportJob = contract(
  'ExcelExportJob',
  z.object({
    id: z.string(),
    state: z.enum(['running', 'ready', 'failed']),
    progress: z
      .object({ polls: z.number().int(), pollLimit: z.number().int() })
      .meta({ description: 'Status polls of the upstream so far, of at most pollLimit (spec 2 §4)' }),
    upstreamStatus: z.enum(['PENDING', 'PROCESSING', 'SUCCESS', 'FAIL']).nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    file: z.string().nullable().meta({ description: 'Where the file is downloaded once ready' }),
    retryAfterSeconds: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'While running: when asking again is worth it (also the Retry-After header)' }),
    joined: z
      .boolean()
      .meta({ description: 'The request joined an export of the same period already running for this user' }),
  }),
);
export type ExcelExportJob = z.infer<typeof ExcelExportJob>;
