import { z } from 'zod';
import { FileReply, QueryInt } from './common.js';
import {
  BonusDetail,
  CountriesStatistics,
  IndicatorTranscript,
  LoyaltyStatistics,
  OrdersStatuses,
  RemunerationPeriod,
  Statement,
  StatementDownloadJob,
  StatementDownloadState,
  TeamRevenue,
} from './entities/statement.js';
import { op } from './operation.js';

const base = { tag: 'statements', spec: '2 §7', auth: 'required' } as const;
const S = '/greenway/office/statement';
const Period = z.object({ period_id: QueryInt.optional() });
const Job = z.object({ job_id: z.string().min(1) });
const Transcript = { periodId: QueryInt, indicatorType: z.string().min(1) };

/**
 * Spec 2 §7 "Statements". The bonus Excel download is a job (spec 2 §4): request-download gives a job id,
 * download reports its status (polled at most 10 times), and on SUCCESS the file call gives the bytes.
 */
export const statementsOperations = {
  statement: op({
    ...base,
    method: 'get',
    path: `${S}/`,
    summary: 'The statement of a period; withExtra adds the bonus breakdown',
    query: Period.extend({ withExtra: z.enum(['0', '1']).optional() }),
    reply: Statement,
  }),
  statementTeamRevenue: op({
    ...base,
    method: 'get',
    path: `${S}/team-revenue/`,
    assumed: true,
    summary: 'Team income by period (when has_team_income)',
    query: Period,
    reply: TeamRevenue,
  }),
  statementCountriesStatistics: op({
    ...base,
    method: 'get',
    path: `${S}/user-countries-statistics/`,
    assumed: true,
    summary: 'Statistics of the period by country',
    query: Period,
    reply: CountriesStatistics,
  }),
  statementBonusDetail: op({
    ...base,
    method: 'get',
    path: `${S}/user-bonus-detail/`,
    assumed: true,
    summary: 'Each bonus of the period and the rows it came from',
    query: Period,
    reply: BonusDetail,
  }),
  statementOrdersStatuses: op({
    ...base,
    method: 'get',
    path: `${S}/user-orders-statuses/`,
    assumed: true,
    summary: 'Orders of the period counted by status',
    query: Period,
    reply: OrdersStatuses,
  }),
  statementLoyalty: op({
    ...base,
    method: 'get',
    path: `${S}/user-loyalty/`,
    assumed: true,
    summary: 'Loyalty statistics, client- or partner-specific by role',
    reply: LoyaltyStatistics,
  }),
  statementRequestDownload: op({
    ...base,
    method: 'get',
    path: `${S}/request-download/`,
    assumed: true,
    summary: 'Start building the bonus Excel file of a period',
    query: Period,
    reply: StatementDownloadJob,
  }),
  statementDownloadStatus: op({
    ...base,
    method: 'get',
    path: `${S}/download/`,
    assumed: true,
    summary: 'Status of a bonus Excel job: PENDING, PROCESSING, SUCCESS (with url) or FAIL',
    query: Job,
    reply: StatementDownloadState,
  }),
  statementDownloadFile: op({
    ...base,
    method: 'get',
    path: `${S}/download/file/`,
    assumed: true,
    summary: 'The bonus Excel file of a finished job (the url a SUCCESS status gives)',
    query: Job,
    reply: FileReply,
    replyKind: 'xlsx',
  }),
  statementIndicatorTranscriptRequest: op({
    ...base,
    method: 'post',
    path: `${S}/user-bonus/indicator-transcript/`,
    summary: 'Request the transcript of one indicator of a period',
    body: z.object({ periodId: z.number().int(), indicatorType: z.string().min(1) }),
    reply: IndicatorTranscript,
  }),
  statementIndicatorTranscriptInfo: op({
    ...base,
    method: 'get',
    path: `${S}/indicator-transcript-info/`,
    assumed: true,
    summary: 'A requested indicator transcript: status, pages_count and one page of the result',
    query: z.object({ ...Transcript, page: QueryInt.min(1).optional() }),
    reply: IndicatorTranscript,
  }),
  remunerationCalculator: op({
    ...base,
    method: 'post',
    path: '/greenway/remuneration-calculator/',
    auth: 'optional',
    summary: 'Forecast rewards per period for a structure size and monthly sum',
    body: z.object({
      currency: z.string().min(1),
      partners: z.number().int().min(0),
      sum: z.number().min(0),
    }),
    reply: z.array(RemunerationPeriod),
  }),
} as const;
