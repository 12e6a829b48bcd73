import { z } from 'zod';
import { OkReply, QueryInt } from './common.js';
import {
  ApplicationEvent,
  DocumentScan,
  DocumentScanType,
  EventApplication,
  EventApplicationData,
  EventDetail,
  EventSummary,
  InternationalPassport,
  Passport,
  Visa,
} from './entities/event.js';
import { op } from './operation.js';

const base = { tag: 'events', spec: '2 §7', auth: 'required' } as const;
const A = '/office/event/{id}/applications';
const EventId = z.object({ id: QueryInt });

/**
 * Spec 2 §7 "Other": events, and event applications with documents (partners manage them, spec 2 §6).
 * The application is filled step by step; every step replies with the application as it now stands.
 */
export const eventsOperations = {
  eventList: op({
    ...base,
    method: 'get',
    path: '/event/',
    auth: 'optional',
    assumed: true,
    summary: 'Upcoming events',
    query: z.object({ country: z.string().optional() }),
    reply: z.object({ events: z.array(EventSummary) }),
  }),
  eventGet: op({
    ...base,
    method: 'get',
    path: '/event/{id}/',
    auth: 'optional',
    assumed: true,
    summary: 'One event',
    params: EventId,
    reply: EventDetail,
  }),
  eventApplicationEvents: op({
    ...base,
    method: 'get',
    path: '/office/application/event/',
    assumed: true,
    summary: 'Events open for applications, with the user’s application status',
    reply: z.object({ events: z.array(ApplicationEvent) }),
  }),
  eventApplicationCreate: op({
    ...base,
    method: 'post',
    path: `${A}/create/`,
    assumed: true,
    summary: 'Start an application to an event; the one already started is returned when there is one',
    params: EventId,
    reply: EventApplication,
  }),
  eventApplicationType: op({
    ...base,
    method: 'post',
    path: `${A}/type/`,
    assumed: true,
    summary: 'Set the kind of application (values not shown)',
    params: EventId,
    body: z.object({ type: z.string().min(1) }),
    reply: EventApplication,
  }),
  eventApplicationData: op({
    ...base,
    method: 'get',
    path: `${A}/data/`,
    summary: 'Everything the application form needs, and the application so far',
    params: EventId,
    reply: EventApplicationData,
  }),
  eventApplicationPassport: op({
    ...base,
    method: 'post',
    path: `${A}/passport/`,
    assumed: true,
    summary: 'Save the passport step',
    params: EventId,
    body: Passport,
    reply: EventApplication,
  }),
  eventApplicationInternational: op({
    ...base,
    method: 'post',
    path: `${A}/international/`,
    assumed: true,
    summary: 'Save the international passport step',
    params: EventId,
    body: InternationalPassport,
    reply: EventApplication,
  }),
  eventApplicationVisa: op({
    ...base,
    method: 'post',
    path: `${A}/visa/`,
    assumed: true,
    summary: 'Save the visa step',
    params: EventId,
    body: Visa,
    reply: EventApplication,
  }),
  eventApplicationFields: op({
    ...base,
    method: 'post',
    path: `${A}/fields/`,
    assumed: true,
    summary: 'Save the extra fields, clothes size among them',
    params: EventId,
    body: z.object({ clothes_size: z.string().optional(), fields: z.record(z.string(), z.string()) }),
    reply: EventApplication,
  }),
  eventApplicationPackages: op({
    ...base,
    method: 'post',
    path: `${A}/packages/`,
    assumed: true,
    summary: 'Choose packages, paid from the green or travel account when allowed',
    params: EventId,
    body: z.object({
      package_ids: z.array(z.number().int()),
      account: z.enum(['green', 'travel']).optional(),
    }),
    reply: EventApplication,
  }),
  eventApplicationScanUpload: op({
    ...base,
    method: 'post',
    path: `${A}/scans/`,
    assumed: true,
    multipart: true,
    summary: 'Upload a document scan (multipart `file` part)',
    params: EventId,
    body: z.object({ type: DocumentScanType }),
    reply: DocumentScan,
  }),
  eventApplicationScanDelete: op({
    ...base,
    method: 'delete',
    path: `${A}/scans/{scan_id}/`,
    assumed: true,
    summary: 'Delete a document scan',
    params: EventId.extend({ scan_id: QueryInt }),
    reply: OkReply,
  }),
} as const;
