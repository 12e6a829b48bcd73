import { randomUUID } from 'node:crypto';
import { ExcelExportId, ExcelExportJob, ExcelExportStart } from '@gf/contracts/gateway/statements';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorEnvelope, GatewayError } from '../../../platform/errors/envelope.js';
import { downloadRoute } from '../../../platform/files/download-route.js';
import type { JobRecord } from '../../../platform/jobs/job-store.js';
import { EVENTS_KEEPALIVE_MS, openEventStream } from '../../../platform/replies/event-stream.js';
import { OPEN_STREAMS_PER_USER, takeSlot } from '../../../platform/security/user-caps.js';
import { callContext } from '../../../platform/upstream/session-call.js';
import { EXCEL_EXPORT_JOB, excelExportJob } from './excel-export-job.js';

/** Where the exports of the signed-in user live, below the office prefix. */
const EXPORTS = '/statements/excel-exports';
/**
 * An open stream holds one of its user's OPEN_STREAMS_PER_USER slots, renewed at each keepalive:
 * a stream whose instance died frees its slot after three missed renewals.
 */
export const EVENTS_SLOT_TTL_MS = 3 * EVENTS_KEEPALIVE_MS;

const page = { page: 'OfficeStatementBonus' } as const;
const notFound = (): GatewayError =>
  new GatewayError({ status: 404, code: 'export_not_found', message: 'No such Excel export' });

/**
 * The bonus Excel export (spec 2 §4) as a gateway job: POST starts it (or joins the running export
 * of the same period) and answers 202 with its Location; the page follows it by server-sent events
 * or by reading it (Retry-After says when), then downloads the file. A user sees only their own
 * exports: another user's id is not found.
 */
