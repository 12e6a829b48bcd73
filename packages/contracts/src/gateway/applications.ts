import { z } from 'zod';
import { ApplicationForm, SCAN_TYPES } from '../rules/event-application-rules.js';
import {
  ApplicationEvent,
  DocumentScan,
  EventApplication,
  EventApplicationData,
  EventDetail,
} from '../upstream/entities/event.js';
import { contract } from './contract-registry.js';
import { UploadReply } from './files.js';
import { IdempotencyKey } from './idempotency-key.js';

export const ScanParams = z.object({
  eventId: z.coerce.number().int().positive().max(2_147_483_647),
  scanId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ScanQuery = z.object({ type: z.enum(SCAN_TYPES).meta({ description: 'Which document the scan is of' }) });

export const ApplicationEventsReply = contract(
  'ApplicationEventsReply',
  z.object({ events: z.array(ApplicationEvent) }),
);

/** An event open for applications, with everything its application form needs and the application so far. */
export const ApplicationPageReply = contract(
  'ApplicationPageReply',
  z.object({
    event: EventDetail,
    application_status: ApplicationEvent.shape.application_status,
    form: EventApplicationData,
  }),
);

/** The whole application in one request (the gateway sends it to the upstream step by step). */
export const ApplicationBody = contract('ApplicationBody', ApplicationForm.extend({ idempotency_key: IdempotencyKey }));

export const ApplicationReply = contract('ApplicationReply', z.object({ application: EventApplication }));

/** The uploaded scan; `file_ids` as every office upload replies (the scan's stored file). */
export const ScanReply = contract('ScanReply', UploadReply.extend({ scan: DocumentScan }));

export const ScanDeleted = contract('ScanDeleted', z.object({ ok: z.boolean() }));
