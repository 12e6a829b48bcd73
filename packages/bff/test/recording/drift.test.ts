import { describe, expect, it } from 'vitest';
import { driftBetween } from './drift.js';
import type { Interaction } from './recording.js';

const info = (status: number, body: unknown, authorization = 'Bearer <access-token-1>'): Interaction => ({
  request: { operation: 'authInfo', method: 'GET', path: '/auth/info/', headers: { authorization } },
  response: { status, headers: { 'content-type': 'application/json' }, body },
});

describe('drift between a recording and a live run (npm run test:live)', () => {
  const recorded = [info(200, { user: { name: 'Anna', id: 1 }, items: [{ id: 1 }] })];

  it('accepts other values of the same shape', () => {
    expect(driftBetween(recorded, [info(200, { items: [], user: { id: 2, name: 'Bob' } })])).toEqual([]);
  });

  it('reports another status, another shape, a call asked differently, a new call and a call no longer made', () => {
    expect(driftBetween(recorded, [info(500, {})])[0]).toMatch(/was answered 200, now 500/);
    expect(driftBetween(recorded, [info(200, { user: { name: 'Anna' }, items: [] })])[0]).toMatch(
      /reply shape changed/,
    );
    expect(driftBetween(recorded, [info(200, {}, 'Bearer <access-token-2>')])[0]).toMatch(
      /asked differently \(headers\)/,
    );
    expect(driftBetween(recorded, [...recorded, info(200, {})])[0]).toMatch(/call #2 is new/);
    expect(driftBetween(recorded, [])[0]).toMatch(/call #1 is no longer made/);
  });
});
