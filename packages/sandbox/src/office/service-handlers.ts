import { createHash } from 'node:crypto';
import type { BusinessServiceField } from '@gf/contracts/upstream/entities/services';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { localized } from '../localized.js';
import { orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import type { SandboxUser } from '../state/users.js';
import { officeStore } from './office-store.js';
import { currentPeriod } from './periods.js';
import { structure } from './structure.js';

type ServiceIds =
  | 'officeWebim'
  | 'officeHealthService'
  | 'officePulseService'
  | 'officePrimeSubscription'
  | 'officeBusinessServiceForm'
  | 'officeBusinessServiceSubmit'
  | 'officeBusinessServiceUpload'
  | 'officeBusinessServiceFile'
  | 'assistantAuthInfo'
  | 'assistantAuthConfirm';

/** Spec 2 §1: the live chat is offered only on configured country domains and languages. */
const WEBIM_DOMAINS: Record<string, string[]> = {
  ru: ['ru', 'en'],
  kz: ['ru', 'kk'],
  by: ['ru'],
  uz: ['ru', 'uz'],
  kg: ['ru'],
};

const BUSINESS_FIELDS: z.input<typeof BusinessServiceField>[] = [
  { name: 'company_name', label: 'Company name', type: 'text', required: true, options: [] },
  { name: 'inn', label: 'Taxpayer number', type: 'text', required: true, options: [] },
  { name: 'contact_phone', label: 'Contact phone', type: 'phone', required: true, options: [] },
  { name: 'email', label: 'Email', type: 'email', required: true, options: [] },
  { name: 'tariff', label: 'Tariff', type: 'select', required: true, options: ['Start', 'Business', 'Corporate'] },
  { name: 'comment', label: 'Comment', type: 'text', required: false, options: [] },
  { name: 'documents', label: 'Company registration documents', type: 'file', required: true, options: [] },
];
const FILE_FIELDS = BUSINESS_FIELDS.filter((f) => f.type === 'file').map((f) => f.name);

/** A messenger-assistant link code: `<messenger>-<6 digits>`, valid 15 minutes after it is first shown. */
const ASSISTANT_CODE = /^(telegram|whatsapp|viber)-(\d{6})$/;
const ASSISTANT_CODE_TTL_MS = 15 * 60 * 1000;

const hasOrderedService = (state: SandboxState, user: SandboxUser): boolean =>
  orders(state)
    .of(user.id)
    .some((o) => o.status !== 'cancelled' && o.lines.some((l) => l.type === 1));

const businessForm = (state: SandboxState, userId: number) => {
  const request = officeStore(state).businessRequest(userId);
  return { fields: BUSINESS_FIELDS, values: request.values, status: request.status };
};

const assistantLink = (state: SandboxState, code: string) => {
  const match = ASSISTANT_CODE.exec(code.trim());
  if (!match) return undefined;
  const store = officeStore(state).assistantLinks;
  const existing = store.get(match[0]);
  if (existing) return existing;
  const link = { chatType: match[1] as string, expiresAt: state.now() + ASSISTANT_CODE_TTL_MS, linkedUserId: null };
  store.set(match[0], link);
  return link;
};

export const serviceHandlers: AreaHandlers<ServiceIds> = {
  officeWebim: ({ caller, site, language }) => {
    const user = caller!.user;
    const enabled = WEBIM_DOMAINS[site]?.includes(language) ?? false;
    const fields = { id: String(user.id), display_name: user.name, phone: user.phone, email: user.email };
    return {
      enabled,
      account: 'greenway',
      location: site,
      visitor: enabled
        ? {
            fields,
            hash: createHash('sha256')
              .update(`webim:${JSON.stringify(fields)}`)
              .digest('hex'),
          }
        : null,
    };
  },

  officeHealthService: ({ caller, state }) => ({
    name: 'health',
    title: 'GreenWay Health',
    content:
      '<p>Online consultations with nutritionists and a personal plan of supplements.</p><p>Book a consultation in the shop: it appears here once ordered.</p>',
    is_subscribed: hasOrderedService(state, caller!.user),
    link: 'https://health.greenway.example/',
  }),

  officePulseService: ({ caller, state, language }) => {
    const active = structure(state).personalPv(caller!.user, currentPeriod(state)) >= 50;
    return {
      name: 'pulse',
      title: 'Pulse',
      content: localized(
        language,
        '<p>The monthly activity tracker of active partners: 50 personal points this month open it.</p>',
        {
          ru: '<p>Ежемесячный трекер активности активных партнёров: его открывают 50 личных баллов в этом месяце.</p>',
          he: '<p>מעקב הפעילות החודשי של שותפים פעילים: 50 נקודות אישיות החודש פותחות אותו.</p>',
        },
      ),
      is_subscribed: active,
      link: active ? 'https://pulse.greenway.example/' : null,
    };
  },

  officePrimeSubscription: ({ caller, state }) => ({
    name: 'prime-subscription',
    title: 'Prime subscription',
    content: '<p>Free delivery of every order in a month with 100 personal points.</p>',
    is_subscribed: structure(state).personalPv(caller!.user, currentPeriod(state)) >= 100,
    link: null,
  }),

  officeBusinessServiceForm: ({ caller, state }) => businessForm(state, caller!.user.id),

  officeBusinessServiceSubmit: ({ caller, state, body }) => {
    const userId = caller!.user.id;
    const errors: Record<string, string[]> = {};
    for (const field of BUSINESS_FIELDS) {
      if (field.type === 'file') continue;
      const value = body.values[field.name]?.trim() ?? '';
      if (field.required && !value) errors[`values.${field.name}`] = ['Required'];
      else if (value && field.type === 'email' && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value))
        errors[`values.${field.name}`] = ['Enter a valid email'];
      else if (value && field.type === 'phone' && !/^\+?\d{10,15}$/.test(value))
        errors[`values.${field.name}`] = ['Enter a valid phone number'];
      else if (value && field.type === 'select' && !field.options.includes(value))
        errors[`values.${field.name}`] = [`Choose one of ${field.options.join(', ')}`];
    }
    for (const name of Object.keys(body.values)) {
      if (!BUSINESS_FIELDS.some((f) => f.name === name)) errors[`values.${name}`] = ['Unknown field'];
    }
    const files = officeStore(state).files;
    if (body.file_ids.length === 0) errors.file_ids = ['Attach the company registration documents'];
    else if (body.file_ids.some((id) => files.get(id)?.userId !== userId))
      errors.file_ids = ['Upload the files with this form first'];
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    const request = officeStore(state).businessRequest(userId);
    request.values = { ...body.values };
    request.fileIds = [...body.file_ids];
    request.status = 'sent';
    return businessForm(state, userId);
  },

  officeBusinessServiceUpload: ({ caller, state, body, files }) => {
    if (!FILE_FIELDS.includes(body.field)) throw badRequest({ field: ['This field takes no files'] });
    if (files.length === 0) throw badRequest({ file: ['Attach a file'] });
    const store = officeStore(state);
    return { file_ids: files.map((f) => store.addFile(caller!.user.id, body.field, f.filename, f.size).id) };
  },

  officeBusinessServiceFile: ({ caller, state, params }) => {
    const file = officeStore(state).files.get(params.id);
    if (!file || file.userId !== caller!.user.id) throw notFound('File');
    // The router keeps a multipart file's name and size, not its bytes: the download is the stored record.
    return {
      filename: file.filename,
      contentType: 'application/octet-stream',
      data: `${file.filename}: ${file.size} bytes, field ${file.field}, uploaded ${file.uploadedAt}\n`,
    };
  },

  assistantAuthInfo: ({ query, state }) => {
    const link = assistantLink(state, query.code);
    if (!link) throw notFound('Link code');
    return {
      code: query.code.trim(),
      chat_type: link.chatType,
      valid: link.linkedUserId === null && state.now() < link.expiresAt,
      expires_at: new Date(link.expiresAt).toISOString(),
    };
  },

  assistantAuthConfirm: ({ body, caller, state }) => {
    const link = assistantLink(state, body.code);
    if (!link) throw badRequest({ code: ['Unknown link code'] });
    if (link.linkedUserId !== null) throw badRequest({ code: ['The code was already used'] });
    if (state.now() >= link.expiresAt) throw badRequest({ code: ['The code has expired'] });
    link.linkedUserId = caller!.user.id;
    return { ok: true };
  },
};
