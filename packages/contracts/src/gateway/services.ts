import { z } from 'zod';
import { AssistantAuthRequest, BusinessServiceForm, OfficeServicePage } from '../upstream/entities/services.js';
import { contract } from './contract-registry.js';

const Slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Lower-case letters, digits and dashes');

export const ServiceParams = z.object({ service: Slug });

export const ServiceContent = contract('ServiceContent', OfficeServicePage.extend({}));
export const ServiceForm = contract('ServiceForm', BusinessServiceForm.extend({}));

/** /office/services: the five service pages and whether the live chat is offered here (chat-options). */
export const ServicesHubReply = contract(
  'ServicesHubReply',
  z.object({
    services: z.array(z.object({ page: z.string(), kind: z.enum(['content', 'form', 'assistant']) })),
    chat: z.boolean(),
  }),
);

/** One service page: a content page, the business-service form, or the voice assistant's link form. */
export const ServicePageReply = contract(
  'ServicePageReply',
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('content'), page: z.string(), content: ServiceContent }),
    z.object({ kind: z.literal('form'), page: z.string(), form: ServiceForm }),
    z.object({ kind: z.literal('assistant'), page: z.string() }),
  ]),
);

/** Limits of our own on the form (the spec shows none): a value fits a line, files are few. */
export const SERVICE_VALUE_MAX = 500;
export const SERVICE_FILES_MAX = 10;

/** A form field's name as the API writes them (snake_case). */
const FieldName = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'A form field name');

export const BusinessFormBody = z.object({
  values: z
    .record(FieldName, z.string().max(SERVICE_VALUE_MAX))
    .refine((v) => Object.keys(v).length <= 50, 'Too many fields'),
  file_ids: z.array(z.number().int().positive()).min(1, 'Attach the documents').max(SERVICE_FILES_MAX),
});

export const AssistantCode = z.object({ code: z.string().trim().min(1).max(64) });
export const AssistantLinkReply = contract('AssistantLinkReply', AssistantAuthRequest.extend({}));
export const AssistantConfirmReply = contract('AssistantConfirmReply', z.object({ ok: z.boolean() }));
