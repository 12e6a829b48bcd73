import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test-support/gateway-harness.js';
import { MAIL_PAGE_SIZE } from './mail-routes.js';

describe('GET /bff/v1/office/mail (MailHome, spec 2 §2)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  it('lists the conversations with subjects and unread counts in one call', async () => {
    const cookie = await h.signIn('partner');
    const before = h.sandbox.callLog.count('mailList');
    const response = await h.get('/bff/v1/office/mail', cookie);
    expect(response.statusCode).toBe(200);
    const reply = response.json();
    expect(reply.conversations.length).toBeGreaterThan(0);
    expect(reply.conversations.length).toBeLessThanOrEqual(MAIL_PAGE_SIZE);
    expect(reply.conversations[0]).toMatchObject({ subject: expect.any(String), unread: expect.any(Number) });
    const unread = reply.conversations.reduce((sum: number, c: { unread: number }) => sum + c.unread, 0);
    expect(reply.unread_mail).toBeGreaterThanOrEqual(unread);
    expect(reply.page).toBe(1);
    expect(h.sandbox.callLog.count('mailList') - before).toBe(1);
  });

  it('sends a visitor to MyOfficeAuth without calling the upstream', async () => {
    const before = h.sandbox.callLog.count('mailList');
    const response = await h.get('/bff/v1/office/mail');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.redirect).toEqual({ route: 'MyOfficeAuth' });
    expect(h.sandbox.callLog.count('mailList')).toBe(before);
  });

  it('answers a suspended account 403 suspended with the MailHome redirect the page recognises', async () => {
    const response = await h.get('/bff/v1/office/mail', await h.signIn('suspended'));
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({ code: 'suspended', redirect: { route: 'MailHome' } });
  });

  it('refuses a bad page with a field error', async () => {
    const response = await h.get('/bff/v1/office/mail?page=0', await h.signIn('partner'));
    expect(response.statusCode).toBe(400);
  });
});
