import { TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import { DEMO_TICKET_HASH } from '@gf/sandbox/tickets/ticket-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { PRIVATE_CACHE_CONTROL } from '../../../platform/cache/public-reads.js';

describe('a ticket in the office (spec 1 §2 /office/orders/tickets/{ticket_id}, ticket-barcode)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('shows a registered ticket with its barcode and printed layout', async () => {
    const response = await h.get(`/bff/v1/office/tickets/${DEMO_TICKET_HASH}`, await h.signIn('partner'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      valid: true,
      ticket: { barcode: expect.stringMatching(/^\d+$/), layout_id: expect.any(Number) },
      layout: { elements: expect.any(Array) },
    });
  });

  it('streams the ticket PDF through the file streamer', async () => {
    const response = await h.get(`/bff/v1/office/tickets/${DEMO_TICKET_HASH}/download`, await h.signIn('partner'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/attachment/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each(['..%2Fpartner', 'a%20b', 'x'])('refuses the hash %s before any upstream call', async (hash) => {
    const cookie = await h.signIn('partner');
    const before = h.sandbox.callLog.snapshot().records.length;
    const response = await h.get(`/bff/v1/office/tickets/${hash}/download`, cookie);
    expect(response.statusCode).toBe(400);
    expect(h.sandbox.callLog.snapshot().records.length).toBe(before);
  });

  it('answers an unknown ticket with Error 404', async () => {
    const response = await h.get('/bff/v1/office/tickets/tk000000000000', await h.signIn('partner'));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.redirect).toEqual({ route: 'Error', status: 404 });
  });
});

describe('the external ticket pages (spec 1 §2 light layout: /external/ticket-template, /external/ticket)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(() => h.close());

  it('shows the ticket template by hash to anyone, not cached', async () => {
    const response = await h.get(`/bff/v1/external/ticket-template/${DEMO_TICKET_HASH}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(response.json()).toMatchObject({
      ticket: { number: expect.any(String) },
      layout: { id: expect.any(Number) },
    });
  });

  it('checks a ticket by hash without sign-in', async () => {
    const response = await h.get(`/bff/v1/external/ticket/${DEMO_TICKET_HASH}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ valid: true, status: TICKET_STATUS.registered });
  });

  it('refuses a malformed hash before any upstream call', async () => {
    const before = h.sandbox.callLog.snapshot().records.length;
    const response = await h.get('/bff/v1/external/ticket/%3Cscript%3E');
    expect(response.statusCode).toBe(400);
    expect(h.sandbox.callLog.snapshot().records.length).toBe(before);
  });
});
