import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

describe('GET /bff/v1/office/sections/… (spec 1 §2 /office/{section}, /office/{section}/{subsection})', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const cmsPaths = () => h.sandbox.callLog.snapshot().records.filter((r) => r.operationId === 'staticPage');

  it('serves a section page from the CMS static-page call', async () => {
    const response = await h.get('/bff/v1/office/sections/documents', partner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({ path: '/office/documents', title: 'Документы компании' });
    expect(response.json().content).toContain('<h2>');
    expect(cmsPaths().at(-1)?.path).toBe('/api/v1/page/office/documents/');
  });

  it('serves a subsection page the same way', async () => {
    const response = await h.get('/bff/v1/office/sections/documents/charter', partner);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ path: '/office/documents/charter', title: 'Устав компании' });
  });

  it('answers a page the CMS does not have with a plain 404 the page shows in place, no redirect', async () => {
    const response = await h.get('/bff/v1/office/sections/no-such-section/nothing', partner);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      status: 404,
      code: 'page_not_found',
      message: 'There is no such office page',
    });
  });

  it('answers 404 for a CMS page the role may not read', async () => {
    const response = await h.get('/bff/v1/office/sections/materials/presentations', await h.signIn('client'));
    expect(response.statusCode).toBe(404);
  });

  it('refuses a malformed segment with a field error before any upstream call', async () => {
    const before = cmsPaths().length;
    for (const url of [
      '/bff/v1/office/sections/UPPER',
      '/bff/v1/office/sections/a.b/c',
      '/bff/v1/office/sections/x/%2e%2e',
    ]) {
      const response = await h.get(url, partner);
      expect(response.statusCode, url).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}).length, url).toBeGreaterThan(0);
    }
    expect(cmsPaths().length).toBe(before);
  });

  it('keeps server problems as server problems, not as a missing page', async () => {
    h.sandbox.faults.set({ fault: { status: 500 }, operations: ['staticPage'], times: 1 });
    const response = await h.get('/bff/v1/office/sections/documents', partner);
    expect(response.statusCode).toBe(500);
    expect(response.json().error.serverProblems).toBe(true);
  });
});
