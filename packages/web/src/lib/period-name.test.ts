import { describe, expect, it } from 'vitest';
import { periodName } from './period-name';

/** Issue 32 item 1: periods read as months in the page's language, never as their `YYYYMM` id. */
describe('periodName', () => {
  it('names a YYYYMM period in the visitor’s language, whatever the API called it', () => {
    expect(periodName(202611, 'en', 'long')).toBe('November 2026');
    expect(periodName(202601, 'de', 'long')).toBe('Januar 2026');
    expect(periodName(202612, 'en', 'short')).toBe('Dec');
  });

  it.each([
    ['ru', 'ноябрь 2026 г.'],
    ['en-US', 'November 2026'],
    ['he', 'נובמבר 2026'],
    ['uk', 'листопад 2026 р.'],
  ])('in %s, 202611 is %s', (language, name) => {
    expect(periodName(202611, language, 'long')).toBe(name);
    expect(periodName(202611, language, 'long')).not.toContain('202611');
  });

  it('takes the month and year from the id alone, whatever the clock’s time zone (January, December)', () => {
    expect(periodName(202701, 'ru', 'long')).toBe('январь 2027 г.');
    expect(periodName(202512, 'en-US', 'long')).toBe('December 2025');
  });
});
