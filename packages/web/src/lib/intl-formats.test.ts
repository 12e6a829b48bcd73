import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters made once (issue 36: none built while a page hydrates twice)', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    expect(numberFormat('ru', { maximumFractionDigits: 2 })).toBe(numberFormat('ru', { maximumFractionDigits: 2 }));
    expect(numberFormat('ru', { maximumFractionDigits: 2 })).not.toBe(numberFormat('he', { maximumFractionDigits: 2 }));
    expect(numberFormat('ru', { maximumFractionDigits: 2 })).not.toBe(numberFormat('ru', { maximumFractionDigits: 1 }));
    expect(dateTimeFormat('he', { month: 'long' })).toBe(dateTimeFormat('he', { month: 'long' }));
    expect(dateTimeFormat('he', { month: 'long' })).not.toBe(dateTimeFormat('he', { month: 'short' }));
  });

  it('formats as Intl does', () => {
    expect(numberFormat('ru', { maximumFractionDigits: 2 }).format(1234.567)).toBe(
      new Intl.NumberFormat('ru', { maximumFractionDigits: 2 }).format(1234.567),
    );
    expect(dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 1))).toBe('November');
  });
});
