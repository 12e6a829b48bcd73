import { expect } from 'vitest';
import { CSRF_HEADER } from '../../../src/platform/security/csrf.js';
import { SCENARIO_HOST, type Scenario } from '../scenario.js';

/** The CSRF defence (DESIGN.md): a refused call never reaches the upstream. */
export const securityScenarios: Scenario[] = [
  {
    name: 'csrf-refused',
    title: 'refuses a state-changing call without the header or from another origin: 403, nothing upstream',
    noUpstreamCall: true,
    run: async ({ app, password, upstream }) => {
      const attempts: [Record<string, string>, string][] = [
        [{ origin: `http://${SCENARIO_HOST}` }, 'csrf_header_missing'],
        [{ [CSRF_HEADER]: '1' }, 'csrf_origin_missing'],
        [{ [CSRF_HEADER]: '1', origin: 'http://evil.example' }, 'csrf_origin_mismatch'],
        [{ [CSRF_HEADER]: '1', origin: 'http://it.localhost:3000' }, 'csrf_origin_mismatch'],
      ];
      for (const [headers, code] of attempts) {
        const response = await app.inject({
          method: 'POST',
          url: '/bff/v1/auth/sign-in',
          headers: { host: SCENARIO_HOST, ...headers },
          payload: { login: 'partner', password },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({ status: 403, code, message: expect.any(String) });
      }
      expect(upstream.calls()).toBe(0);
    },
  },
];
