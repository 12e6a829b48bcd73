import { existsSync, readFileSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import type { Copy, Healthcheck, JSONInstruction, Run } from 'dockerfile-ast';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { gatewayArgs } from '../../../../scripts/gateway-command.mjs';
import { drainTimeoutMs, loadConfig } from '../../src/platform/config.js';
import {
  copyOf,
  dockerfileStages,
  dockerfileUser,
  envOf,
  execForm,
  instructions,
  runtimeStage,
  stageNamed,
} from './dockerfile.js';
import { CONFIG_VARIABLES, environmentOf, gatewayContainer, REPO_ROOT, render } from './manifests.js';

/** A CommonJS module whose typings claim an ES default export: loaded as what it really exports. */
const ignore = createRequire(import.meta.url)('@balena/dockerignore') as typeof import('@balena/dockerignore').default;

const readJson = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
const rootPackage = readJson('package.json') as { workspaces: string[]; engines: { node: string } };

/** The workspace folder a path of the image (`/app/packages/bff/...` or `packages/bff/...`) belongs to. */
const workspaceOf = (path: string): string | undefined =>
  rootPackage.workspaces.find((workspace) => path.replace(/^\/app\//, '').startsWith(`${workspace}/`));

/** The gateway package's start script as words: `node`, its flags, the files it runs (relative to the package). */
const startScript = (): string[] =>
  (readJson('packages/bff/package.json') as { scripts: { start: string } }).scripts.start.split(' ');

/** The sources of the files the start script runs: the preload (telemetry.ts) and server.ts. */
const startSources = (): string[] =>
  startScript()
    .filter((word) => word.endsWith('.js'))
    .map((word) =>
      join(REPO_ROOT, 'packages/bff', word.replace(/^(\.\/)?dist\/src\//, 'src/').replace(/\.js$/, '.ts')),
    );

/**
 * The packages the gateway's code imports when it runs, by workspace: the import graph from the
 * files its start script runs through relative, dynamic and workspace imports (type-only imports
 * are erased and left out).
 */
const runtimeImports = (): Map<string, Set<string>> => {
  const packages = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const pending = startSources();
  const specifiers =
    /(?:^|\n)\s*(import|export)(?!\s+type\s)[^'";]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const workspace = workspaceOf(relative(REPO_ROOT, file)) ?? '';
    for (const match of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const specifier = match[2] ?? match[3] ?? '';
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else if (specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
      else {
        const name = specifier
          .split('/')
          .slice(0, specifier.startsWith('@') ? 2 : 1)
          .join('/');
        packages.set(workspace, (packages.get(workspace) ?? new Set()).add(name));
        const local = /^@gf\/(\w+)\/(.+)$/.exec(specifier);
        if (local) pending.push(join(REPO_ROOT, 'packages', local[1] ?? '', 'src', `${local[2]}.ts`));
      }
    }
  }
  return packages;
};

describe('the gateway image (Dockerfile, issue 31 item 6)', () => {
  const stages = dockerfileStages();
  const runtime = runtimeStage();

  it('builds in three stages from one official Node image of a version the workspace supports', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'deps', 'runtime']);
    const images = new Set(stages.map((stage) => stage.image));
    expect(images.size).toBe(1);
    const [image = ''] = images;
    const major = Number(/^node:(\d+)-[a-z]+-slim$/.exec(image)?.[1]);
    expect([20, 22, 24]).toContain(major);
    expect(Number(/^>=(\d+)/.exec(rootPackage.engines.node)?.[1])).toBeLessThanOrEqual(major);
  });

  it('copies from the build context only files that exist and that .dockerignore lets through', () => {
    const ignored = ignore().add(readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8'));
    const sources = stages.flatMap((stage) =>
      instructions<Copy>(stage, 'COPY')
        .map(copyOf)
        .filter((copy) => copy.from === null)
        .flatMap((copy) => copy.sources),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(existsSync(join(REPO_ROOT, source)), source).toBe(true);
      expect(ignored.ignores(source), `${source} is in .dockerignore`).toBe(false);
    }
    // Every workspace's package.json goes in before `npm ci`, or the lockfile's workspaces would not install.
    for (const workspace of rootPackage.workspaces)
      for (const stage of ['build', 'deps'])
        expect(
          instructions<Copy>(stageNamed(stage), 'COPY').some((copy) =>
            copyOf(copy).sources.includes(`${workspace}/package.json`),
          ),
          `${stage}: ${workspace}/package.json`,
        ).toBe(true);
  });

  it('takes into the image built sources, and dependencies only from an install without dev dependencies', () => {
    const deps = stageNamed('deps');
    const install = instructions<Run>(deps, 'RUN').map((run) => run.getArgumentsContent() ?? '');
    expect(install.some((command) => /npm ci\b.*--omit=dev/.test(command))).toBe(true);
    const installed = [...install.join(' ').matchAll(/--workspace (\S+)/g)].map((match) => match[1]);
    for (const copy of instructions<Copy>(runtime, 'COPY').map(copyOf)) {
      for (const source of copy.sources) {
        if (source.includes('node_modules')) {
          // Dependencies come only from the stage that installed production dependencies.
          expect(copy.from, source).toBe('deps');
          const workspace = workspaceOf(source);
          if (workspace) expect(installed, source).toContain(readJson(`${workspace}/package.json`).name);
        } else if (copy.from === 'build') {
          // A built folder of a workspace: its compiled sources (tsc's outDir/src) or the web client's build.
          const workspace = workspaceOf(source) ?? '';
          const inside = source.replace(/^\/app\//, '').slice(workspace.length + 1);
          expect(['package.json', 'dist/src', 'dist'], source).toContain(inside);
          if (inside === 'dist/src') {
            expect(readJson(`${workspace}/tsconfig.json`).compilerOptions).toMatchObject({
              rootDir: '.',
              outDir: 'dist',
            });
            expect(existsSync(join(REPO_ROOT, workspace, 'src')), source).toBe(true);
          }
          if (inside === 'dist') expect(workspace, 'only the web client is copied whole').toBe('packages/web');
        } else if (copy.from === 'deps')
          expect(source, 'the root package.json (the workspace list)').toBe('/app/package.json');
        else expect(copy.from, source).toBeNull();
      }
    }
    // What the gateway imports when it runs is a production dependency of its workspace.
    for (const [workspace, names] of runtimeImports()) {
      const { dependencies = {} } = readJson(`${workspace}/package.json`) as { dependencies?: Record<string, string> };
      for (const name of names) expect(Object.keys(dependencies), `${workspace} imports ${name}`).toContain(name);
    }
  });

  it('runs as a non-root user, numeric so Kubernetes can check it, with NODE_ENV=production', () => {
    expect(dockerfileUser().uid).toBeGreaterThan(0);
    const env = envOf(runtime);
    expect(env.get('NODE_ENV')).toBe('production');
    expect([...env.keys()].filter((name) => !CONFIG_VARIABLES.has(name))).toEqual([]);
    // WEB_DIST names where the client's build is copied to (the config checks it exists: in the image).
    const workdir = instructions(runtime, 'WORKDIR')[0]?.getArgumentsContent();
    const client = instructions<Copy>(runtime, 'COPY')
      .map(copyOf)
      .find((copy) => copy.sources[0] === '/app/packages/web/dist');
    expect(env.get('WEB_DIST')).toBe(join(workdir ?? '', client?.destination ?? ''));
    expect(() => loadConfig(Object.fromEntries([...env].filter(([name]) => name !== 'WEB_DIST')))).not.toThrow();
  });

  it("starts the file the gateway package's start script and the README name, built from its source", () => {
    const command = execForm(instructions<JSONInstruction>(runtime, 'CMD').at(-1) as JSONInstruction);
    // The same words, the script's files (relative to its package) from the image's working folder
    // (gatewayArgs, which `npm start` and `npm run bench` start the gateway with, its V8 flags included).
    expect(startScript()[0]).toBe('node');
    expect(command).toEqual(['node', ...gatewayArgs(REPO_ROOT)]);
    expect(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')).toContain(`\`${command.join(' ')}\``);
    // Each file it runs is built (tsc: src/x.ts to dist/src/x.js) into a folder the image holds.
    const files = command.filter((word) => word.endsWith('.js')).map((word) => word.replace(/^\.\//, ''));
    expect(files.at(-1)).toBe('packages/bff/dist/src/server.js');
    for (const file of files) {
      expect(existsSync(join(REPO_ROOT, file.replace('/dist/src/', '/src/').replace(/\.js$/, '.ts'))), file).toBe(true);
      expect(
        instructions<Copy>(runtime, 'COPY').some((copy) => file.startsWith(`${copyOf(copy).destination}/`)),
        file,
      ).toBe(true);
    }
    // Its health check asks the liveness endpoint, as the Kubernetes liveness probe does.
    const healthcheck = instructions<Healthcheck>(runtime, 'HEALTHCHECK')[0]?.getArgumentsContent() ?? '';
    expect(healthcheck).toContain(gatewayContainer(render('base')).livenessProbe.httpGet.path);
  });
});

describe('docker-compose.yml and the manifests', () => {
  const compose = parse(readFileSync(join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  const gateway = compose.services.bff;

  it('set the gateway only variables its config accepts, each also set by the manifests or the image', () => {
    const names = Object.keys(gateway.environment);
    expect(names.filter((name) => !CONFIG_VARIABLES.has(name))).toEqual([]);
    const elsewhere = new Set([
      ...envOf(runtimeStage()).keys(),
      ...environmentOf(render('staging')).keys(),
      ...environmentOf(render('production')).keys(),
    ]);
    expect(names.filter((name) => !elsewhere.has(name))).toEqual([]);
  });

  it('give the gateway settings it accepts, with the defaults compose fills in', () => {
    const interpolated = Object.fromEntries(
      Object.entries(gateway.environment as Record<string, string>).map(([name, value]) => [
        name,
        String(value).replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
      ]),
    );
    expect(Object.values(interpolated).join()).not.toContain('${');
    expect(loadConfig(interpolated)).toMatchObject({ TRUST_PROXY: true, OTEL_EXPORTER_OTLP_ENDPOINT: undefined });
  });

  it('run the image the manifests name, and give a stopping gateway its whole drain', () => {
    expect(gateway.image.split(':')[0]).toBe(gatewayContainer(render('base')).image);
    const grace = /^(\d+)s$/.exec(gateway.stop_grace_period)?.[1];
    expect(Number(grace) * 1000).toBeGreaterThan(drainTimeoutMs(loadConfig({})));
  });
});
