import { describe, expect, it } from 'vitest';
import { branchesAbove, flattenStructure } from './structure-rows';

interface Node {
  number: string;
}

/** The size of a large team (issue 17: "smooth with 10,000 members"). */
const LARGE_TEAM = 10_000;
/** Members in each first line of the generated team. */
const FIRST_LINE = 10;

/** A team of `size` members, each with FIRST_LINE partners below, numbered breadth first. */
const team = (size: number) => {
  const children = new Map<string | null, Node[]>();
  let next = 1;
  const queue: (string | null)[] = [null];
  while (next <= size && queue.length > 0) {
    const parent = queue.shift()!;
    const line: Node[] = [];
    for (let i = 0; i < FIRST_LINE && next <= size; i += 1) line.push({ number: String(next++) });
    children.set(parent, line);
    queue.push(...line.map((n) => n.number));
  }
  return children;
};

describe('flattenStructure (the open tree as the rows of a virtual list)', () => {
  it('lists open branches in reading order with levels, and a loading line for a branch still coming', () => {
    const children = new Map<string | null, Node[]>([
      [null, [{ number: 'a' }, { number: 'b' }]],
      ['a', [{ number: 'a1' }]],
    ]);
    const rows = flattenStructure(
      (parent) => (parent === 'b' ? {} : { data: children.get(parent) }),
      (n) => n === 'a' || n === 'b',
    );
    expect(
      rows.map((r) => (r.kind === 'node' ? `${r.node.number}@${r.depth}` : `${r.kind}:${r.parent}@${r.depth}`)),
    ).toEqual(['a@1', 'a1@2', 'b@1', 'loading:b@2']);
  });

  it('shows a failed branch as failed, and skips closed branches', () => {
    const rows = flattenStructure(
      (parent) => (parent === null ? { data: [{ number: 'a' }, { number: 'b' }] } : { isError: true }),
      (n) => n === 'a',
    );
    expect(rows.map((r) => r.kind)).toEqual(['node', 'failed', 'node']);
  });

  it('flattens a fully open team of 10,000 members into 10,000 rows, each with its level', () => {
    const children = team(LARGE_TEAM);
    const rows = flattenStructure(
      (parent) => ({ data: children.get(parent) ?? [] }),
      () => true,
    );
    const nodes = rows.filter((r) => r.kind === 'node');
    expect(nodes).toHaveLength(LARGE_TEAM);
    expect(nodes.filter((r) => r.depth === 1)).toHaveLength(FIRST_LINE);
    expect(Math.max(...nodes.map((r) => r.depth))).toBeGreaterThan(3);
  });

  it('walks a single line 10,000 deep without overflowing the stack', () => {
    const rows = flattenStructure(
      (parent) => {
        const depth = parent === null ? 0 : Number(parent);
        return { data: depth < LARGE_TEAM ? [{ number: String(depth + 1) }] : [] };
      },
      () => true,
    );
    expect(rows).toHaveLength(LARGE_TEAM);
  });
});

describe('branchesAbove (what "open to level N" opens)', () => {
  /** a has a team (a1, which has a team of its own), b has none. */
  const children = new Map<string | null, { number: string; children_count: number }[]>([
    [
      null,
      [
        { number: 'a', children_count: 1 },
        { number: 'b', children_count: 0 },
      ],
    ],
    ['a', [{ number: 'a1', children_count: 2 }]],
  ]);
  const rowsWith = (open: readonly string[]) =>
    flattenStructure(
      (parent) => ({ data: children.get(parent) ?? [] }),
      (n) => open.includes(n),
    );

  it('opens the partners with a team above the level, and only those', () => {
    expect(branchesAbove(rowsWith([]), 1)).toEqual([]);
    expect(branchesAbove(rowsWith([]), 2)).toEqual(['a']);
    // Once a is open, its first line is known: level 3 opens a1 as well.
    expect(branchesAbove(rowsWith(['a']), 3)).toEqual(['a', 'a1']);
  });

  it('closes what lies deeper than the level', () => {
    expect(branchesAbove(rowsWith(['a', 'a1']), 2)).toEqual(['a']);
  });
});
