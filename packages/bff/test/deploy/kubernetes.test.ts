import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { drainTimeoutMs, loadConfig } from '../../src/platform/config.js';
import { loadSiteHosts } from '../../src/platform/sites/site-hosts.js';
import { SITES } from '../../src/platform/sites/sites-table.js';
import { type Harness, startHarness } from '../harness/gateway-harness.js';
import { dockerfileUser } from './dockerfile.js';
import { schemaProblems } from './kubernetes-schema.js';
import { configMapHash, type K8sObject, renderKustomization, strategicMerge } from './kustomize.js';
import {
  CONFIG_VARIABLES,
  environmentOf,
  gatewayContainer,
  KUSTOMIZATIONS,
  KUSTOMIZE_ROOT,
  type KustomizationName,
  only,
  REPO_ROOT,
  REQUIRED_CONFIG_VARIABLES,
  render,
  type Source,
} from './manifests.js';

/** Settings that carry credentials: never a literal in a manifest, always a Secret's key. */
const CREDENTIALS = ['REDIS_URL', 'REDIS_SENTINEL_PASSWORD', 'REDIS_PASSWORD', 'GEOCODER_KEY'];

/** What operators put in the Secret gateway-secrets, in the shape the config checks (README, "Kubernetes"). */
const SECRET_SAMPLES: Record<string, string> = {
  REDIS_URL: 'rediss://:password@redis.example:6380',
  REDIS_SENTINEL_PASSWORD: 'sentinel-password',
  REDIS_PASSWORD: 'primary-password',
  GEOCODER_KEY: 'geocoder-key',
};

/**
 * What a deployment of several replicas behind an Ingress must set although the gateway has
 * defaults for them: its upstream, its hostnames, the proxy's headers, and a shared Redis.
 */
const DEPLOYMENT_NEEDS = ['UPSTREAM_URL', 'SITE_HOSTS_FILE', 'TRUST_PROXY'];

const OVERLAYS = ['staging', 'production'] as const;
const ALL = Object.keys(KUSTOMIZATIONS) as KustomizationName[];

/** A Kubernetes quantity of bytes (`512Mi`, `1Gi`, `460000000`). */
const bytes = (quantity: string): number => {
  const match = /^(\d+)(Ki|Mi|Gi)?$/.exec(quantity);
  if (!match) throw new Error(`not a byte quantity: ${quantity}`);
  const unit: Record<string, number> = { Ki: 1024, Mi: 1024 ** 2, Gi: 1024 ** 3 };
  return Number(match[1]) * (match[2] ? (unit[match[2]] ?? Number.NaN) : 1);
};

/** Cores of a CPU quantity (`250m`, `1`). */
const cores = (quantity: string): number =>
  quantity.endsWith('m') ? Number(quantity.slice(0, -1)) / 1000 : Number(quantity);

const literal = (source: Source | undefined): string | undefined =>
  source && 'value' in source ? source.value : undefined;

/** The rendered site-hosts ConfigMap's file and the path the gateway reads it from. */
const siteHostsOf = (objects: K8sObject[]) => {
  const environment = environmentOf(objects);
  const path = literal(environment.get('SITE_HOSTS_FILE')) ?? '';
  const deployment = only(objects, 'Deployment');
  const mount = gatewayContainer(objects).volumeMounts.find((candidate: K8sObject) =>
    path.startsWith(`${candidate.mountPath}/`),
  );
  const volume = deployment.spec.template.spec.volumes.find((candidate: K8sObject) => candidate.name === mount?.name);
  const configMap = objects.find(
    (object) => object.kind === 'ConfigMap' && object.metadata.name === volume?.configMap?.name,
  );
  const key = path.slice(`${mount?.mountPath}/`.length);
  return { path, text: configMap?.data?.[key] as string | undefined };
};

/** The environment the gateway would start with, secrets filled with samples, the hosts file on disk. */
const startEnvironment = (objects: K8sObject[], hostsFile: string): NodeJS.ProcessEnv =>
  Object.fromEntries(
    [...environmentOf(objects)].map(([name, source]) => {
      if (name === 'SITE_HOSTS_FILE') return [name, hostsFile];
      if ('value' in source) return [name, source.value];
      if ('secret' in source) return [name, SECRET_SAMPLES[source.secret.key]];
      throw new Error(`${name}: set from ${JSON.stringify(source.other)}, which this check cannot read`);
    }),
  );

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;
const byKindAndName = (objects: K8sObject[]) =>
  [...objects].sort((a, b) => `${a.kind}/${a.metadata.name}`.localeCompare(`${b.kind}/${b.metadata.name}`));

