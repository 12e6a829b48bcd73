import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** One import between two files of a package, both relative to the package's folder. */
export interface FileImport {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.tsx?$/;
// Static imports and re-exports, and `import('...')`: every way a module names another.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return SOURCE.test(name) && !TEST.test(name) ? [path] : [];
  });

const resolveSpecifier = (file: string, specifier: string): string | undefined => {
  const base = resolve(dirname(file), specifier);
  const stem = base.replace(/\.js$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts')].find(
    (candidate) => SOURCE.test(candidate) && existsSync(candidate),
  );
};

/** Every relative import between the non-test sources under `root/folder`. */
export const importsOf = (root: string, folder: string): FileImport[] =>
  sourcesUnder(join(root, folder)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].flatMap(([, specifier]) => {
      const target = resolveSpecifier(file, specifier as string);
      return target ? [{ from: relative(root, file), to: relative(root, target) }] : [];
    }),
  );

/** The folder graph: an edge per pair of distinct units, with one file import that makes it. */
export const unitGraph = (imports: readonly FileImport[], unitOf: (file: string) => string) => {
  const edges = new Map<string, Map<string, FileImport>>();
  for (const link of imports) {
    const from = unitOf(link.from);
    const to = unitOf(link.to);
    if (from === to) continue;
    const out = edges.get(from) ?? new Map<string, FileImport>();
    if (!out.has(to)) out.set(to, link);
    edges.set(from, out);
  }
  return edges;
};

/** The cycles of a graph, each as its units in order (one per strongly connected component). */
export const cyclesOf = (edges: ReadonlyMap<string, ReadonlyMap<string, FileImport>>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;
  const visit = (unit: string): void => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const target of edges.get(unit)?.keys() ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(unit, Math.min(low.get(unit)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(unit, Math.min(low.get(unit)!, index.get(target)!));
    }
    if (low.get(unit) === index.get(unit)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const unit of edges.keys()) if (!index.has(unit)) visit(unit);
  return components;
};

/** A readable line per edge inside a cycle: which file import ties the two units. */
export const describeCycle = (
  cycle: readonly string[],
  edges: ReadonlyMap<string, ReadonlyMap<string, FileImport>>,
): string[] =>
  cycle.flatMap((from) =>
    [...(edges.get(from) ?? new Map<string, FileImport>())]
      .filter(([to]) => cycle.includes(to))
      .map(([to, link]) => `${from} -> ${to} (${link.from} imports ${link.to})`),
  );
