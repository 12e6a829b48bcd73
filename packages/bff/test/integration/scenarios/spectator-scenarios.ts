import { expect } from 'vitest';
import { cookieOf, type Scenario } from '../scenario.js';

const auditLines = (logs: string[]) =>
  logs.filter((line) => line.includes('"audit"')).map((line) => JSON.parse(line) as Record<string, unknown>);

/** Spectator mode (spec 1 §6, spec 2 §6). */
export const spectatorScenarios: Scenario[] = [
  {
    name: 'spectator-manager',
    title: 'lets a manager act as a partner with can_create_order_well, then brings the manager back',
    run: async ({ get, post, signIn, logs }) => {
      const managerCookie = await signIn('manager');
      const start = await post('/bff/v1/auth/spectator', { as_user: 'partner' }, { cookie: managerCookie });
      expect(start.statusCode).toBe(200);
      expect(start.json()).toMatchObject({
        user: { name: 'Anna Partnerova' },
        spectator: { manager: { name: 'Oleg Menedzherov' }, can_create_order_well: true },
      });
      const spectating = cookieOf(start);
      expect(spectating).not.toBe(managerCookie);
      const exit = await post('/bff/v1/auth/spectator/exit', undefined, { cookie: spectating });
      expect(exit.json()).toMatchObject({ user: { name: 'Oleg Menedzherov' }, spectator: null });
      const back = cookieOf(exit);
      expect((await get('/bff/v1/auth?fresh=1', { cookie: back })).json()).toMatchObject({
        signedIn: true,
        user: { name: 'Oleg Menedzherov' },
      });
      expect(auditLines(logs)).toEqual([
        expect.objectContaining({ audit: 'spectator_start' }),
        expect.objectContaining({ audit: 'spectator_stop' }),
      ]);
    },
  },
  {
    name: 'spectator-viewer',
    title: 'lets a viewer act as a partner without can_create_order_well, and stop',
    run: async ({ post, signIn }) => {
      const start = await post('/bff/v1/auth/spectator', { as_user: 'partner' }, { cookie: await signIn('viewer') });
      expect(start.json().spectator).toMatchObject({ can_create_order_well: false });
      const exit = await post('/bff/v1/auth/spectator/exit', undefined, { cookie: cookieOf(start) });
      expect(exit.json()).toMatchObject({ signedIn: true, spectator: null });
    },
  },
  {
    name: 'spectator-refused',
    title: 'refuses a user without can_spectate before any upstream call, and an unknown user',
    run: async ({ post, signIn, upstream }) => {
      const refused = await post('/bff/v1/auth/spectator', { as_user: 'client' }, { cookie: await signIn('partner') });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('cannot_spectate');
      expect(upstream.calls('spectator')).toBe(0);
      const unknown = await post('/bff/v1/auth/spectator', { as_user: 'nobody' }, { cookie: await signIn('manager') });
      expect(unknown.statusCode).toBe(404);
    },
  },
];
