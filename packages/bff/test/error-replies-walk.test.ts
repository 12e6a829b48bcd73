import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DeclaredRoute } from '../src/platform/access/route-declarations.js';
import { testConfig } from '../src/platform/config.js';
import { ErrorEnvelope } from '../src/platform/errors/envelope.js';
import { readErrors, writeErrors } from '../src/platform/errors/replies.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

/** A route's URL as the document writes its path (`:id` as `{id}`, the wildcard as `{*}`). */
const pathOf = (url: string): string => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
/** The document lists a prefix route (`/media`) under its trailing-slash path (`/media/`). */
const operationOf = (document: Document, route: DeclaredRoute): Operation | undefined => {
  const path = pathOf(route.url);
  const method = route.method.toLowerCase();
  return document.paths[path]?.[method] ?? document.paths[`${path}/`]?.[method];
};
const errorStatuses = (statuses: string[]): string[] => statuses.filter((status) => Number(status) >= 400);

/**
 * Issue 34: every route of the contract states the error replies it can give once, in one place
 * (platform/access/route-declarations.ts): the shared read or write set, 503 (load shedding, the
 * session store unavailable) on every route, each error status as the one envelope, in the route's
 * reply schemas and in the OpenAPI document generated from them.
 */
describe('the error replies of every route', () => {
  let app: FastifyInstance;
  let document: Document;

  beforeAll(async () => {
    app = await buildApp(testConfig());
    await app.ready();
    document = app.swagger() as unknown as Document;
  });
  afterAll(() => app.close());

  it('walks the whole gateway', () => {
    expect(app.declaredRoutes.length).toBeGreaterThan(200);
  });

  it('each route of the contract answers every shared error status, 503 included, with the envelope', () => {
    const wrong: string[] = [];
    for (const route of app.declaredRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(document, route);
      if (!route.replies) {
        // Outside the contract (hidden: metrics, health, crawler files): it writes its own replies.
        if (operation) wrong.push(`${name}: in the document without reply schemas`);
        continue;
      }
      const shared = WRITE_METHODS.has(route.method) ? writeErrors : readErrors;
      const missing = Object.keys(shared).filter((status) => !(status in route.replies!));
      if (missing.length > 0) wrong.push(`${name}: no ${missing.join(', ')}`);
      for (const status of errorStatuses(Object.keys(route.replies)))
        if (route.replies[status] !== ErrorEnvelope) wrong.push(`${name}: ${status} is not the envelope`);
    }
    expect(wrong).toEqual([]);
  });

  it('the OpenAPI document lists 503 and the envelope for every error status of every operation', () => {
    const wrong: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = operation.responses ?? {};
        if (!('503' in responses)) wrong.push(`${method} ${path}: no 503`);
        for (const status of errorStatuses(Object.keys(responses)))
          if (responses[status]?.content?.['application/json']?.schema?.$ref !== ENVELOPE_REF)
            wrong.push(`${method} ${path}: ${status} is not the envelope`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
