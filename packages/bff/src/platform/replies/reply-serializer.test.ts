import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { replySerializerCompiler } from './reply-serializer.js';

const Reply = z.object({
  name: z.string(),
  count: z.number().int(),
  owner: z.object({ id: z.number() }).nullable(),
  tags: z.array(z.string()),
});

const appReplying = async (validate: boolean, reply: unknown) => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ validate }));
  app.get('/thing', { schema: { response: { 200: Reply } } }, async () => reply as z.infer<typeof Reply>);
  await app.ready();
  return app;
};

describe('reply serializer (issue 10: compiled writers keep every reply to its contract)', () => {
  const upstreamish = {
    name: 'Anna',
    count: 3,
    owner: { id: 1, refresh_token: 'r-secret' },
    tags: ['a', 'b'],
    access_token: 'a-secret',
  };

  it.each([true, false])('writes only the fields the contract names (validation %s)', async (validate) => {
    const app = await appReplying(validate, upstreamish);
    const response = await app.inject('/thing');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Anna', count: 3, owner: { id: 1 }, tags: ['a', 'b'] });
    expect(response.body).not.toContain('secret');
  });

  it('with validation, a reply drifting from its contract answers 500 instead', async () => {
    const app = await appReplying(true, { name: 5, count: 'x', owner: null, tags: [] });
    expect((await app.inject('/thing')).statusCode).toBe(500);
  });

  it('without validation, a reply missing a required field still fails instead of writing half of it', async () => {
    const app = await appReplying(false, { count: 1, owner: null, tags: [] });
    expect((await app.inject('/thing')).statusCode).toBe(500);
  });

  it('is on by default outside production and off with NODE_ENV=production', async () => {
    const { loadConfig } = await import('../config.js');
    expect(loadConfig({}).RESPONSE_VALIDATION).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).RESPONSE_VALIDATION).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', RESPONSE_VALIDATION: '1' }).RESPONSE_VALIDATION).toBe(true);
  });
});

describe('the production writer (no validation) against the validated one, on real pages', () => {
  const PAGES = [
    '/bff/v1/site',
    '/bff/v1/auth',
    '/bff/v1/pages/home',
    '/bff/v1/pages/news',
    '/bff/v1/pages/geography/markets',
    '/bff/v1/shop/main',
    '/bff/v1/shop/menu',
    '/bff/v1/shop/brands',
    '/bff/v1/shop/search?query=gel',
    '/bff/v1/office/mail',
    '/bff/v1/office/orders',
    '/bff/v1/office/orders/hub',
    '/bff/v1/checkout',
  ];
  const harnesses: Harness[] = [];
  afterAll(async () => {
    for (const harness of harnesses) await harness.close();
  });

  it('writes the same bytes without validation as with it, for every page', async () => {
    const [validated, production] = await Promise.all([
      startHarness({ RESPONSE_VALIDATION: true }),
      startHarness({ RESPONSE_VALIDATION: false }),
    ]);
    harnesses.push(validated, production);
    const [one, other] = await Promise.all([validated.signIn('partner'), production.signIn('partner')]);
    for (const page of PAGES) {
      const [expected, actual] = await Promise.all([validated.get(page, one), production.get(page, other)]);
      expect(actual.statusCode, page).toBe(expected.statusCode);
      expect(actual.body, page).toBe(expected.body);
    }
  });
});
