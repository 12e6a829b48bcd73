import { z } from 'zod';

/** Field errors as an API gives them: one list of messages per field name. */
export const FieldErrors = z.record(z.string(), z.array(z.string())).meta({ id: 'FieldErrors', 'x-assumed': true });

/**
 * The upstream's error body. The spec shows `is_suspended` (403) and that most actions return
 * `ok: false` with field errors; the rest of the shape is assumed.
 */
export const ErrorBody = z
  .object({
    ok: z.literal(false).optional(),
    detail: z.string().optional(),
    code: z.string().optional(),
    errors: FieldErrors.optional(),
    is_suspended: z.boolean().optional(),
  })
  .meta({ id: 'ErrorBody', 'x-assumed': true });

/** A reply that only says whether the action worked. */
export const OkReply = z.object({ ok: z.boolean() }).meta({ id: 'OkReply', 'x-assumed': true });

/** A file reply (PDF, spreadsheet, image): the schema of the bytes in OpenAPI terms. */
export const FileReply = z.string().meta({ id: 'FileReply', format: 'binary' });

/** Query values arrive as strings; numbers in queries are coerced. */
export const QueryInt = z.coerce.number().int();

export const Money = z.number().meta({ description: 'Amount in the currency of `currency_code`.' });
