import type { TFunction } from 'i18next';

/** Word joiners keep a range on one line: an en dash is otherwise a place to break it. */
const RANGE_DASH = '\u2060–\u2060';

/**
 * A carrier's delivery time. A range is one value ("2–5"), so right-to-left text isolates it whole
 * and it reads as written; its noun takes the form of the upper end ("2–5 дней", "3–4 дня"). A
 * carrier that names one figure (no maximum, or the same twice) reads as that figure.
 */
export const deliveryDays = (t: TFunction<'checkout'>, min: number, max: number | null): string =>
  max === null || max === min
    ? t('daysExact', { count: min })
    : t('days', { range: `${min}${RANGE_DASH}${max}`, count: max });
