import type { components } from '@gf/contracts/generated/bff';

export type DateFormat = components['schemas']['DateFormat'];

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const parts = (date: Date | string | number): { y: number; m: number; d: number } => {
  // A bare `YYYY-MM-DD` is a calendar day, not an instant: `new Date('2024-03-05')` is UTC
  // midnight and would show the 4th west of Greenwich. Read its parts as they are written.
  if (typeof date === 'string') {
    const match = DATE_ONLY.exec(date);
    if (match) return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
  }
  const value = date instanceof Date ? date : new Date(date);
  if (Number.isNaN(value.getTime())) throw new RangeError(`Invalid date: ${String(date)}`);
  return { y: value.getFullYear(), m: value.getMonth() + 1, d: value.getDate() };
};

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * A date in the site's own format (spec 1 §9): the site decides the order, not the language, so a
 * visitor reading English on the Italian site still sees DD/MM/YYYY.
 */
export const formatDate = (date: Date | string | number, dateFormat: DateFormat): string => {
  const { y, m, d } = parts(date);
  const [yyyy, mm, dd] = [pad(y, 4), pad(m), pad(d)];
  switch (dateFormat) {
    case 'MM.DD.YYYY':
      return `${mm}.${dd}.${yyyy}`;
    case 'DD.MM.YYYY':
      return `${dd}.${mm}.${yyyy}`;
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${yyyy}`;
    case 'YYYY/MM/DD':
      return `${yyyy}/${mm}/${dd}`;
  }
};
