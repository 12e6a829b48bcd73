import { areaStore } from '../state/sandbox-state.js';

/** Statuses of spec 2 §4's bonus Excel job and of indicator transcripts. */
export type JobStatus = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'FAIL';

export interface DownloadJob {
  id: string;
  userId: number;
  periodId: number;
  polls: number;
  /** Polls answered PROCESSING after the first (PENDING) one: 1 or 2, alternating by job. */
  processingPolls: number;
  fails: boolean;
}

export interface TranscriptJob {
  polls: number;
}

/**
 * Jobs move by the number of status polls, never by wall time, so a client polling with the
 * delays of spec 2 §4 (and a test polling at once) sees the same sequence.
 */
export const jobStatus = (job: DownloadJob): JobStatus => {
  if (job.polls <= 1) return 'PENDING';
  if (job.polls <= 1 + job.processingPolls) return 'PROCESSING';
  return job.fails ? 'FAIL' : 'SUCCESS';
};

export class StatementJobs {
  readonly downloads = new Map<string, DownloadJob>();
  readonly transcripts = new Map<string, TranscriptJob>();
  private nextJob = 1;

  addDownload(userId: number, periodId: number, fails: boolean): DownloadJob {
    const seq = this.nextJob++;
    const job = { id: `XLS-${seq}`, userId, periodId, polls: 0, processingPolls: 1 + (seq % 2), fails };
    this.downloads.set(job.id, job);
    return job;
  }
}

export const statementJobs = areaStore(() => new StatementJobs());
