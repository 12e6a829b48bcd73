import { z } from 'zod';
import { Money } from '../common.js';
import { OfficePeriod } from './office.js';

/** A statement figure (LO, SGO, qualification, ...); `type` is what an indicator transcript asks for. */
export const StatementIndicator = z
  .object({ type: z.string(), title: z.string(), value: z.number(), has_transcript: z.boolean() })
  .meta({ id: 'StatementIndicator', 'x-assumed': true });

export const StatementBonus = z
  .object({ type: z.string(), title: z.string(), amount: Money })
  .meta({ id: 'StatementBonus', 'x-assumed': true });

/** Spec 2 §3 Statement: periods, stats, total, has_team_income, currency_code; `bonuses` only withExtra. */
export const Statement = z
  .object({
    periods: z.array(OfficePeriod),
    period_id: z.number().int(),
    stats: z.array(StatementIndicator),
    total: Money,
    has_team_income: z.boolean(),
    currency_code: z.string(),
    bonuses: z.array(StatementBonus).optional(),
  })
  .meta({ id: 'Statement' });

export const TeamRevenue = z
  .object({ currency_code: z.string(), total: Money, rows: z.array(z.object({ period: OfficePeriod, amount: Money })) })
  .meta({ id: 'TeamRevenue', 'x-assumed': true });

export const CountriesStatistics = z
  .object({
    rows: z.array(
      z.object({
        country: z.string(),
        partners: z.number().int(),
        orders: z.number().int(),
        LOPV: z.number(),
        amount: Money,
      }),
    ),
    currency_code: z.string(),
  })
  .meta({ id: 'CountriesStatistics', 'x-assumed': true });

/** Spec 2 §3 Statement "bonus detail": each bonus and who it came from. */
export const BonusDetail = z
  .object({
    currency_code: z.string(),
    total: Money,
    bonuses: z.array(
      StatementBonus.extend({
        rows: z.array(
          z.object({
            number: z.string(),
            name: z.string(),
            level: z.number().int(),
            pv: z.number(),
            percent: z.number(),
            amount: Money,
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'BonusDetail' });

export const OrdersStatuses = z
  .object({
    statuses: z.array(z.object({ status: z.string(), count: z.number().int(), amount: Money })),
    currency_code: z.string(),
  })
  .meta({ id: 'OrdersStatuses', 'x-assumed': true });

/** Loyalty statistics: client- or partner-specific by role (spec 2 §6). */
export const LoyaltyStatistics = z
  .object({
    role: z.enum(['client', 'partner']),
    bonus_percent: z.number(),
    current_streak: z.number().int().meta({ description: 'Consecutive qualifying months' }),
    months: z.array(z.object({ period: OfficePeriod, pv: z.number(), fulfilled: z.boolean() })),
  })
  .meta({ id: 'LoyaltyStatistics', 'x-assumed': true });

/** The bonus Excel download is a job polled until SUCCESS or FAIL (spec 2 §4). */
export const StatementJobStatus = z
  .enum(['PENDING', 'PROCESSING', 'SUCCESS', 'FAIL'])
  .meta({ id: 'StatementJobStatus', 'x-assumed': true });

export const StatementDownloadJob = z
  .object({ job_id: z.string() })
  .meta({ id: 'StatementDownloadJob', 'x-assumed': true });

export const StatementDownloadState = z
  .object({
    status: StatementJobStatus,
    url: z.string().optional().meta({ description: 'On SUCCESS: where the file is (the statement file call)' }),
  })
  .meta({ id: 'StatementDownloadState', 'x-assumed': true });

/** Spec 2 §3 indicator transcript: status, pages_count, result (a page of rows, once ready). */
export const IndicatorTranscript = z
  .object({
    status: StatementJobStatus,
    pages_count: z.number().int(),
    result: z.array(z.record(z.string(), z.union([z.string(), z.number()]))).nullable(),
  })
  .meta({ id: 'IndicatorTranscript' });

/** Spec 2 §3 remuneration calculator bonuses. */
export const RemunerationBonuses = z
  .object({
    loyalty: Money,
    gift: Money,
    sponsor: Money,
    personal: Money,
    group: Money,
    leadership: Money,
    gm_pool: Money,
  })
  .meta({ id: 'RemunerationBonuses' });

/** Spec 2 §3 remuneration calculator reply, one per period. */
export const RemunerationPeriod = z
  .object({
    period: z.number().int().meta({ description: 'Month of the forecast, from 1' }),
    qualification: z.string(),
    reward: Money,
    LO: z.number(),
    LOPV: z.number(),
    SGO: z.number(),
    SGOPV: z.number(),
    first_line: z.number().int(),
    structure_size: z.number().int(),
    bonuses: RemunerationBonuses,
  })
  .meta({ id: 'RemunerationPeriod' });
