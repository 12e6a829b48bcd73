import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';

describe('spectator mode (spec 1 §6, spec 2 §6)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('lets manager act as partner, with can_create_order_well, and brings the manager back', async () => {
    const managerCookie = await h.signIn('manager');
    const start = await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, managerCookie);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      user: { name: 'Anna Partnerova' },
      spectator: {
        well_user: { name: 'Anna Partnerova' },
        manager: { name: 'Oleg Menedzherov' },
        can_create_order_well: true,
      },
    });
    const spectating = cookieOf(start);
    expect(spectating).not.toBe(managerCookie);
    expect((await h.get('/bff/v1/auth', managerCookie)).json().signedIn).toBe(false);

    const exit = await h.post('/bff/v1/auth/spectator/exit', undefined, spectating);
    expect(exit.json()).toMatchObject({ user: { name: 'Oleg Menedzherov' }, spectator: null });
    const back = cookieOf(exit);
    expect(back).not.toBe(spectating);
    expect((await h.get('/bff/v1/auth?fresh=1', back)).json()).toMatchObject({
      signedIn: true,
      user: { name: 'Oleg Menedzherov' },
    });
  });

  it('shows viewer spectating without can_create_order_well', async () => {
    const start = await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('viewer'));
    expect(start.json().spectator).toMatchObject({ can_create_order_well: false });
  });

  it('refuses a user without can_spectate, and an unknown user', async () => {
    const partner = await h.signIn('partner');
    const refused = await h.post('/bff/v1/auth/spectator', { as_user: 'client' }, partner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('cannot_spectate');
    expect(h.sandbox.callLog.count('spectator')).toBe(0);
    const unknown = await h.post('/bff/v1/auth/spectator', { as_user: 'nobody' }, await h.signIn('manager'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'user_not_found', fields: { as_user: [expect.any(String)] } });
    expect(unknown.json().error.redirect).toBeUndefined();
  });

  it('refuses to view an employee, a fellow manager or a suspended account, keeping the manager signed in', async () => {
    for (const [manager, user, why] of [
      ['viewer', 'employee', 'role'],
      ['viewer', 'manager', 'spectator'],
      ['manager', 'suspended', 'suspended'],
    ] as const) {
      const cookie = await h.signIn(manager);
      const logouts = h.sandbox.callLog.count('logout');
      const refused = await h.post('/bff/v1/auth/spectator', { as_user: user }, cookie);
      expect(refused.statusCode, `${manager} viewing ${user}`).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'spectate_not_allowed',
        fields: { as_user: [expect.any(String)] },
      });
      // The viewing tokens the upstream made are revoked, and the session is still the manager's own.
      expect(h.sandbox.callLog.count('logout')).toBe(logouts + 1);
      expect((await h.get('/bff/v1/auth', cookie)).json()).toMatchObject({ signedIn: true, spectator: null });
      const audit = h.logs.filter((line) => line.includes('"spectator_refused_user"')).map((line) => JSON.parse(line));
      expect(audit.at(-1)).toMatchObject({ why });
    }
  });

  it('refuses to start viewing from a viewing session, before any upstream call', async () => {
    const viewing = await h.spectate('manager', 'partner');
    const before = h.sandbox.callLog.count('spectator');
    const again = await h.post('/bff/v1/auth/spectator', { as_user: 'client' }, viewing);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.code).toBe('spectator_credentials');
    expect(h.sandbox.callLog.count('spectator')).toBe(before);
  });

  it('writes an audit line when spectating starts and stops', async () => {
    const start = await h.post('/bff/v1/auth/spectator', { as_user: 'partner' }, await h.signIn('manager'));
    await h.post('/bff/v1/auth/spectator/exit', undefined, cookieOf(start));
    const audit = h.logs.filter((line) => line.includes('"audit"')).map((line) => JSON.parse(line));
    expect(audit).toEqual([
      expect.objectContaining({ audit: 'spectator_start', manager: '100004', user: '100001' }),
      expect.objectContaining({ audit: 'spectator_stop', manager: '100004', user: '100001' }),
    ]);
  });
});