describe('Kubernetes manifests (deploy/kubernetes, issue 31)', () => {
  const rendered = Object.fromEntries(ALL.map((name) => [name, render(name)])) as Record<
    KustomizationName,
    K8sObject[]
  >;
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'gf-k8s-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  describe.each(ALL)('%s', (name) => {
    const objects = rendered[name];

    it('renders objects the Kubernetes schemas accept, the same as kubectl kustomize where kubectl is installed', () => {
      expect(objects.map((object) => `${object.kind}`).sort()).toEqual([
        'ConfigMap',
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'Ingress',
        'PodDisruptionBudget',
        'Service',
      ]);
      expect(objects.flatMap(schemaProblems)).toEqual([]);
      if (kubectl) {
        const result = spawnSync('kubectl', ['kustomize', join(KUSTOMIZE_ROOT, KUSTOMIZATIONS[name])], {
          encoding: 'utf8',
        });
        expect(result.stderr).toBe('');
        const theirs = parseAllDocuments(result.stdout).map((document) => document.toJS() as K8sObject);
        expect(byKindAndName(objects)).toEqual(byKindAndName(theirs));
      }
    });

    it('sets only variables the gateway config accepts, credentials only from a Secret', () => {
      const environment = environmentOf(objects);
      expect([...environment.keys()].filter((variable) => !CONFIG_VARIABLES.has(variable))).toEqual([]);
      for (const variable of REQUIRED_CONFIG_VARIABLES) expect(environment.has(variable), variable).toBe(true);
      for (const variable of CREDENTIALS)
        if (environment.has(variable)) expect(environment.get(variable)).toHaveProperty('secret');
      for (const [variable, source] of environment)
        if ('secret' in source) {
          expect(source.secret.name, variable).toBe('gateway-secrets');
          expect(source.secret.key, variable).toBe(variable);
        }
      // Secrets are created by operators, never committed.
      expect(objects.filter((object) => object.kind === 'Secret')).toEqual([]);
    });

    it('mounts the site-hosts ConfigMap where SITE_HOSTS_FILE points, a file the gateway accepts, every host in the Ingress', async () => {
      const { path, text } = siteHostsOf(objects);
      expect(path).toMatch(/^\/.+\.json$/);
      expect(text, 'the ConfigMap key SITE_HOSTS_FILE names').toBeDefined();
      const file = join(folder, `${name}-site-hosts.json`);
      writeFileSync(file, text ?? '');
      const hosts = await loadSiteHosts(file, new Map(SITES.map((site) => [site.code, site])));
      expect(hosts.size).toBeGreaterThan(0);
      const ingress = only(objects, 'Ingress');
      const ruleHosts = ingress.spec.rules.map((rule: K8sObject) => rule.host);
      expect([...ruleHosts].sort()).toEqual([...hosts.keys()].sort());
      expect([...ingress.spec.tls.flatMap((tls: K8sObject) => tls.hosts)].sort()).toEqual([...hosts.keys()].sort());
      const service = only(objects, 'Service');
      for (const rule of ingress.spec.rules)
        expect(rule.http.paths.map((entry: K8sObject) => entry.backend.service)).toEqual([
          { name: service.metadata.name, port: { name: service.spec.ports[0].name } },
        ]);
    });

    it('probes readiness on /readyz and liveness on the process alone, on the port the gateway listens on', () => {
      const container = gatewayContainer(objects);
      const port = container.ports.find((candidate: K8sObject) => candidate.name === 'http');
      expect(String(port.containerPort)).toBe(literal(environmentOf(objects).get('PORT')));
      expect(container.readinessProbe.httpGet).toEqual({ path: '/readyz', port: 'http' });
      expect(container.livenessProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(container.startupProbe.httpGet).toEqual({ path: '/healthz', port: 'http' });
      expect(only(objects, 'Deployment').spec.template.metadata.annotations['prometheus.io/port']).toBe(
        String(port.containerPort),
      );
    });

    it('gives a stopping gateway its preStop pause and its whole drain before Kubernetes kills it', () => {
      const pod = only(objects, 'Deployment').spec.template.spec;
      const command = gatewayContainer(objects).lifecycle.preStop.exec.command as string[];
      expect(command[0]).toBe('sleep');
      const pauseS = Number(command[1]);
      expect(pauseS).toBeGreaterThan(0);
      const config = loadConfig(startEnvironment(objects, join(REPO_ROOT, 'config/site-hosts.example.json')));
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pauseS + drainTimeoutMs(config) / 1000);
      // The Ingress waits longer than the gateway's own upstream timeout, whose 504 envelope comes first.
      const annotations = only(objects, 'Ingress').metadata.annotations;
      expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout']) * 1000).toBeGreaterThan(
        config.UPSTREAM_TIMEOUT_MS,
      );
    });

    it("runs as the image's non-root user on a read-only root file system, within requests and limits", () => {
      const pod = only(objects, 'Deployment').spec.template.spec;
      const container = gatewayContainer(objects);
      expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: dockerfileUser().uid });
      expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
      expect(container.securityContext).toEqual({
        allowPrivilegeEscalation: false,
        readOnlyRootFilesystem: true,
        capabilities: { drop: ['ALL'] },
      });
      const { requests, limits } = container.resources;
      expect(cores(requests.cpu)).toBeLessThanOrEqual(cores(limits.cpu));
      expect(bytes(requests.memory)).toBeLessThanOrEqual(bytes(limits.memory));
      // Load shedding starts before the memory limit's OOM kill.
      const rss = Number(literal(environmentOf(objects).get('PRESSURE_MAX_RSS_BYTES')));
      expect(rss).toBeGreaterThan(bytes(requests.memory));
      expect(rss).toBeLessThan(bytes(limits.memory));
    });

    it('ties the Service, budget and autoscaler to the Deployment, which leaves its replicas to the autoscaler', () => {
      const deployment = only(objects, 'Deployment');
      const podLabels = deployment.spec.template.metadata.labels;
      const selects = (selector: Record<string, string>) =>
        Object.entries(selector).every(([label, value]) => podLabels[label] === value);
      expect(selects(deployment.spec.selector.matchLabels)).toBe(true);
      expect(selects(only(objects, 'Service').spec.selector)).toBe(true);
      expect(only(objects, 'Service').spec.ports[0].targetPort).toBe('http');
      const budget = only(objects, 'PodDisruptionBudget');
      expect(selects(budget.spec.selector.matchLabels)).toBe(true);
      const autoscaler = only(objects, 'HorizontalPodAutoscaler');
      expect(autoscaler.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'gateway' });
      expect(autoscaler.spec.metrics).toEqual([
        expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
      ]);
      expect(deployment.spec.replicas).toBeUndefined();
      expect(budget.spec.minAvailable).toBeGreaterThanOrEqual(1);
      expect(budget.spec.minAvailable).toBeLessThan(autoscaler.spec.minReplicas);
      expect(autoscaler.spec.maxReplicas).toBeGreaterThanOrEqual(autoscaler.spec.minReplicas);
    });
  });

  describe.each(OVERLAYS)('overlay %s', (name) => {
    const objects = rendered[name];

    it('starts a gateway: every setting valid, the upstream, hosts, proxy and a shared Redis set', async () => {
      const environment = environmentOf(objects);
      for (const variable of DEPLOYMENT_NEEDS) expect(environment.has(variable), variable).toBe(true);
      expect(environment.has('REDIS_URL') || environment.has('REDIS_SENTINELS')).toBe(true);
      const file = join(folder, `${name}-start-hosts.json`);
      writeFileSync(file, siteHostsOf(objects).text ?? '');
      const config = loadConfig(startEnvironment(objects, file));
      expect(config.TRUST_PROXY).toBe(true);
      expect(config.UPSTREAM_URL).toMatch(/^https:/);
      expect(only(objects, 'HorizontalPodAutoscaler').spec.minReplicas).toBeGreaterThanOrEqual(2);
    });

    it("puts every object in the overlay's namespace", () => {
      const namespaces = new Set(objects.map((object) => object.metadata.namespace));
      expect(namespaces.size).toBe(1);
      expect([...namespaces][0]).toMatch(/^greenfront/);
    });
  });

  it('production: Redis through Sentinel, at least three gateways of which a drain leaves two, traces sampled', () => {
    const objects = rendered.production;
    const environment = environmentOf(objects);
    expect(environment.has('REDIS_URL')).toBe(false);
    const config = loadConfig(startEnvironment(objects, join(REPO_ROOT, 'config/site-hosts.example.json')));
    expect(config.REDIS_SENTINELS?.length).toBeGreaterThanOrEqual(3);
    expect(config.REDIS_SENTINEL_NAME).toBeDefined();
    for (const password of ['REDIS_SENTINEL_PASSWORD', 'REDIS_PASSWORD'])
      expect(environment.get(password)).toEqual({ secret: { name: 'gateway-secrets', key: password, optional: true } });
    expect(only(objects, 'HorizontalPodAutoscaler').spec.minReplicas).toBeGreaterThanOrEqual(3);
    expect(only(objects, 'PodDisruptionBudget').spec.minAvailable).toBe(2);
    expect(config).toMatchObject({
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_SERVICE_NAME: expect.any(String),
    });
    expect(config.OTEL_EXPORTER_OTLP_ENDPOINT).toMatch(/^https?:/);
  });

  it('staging: one Redis from the Secret, its own hostnames', () => {
    const environment = environmentOf(rendered.staging);
    expect(environment.get('REDIS_URL')).toEqual({ secret: { name: 'gateway-secrets', key: 'REDIS_URL' } });
    expect(environment.has('REDIS_SENTINELS')).toBe(false);
    expect(siteHostsOf(rendered.staging).text).not.toBe(siteHostsOf(rendered.production).text);
  });

  it("keeps the base's hostnames the same as config/site-hosts.example.json", () => {
    const read = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
    expect(read('deploy/kubernetes/base/site-hosts.json')).toEqual(read('config/site-hosts.example.json'));
  });

  describe('the probes the manifests name', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startHarness();
    });
    afterAll(() => h.close());

    it('answer 200 from a gateway whose store and upstream are there, on any Host', async () => {
      const container = gatewayContainer(rendered.production);
      for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe])
        expect((await h.app.inject({ url: probe.httpGet.path, headers: { host: '10.1.2.3:3000' } })).statusCode).toBe(
          200,
        );
    });
  });
});

