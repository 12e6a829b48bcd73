import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test-support/gateway-harness.js';

describe('tickets page (spec 1 §2, spec 2 §2)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('merges the event, its seat scheme and the user tickets', async () => {
    const response = await h.get('/bff/v1/office/events/101/tickets', await h.signIn('partner'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      event: { id: 101 },
      scheme: expect.any(Object),
      tickets: expect.any(Array),
    });
    expect(
      ['eventGet', 'ticketOrderScheme', 'ticketOrderRegistration'].map((id) => h.sandbox.callLog.count(id)),
    ).toEqual([1, 1, 1]);
  });

  it('has no seat scheme for an event sold by number of places', async () => {
    const cookie = await h.signIn('partner');
    const placesEvent = [102, 103, 104, 105, 106, 107, 108, 109, 110];
    const pages = await Promise.all(placesEvent.map((id) => h.get(`/bff/v1/office/events/${id}/tickets`, cookie)));
    expect(pages.every((page) => page.statusCode === 200)).toBe(true);
    expect(pages.some((page) => page.json().scheme === null)).toBe(true);
  });

  it('sends a signed-out visitor to sign in, found event or not, without calling the upstream', async () => {
    const before = h.sandbox.callLog.snapshot().records.length;
    const response = await h.get('/bff/v1/office/events/9999/tickets');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
    expect(h.sandbox.callLog.snapshot().records.length).toBe(before);
  });

  it('shows Error 404 to a signed-in user for an unknown event', async () => {
    const response = await h.get('/bff/v1/office/events/9999/tickets', await h.signIn('partner'));
    expect(response.json().error.redirect).toEqual({ route: 'Error', status: 404 });
  });
});
