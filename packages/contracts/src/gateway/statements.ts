import { z } from 'zod';
import { contract } from './contract-registry.js';

/**
 * A bonus period's id. The API names periods `YYYYMM` (x-assumed: the spec does not show the id's
 * form), so a month outside 01–12 is a field error before any upstream call.
 */
export const StatementPeriodId = contract(
  'StatementPeriodId',
  z.coerce
    .number()
    .int()
    .min(100_001)
    .max(999_912)
    .refine((id) => id % 100 >= 1 && id % 100 <= 12, 'Not a period (YYYYMM)')
    .meta({ 'x-assumed': true, description: 'A bonus period, YYYYMM' }),
);

/** The bonuses of spec 2 §3 (the calculator names them; the statement breaks them down alike). */
export const STATEMENT_BONUS_TYPES = [
  'loyalty',
  'gift',
  'sponsor',
  'personal',
  'group',
  'leadership',
  'gm_pool',
] as const;
export const StatementBonusType = contract('StatementBonusType', z.enum(STATEMENT_BONUS_TYPES));

/** How many rows of one bonus's detail a page shows. */
export const BONUS_ROWS_PAGE_SIZE = 25;

export const StatementPeriod = contract(
  'StatementPeriod',
  z.object({
    id: z.number().int(),
    name: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    is_current: z.boolean(),
  }),
);

const Indicator = z.object({ type: z.string(), title: z.string(), value: z.number(), has_transcript: z.boolean() });
const BonusSummary = z.object({ type: z.string(), title: z.string(), amount: z.number() });

/**
 * /office/business/statement (spec 2 §2 "Statements and bonuses", §3 Statement): the chosen period's
 * totals, figures and bonuses in the statement's currency, the periods to choose from, and the team
 * revenue by period up to this one where the partner has team income.
 */
export const StatementPageReply = contract(
  'StatementPageReply',
  z.object({
    period: StatementPeriod,
    periods: z.array(StatementPeriod),
    currency_code: z.string(),
    total: z.number(),
    stats: z.array(Indicator),
    bonuses: z.array(BonusSummary),
    team_revenue: z
      .object({
        total: z.number(),
        rows: z.array(z.object({ period_id: z.number().int(), name: z.string(), amount: z.number() })),
      })
      .nullable()
      .meta({ description: 'Only where has_team_income; oldest period first' }),
  }),
);
export type StatementPageReply = z.infer<typeof StatementPageReply>;

