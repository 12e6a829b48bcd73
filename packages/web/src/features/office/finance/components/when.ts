import type { DateFormat } from '../../../../lib/format-date';
import { formatDate } from '../../../../lib/format-date';
import { dateTimeFormat, numberFormat } from '../../../../lib/intl-formats';

/** A moment as the site writes its dates (spec 1 §9), with the time of day in the page's language. */
export const formatMoment = (iso: string, dateFormat: DateFormat, language: string): string => {
  const time = new Date(iso);
  const clock = dateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(time);
  return `${formatDate(time, dateFormat)} ${clock}`;
};

/** A length of time in whole minutes, at least one, named by the language's own unit and plural rules (Intl). */
export const formatMinutes = (fromIso: string, toIso: string, language: string): string => {
  const minutes = Math.max(1, Math.round((Date.parse(toIso) - Date.parse(fromIso)) / 60_000));
  return numberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
};
