import { badRequest, notFound, SandboxError } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { inPeriod, type Period, periods, resolvePeriod } from '../office/periods.js';
import { PV_PRICE_RUB, type Structure, structure } from '../office/structure.js';
import { type Cell, xlsxFile } from '../office/xlsx.js';
import { convert, currencyOf } from '../state/currencies.js';
import { orders } from '../state/orders.js';
import type { SandboxState } from '../state/sandbox-state.js';
import type { SandboxUser } from '../state/users.js';
import { bonusesOf } from './bonuses.js';
import { statementStats, TRANSCRIPT_INDICATORS } from './statement-handlers.js';
import { jobStatus, statementJobs } from './statement-jobs.js';

type ExportIds =
  | 'statementRequestDownload'
  | 'statementDownloadStatus'
  | 'statementDownloadFile'
  | 'statementIndicatorTranscriptRequest'
  | 'statementIndicatorTranscriptInfo';

/**
 * The Excel builder keeps the last six periods: the export of an older one ends in FAIL (the
 * documented way to see spec 2 §4's FAIL branch: pick the 7th period of the selector or older).
 */
export const EXPORT_ARCHIVE_PERIODS = 6;
const TRANSCRIPT_PAGE_SIZE = 20;

type TranscriptRow = Record<string, string | number>;

/** The rows behind one indicator of the period (spec 2 §3 indicator transcript). */
const transcriptRows = (tree: Structure, user: SandboxUser, period: Period, type: string, state: SandboxState) => {
  const team = tree.volumesOfTeam(user.id, period);
  if (type === 'LO') {
    const paid = orders(state)
      .of(user.id)
      .filter((o) => o.status !== 'cancelled' && o.paidWith !== null && inPeriod(period, o.createdAt));
    const fromOrders = paid.reduce((sum, o) => sum + o.value, 0);
    const rows: TranscriptRow[] = paid.map((o) => ({
      date: o.createdAt.slice(0, 10),
      document: o.number,
      pv: o.value,
    }));
    const other = team.get(user.id)!.lopv - fromOrders;
    if (other > 0) rows.push({ date: period.date_to, document: 'Purchases in partner stores', pv: other });
    return rows;
  }
  if (type === 'SGO')
    return tree
      .team(user.id)
      .map((m) => ({ number: m.user.number, name: m.user.name, level: m.level, pv: team.get(m.user.id)!.lopv }))
      .filter((r) => r.pv > 0);
  return tree
    .firstLine(user.id)
    .filter((u) => u.role === 'partner')
    .map((u) => ({
      number: u.number,
      name: u.name,
      rank: team.get(u.id)!.rank.name,
      LOPV: team.get(u.id)!.lopv,
      SGOPV: team.get(u.id)!.sgopv,
    }));
};

const transcriptKey = (userId: number, periodId: number, type: string) => `${userId}:${periodId}:${type}`;

const checkIndicator = (field: string, type: string): void => {
  if (!TRANSCRIPT_INDICATORS.includes(type))
    throw badRequest({ [field]: [`A transcript exists for ${TRANSCRIPT_INDICATORS.join(', ')}`] });
};

const statementSheet = (state: SandboxState, user: SandboxUser, period: Period, site: string): Cell[][] => {
  const tree = structure(state);
  const bonuses = bonusesOf(tree, user, period, periods(state));
  const currency = currencyOf(site).currency;
  return [
    ['Statement', period.name, `${user.number} ${user.name}`, null, null, null],
    ['Indicator', 'Value', null, null, null, null],
    // The workbook is English throughout, its qualification too.
    ...statementStats(tree, user, period, site, 'en').map((s): Cell[] => [s.title, s.value, null, null, null, null]),
    ['Bonus', 'Partner', 'Level', 'PV', 'Percent', `Amount, ${currency}`],
    ...bonuses.lines.flatMap((l): Cell[][] => [
      [l.title, null, null, null, null, convert(l.amountRub, site)],
      ...l.rows.map((r): Cell[] => [
        null,
        `${r.number} ${r.name}`,
        r.level,
        r.pv,
        r.percent,
        convert(r.amountRub, site),
      ]),
    ]),
    ['Total', null, null, null, null, convert(bonuses.totalRub, site)],
    ['Point value', null, null, null, null, convert(PV_PRICE_RUB, site)],
  ];
};

const ownJob = (state: SandboxState, userId: number, id: string) => {
  const job = statementJobs(state).downloads.get(id);
  if (!job || job.userId !== userId) throw notFound('Download job');
  return job;
};

export const statementExportHandlers: AreaHandlers<ExportIds> = {
  statementRequestDownload: ({ caller, state, query }) => {
    const period = resolvePeriod(state, query.period_id);
    const archived = periods(state).findIndex((p) => p.id === period.id) >= EXPORT_ARCHIVE_PERIODS;
    return { job_id: statementJobs(state).addDownload(caller!.user.id, period.id, archived).id };
  },

  statementDownloadStatus: ({ caller, state, query }) => {
    const job = ownJob(state, caller!.user.id, query.job_id);
    job.polls += 1;
    const status = jobStatus(job);
    return status === 'SUCCESS'
      ? { status, url: `/greenway/office/statement/download/file/?job_id=${encodeURIComponent(job.id)}` }
      : { status };
  },

  statementDownloadFile: ({ caller, state, query, site }) => {
    const user = caller!.user;
    const job = ownJob(state, user.id, query.job_id);
    const status = jobStatus(job);
    if (status !== 'SUCCESS')
      throw new SandboxError(400, {
        ok: false,
        detail: status === 'FAIL' ? 'The file could not be built' : 'The file is not ready yet',
        code: status === 'FAIL' ? 'job_failed' : 'job_not_ready',
      });
    const period = resolvePeriod(state, job.periodId);
    return xlsxFile(`statement-${period.id}.xlsx`, period.name, statementSheet(state, user, period, site));
  },

  statementIndicatorTranscriptRequest: ({ caller, state, body }) => {
    resolvePeriod(state, body.periodId, 'periodId');
    checkIndicator('indicatorType', body.indicatorType);
    statementJobs(state).transcripts.set(transcriptKey(caller!.user.id, body.periodId, body.indicatorType), {
      polls: 0,
    });
    return { status: 'PENDING' as const, pages_count: 0, result: null };
  },

  /** The first read after the request answers PROCESSING, later ones SUCCESS with a page of rows. */
  statementIndicatorTranscriptInfo: ({ caller, state, query }) => {
    const user = caller!.user;
    const period = resolvePeriod(state, query.periodId, 'periodId');
    checkIndicator('indicatorType', query.indicatorType);
    const job = statementJobs(state).transcripts.get(transcriptKey(user.id, period.id, query.indicatorType));
    if (!job) throw notFound('Indicator transcript');
    job.polls += 1;
    if (job.polls === 1) return { status: 'PROCESSING' as const, pages_count: 0, result: null };
    const rows = transcriptRows(structure(state), user, period, query.indicatorType, state);
    const pages = Math.max(1, Math.ceil(rows.length / TRANSCRIPT_PAGE_SIZE));
    const page = query.page ?? 1;
    if (page > pages) throw badRequest({ page: [`There are ${pages} pages`] });
    return {
      status: 'SUCCESS' as const,
      pages_count: pages,
      result: rows.slice((page - 1) * TRANSCRIPT_PAGE_SIZE, page * TRANSCRIPT_PAGE_SIZE),
    };
  },
};
