import { describe, expect, it } from 'vitest';
import { periodName } from './period-name';

describe('periodName', () => {
  it('names a YYYYMM period in the visitor’s language, whatever the API called it', () => {
    expect(periodName(202611, 'en', 'long')).toBe('November 2026');
    expect(periodName(202601, 'de', 'long')).toBe('Januar 2026');
    expect(periodName(202612, 'en', 'short')).toBe('Dec');
  });
});
