import { describe, expect, it } from 'vitest';
import { SingleFlight } from './single-flight.js';

describe('SingleFlight (double submission)', () => {
  it('runs the work once for concurrent calls with one key', async () => {
    let runs = 0;
    const flight = new SingleFlight<number>(60_000, () => 0);
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 42;
    };
    const results = await Promise.all([flight.run('k', work), flight.run('k', work), flight.run('k', work)]);
    expect(runs).toBe(1);
    expect(results.map((r) => r.value)).toEqual([42, 42, 42]);
    expect(results.filter((r) => r.leader)).toHaveLength(1);
  });

  it('answers a later call with the kept result until it expires', async () => {
    let now = 0;
    let runs = 0;
    const flight = new SingleFlight<number>(1_000, () => now);
    const work = async () => ++runs;
    expect((await flight.run('k', work)).value).toBe(1);
    now = 999;
    expect(await flight.run('k', work)).toEqual({ value: 1, leader: false });
    now = 1_000;
    expect((await flight.run('k', work)).value).toBe(2);
  });

  it('forgets a failure, so the next call runs again', async () => {
    const flight = new SingleFlight<number>(60_000, () => 0);
    await expect(flight.run('k', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await flight.run('k', async () => 7)).value).toBe(7);
  });

  it('keeps at most maxKept results', async () => {
    let runs = 0;
    const flight = new SingleFlight<number>(60_000, () => 0, 2);
    for (const key of ['a', 'b', 'c']) await flight.run(key, async () => ++runs);
    expect((await flight.run('a', async () => ++runs)).value).toBe(4);
  });
});