export const BonusPageQuery = z.object({
  period_id: StatementPeriodId.optional(),
  type: StatementBonusType.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

const BonusDetailRow = z.object({
  number: z.string(),
  name: z.string(),
  level: z.number().int(),
  pv: z.number(),
  percent: z.number(),
  amount: z.number(),
});

/**
 * Loyalty statistics of the user's role (spec 2 §6: client- or partner-specific): the bonus percent
 * and the months in a row reached now, and each month's personal points and whether they were enough.
 */
export const LoyaltyStatistics = contract(
  'LoyaltyStatistics',
  z.object({
    role: z.enum(['client', 'partner']),
    bonus_percent: z.number(),
    current_streak: z.number().int(),
    months: z.array(
      z.object({ period_id: z.number().int(), name: z.string(), pv: z.number(), fulfilled: z.boolean() }),
    ),
  }),
);
export type LoyaltyStatistics = z.infer<typeof LoyaltyStatistics>;

/**
 * /office/business/statement/bonus: each bonus with the rows of one (the chosen type, or the first
 * with rows) a page at a time, statistics by country, orders by status and the loyalty statistics
 * of the user's role (spec 2 §6; an employee has none).
 */
export const BonusPageReply = contract(
  'BonusPageReply',
  z.object({
    period: StatementPeriod,
    periods: z.array(StatementPeriod),
    currency_code: z.string(),
    total: z.number(),
    bonuses: z.array(BonusSummary.extend({ rows_count: z.number().int() })),
    detail: z
      .object({
        type: z.string(),
        title: z.string(),
        rows: z.array(BonusDetailRow),
        page: z.number().int(),
        per_page: z.number().int(),
        total: z.number().int(),
        has_more: z.boolean(),
      })
      .nullable(),
    countries: z.array(
      z.object({
        country: z.string(),
        partners: z.number().int(),
        orders: z.number().int(),
        LOPV: z.number(),
        amount: z.number(),
      }),
    ),
    order_statuses: z.array(z.object({ status: z.string(), count: z.number().int(), amount: z.number() })),
    loyalty: LoyaltyStatistics.nullable(),
  }),
);
export type BonusPageReply = z.infer<typeof BonusPageReply>;

export const LoyaltyPageQuery = BonusPageQuery.pick({ period_id: true });

/**
 * The loyalty programme page (spec 1 §2, spec 2 §6): the role's loyalty statistics with the months
 * up to the chosen period (oldest first, the chosen one last), the periods to choose from, and the
 * loyalty bonus the statement credits for that period in the statement's currency (null where the
 * statement has no loyalty line).
 */
export const LoyaltyPageReply = contract(
  'LoyaltyPageReply',
  z.object({
    period: StatementPeriod,
    periods: z.array(StatementPeriod),
    currency_code: z.string(),
    bonus: z.number().nullable(),
    loyalty: LoyaltyStatistics,
  }),
);
export type LoyaltyPageReply = z.infer<typeof LoyaltyPageReply>;

/** An indicator of the statement whose transcript is asked for (spec 2 §7 indicator-transcript). */
export const TranscriptRequest = contract(
  'TranscriptRequest',
  z.object({ period_id: StatementPeriodId, indicator: z.string().regex(/^[A-Za-z_]{1,32}$/) }).strict(),
);

export const TranscriptQuery = z.object({
  period_id: StatementPeriodId,
  indicator: z.string().regex(/^[A-Za-z_]{1,32}$/),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A requested indicator transcript (spec 2 §3): its status, and once SUCCESS one page of its rows. */
export const TranscriptReply = contract(
  'TranscriptReply',
  z.object({
    status: z.enum(['PENDING', 'PROCESSING', 'SUCCESS', 'FAIL']),
    page: z.number().int(),
    pages_count: z.number().int(),
    columns: z.array(z.string()),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
);
export type TranscriptReply = z.infer<typeof TranscriptReply>;

/** Largest structure and monthly sum the calculator takes (x-assumed: the spec names no bounds). */
export const CALCULATOR_MAX_PARTNERS = 1_000;
export const CALCULATOR_MAX_SUM = 10_000_000;

/** Spec 2 §7 remuneration-calculator {currency, partners, sum}: the sum as exact decimal text. */
export const CalculatorQuery = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  partners: z.coerce.number().int().min(0).max(CALCULATOR_MAX_PARTNERS),
  sum: z
    .string()
    .regex(/^\d{1,8}(\.\d{1,2})?$/)
    .refine((sum) => Number(sum) <= CALCULATOR_MAX_SUM, `At most ${CALCULATOR_MAX_SUM}`),
});

/** Spec 2 §3 remuneration calculator reply, per period. */
export const CalculatorReply = contract(
  'CalculatorReply',
  z.object({
    currency: z.string(),
    periods: z.array(
      z.object({
        period: z.number().int(),
        qualification: z.string(),
        reward: z.number(),
        LO: z.number(),
        LOPV: z.number(),
        SGO: z.number(),
        SGOPV: z.number(),
        first_line: z.number().int(),
        structure_size: z.number().int(),
        bonuses: z.object({
          loyalty: z.number(),
          gift: z.number(),
          sponsor: z.number(),
          personal: z.number(),
          group: z.number(),
          leadership: z.number(),
          gm_pool: z.number(),
        }),
      }),
    ),
  }),
);

/** Which statement period to export (spec 2 §7 request-download); the current one when absent. */
export const ExcelExportStart = contract(
  'ExcelExportStart',
  z.object({ period_id: z.number().int().positive().optional() }).strict(),
);
export type ExcelExportStart = z.infer<typeof ExcelExportStart>;

/** A gateway job's id: 16 random bytes, base64url. */
export const ExcelExportId = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/) });

/**
 * A bonus Excel export as the gateway runs it (spec 2 §4): running while it polls the upstream,
 * ready when the file can be downloaded, failed with the error envelope's code and message.
 */
export const ExcelExportJob = contract(
  'ExcelExportJob',
  z.object({
    id: z.string(),
    state: z.enum(['running', 'ready', 'failed']),
    progress: z
      .object({ polls: z.number().int(), pollLimit: z.number().int() })
      .meta({ description: 'Status polls of the upstream so far, of at most pollLimit (spec 2 §4)' }),
    upstreamStatus: z.enum(['PENDING', 'PROCESSING', 'SUCCESS', 'FAIL']).nullable(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    file: z.string().nullable().meta({ description: 'Where the file is downloaded once ready' }),
    retryAfterSeconds: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'While running: when asking again is worth it (also the Retry-After header)' }),
    joined: z
      .boolean()
      .meta({ description: 'The request joined an export of the same period already running for this user' }),
  }),
);
export type ExcelExportJob = z.infer<typeof ExcelExportJob>;
