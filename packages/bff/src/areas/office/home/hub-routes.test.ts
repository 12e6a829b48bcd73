import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

describe('the office hubs’ live figures (spec 1 §2 hub pages)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('gives the business hub the period’s rank, volumes and team counts from one dashboard read', async () => {
    const cookie = await h.signIn('partner');
    const before = h.sandbox.callLog.count('officeDashboard');
    const response = await h.get('/bff/v1/office/hubs/business', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().figures).toMatchObject({
      period: { id: expect.any(Number), name: expect.any(String) },
      rank: expect.any(String),
      LO: expect.any(Number),
      SGO: expect.any(Number),
      partners_count: expect.any(Number),
      currency_code: 'RUB',
    });
    expect(h.sandbox.callLog.count('officeDashboard') - before).toBe(1);
  });

  it('refuses the business hub to a client before any upstream read (office-access: partners only)', async () => {
    const before = h.sandbox.callLog.count('officeDashboard');
    const response = await h.get('/bff/v1/office/hubs/business', await h.signIn('client'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('page_not_for_role');
    expect(h.sandbox.callLog.count('officeDashboard')).toBe(before);
  });

  it('gives the finance hub the balance of each of the four accounts', async () => {
    const response = await h.get('/bff/v1/office/hubs/finance', await h.signIn('client'));
    expect(response.statusCode).toBe(200);
    const types = response.json().accounts.map((a: { type: string }) => a.type);
    expect(types.sort()).toEqual(['autobonus', 'gift', 'internal', 'travel']);
  });

  it('lists only the CMS pages of the section, and only those the role may read', async () => {
    const partner = (await h.get('/bff/v1/office/hubs/materials', await h.signIn('partner'))).json();
    expect(partner.pages).toEqual([
      { title: 'Бизнес-презентации', path: '/office/materials/presentations' },
      { title: 'Брендбук и логотипы', path: '/office/materials/brand-book' },
    ]);
    const client = (await h.get('/bff/v1/office/hubs/materials', await h.signIn('client'))).json();
    expect(client.pages).toEqual([]);
    const specifications = (await h.get('/bff/v1/office/hubs/specifications', await h.signIn('client'))).json();
    expect(specifications.pages.map((p: { path: string }) => p.path)).toEqual([
      '/office/specifications/product-passports',
      '/office/specifications/certificates',
    ]);
  });
});
