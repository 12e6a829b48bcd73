import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';

interface Rating {
  rows: { place: number; score: number; number: string | null }[];
  my_row: { place: number; number: string | null } | null;
}

describe('sandbox ratings', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent', now: () => now });
  });
  afterEach(() => sandbox.app.close());

  it('ranks the partner’s real score among the leaders and shows the row', async () => {
    const { access_token } = await signIn(sandbox.app, 'partner');
    const rating = await callSandbox<Rating>(sandbox.app, 'GET', '/greenway/office/rating/emerald-quest/', {
      token: access_token,
    });
    expect(rating.body.rows.map((r) => r.place)).toEqual(rating.body.rows.map((_, i) => i + 1));
    const scores = rating.body.rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(rating.body.my_row).toMatchObject({ number: '100001' });
    expect(rating.body.rows[rating.body.my_row!.place - 1]).toEqual(rating.body.my_row);
  });

  it('does not rank clients and refuses unknown names and periods', async () => {
    const { access_token } = await signIn(sandbox.app, 'client');
    const rating = await callSandbox<Rating>(
      sandbox.app,
      'GET',
      '/greenway/office/rating/best-seller/?period_id=202610',
      {
        token: access_token,
      },
    );
    expect(rating.body.my_row).toBeNull();
    expect(rating.body.rows).toHaveLength(50);
    const unknown = await callSandbox(sandbox.app, 'GET', '/greenway/office/rating/most-liked/', {
      token: access_token,
    });
    expect(unknown.status).toBe(400);
    const old = await callSandbox(sandbox.app, 'GET', '/greenway/office/rating/best-seller/?period_id=201001', {
      token: access_token,
    });
    expect(old.status).toBe(400);
  });
});
