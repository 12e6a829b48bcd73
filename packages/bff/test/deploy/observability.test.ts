import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { API_PREFIX } from '../../src/app.js';
import { type Harness, startHarness } from '../harness/gateway-harness.js';
import { REPO_ROOT } from './manifests.js';

const DASHBOARD = 'deploy/grafana/gateway-dashboard.json';
const ALERTS = 'deploy/prometheus/gateway-alerts.yml';

/** Labels Prometheus adds to every scraped series (the target's), which the gateway does not expose. */
const TARGET_LABELS = new Set(['job', 'instance', 'namespace', 'pod', 'le']);

/** Grafana's variables, as a query would be run: an interval and "every job". */
const expand = (expr: string): string => expr.replaceAll('$__rate_interval', '5m').replaceAll('$job', '.*');

interface Query {
  where: string;
  expr: string;
}

/** Every PromQL query of the dashboard (panels inside rows too) and of the alert rules. */
const dashboardQueries = (): Query[] => {
  const dashboard = JSON.parse(readFileSync(join(REPO_ROOT, DASHBOARD), 'utf8'));
  const walk = (panels: { title: string; targets?: { expr: string }[]; panels?: unknown[] }[]): Query[] =>
    panels.flatMap((panel) => [
      ...(panel.targets ?? []).map((target) => ({ where: `panel "${panel.title}"`, expr: expand(target.expr) })),
      ...walk((panel.panels ?? []) as typeof panels),
    ]);
  return walk(dashboard.panels);
};
const alertRules = (): {
  alert: string;
  expr: string;
  for: string;
  labels: { severity: string };
  annotations: { summary: string };
}[] =>
  parse(readFileSync(join(REPO_ROOT, ALERTS), 'utf8')).groups.flatMap((group: { rules: unknown[] }) => group.rules);
const alertQueries = (): Query[] => alertRules().map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr }));

/** The series a query selects (metric name and the labels it matches on) and the labels it groups by. */
const selectors = (expr: string) => {
  const found: { metric: string; labels: string[] }[] = [];
  const grouping: string[] = [];
  const errors: string[] = [];
  let current: { metric: string; labels: string[] } | null = null;
  let inGrouping = false;
  parser.parse(expr).iterate({
    enter: (node) => {
      const text = expr.slice(node.from, node.to);
      if (node.type.isError) errors.push(`cannot parse at ${node.from}: "${expr.slice(node.from, node.from + 20)}"`);
      if (node.name === 'VectorSelector') {
        current = { metric: '', labels: [] };
        found.push(current);
      } else if (node.name === 'Identifier' && current && !current.metric) current.metric = text;
      else if (node.name === 'GroupingLabels') inGrouping = true;
      else if (node.name === 'LabelName') (inGrouping ? grouping : (current?.labels ?? grouping)).push(text);
    },
    leave: (node) => {
      if (node.name === 'VectorSelector') current = null;
      if (node.name === 'GroupingLabels') inGrouping = false;
    },
  });
  return { found, grouping, errors };
};

/** Sample name → the label names seen on it, from the exposition text. */
const exposition = (text: string): Map<string, Set<string>> => {
  const samples = new Map<string, Set<string>>();
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+\S+$/.exec(line);
    if (!match?.[1]) continue;
    const labels = samples.get(match[1]) ?? new Set<string>();
    for (const label of (match[2] ?? '').matchAll(/(\w+)="(?:[^"\\]|\\.)*"/g)) labels.add(label[1] ?? '');
    samples.set(match[1], labels);
  }
  return samples;
};

