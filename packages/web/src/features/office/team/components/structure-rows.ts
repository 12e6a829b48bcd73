/** One visible line of the structure: a partner, or the state of a node whose first line is loading or failed. */
export type StructureRow<Node> =
  | { kind: 'node'; node: Node; depth: number; open: boolean }
  | { kind: 'loading' | 'failed'; parent: string; depth: number };

export interface ChildrenState<Node> {
  data?: readonly Node[] | undefined;
  isError?: boolean;
}

/**
 * The open part of the tree as a flat list, in reading order, so that only the lines in view are
 * rendered (a team of 10,000 stays smooth). Walks only open nodes: closed branches cost nothing.
 */
export const flattenStructure = <Node extends { number: string }>(
  childrenOf: (parent: string | null) => ChildrenState<Node> | undefined,
  isOpen: (number: string) => boolean,
): StructureRow<Node>[] => {
  const rows: StructureRow<Node>[] = [];
  // An explicit stack: a 10,000-deep line of sponsors must not overflow the call stack.
  const stack: { parent: string | null; depth: number; index: number }[] = [{ parent: null, depth: 1, index: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const state = childrenOf(frame.parent);
    const children = state?.data;
    if (!children) {
      stack.pop();
      if (frame.parent !== null)
        rows.push({ kind: state?.isError ? 'failed' : 'loading', parent: frame.parent, depth: frame.depth });
      continue;
    }
    if (frame.index >= children.length) {
      stack.pop();
      continue;
    }
    const node = children[frame.index]!;
    frame.index += 1;
    const open = isOpen(node.number);
    rows.push({ kind: 'node', node, depth: frame.depth, open });
    if (open) stack.push({ parent: node.number, depth: frame.depth + 1, index: 0 });
  }
  return rows;
};

/**
 * "Open to level N": the partners shown above level N that have a team of their own, by number.
 * Opening exactly these shows every branch down to level N and closes what lies deeper; the
 * lines that arrive as they open are asked again until none is left to open.
 */
export const branchesAbove = <Node extends { number: string; children_count: number }>(
  rows: readonly StructureRow<Node>[],
  level: number,
): string[] =>
  rows.flatMap((row) =>
    row.kind === 'node' && row.depth < level && row.node.children_count > 0 ? [row.node.number] : [],
  );
