import { EXCEL_POLL_LIMIT, excelPollDelayMs } from '@gf/contracts/rules/excel-polling';
import type { JobKind } from '../../../platform/jobs/job-runner.js';

export const EXCEL_EXPORT_JOB = 'statement-excel';

/**
 * The bonus Excel export of spec 2 §4 as a gateway job: request-download starts it, download
 * reports its status on the spec's schedule; SUCCESS makes the file ready, FAIL stops.
 */
export const excelExportJob: JobKind = {
  name: EXCEL_EXPORT_JOB,
  pollLimit: EXCEL_POLL_LIMIT,
  delayMs: excelPollDelayMs,
  exhausted: { code: 'export_timed_out', message: 'The Excel file was not ready in time' },
  start: async (calls, job) => {
    const periodId = job.params.period_id;
    const reply = await calls.callAs(job.caller, 'statementRequestDownload', {
      query: periodId === undefined ? {} : { period_id: Number(periodId) },
    });
    return reply.job_id;
  },
  poll: async (calls, job) => {
    const reply = await calls.callAs(job.caller, 'statementDownloadStatus', {
      query: { job_id: job.upstreamId ?? '' },
    });
    if (reply.status === 'SUCCESS') return { status: 'ready', upstreamStatus: reply.status };
    if (reply.status === 'FAIL')
      return {
        status: 'failed',
        upstreamStatus: reply.status,
        code: 'export_failed',
        message: 'The Excel file could not be built',
      };
    return { status: 'running', upstreamStatus: reply.status };
  },
};
