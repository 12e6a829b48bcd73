import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { readErrors, writeErrors } from '../errors/replies.js';
import { declareSubtreeAccess, declareSubtreeReplies, registerRouteDeclarations } from './route-declarations.js';

const appWithDeclarations = (): FastifyInstance => {
  const app = Fastify();
  // The shared replies are zod schemas, which the gateway's own serializer compiles; not needed here.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerRouteDeclarations(app);
  return app;
};

const ok = async () => ({ ok: true });

describe('route declarations (issue 29: every route says who may call it)', () => {
  it('refuses to register a route that declares no access, naming it', async () => {
    const app = appWithDeclarations();
    await expect(
      app
        .register(async (area) => {
          area.get('/forgotten', ok);
        })
        .ready(),
    ).rejects.toThrow(/GET \/forgotten declares no access/);
  });

  it('refuses an access kind the table does not know', async () => {
    const app = appWithDeclarations();
    await expect(
      app
        .register(async (area) => {
          area.post('/typo', { config: { access: 'signedin' as never } }, ok);
        })
        .ready(),
    ).rejects.toThrow(/POST \/typo declares no access/);
  });

  it('lets a subtree state the access of routes a plugin registers for it, and only there', async () => {
    const app = appWithDeclarations();
    await app.register(async (files) => {
      declareSubtreeAccess(files, 'public');
      files.get('/file', ok);
    });
    await app.ready();
    expect(app.declaredRoutes).toEqual([{ method: 'GET', url: '/file', access: 'public' }]);

    const sibling = appWithDeclarations();
    sibling.register(async (files) => declareSubtreeAccess(files, 'public'));
    await expect(
      sibling
        .register(async (other) => {
          other.get('/elsewhere', ok);
        })
        .ready(),
    ).rejects.toThrow(/declares no access/);
  });

  it('states the shared error replies on every route of the contract, a route’s own statuses first', async () => {
    const app = appWithDeclarations();
    const own = { type: 'object', properties: { special: { type: 'string' } } };
    const seen: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      seen[`${route.method} ${route.url}`] = route.schema?.response;
    });
    app.get('/read', { config: { access: 'public' }, schema: { response: { 200: {} } } }, ok);
    app.post('/write', { config: { access: 'signedIn' }, schema: { response: { 200: {}, 409: own } } }, ok);
    app.get('/hidden', { config: { access: 'public' } }, ok);
    await app.ready();
    expect(seen['GET /read']).toEqual({ ...readErrors, 200: {} });
    expect(seen['POST /write']).toEqual({ ...writeErrors, 200: {}, 409: own });
    expect(Object.keys(writeErrors)).toEqual(expect.arrayContaining(['401', '403', '409', '429', '503']));
    // A route outside the contract (no reply schema) keeps writing its own replies.
    expect(seen['GET /hidden']).toBeUndefined();
  });

  it('lets a subtree state the replies of routes a plugin registers for it, the shared errors merged in', async () => {
    const app = appWithDeclarations();
    const file = { description: 'a file' };
    await app.register(async (proxy) => {
      declareSubtreeAccess(proxy, 'public');
      declareSubtreeReplies(proxy, { 200: file });
      proxy.get('/proxied', ok);
    });
    await app.register(async (other) => {
      other.get('/own', { config: { access: 'public' } }, ok);
    });
    await app.ready();
    expect(app.declaredRoutes).toEqual([
      { method: 'GET', url: '/proxied', access: 'public', replies: { ...readErrors, 200: file } },
      { method: 'GET', url: '/own', access: 'public' },
    ]);
  });
});
