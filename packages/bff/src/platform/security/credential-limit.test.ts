import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { SIGN_IN_LIMIT } from './rate-limits.js';

/**
 * Body fields that carry a password or a one-time code, today's and the coming ones (password
 * change, reset confirm, registration and payout codes): any `*password*`, `*passwd*`, `code` or
 * `*_code`, `*sms*`, `*otp*`, `pin`, `*secret*`...
 */
const SECRET_FIELD = /pass(word|wd)|(^|_)code$|sms|otp|(^|_)pin$|secret|one_?time/i;
/**
 * Fields named like a code that hold no secret: what a page says about the place or the goods, and
 * the security setting that asks for an SMS code when a payout is signed (a switch, not a code),
 * and the language an SMS is written in.
 */
const NOT_SECRETS = new Set([
  'country_code',
  'language_code',
  'currency_code',
  'postal_code',
  'promo_code',
  'confirm_payouts_by_sms',
  'sms_language',
]);
/**
 * Fields of one route that share a secret's name but hold none: the quick order's product codes,
 * the pickup point a paid order is checked against.
 */
const NOT_SECRETS_OF: Readonly<Record<string, ReadonlySet<string>>> = {
  'POST /bff/v1/office/orders/fast': new Set(['code']),
  'POST /bff/v1/office/orders/:id/limits': new Set(['code']),
};

type Schema = { $ref?: string; properties?: Record<string, Schema>; items?: Schema } & Record<string, unknown>;

/** Every property name of a request body, at any depth, resolving the contract's references. */
const fieldNames = (
  schema: Schema | undefined,
  components: Record<string, Schema>,
  seen = new Set<Schema>(),
): string[] => {
  if (!schema || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref) return fieldNames(components[schema.$ref.split('/').pop() ?? ''], components, seen);
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((key) =>
    ((schema[key] as Schema[] | undefined) ?? []).flatMap((inner) => fieldNames(inner, components, seen)),
  );
  const own = Object.entries(schema.properties ?? {}).flatMap(([name, inner]) => [
    name,
    ...fieldNames(inner, components, seen),
  ]);
  return [...own, ...nested, ...fieldNames(schema.items, components, seen)];
};

describe('credential limit (issue 15 point 2: no password guessing through a second door)', () => {
  let h: Harness;
  // One gateway per test: failed passwords count per address across logins too (PASSWORD_ADDRESS_LIMIT).
  beforeEach(async () => {
    h = await startHarness();
    await h.app.ready();
  });
  afterEach(() => h.close());

  it('every route of the contract whose body carries a password or a code has the shared limit', () => {
    const document = h.app.swagger() as unknown as {
      paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
      components?: { schemas?: Record<string, Schema> };
    };
    const components = document.components?.schemas ?? {};
    const checked: string[] = [];
    const missing: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
        const secrets = fieldNames(schema, components).filter(
          (name) => SECRET_FIELD.test(name) && !NOT_SECRETS.has(name) && !NOT_SECRETS_OF[route]?.has(name),
        );
        if (secrets.length === 0) continue;
        checked.push(route);
        if (!h.app.credentialLimitedRoutes.has(route)) missing.push(`${route} (${secrets.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
    // The walk sees today's secret-taking routes, so an empty `missing` means something.
    expect(checked).toEqual(
      expect.arrayContaining([
        'POST /bff/v1/auth/sign-in',
        'POST /bff/v1/auth/domain-redirect',
        'POST /bff/v1/auth/messenger',
        'POST /bff/v1/auth/voice-assistant',
        'POST /bff/v1/auth/open-entry/check',
        'POST /bff/v1/office/payouts/:id/sign',
        'POST /bff/v1/auth/password-recovery/check',
        'POST /bff/v1/auth/password-recovery/confirm',
        'POST /bff/v1/auth/registration/check-code',
        'POST /bff/v1/auth/registration',
      ]),
    );
  });

  it(`domain redirect takes at most ${SIGN_IN_LIMIT.max} passwords per address and login`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT.max + 2; i += 1) {
      const response = await h.post('/bff/v1/auth/domain-redirect', {
        login: 'client',
        password: `guess-${i}`,
        redirect: '/office',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(SIGN_IN_LIMIT.max)).toEqual([429, 429]);
    expect(h.sandbox.callLog.count('domainRedirect')).toBe(SIGN_IN_LIMIT.max);
  });

  it('the sign-in form and domain redirect share one counter per login: guesses cannot be spread over doors', async () => {
    const half = SIGN_IN_LIMIT.max / 2;
    for (let i = 0; i < half; i += 1)
      await h.post('/bff/v1/auth/sign-in', { login: 'Employee ', password: `guess-${i}` });
    for (let i = 0; i < half; i += 1)
      await h.post('/bff/v1/auth/domain-redirect', { login: 'employee', password: `guess-${i}`, redirect: '/office' });
    const over = await h.post('/bff/v1/auth/domain-redirect', {
      login: 'employee',
      password: 'demo1234',
      redirect: '/office',
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('too_many_attempts');
    const otherLogin = await h.post('/bff/v1/auth/sign-in', { login: 'partner', password: 'demo1234' });
    expect(otherLogin.statusCode).toBe(200);
  });
});
