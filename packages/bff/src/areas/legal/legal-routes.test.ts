import { LEGAL_PATHS } from '@gf/contracts/rules/legal-paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';

describe('legal page endpoint', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());
  beforeEach(() => h.sandbox.callLog.clear());

  const path = (operationId: string) =>
    h.sandbox.callLog
      .snapshot()
      .records.filter((r) => r.operationId === operationId)
      .map((r) => r.path);

  it('legal: every path of spec 1 §2 is read from /page{path}/', async () => {
    expect(LEGAL_PATHS).toHaveLength(23);
    for (const legal of LEGAL_PATHS) {
      const reply = await h.get(`/bff/v1/pages/legal?path=${encodeURIComponent(legal)}`);
      expect(reply.statusCode, legal).toBe(200);
      expect(reply.json().content).toContain('<h2>');
    }
    expect(path('staticPage')).toEqual(LEGAL_PATHS.map((legal) => `/api/v1/page${legal}/`));
  });

  it('legal: a path not in the list is a 404 envelope and never reaches the upstream', async () => {
    for (const other of ['/production', '/legal/unknown', '/../admin']) {
      const reply = await h.get(`/bff/v1/pages/legal?path=${encodeURIComponent(other)}`);
      expect(reply.statusCode, other).toBe(404);
      expect(reply.json()).toEqual({ error: { status: 404, code: 'not_found', message: 'No such legal page' } });
    }
    expect(h.sandbox.callLog.count('staticPage')).toBe(0);
  });
});
