import { readFieldCode } from '@gf/contracts/rules/validation-keys';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.js';

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
registerErrorHandler(app);
app.post(
  '/form',
  {
    schema: {
      body: z.object({
        name: z.string().min(3),
        email: z.email(),
        age: z.number().max(120),
        kind: z.enum(['a', 'b']),
        nested: z.object({ code: z.string().min(1) }),
      }),
    },
  },
  () => ({ ok: true }),
);
app.get('/list', { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } }, () => ({}));

const fieldsOf = async (body: unknown) =>
  (await app.inject({ method: 'POST', url: '/form', payload: body as object })).json().error.fields as Record<
    string,
    string[]
  >;

/** Issue 32 item 1: the gateway's own 400 field errors are codes the client words, never zod's English. */
describe('the gateway’s field errors', () => {
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('sends each field a validation code with the bound its text names', async () => {
    const fields = await fieldsOf({ name: 'ab', email: 'nope', age: 130, kind: 'c', nested: { code: '' } });
    expect(fields).toEqual({
      name: ['validation.too_short?minimum=3'],
      email: ['validation.invalid_email'],
      age: ['validation.too_big?maximum=120'],
      kind: ['validation.invalid_value'],
      'nested.code': ['validation.required?minimum=1'],
    });
    expect(readFieldCode(fields.name?.[0] ?? '')).toEqual({ key: 'too_short', minimum: '3' });
  });

  it('tells a missing value from one of the wrong type by the request itself', async () => {
    const fields = await fieldsOf({ name: 7, email: 'a@b.cd', age: 1, kind: 'a' });
    expect(fields).toEqual({ name: ['validation.invalid'], nested: ['validation.required'] });
  });

  it('reads a query the same way, and no field error is English', async () => {
    const reply = await app.inject({ method: 'GET', url: '/list?page=0' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error).toMatchObject({
      code: 'invalid_input',
      fields: { page: ['validation.too_small?minimum=1'] },
    });
    const all = Object.values(await fieldsOf({})).flat();
    expect(all.length).toBeGreaterThan(0);
    for (const message of all) expect(readFieldCode(message), message).not.toBeNull();
  });
});