describe('the dashboard and alert rules name metrics the gateway exposes (issue 31, item 5)', () => {
  let h: Harness;
  let samples: Map<string, Set<string>>;
  let webDist: string;
  beforeAll(async () => {
    // A built client's route table: vitals are taken only for its route patterns.
    webDist = mkdtempSync(join(tmpdir(), 'gf-observability-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="en"><body>app</body></html>');
    writeFileSync(join(webDist, 'routes.json'), JSON.stringify(['/']));
    h = await startHarness({ WEB_DIST: webDist });
    // A little of everything the dashboard shows: sign-in and its upstream calls, a refresh, a
    // public read twice (a miss, then a hit), a job, a page view's vitals and a dropped report,
    // and a scrape.
    const partner = await h.signIn('partner');
    await h.get(`${API_PREFIX}/auth`, partner);
    await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
    await h.get(`${API_PREFIX}/auth?fresh=1`, partner);
    await h.get(`${API_PREFIX}/pages/news/1`);
    await h.get(`${API_PREFIX}/pages/news/1`);
    await h.post(`${API_PREFIX}/office/statements/excel-exports`, { period_id: 202610 }, partner);
    const vitals = ['LCP', 'FCP', 'TTFB', 'INP', 'CLS'].map((name) => ({ name, value: 1 }));
    await h.post(`${API_PREFIX}/vitals`, { route: '/', device: 'desktop', metrics: vitals });
    await h.post(`${API_PREFIX}/vitals`, { route: '/nowhere', device: 'desktop', metrics: vitals });
    await h.get('/metrics');
    samples = exposition((await h.get('/metrics')).body);
  });
  afterAll(async () => {
    await h.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const check = (queries: () => Query[]) => () => {
    const list = queries();
    expect(list.length).toBeGreaterThan(3);
    const problems: string[] = [];
    for (const { where, expr } of list) {
      const { found, grouping, errors } = selectors(expr);
      problems.push(...errors.map((error) => `${where}: ${error}`));
      if (found.length === 0) problems.push(`${where}: selects no metric`);
      for (const { metric, labels } of found) {
        const exposed = samples.get(metric);
        if (!exposed) problems.push(`${where}: ${metric} is not in /metrics`);
        for (const label of labels)
          if (!TARGET_LABELS.has(label) && !exposed?.has(label))
            problems.push(`${where}: ${metric} has no label ${label}`);
      }
      for (const label of grouping)
        if (!TARGET_LABELS.has(label) && !found.some(({ metric }) => samples.get(metric)?.has(label)))
          problems.push(`${where}: groups by ${label}, a label none of its metrics has`);
    }
    expect(problems).toEqual([]);
  };

  it('every query of the Grafana dashboard parses and selects exposed series and labels', check(dashboardQueries));
  it('every alert rule parses and selects exposed series and labels', check(alertQueries));

  it('the dashboard charts rate, errors and duration per route, upstream calls, refreshes, sessions, jobs, caches, the event loop and real-user vitals', () => {
    const metrics = new Set(
      dashboardQueries().flatMap(({ expr }) => selectors(expr).found.map(({ metric }) => metric)),
    );
    for (const metric of [
      'gateway_requests_total',
      'gateway_request_duration_seconds_bucket',
      'gateway_upstream_seconds_count',
      'gateway_upstream_seconds_bucket',
      'gateway_token_refreshes_total',
      'gateway_session_requests_total',
      'gateway_jobs_total',
      'gateway_jobs_running',
      'gateway_cache_lookups_total',
      'nodejs_eventloop_lag_p99_seconds',
      'gateway_session_store_up',
      'gateway_vitals_lcp_milliseconds_bucket',
      'gateway_vitals_fcp_milliseconds_bucket',
      'gateway_vitals_ttfb_milliseconds_bucket',
      'gateway_vitals_inp_milliseconds_bucket',
      'gateway_vitals_cls_bucket',
      'gateway_vitals_reports_total',
      'gateway_vitals_dropped_total',
    ])
      expect(metrics, metric).toContain(metric);
  });

  it('alerts a person on the error ratio, refresh failures, Redis and the event loop, each with a severity and a summary', () => {
    const rules = alertRules();
    const metricsOf = (alert: string) =>
      selectors(rules.find((rule) => rule.alert === alert)?.expr ?? '').found.map(({ metric }) => metric);
    expect(metricsOf('GatewayErrorRatioHigh')).toContain('gateway_requests_total');
    expect(metricsOf('GatewayTokenRefreshesFailing')).toContain('gateway_token_refreshes_total');
    expect(metricsOf('GatewayRedisUnavailable')).toContain('gateway_session_store_up');
    expect(metricsOf('GatewayEventLoopDelayHigh')).toContain('nodejs_eventloop_lag_p99_seconds');
    for (const rule of rules) {
      expect(rule.for, rule.alert).toMatch(/^\d+m$/);
      expect(['page', 'warning'], rule.alert).toContain(rule.labels.severity);
      expect(rule.annotations.summary, rule.alert).toBeTruthy();
    }
  });

  it('the check finds a metric the gateway does not expose and a query that does not parse', () => {
    expect(samples.has('gateway_requests_total')).toBe(true);
    expect(samples.has('gateway_request_seconds_bucket')).toBe(false);
    expect(selectors('sum(rate(gateway_requests_total[5m])').errors).not.toEqual([]);
    expect(selectors('sum by (route) (rate(gateway_requests_total{status="500"}[5m]))')).toMatchObject({
      found: [{ metric: 'gateway_requests_total', labels: ['status'] }],
      grouping: ['route'],
    });
  });
});