export const excelExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobs, sessions, limits } = app.core;
  jobs.define(excelExportJob);
  const now = () => sessions.now();
  /** The job's address: the route's own registered path (prefixes included) with the job's id. */
  const jobUrl = (request: FastifyRequest, id: string) =>
    `${(request.routeOptions.url ?? '').replace(/\/:id.*$/, '')}/${id}`;

  const userIdOf = async (request: FastifyRequest): Promise<JobRecord['userId']> => {
    const session = await sessions.load(request);
    const user = session?.data.user;
    // The office guard has let only signed-in requests through.
    if (!session || !user) throw new GatewayError({ status: 401, code: 'sign_in_required', message: 'Please sign in' });
    return user.id ?? `session:${session.id}`;
  };
  const ownJob = async (request: FastifyRequest, id: string): Promise<JobRecord> => {
    const job = await jobs.read(id);
    if (!job || job.kind !== EXCEL_EXPORT_JOB || job.userId !== (await userIdOf(request))) throw notFound();
    return job;
  };
  const retryAfterOf = (job: JobRecord): number | null =>
    job.state === 'running' ? Math.max(1, Math.ceil((job.nextPollAt - now()) / 1000)) : null;
  const view = (request: FastifyRequest, job: JobRecord, joined = false): ExcelExportJob => ({
    id: job.id,
    state: job.state,
    progress: { polls: job.polls, pollLimit: excelExportJob.pollLimit },
    upstreamStatus: job.upstreamStatus as ExcelExportJob['upstreamStatus'],
    error: job.error,
    file: job.state === 'ready' ? `${jobUrl(request, job.id)}/file` : null,
    retryAfterSeconds: retryAfterOf(job),
    joined,
  });

  app.post(
    EXPORTS,
    {
      config: { access: 'signedIn', ...page },
      schema: {
        tags: ['statements'],
        summary: 'Start the bonus Excel export of a period, or join the one running (spec 2 §4)',
        body: ExcelExportStart,
        response: { 202: ExcelExportJob },
      },
    },
    async (request, reply) => {
      const { period_id } = request.body;
      const session = await sessions.load(request);
      const { job, joined } = await jobs.start({
        kind: EXCEL_EXPORT_JOB,
        userId: await userIdOf(request),
        caller: { sessionId: session?.id ?? '', ...callContext(request) },
        params: period_id === undefined ? {} : { period_id },
      });
      const body = view(request, job, joined);
      reply.header('location', jobUrl(request, job.id));
      if (body.retryAfterSeconds !== null) reply.header('retry-after', String(body.retryAfterSeconds));
      return reply.code(202).send(body);
    },
  );

  app.get(
    `${EXPORTS}/:id`,
    {
      config: { access: 'signedIn', ...page },
      schema: {
        tags: ['statements'],
        summary: 'An Excel export: running (with Retry-After), ready (with its file) or failed',
        params: ExcelExportId,
        response: { 200: ExcelExportJob },
      },
    },
    async (request, reply) => {
      const body = view(request, await ownJob(request, request.params.id));
      if (body.retryAfterSeconds !== null) reply.header('retry-after', String(body.retryAfterSeconds));
      return body;
    },
  );

  app.get(
    `${EXPORTS}/:id/events`,
    {
      config: { access: 'signedIn', ...page },
      schema: {
        tags: ['statements'],
        summary: 'An Excel export as server-sent events: its state now and at every change, until it ends',
        params: ExcelExportId,
        response: { 200: z.any().meta({ description: 'text/event-stream of ExcelExportJob data' }) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const job = await ownJob(request, id);
      const slots = `slots|streams|${job.userId}`;
      const holder = randomUUID();
      await takeSlot(limits, slots, holder, OPEN_STREAMS_PER_USER, EVENTS_SLOT_TTL_MS, 'event streams');
      let last = '';
      // Watching before the first read: a change between the two is not missed. The stream ends
      // with the job, when the browser goes away, or (with a reconnection hint) when this instance
      // stops: its slot is given back then, so the reconnection finds one on another instance.
      const unwatch = jobs.watch(id, () => relay());
      const stream = openEventStream(
        request,
        reply,
        () => {
          unwatch();
          limits.release(slots, holder).catch((error: unknown) => {
            request.log.warn({ err: error }, 'excel export events: the stream slot could not be released');
          });
        },
        () =>
          limits.hold(slots, holder, OPEN_STREAMS_PER_USER, EVENTS_SLOT_TTL_MS).catch((error: unknown) => {
            request.log.warn({ err: error }, 'excel export events: the stream slot could not be renewed');
          }),
      );
      const send = async (): Promise<void> => {
        const job = await jobs.read(id);
        if (stream.ended) return;
        if (!job) return stream.end();
        const data = JSON.stringify(view(request, job));
        if (data !== last) stream.send(data);
        last = data;
        if (job.state !== 'running') stream.end();
      };
      // One read at a time, in order: an older state never follows a newer one on the stream.
      let queue = Promise.resolve();
      const relay = (): void => {
        queue = queue.then(send).catch((error: unknown) => {
          request.log.warn({ err: error, job: id }, 'excel export events: the job could not be read');
          stream.end();
        });
      };
      relay();
      return reply;
    },
  );

  downloadRoute(app, `${EXPORTS}/:id/file`, {
    config: { access: 'signedIn', ...page },
    schema: {
      tags: ['statements'],
      summary: 'The Excel file of a finished export, streamed from the upstream',
      params: ExcelExportId,
      response: { 200: z.any().meta({ description: 'xlsx' }), 409: ErrorEnvelope },
    },
    download: async (request) => {
      const job = await ownJob(request, request.params.id);
      if (job.state !== 'ready' || !job.upstreamId) {
        throw new GatewayError({
          status: 409,
          code: job.state === 'failed' ? 'export_failed' : 'export_not_ready',
          message: job.state === 'failed' ? 'The Excel file could not be built' : 'The Excel file is not ready yet',
        });
      }
      const period = job.params.period_id;
      return {
        operationId: 'statementDownloadFile',
        query: { job_id: job.upstreamId },
        filename: `statement${period ? `-${period}` : ''}.xlsx`,
        ownName: true,
      };
    },
  });
};
