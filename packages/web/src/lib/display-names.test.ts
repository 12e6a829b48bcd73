import { describe, expect, it } from 'vitest';
import { countryName, currencyName, languageName, weekdayName } from './display-names';

describe('display names', () => {
  it('names a country in the reader language', () => {
    expect(countryName('IT', 'it')).toBe('Italia');
    expect(countryName('ru', 'en')).toBe('Russia');
    expect(countryName('IL', 'he')).toBe('ישראל');
  });

  it('names languages and currencies in the reader language', () => {
    expect(languageName('he', 'en')).toBe('Hebrew');
    expect(currencyName('EUR', 'en')).toBe('Euro');
  });

  it('falls back when a code is unknown or malformed', () => {
    expect(countryName('not a code', 'en', 'Somewhere')).toBe('Somewhere');
  });

  it('names weekdays by their getDay number', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(1, 'ru')).toBe('понедельник');
  });
});
