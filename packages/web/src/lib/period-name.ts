import { dateTimeFormat } from './intl-formats';

/**
 * A bonus period's name in the visitor's language: its id is `YYYYMM` (the API's own name is in
 * one language only). `short` for a chart's axis ("Nov": six months side by side on a phone),
 * `long` for headings and tables ("November 2026").
 */
export const periodName = (periodId: number, language: string, style: 'short' | 'long'): string =>
  dateTimeFormat(language, {
    month: style,
    ...(style === 'long' ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(Date.UTC(Math.floor(periodId / 100), (periodId % 100) - 1, 1));
