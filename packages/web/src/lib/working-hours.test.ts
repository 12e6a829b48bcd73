import { describe, expect, it } from 'vitest';
import { workingPeriods } from './working-hours';

describe('working hours (spec 1 §3: work time split by semicolon)', () => {
  it('splits the periods on semicolons, trimmed, blanks dropped', () => {
    expect(workingPeriods('Mo-Fr 9-20;Sa 10-18')).toEqual(['Mo-Fr 9-20', 'Sa 10-18']);
    expect(workingPeriods(' Mo-Su 0-24 ; ;')).toEqual(['Mo-Su 0-24']);
    expect(workingPeriods('')).toEqual([]);
  });
});
