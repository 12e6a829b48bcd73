import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';
import { clickLog } from './click-log.js';

describe('sandbox click log (spec 1 §3 click record)', () => {
  let sandbox: Sandbox;
  beforeEach(async () => {
    sandbox = await buildSandbox({ validateReplies: true });
  });
  afterEach(() => sandbox.app.close());

  it('keeps every click with its type, user and site', async () => {
    const { access_token } = await signIn(sandbox.app, 'partner');
    const place = 'print-catalogue-2026/p4';
    for (const type of [3, 3, 2]) {
      const reply = await callSandbox(sandbox.app, 'POST', '/click/', {
        token: access_token,
        body: { name: 'Aquamagic cloth', place, type },
        headers: { 'content-location': 'it' },
      });
      expect(reply).toMatchObject({ status: 200, body: { ok: true } });
    }
    await callSandbox(sandbox.app, 'POST', '/click/', { body: { name: 'Gel', place, type: 0 } });
    const log = clickLog(sandbox.state());
    expect(log.count(place, 3)).toBe(2);
    expect(log.count(place, 2)).toBe(1);
    expect(log.entries.at(-1)).toMatchObject({ userId: null, site: 'ru', type: 0 });
    expect(log.entries[0]).toMatchObject({ userId: 1, site: 'it', type: 3 });
  });

  it('refuses an unknown click type with a field error', async () => {
    const reply = await callSandbox(sandbox.app, 'POST', '/click/', { body: { name: 'Gel', place: 'x', type: 7 } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: { type: [expect.any(String)] } });
    expect(clickLog(sandbox.state()).entries).toHaveLength(0);
  });
});
