import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cyclesOf, describeCycle, type FileImport, importsOf, unitGraph } from './import-graph.js';

/**
 * The folder structure the code claims (DESIGN.md "Gateway tree", STYLE.md): imports run one way,
 * so a reader can walk a package from its areas down to its platform without meeting a loop.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const stripSource = (name: string): string => name.replace(/\.tsx?$/, '');

/** Gateway units: the app's own files, each platform folder, each area (each office area apart). */
const gatewayUnit = (file: string): string => {
  const parts = file.replace('packages/bff/src/', '').split('/');
  const [top, second, third] = parts;
  if (parts.length === 1) return `app/${stripSource(top!)}`;
  if (top === 'platform') return parts.length === 2 ? `platform/${stripSource(second!)}` : `platform/${second}`;
  if (second === 'office' && parts.length > 3) return `areas/office/${third}`;
  return `areas/${second}`;
};

/** Client units: the shared layers, each feature (each office area apart), the app shell. */
const clientUnit = (file: string): string => {
  const parts = file.replace('packages/web/src/', '').split('/');
  const [top, second, third] = parts;
  if (parts.length === 1) return 'app';
  if (top === 'ssr' || top === 'app') return 'app';
  if (top === 'features')
    return second === 'office' && parts.length > 3 ? `features/office/${third}` : `features/${second}`;
  return `shared/${top}`;
};

/** A unit per top folder (or loose file) of a package's `src`. */
const folderUnit =
  (pkg: string) =>
  (file: string): string => {
    const parts = file.replace(`packages/${pkg}/src/`, '').split('/');
    return parts.length === 1 ? stripSource(parts[0]!) : parts[0]!;
  };

/** The sandbox's loose files: shared helpers (errors, paging, HTML escaping...) any folder may import. */
const LOOSE_SANDBOX_FILES = new Set(
  readdirSync(join(ROOT, 'packages/sandbox/src'))
    .filter((name) => /\.ts$/.test(name) && !name.endsWith('.test.ts'))
    .map(stripSource),
);

const edgesOf = (folder: string, unitOf: (file: string) => string) => unitGraph(importsOf(ROOT, folder), unitOf);

const violations = (edges: ReturnType<typeof edgesOf>, forbidden: (from: string, to: string) => boolean): string[] =>
  [...edges].flatMap(([from, out]) =>
    [...out]
      .filter(([to]) => forbidden(from, to))
      .map(([to, link]: [string, FileImport]) => `${from} -> ${to} (${link.from} imports ${link.to})`),
  );

describe('gateway structure (packages/bff/src)', () => {
  const edges = edgesOf('packages/bff/src', gatewayUnit);

  it('has no loop between its folders', () => {
    expect(cyclesOf(edges).map((cycle) => describeCycle(cycle, edges))).toEqual([]);
  });

  it('keeps the platform below the areas: a platform folder never imports an area or the app', () => {
    expect(
      violations(edges, (from, to) => from.startsWith('platform/') && (to.startsWith('areas/') || to === 'app/app')),
    ).toEqual([]);
  });

  it('never lets an area import the app that assembles it', () => {
    expect(violations(edges, (from, to) => from.startsWith('areas/') && to === 'app/app')).toEqual([]);
  });
});

describe('client structure (packages/web/src)', () => {
  const edges = edgesOf('packages/web/src', clientUnit);

  it('has no loop between its folders', () => {
    expect(cyclesOf(edges).map((cycle) => describeCycle(cycle, edges))).toEqual([]);
  });

  it('runs shared -> features -> app: shared layers import no feature and no app code', () => {
    expect(
      violations(edges, (from, to) => from.startsWith('shared/') && (to.startsWith('features/') || to === 'app')),
    ).toEqual([]);
  });

  it('keeps features apart: a feature imports neither the app nor another feature', () => {
    expect(
      violations(edges, (from, to) => from.startsWith('features/') && (to === 'app' || to.startsWith('features/'))),
    ).toEqual([]);
  });
});

describe.each(['contracts', 'sandbox'])('%s structure', (pkg) => {
  it('has no loop between its folders', () => {
    const edges = edgesOf(`packages/${pkg}/src`, folderUnit(pkg));
    expect(cyclesOf(edges).map((cycle) => describeCycle(cycle, edges))).toEqual([]);
  });
});

describe('sandbox layers (packages/sandbox/src)', () => {
  const edges = edgesOf('packages/sandbox/src', folderUnit('sandbox'));
  const areas = new Set([...edges.keys()].filter((unit) => unit !== 'state' && !LOOSE_SANDBOX_FILES.has(unit)));

  it('keeps its data below the areas: state/ (stores and seeds) imports no area folder', () => {
    expect(violations(edges, (from, to) => from === 'state' && areas.has(to))).toEqual([]);
  });
});
