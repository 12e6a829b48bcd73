import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';

/** A number no order and no partner has. */
const NOBODY = '999999';

/** Issue 29 item 5: whether a thing exists is not told by the error; "not yours" is "not there". */
describe('one answer for "not yours" and "not there"', () => {
  let h: Harness;
  let partner: string;
  let client: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
    client = await h.signIn('client');
  });
  afterAll(() => h.close());

  it("answers another user's order exactly as an order that does not exist, on every order route", async () => {
    const theirs = (await h.get('/bff/v1/office/orders', partner)).json().orders[0].id as number;
    const reads = ['/bff/v1/office/orders/{id}', '/bff/v1/orders/{id}/payment', '/bff/v1/orders/{id}/blank'];
    const writes = ['/bff/v1/office/orders/{id}/cancel', '/bff/v1/office/orders/{id}/receive'];
    for (const [route, call] of [
      ...reads.map((route) => [route, (url: string) => h.get(url, client)] as const),
      ...writes.map((route) => [route, (url: string) => h.post(url, {}, client)] as const),
    ]) {
      const mine = await call(route.replace('{id}', String(theirs)));
      const none = await call(route.replace('{id}', NOBODY));
      expect(mine.statusCode, route).toBe(404);
      expect(mine.json(), route).toEqual(none.json());
      expect(mine.json().error).toMatchObject({ code: 'not_found', message: 'Not found' });
    }
  });

  it('looks a ticket holder up only among the user and their structure; anyone else is nobody', async () => {
    const event = (await h.get('/bff/v1/office/events', partner)).json().events[0].id as number;
    const lookup = (number: string, cookie = partner) =>
      h.get(`/bff/v1/office/events/${event}/tickets/partner?number=${number}`, cookie);
    const member = (await h.get('/bff/v1/office/team/structure', partner)).json().children[0].number as string;
    expect((await lookup(member)).json()).toMatchObject({ number: member });
    const own = (await h.get('/bff/v1/auth', client)).json().user.number as string;
    expect((await lookup(own, client)).json()).toMatchObject({ number: own });
    // The client's sponsor exists, but is not in the client's structure: answered as a number nobody has.
    const outside = await lookup(member, client);
    const none = await lookup(NOBODY, client);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(none.json());
    expect(outside.json().error.code).toBe('partner_not_found');
    expect(outside.body).not.toContain('Partnerova');
  });
});
