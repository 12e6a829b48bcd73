import { z } from 'zod';
import { richText } from '../../rules/rich-text.js';

/** The health-service, pulse and prime-subscription pages (spec 2 §7): content plus the user's state. */
export const OfficeServicePage = z
  .object({
    name: z.string(),
    title: z.string(),
    content: richText(),
    is_subscribed: z.boolean(),
    link: z.string().nullable(),
  })
  .meta({ id: 'OfficeServicePage', 'x-assumed': true });

export const BusinessServiceField = z
  .object({
    name: z.string(),
    label: z.string(),
    type: z.enum(['text', 'email', 'phone', 'select', 'file']),
    required: z.boolean(),
    options: z.array(z.string()),
  })
  .meta({ id: 'BusinessServiceField', 'x-assumed': true });

/** The business-service (business-telecom) form: its fields and what the user already sent. */
export const BusinessServiceForm = z
  .object({
    fields: z.array(BusinessServiceField),
    values: z.record(z.string(), z.string()),
    status: z.enum(['new', 'sent', 'processed']),
  })
  .meta({ id: 'BusinessServiceForm', 'x-assumed': true });

/** Sent by the form: field values and ids of files stored by the business-service upload. */
export const BusinessServiceSubmit = z
  .object({ values: z.record(z.string(), z.string()), file_ids: z.array(z.number().int()) })
  .meta({ id: 'BusinessServiceSubmit', 'x-assumed': true });

/** The messenger (voice) assistant's link request, shown on its external-auth page (spec 1 §2). */
export const AssistantAuthRequest = z
  .object({ code: z.string(), chat_type: z.string(), valid: z.boolean(), expires_at: z.string().nullable() })
  .meta({ id: 'AssistantAuthRequest', 'x-assumed': true });
