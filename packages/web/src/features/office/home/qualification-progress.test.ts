import { describe, expect, it } from 'vitest';
import { qualificationProgress } from './qualification-progress';

describe('qualificationProgress (issue 32 item 3: am I on track for my next qualification)', () => {
  it('measures each condition and the whole by the least advanced one', () => {
    const progress = qualificationProgress([
      { name: 'LOPV', value: 60, target: 50 },
      { name: 'SGOPV', value: 900, target: 1200 },
    ]);
    expect(progress.conditions.map((c) => [c.name, c.share, c.missing, c.done])).toEqual([
      ['LOPV', 1, 0, true],
      ['SGOPV', 0.75, 300, false],
    ]);
    expect(progress.share).toBe(0.75);
    expect(progress.done).toBe(false);
  });

  it('counts nothing below zero and a met condition as done', () => {
    const progress = qualificationProgress([
      { name: 'LOPV', value: -5, target: 50 },
      { name: 'SGOPV', value: 1200, target: 1200 },
    ]);
    expect(progress.conditions[0]).toMatchObject({ share: 0, missing: 55, done: false });
    expect(progress.conditions[1]).toMatchObject({ share: 1, missing: 0, done: true });
    expect(progress.share).toBe(0);
  });

  it('is complete when every condition is met', () => {
    expect(qualificationProgress([{ name: 'SGOPV', value: 5000, target: 4000 }])).toMatchObject({
      share: 1,
      done: true,
    });
  });
});
