import { RATING_PAGE_NAMES, RATING_PAGES } from '@gf/contracts/rules/rating-pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';

const RATINGS = '/bff/v1/office/ratings';

/** Spec 1 §2 rating pages, spec 2 §2 "Ratings", §7 rating call, through the gateway. */
describe('rating pages (spec 1 §2, spec 2 §2 Ratings, §7)', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  it('lists the fourteen pages of the hub, each with the API rating the table gives it', async () => {
    const reply = (await h.get(RATINGS, partner)).json();
    expect(reply.pages.map((p: { page: string }) => p.page)).toEqual(RATING_PAGE_NAMES);
    expect(reply.pages.find((p: { page: string }) => p.page === 'benefactors').rating).toBe('top-eco-charity');
    expect(reply.pages.filter((p: { assumed: boolean }) => p.assumed).map((p: { page: string }) => p.page)).toEqual([
      'president-council',
      'grand-masters-club',
    ]);
  });

  it.each(RATING_PAGE_NAMES)('page %s reads its API rating for the current period', async (page) => {
    const before = h.sandbox.callLog.count('rating');
    const response = await h.get(`${RATINGS}/${page}`, partner);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.page).toBe(page);
    expect(reply.rating).toBe(RATING_PAGES[page]);
    expect(reply.period.is_current).toBe(true);
    expect(reply.rows.length).toBeGreaterThan(0);
    expect(h.sandbox.callLog.count('rating')).toBe(before + 1);
  });

  it('maps the renamed pages to the API names (top-gw-markets, gt-champions, benefactors)', async () => {
    const renamed = { 'top-gw-markets': 'top-gw-market', 'gt-champions': 'gt-rating', benefactors: 'top-eco-charity' };
    for (const [page, rating] of Object.entries(renamed)) {
      expect((await h.get(`${RATINGS}/${page}`, partner)).json().rating).toBe(rating);
    }
  });

  it('switches the period: an earlier period gives that period’s rows', async () => {
    const current = (await h.get(`${RATINGS}/best-seller`, partner)).json();
    const earlier = current.periods[1].id;
    const reply = (await h.get(`${RATINGS}/best-seller?period_id=${earlier}`, partner)).json();
    expect(reply.period.id).toBe(earlier);
    expect(reply.rows).not.toEqual(current.rows);
  });

  it('answers 404 for a page the table lacks, and 400 for a bad page or period, without asking the upstream', async () => {
    const before = h.sandbox.callLog.count('rating');
    for (const unknown of ['top-gw-market', 'gt-rating', 'most-liked', 'BENEFACTORS']) {
      const response = await h.get(`${RATINGS}/${unknown}`, partner);
      expect(response.statusCode, unknown).toBe(unknown === 'BENEFACTORS' ? 400 : 404);
    }
    expect((await h.get(`${RATINGS}/most-liked`, partner)).json().error.code).toBe('rating_not_found');
    const badPeriod = await h.get(`${RATINGS}/best-seller?period_id=202613`, partner);
    expect(badPeriod.statusCode).toBe(400);
    expect(badPeriod.json().error.fields).toHaveProperty('period_id');
    const encoded = await h.get(`${RATINGS}/%2e%2e%2fmail`, partner);
    expect([400, 404]).toContain(encoded.statusCode);
    expect(h.sandbox.callLog.count('rating')).toBe(before);
  });

  it('keeps ratings to partners: a client is refused before the upstream', async () => {
    const client = await h.signIn('client');
    const before = h.sandbox.callLog.count('rating');
    expect((await h.get(`${RATINGS}/best-seller`, client)).statusCode).toBe(403);
    expect(h.sandbox.callLog.count('rating')).toBe(before);
  });
});
