import {
  ApplicationBody,
  ApplicationEventsReply,
  ApplicationPageReply,
  ApplicationReply,
  ScanDeleted,
  ScanParams,
  ScanQuery,
  ScanReply,
} from '@gf/contracts/gateway/applications';
import { EventId } from '@gf/contracts/gateway/events';
import { APPLICATION_ERRORS, DECIDED_STATUSES } from '@gf/contracts/rules/event-application-rules';
import { EVENT_APPLICATION_UPLOAD } from '@gf/contracts/rules/upload-rules';
import type { UpstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { UPLOAD_FIELD } from '../../../platform/files/file-uploader.js';
import { readMultipartBodies } from '../../../platform/files/multipart-bodies.js';
import { IDEMPOTENCY_KEEP_MS } from '../../../platform/writes/idempotency-key.js';
import { WriteOnce } from '../../../platform/writes/write-once.js';
import { checkAgainst } from './application-checks.js';

type Submitted = z.output<typeof ApplicationReply>;
type Body = z.output<typeof ApplicationBody>;
type Scan = z.output<UpstreamOperations['eventApplicationScanUpload']['reply']>;

const invalid = (fields: Record<string, string[]>): GatewayError =>
  new GatewayError({ status: 400, code: 'invalid_input', message: 'Some fields are not valid', fields });

const notOpen = (): GatewayError =>
  new GatewayError({
    status: 404,
    code: 'application_event_not_found',
    message: 'This event takes no applications',
    redirect: { route: 'Error', status: 404 },
  });

/** An upstream step's field errors, named as the form names them (`passport.birth_date`). */
const underStep = async <T>(prefix: string, step: () => Promise<T>): Promise<T> => {
  try {
    return await step();
  } catch (error) {
    const fields = error instanceof GatewayError ? error.envelope.fields : undefined;
    if (!prefix || !fields || !(error instanceof GatewayError)) throw error;
    throw new GatewayError({
      ...error.envelope,
      fields: Object.fromEntries(Object.entries(fields).map(([name, messages]) => [`${prefix}.${name}`, messages])),
    });
  }
};

/**
 * Event applications (spec 1 §2 /office/orders/application-events, /{id}, /{id}/application; spec 2
 * §3 Event application, §7 event application calls). The form is sent whole: checked by its schema
 * (400 before any upstream call), then against the event's data (sizes, countries, packages and
 * their places, accounts, extra fields, required scans: still no write), then sent step by step
 * (create, type, passport, international, visa, fields, packages), once per idempotency key. Scans
 * go through the one upload path with the event-application rule. Every call is the caller's own:
 * the upstream keeps one application per user and event, so nobody reaches another's.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions, uploads } = app.core;
  const flights = new WriteOnce<Submitted>(sessions, IDEMPOTENCY_KEEP_MS);
  // Multipart bodies are read only in this area, and only as far as a route asks.
  await readMultipartBodies(app);

  app.get(
    '/application-events',
    {
      config: { access: 'signedIn', page: 'OfficeApplicationEvents' },
      schema: {
        tags: ['applications'],
        summary: 'Events open for applications, with the user’s application status',
        response: { 200: ApplicationEventsReply },
      },
    },
    async (request) => calls.call(request, 'eventApplicationEvents', {}),
  );

  const applicationPage = async (request: FastifyRequest, eventId: number) => {
    const params = { id: eventId };
    const { events } = await calls.call(request, 'eventApplicationEvents', {});
    const listed = events.find((e) => e.id === eventId);
    if (!listed) throw notOpen();
    const [event, form] = await Promise.all([
      calls.call(request, 'eventGet', { params }),
      calls.call(request, 'eventApplicationData', { params }),
    ]);
    return { event, application_status: listed.application_status, form };
  };

  app.get(
    '/application-events/:eventId',
    {
      config: { access: 'signedIn', page: 'OfficeApplicationEvent' },
      schema: {
        tags: ['applications'],
        summary: 'An event open for applications and the user’s application to it; 404 for any other event',
        params: EventId,
        response: { 200: ApplicationPageReply },
      },
    },
    async (request) => applicationPage(request, request.params.eventId),
  );

  app.get(
    '/application-events/:eventId/application',
    {
      config: { access: 'signedIn', page: 'OfficeEventApplication' },
      schema: {
        tags: ['applications'],
        summary: 'The application form: countries, sizes, packages with places left, accounts, the application so far',
        params: EventId,
        response: { 200: ApplicationPageReply },
      },
    },
    async (request) => applicationPage(request, request.params.eventId),
  );

  const submit = async (request: FastifyRequest, eventId: number, body: Body): Promise<Submitted> => {
    const params = { id: eventId };
    const form = await calls.call(request, 'eventApplicationData', { params });
    if (form.application && DECIDED_STATUSES.includes(form.application.status)) {
      throw new GatewayError({
        status: 409,
        code: APPLICATION_ERRORS.decided,
        message: 'The organisers have already decided on this application',
      });
    }
    const errors = checkAgainst(form, body);
    if (Object.keys(errors).length > 0) throw invalid(errors);

    if (!form.application) await calls.call(request, 'eventApplicationCreate', { params });
    await calls.call(request, 'eventApplicationType', { params, body: { type: body.type } });
    await underStep('passport', () => calls.call(request, 'eventApplicationPassport', { params, body: body.passport }));
    const { international_passport: international, visa } = body;
    if (international) {
      await underStep('international_passport', () =>
        calls.call(request, 'eventApplicationInternational', { params, body: international }),
      );
    }
    if (visa) {
      await underStep('visa', () =>
        calls.call(request, 'eventApplicationVisa', {
          params,
          body: { has_visa: visa.has_visa, number: visa.number || null, valid_until: visa.valid_until || null },
        }),
      );
    }
    await calls.call(request, 'eventApplicationFields', {
      params,
      body: { clothes_size: body.clothes_size, fields: body.fields },
    });
    try {
      const application = await calls.call(request, 'eventApplicationPackages', {
        params,
        body: { package_ids: body.package_ids, ...(body.account ? { account: body.account } : {}) },
      });
      return { application };
    } catch (error) {
      // Someone took the last place since the data was read: the same answer as a package seen full.
      if (error instanceof GatewayError && error.envelope.status === 400 && error.envelope.fields?.package_ids) {
        const now = await calls.call(request, 'eventApplicationData', { params });
        const held = now.application?.package_ids ?? [];
        const full = now.packages.some(
          (p) => body.package_ids.includes(p.id) && p.places_left === 0 && !held.includes(p.id),
        );
        if (full) throw invalid({ package_ids: [APPLICATION_ERRORS.packageFull] });
      }
      throw error;
    }
  };

  app.post(
    '/application-events/:eventId/application',
    {
      config: { access: 'signedIn', page: 'OfficeEventApplication' },
      schema: {
        tags: ['applications'],
        summary:
          'Send the whole application: field errors before any write (missing parts, full packages: package_full, missing scans); one application per idempotency key',
        params: EventId,
        body: ApplicationBody,
        response: { 200: ApplicationReply },
      },
    },
    async (request) => {
      const { eventId } = request.params;
      const { value } = await flights.run(request, request.body.idempotency_key, () =>
        submit(request, eventId, request.body),
      );
      return value;
    },
  );

  app.post(
    '/application-events/:eventId/application/scans',
    {
      config: { access: 'signedIn', page: 'OfficeEventApplication' },
      schema: {
        tags: ['applications'],
        summary:
          'Upload a document scan (multipart, part `file`) with the event-application size and type limits; the application is started first when there is none',
        params: EventId,
        querystring: ScanQuery,
        response: { 200: ScanReply },
      },
    },
    async (request) => {
      const params = { id: request.params.eventId };
      const scan = (await uploads.send(request, {
        operationId: 'eventApplicationScanUpload',
        field: UPLOAD_FIELD,
        params,
        fields: { type: request.query.type },
        rule: EVENT_APPLICATION_UPLOAD,
        // The scan belongs to the application: start it (or get it back) once the file is accepted.
        beforeSend: () => calls.call(request, 'eventApplicationCreate', { params }),
      })) as Scan;
      return { file_ids: [scan.id], scan };
    },
  );

  app.delete(
    '/application-events/:eventId/application/scans/:scanId',
    {
      config: { access: 'signedIn', page: 'OfficeEventApplication' },
      schema: {
        tags: ['applications'],
        summary: 'Delete a document scan of the user’s own application (another’s is not found)',
        params: ScanParams,
        response: { 200: ScanDeleted },
      },
    },
    async (request) =>
      calls.call(request, 'eventApplicationScanDelete', {
        params: { id: request.params.eventId, scan_id: request.params.scanId },
      }),
  );
};
