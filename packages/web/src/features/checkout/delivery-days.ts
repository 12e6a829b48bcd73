import type { TFunction } from 'i18next';

/**
 * A carrier's delivery time. A range takes its noun's form from its upper end ("2–5 дней",
 * "3–4 дня"); a carrier that names one figure (no maximum, or the same twice) reads as that figure.
 */
export const deliveryDays = (t: TFunction<'checkout'>, min: number, max: number | null): string =>
  max === null || max === min ? t('daysExact', { count: min }) : t('days', { min, max, count: max });
