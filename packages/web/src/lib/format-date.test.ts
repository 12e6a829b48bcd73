import { describe, expect, it } from 'vitest';
import { DATE_FORMATS } from '../config/constants';
import { formatDate } from './format-date';

describe('formatDate', () => {
  const day = new Date(2024, 2, 5); // 5 March 2024, local time

  it.each([
    ['MM.DD.YYYY', '03.05.2024'],
    ['DD.MM.YYYY', '05.03.2024'],
    ['DD/MM/YYYY', '05/03/2024'],
    ['YYYY/MM/DD', '2024/03/05'],
  ] as const)('writes %s', (format, expected) => {
    expect(formatDate(day, format)).toBe(expected);
  });

  it('covers every format of the spec', () => {
    for (const format of DATE_FORMATS) expect(formatDate(day, format)).toMatch(/\d/);
  });

  it('reads a bare calendar day as written, whatever the time zone', () => {
    expect(formatDate('2024-12-31', 'DD.MM.YYYY')).toBe('31.12.2024');
  });

  it('accepts timestamps and ISO instants', () => {
    expect(formatDate(day.getTime(), 'YYYY/MM/DD')).toBe('2024/03/05');
    expect(formatDate(day.toISOString(), 'DD/MM/YYYY')).toBe('05/03/2024');
  });

  it('refuses what is not a date', () => {
    expect(() => formatDate('soon', 'DD.MM.YYYY')).toThrow(RangeError);
  });
});
