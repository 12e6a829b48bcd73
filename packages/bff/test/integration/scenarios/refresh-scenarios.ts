import { expect } from 'vitest';
import { REFRESH_KEEPS_TOKENS_STATUSES, REFRESH_THRESHOLD_S } from '../../../src/platform/constants.js';
import type { Scenario, ScenarioContext } from '../scenario.js';

/** The sandbox's access-token lifetime (SANDBOX_TOKEN_TTL default). */
const TOKEN_TTL_S = 300;

const fresh = (context: ScenarioContext, cookie: string) => context.get('/bff/v1/auth?fresh=1', { cookie });

/** Token refresh and each failed-refresh policy (spec 1 §4, §8; spec 2 §8). */
export const refreshScenarios: Scenario[] = [
  {
    name: 'refresh-proactive',
    title: 'refreshes before the call when the access token expires within REFRESH_THRESHOLD_S',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      context.advance((TOKEN_TTL_S - REFRESH_THRESHOLD_S + 1) * 1000);
      expect((await fresh(context, cookie)).json().signedIn).toBe(true);
      expect(context.upstream.calls('refresh')).toBe(1);
    },
  },
  {
    name: 'refresh-on-401',
    title: 'answers a 401 with one refresh and one retry',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      await context.upstream.expireTokens();
      expect((await fresh(context, cookie)).json().signedIn).toBe(true);
      expect(context.upstream.calls('refresh')).toBe(1);
      expect(context.upstream.calls('authInfo')).toBe(3);
    },
  },
  {
    name: 'refresh-second-401',
    title: 'raises server problems on a second 401 after a refresh; the session stays',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      await context.upstream.fault('status=401', ['authInfo'], 2);
      const response = await fresh(context, cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'unauthorized_after_refresh', serverProblems: true });
      expect(context.upstream.calls('refresh')).toBe(1);
      expect((await fresh(context, cookie)).json().signedIn).toBe(true);
    },
  },
  ...REFRESH_KEEPS_TOKENS_STATUSES.map(
    (status): Scenario => ({
      name: `refresh-fails-${status}-keeps-tokens`,
      title: `keeps the tokens when the refresh fails with ${status}, and refreshes on the next call`,
      run: async (context) => {
        const cookie = await context.signIn('partner');
        await context.upstream.expireTokens();
        await context.upstream.fault(`status=${status}`, ['refresh'], 1);
        const failed = await fresh(context, cookie);
        expect(failed.json().error).toMatchObject({ status, serverProblems: true });
        expect(failed.json().error.redirect).toBeUndefined();
        expect((await fresh(context, cookie)).json().signedIn).toBe(true);
        expect(context.upstream.calls('refresh')).toBe(2);
      },
    }),
  ),
  {
    name: 'refresh-no-answer-keeps-tokens',
    title: 'keeps the tokens when the refresh gets no answer',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      await context.upstream.expireTokens();
      await context.upstream.fault('reset', ['refresh'], 1);
      expect((await fresh(context, cookie)).json().error).toMatchObject({
        serverProblems: true,
        code: 'upstream_unreachable',
      });
      expect((await fresh(context, cookie)).json().signedIn).toBe(true);
    },
  },
  {
    name: 'refresh-refused-clears-tokens',
    title: 'removes the tokens when the refresh is refused; the visitor is signed out',
    run: async (context) => {
      const cookie = await context.signIn('partner');
      await context.upstream.expireTokens();
      await context.upstream.fault('status=401', ['refresh'], 1);
      expect((await fresh(context, cookie)).json()).toMatchObject({ signedIn: false, user: null });
      const after = context.upstream.calls();
      expect((await context.get('/bff/v1/auth', { cookie })).json().signedIn).toBe(false);
      expect(context.upstream.calls()).toBe(after);
    },
  },
];