describe('the checks themselves', () => {
  it('refuses an object of the wrong shape: a misspelt field, a wrong type, a missing field', () => {
    const deployment = only(render('base'), 'Deployment');
    const misspelt = strategicMerge(deployment, {
      spec: {
        template: { spec: { containers: [{ name: 'gateway', readinesProbe: { httpGet: { path: '/readyz' } } }] } },
      },
    }) as K8sObject;
    expect(schemaProblems(misspelt)).toEqual([
      'Deployment gateway: spec.template.spec.containers[0].readinesProbe is not a field of Deployment',
    ]);
    const wrongType = strategicMerge(deployment, {
      spec: { template: { spec: { terminationGracePeriodSeconds: 'long' } } },
    });
    expect(schemaProblems(wrongType as K8sObject).join()).toMatch(/terminationGracePeriodSeconds must be integer/);
    const noSelector = strategicMerge(deployment, { spec: { selector: null } });
    expect(schemaProblems(noSelector as K8sObject).join()).toMatch(/must have required property selector/);
  });

  it('names generated ConfigMaps as kustomize does (sha256 of the Go JSON encoding)', () => {
    // kubectl kustomize of a generator with envs A=1, B=x<y>&z and a file b.json holding {"k": "<&>"}.
    expect(configMapHash({ A: '1', B: 'x<y>&z', 'b.json': '{"k": "<&>"}\n' })).toBe('k62gbc8tkb');
    expect(configMapHash({ A: '1' })).toBe('89g4tffbfk');
  });

  it('refuses a kustomization using what the Node renderer does not do, rather than render it wrongly', () => {
    const folder = mkdtempSync(join(tmpdir(), 'gf-kustomize-'));
    try {
      writeFileSync(join(folder, 'kustomization.yaml'), 'commonLabels:\n  team: web\n');
      expect(() => renderKustomization(folder)).toThrow(/does not do kustomization commonLabels/);
      writeFileSync(join(folder, 'a.env'), 'A=1\n');
      writeFileSync(join(folder, 'kustomization.yaml'), 'configMapGenerator:\n  - name: a\n    literals: [B=2]\n');
      expect(() => renderKustomization(folder)).toThrow(/does not do configMapGenerator literals/);
      writeFileSync(join(folder, 'kustomization.yaml'), 'configMapGenerator:\n  - name: a\n    envs: [a.env]\n');
      writeFileSync(join(folder, 'a.env'), 'A="1"\n');
      expect(() => renderKustomization(folder)).toThrow(/quotes would be kept/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('merges keyed lists by key with new items first, as kustomize does, and deletes on null', () => {
    expect(
      strategicMerge(
        {
          env: [
            { name: 'A', value: '1' },
            { name: 'B', value: '2' },
          ],
          args: ['a'],
          drop: 1,
        },
        {
          env: [
            { name: 'C', value: '3' },
            { name: 'B', value: '4' },
          ],
          args: ['b'],
          drop: null,
        },
      ),
    ).toEqual({
      env: [
        { name: 'C', value: '3' },
        { name: 'A', value: '1' },
        { name: 'B', value: '4' },
      ],
      args: ['b'],
    });
  });
});
