import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { TallyCounter, TallyHistogram } from './tallies.js';

const BOUNDS = [0.001, 0.01, 0.1, 1];
/** Observations on and between the bounds, past the last one, and of two label sets. */
const OBSERVED: [Record<string, string>, number][] = [
  [{ route: '/a', method: 'GET' }, 0.0005],
  [{ route: '/a', method: 'GET' }, 0.001],
  [{ route: '/a', method: 'GET' }, 0.05],
  [{ route: '/a', method: 'GET' }, 7],
  [{ route: '/b', method: 'POST' }, 0.01],
  [{ route: '/b', method: 'POST' }, 0.25],
];

/** The exposition of one registry holding a single metric, its name made `m`. */
const textOf = async (registry: Registry, name: string): Promise<string> =>
  (await registry.metrics()).replaceAll(name, 'm');

describe('tallies: prom-client’s exposition for less work a count (issue 30 guard rails)', () => {
  it('a tally histogram writes what a prom-client histogram writes for the same observations', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const tally = new TallyHistogram('tally_seconds', 'Help text', ours, BOUNDS);
    const histogram = new Histogram({
      name: 'prom_seconds',
      help: 'Help text',
      labelNames: ['route', 'method'],
      buckets: BOUNDS,
      registers: [theirs],
    });
    for (const [labels, value] of OBSERVED) {
      tally.observe(tally.series(labels), value);
      histogram.observe(labels, value);
    }
    expect(await textOf(ours, 'tally_seconds')).toBe(await textOf(theirs, 'prom_seconds'));
    expect(await textOf(ours, 'tally_seconds')).toContain('m_bucket{le="0.001",route="/a",method="GET"} 2');
  });

  it('a tally counter writes what a prom-client counter writes; a kept series goes on counting', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const tally = new TallyCounter('tally_total', 'Help text', ours);
    const counter = new Counter({ name: 'prom_total', help: 'Help text', labelNames: ['kind'], registers: [theirs] });
    const kept = tally.series({ kind: 'signed_in' });
    for (const kind of ['signed_in', 'anonymous', 'signed_in']) {
      tally.inc(kind === 'signed_in' ? kept : tally.series({ kind }));
      counter.inc({ kind });
    }
    expect(await textOf(ours, 'tally_total')).toBe(await textOf(theirs, 'prom_total'));
    expect(await textOf(ours, 'tally_total')).toContain('m{kind="signed_in"} 2');
  });

  it('the same labels in the same order are one series', () => {
    const tally = new TallyCounter('tally_total', 'Help text', new Registry());
    expect(tally.series({ kind: 'a' })).toBe(tally.series({ kind: 'a' }));
    expect(tally.series({ kind: 'a' })).not.toBe(tally.series({ kind: 'b' }));
  });
});
