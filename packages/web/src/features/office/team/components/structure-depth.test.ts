import { describe, expect, it } from 'vitest';
import { findDepth } from './structure-depth';

/** A team `depth` levels deep, counting the questions asked. */
const teamOf = (depth: number) => {
  const asked: number[] = [];
  const hasLevel = async (level: number) => {
    asked.push(level);
    return level <= depth;
  };
  return { asked, hasLevel };
};

describe('findDepth (the deepest level of a team, from "is anyone at level L?")', () => {
  it('finds every depth from none to the deepest level that may be asked', async () => {
    for (let depth = 0; depth <= 40; depth += 1) expect(await findDepth(teamOf(depth).hasLevel, 40)).toBe(depth);
  });

  it('asks about 2·log2(depth) questions, never beyond the deepest level that may be asked', async () => {
    const team = teamOf(37);
    expect(await findDepth(team.hasLevel, 100)).toBe(37);
    expect(team.asked.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(37)) + 1);
    const deep = teamOf(500);
    expect(await findDepth(deep.hasLevel, 100)).toBe(100);
    expect(Math.max(...deep.asked)).toBe(100);
  });
});
