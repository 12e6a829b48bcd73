import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { SMS_CODE } from '../state/users.js';
import { callSandbox, signIn } from '../test-client.js';

interface PartnerList {
  total: number;
  has_more: boolean;
  partners: { number: string; name: string; level: number; city: string | null }[];
}

const registration = {
  phone: '+79005557788',
  country: 'RU',
  city: 'Kazan',
  user_type: 'partner',
  country_id: 1,
  confirm_code: SMS_CODE,
  sms_language: 'ru',
  sponsor_id: 1,
  first_name: 'Marina',
  last_name: 'Zelenova',
  email: 'marina.zelenova@example.com',
};

describe('sandbox team', () => {
  let sandbox: Sandbox;
  let partner: string;
  beforeEach(async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent', now: () => now });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('lists only the signed-in partner’s structure, a page at a time', async () => {
    const page = await callSandbox<PartnerList>(
      sandbox.app,
      'GET',
      '/greenway/office/partner/list/?page=2&per_page=10',
      {
        token: partner,
      },
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(200);
    expect(page.body.partners).toHaveLength(10);
    expect(page.body.has_more).toBe(true);
    const firstLine = await callSandbox<PartnerList>(sandbox.app, 'GET', '/greenway/office/partner/list/?level=1', {
      token: partner,
    });
    expect(firstLine.body.partners.every((p) => p.level === 1)).toBe(true);
    const manager = (await signIn(sandbox.app, 'manager')).access_token;
    const other = await callSandbox<PartnerList>(sandbox.app, 'GET', '/greenway/office/partner/list/', {
      token: manager,
    });
    expect(other.body.total).toBe(0);
  });

  it('opens a partner card only inside the structure: 404 unknown, 403 outside', async () => {
    const card = await callSandbox(sandbox.app, 'GET', '/greenway/office/partner/100100/', { token: partner });
    expect(card.body).toMatchObject({ number: '100100', level: 1, sponsor: { number: '100001' } });
    const unknown = await callSandbox(sandbox.app, 'GET', '/greenway/office/partner/999999/', { token: partner });
    expect(unknown.status).toBe(404);
    const manager = (await signIn(sandbox.app, 'manager')).access_token;
    const outside = await callSandbox(sandbox.app, 'GET', '/greenway/office/partner/100100/', { token: manager });
    expect(outside.status).toBe(403);
  });

  it('creates a partner who appears in the list and must accept the agreements', async () => {
    const created = await callSandbox<{ number: string }>(sandbox.app, 'POST', '/office/partner/create/', {
      token: partner,
      body: registration,
    });
    expect(created.status).toBe(200);
    const list = await callSandbox<PartnerList>(sandbox.app, 'GET', '/greenway/office/partner/list/?search=zelenova', {
      token: partner,
    });
    expect(list.body.partners).toEqual([
      expect.objectContaining({ number: created.body.number, level: 1, city: 'Kazan' }),
    ]);
    const signedIn = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', {
      body: { login: registration.email, password: 'demo1234' },
    });
    expect(signedIn.body).toMatchObject({ need_agreements: true, user: { role: 'partner' } });
  });

  it('refuses bad registrations with field errors', async () => {
    const bad = await callSandbox(sandbox.app, 'POST', '/office/partner/create/', {
      token: partner,
      body: { ...registration, confirm_code: '0000', phone: '12', sponsor_id: 4, user_type: 'client' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['confirm_code', 'phone', 'sponsor_id', 'user_type']);
    const client = (await signIn(sandbox.app, 'client')).access_token;
    const refused = await callSandbox(sandbox.app, 'POST', '/office/partner/create/', {
      token: client,
      body: registration,
    });
    expect(refused.status).toBe(403);
  });

  it('creates an invite whose code /auth/invite-info/ accepts', async () => {
    const invite = await callSandbox<{ code: string }>(sandbox.app, 'POST', '/office/link/invite/create/', {
      token: partner,
      body: { user_type: 'client', comment: 'Eco fair' },
    });
    expect(invite.body.code).toBe('INV-C-100001');
    const info = await callSandbox(sandbox.app, 'GET', `/auth/invite-info/?invite=${invite.body.code}`);
    expect(info.body).toMatchObject({ user_type: 'client', sponsor_number: '100001' });
    const active = await callSandbox(sandbox.app, 'GET', '/greenway/office/link/invite/active/', { token: partner });
    expect(active.body).toMatchObject({ invites: [{ code: 'INV-C-100001', comment: 'Eco fair' }] });
  });

  it('clears need_agreements of the newbie once the agreement is accepted', async () => {
    const first = await callSandbox<{ access_token: string }>(sandbox.app, 'POST', '/auth/authenticate/', {
      body: { login: 'newbie', password: 'demo1234' },
    });
    expect(first.body).toMatchObject({ need_agreements: true });
    const accepted = await callSandbox(sandbox.app, 'POST', '/office/agreement/', {
      token: first.body.access_token,
      body: { agree_type: 'offer' },
    });
    expect(accepted.body).toEqual({ ok: true });
    const again = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', {
      body: { login: 'newbie', password: 'demo1234' },
    });
    expect(again.body).toMatchObject({ need_agreements: false });
  });

  it('restores a lapsed agreement under a sponsor found by number', async () => {
    const viewer = (await signIn(sandbox.app, 'viewer')).access_token;
    const info = await callSandbox(sandbox.app, 'GET', '/greenway/office/agreement/restore/', { token: viewer });
    expect(info.body).toMatchObject({ can_restore: true, sponsor: null });
    const found = await callSandbox<{ sponsors: { id: number }[] }>(
      sandbox.app,
      'GET',
      '/greenway/office/agreement/restore/list/?sponsor_number=100001',
      { token: viewer },
    );
    expect(found.body.sponsors.map((s) => s.id)).toContain(1);
    expect(
      (await callSandbox(sandbox.app, 'POST', '/office/agreement/restore/', { token: viewer, body: { sponsor_id: 1 } }))
        .status,
    ).toBe(200);
    const after = await callSandbox(sandbox.app, 'GET', '/greenway/office/agreement/restore/', { token: viewer });
    expect(after.body).toMatchObject({ can_restore: false, sponsor: { number: '100001' } });
  });

  it('downloads the partner list as a real XLSX workbook', async () => {
    const reply = await sandbox.app.inject({
      method: 'GET',
      url: '/api/v1/greenway/office/partner/list/download/?level=1',
      headers: { authorization: `Bearer ${partner}`, 'content-location': 'ru' },
    });
    expect(reply.headers['content-type']).toContain('spreadsheetml');
    expect(reply.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(reply.rawPayload.toString('latin1')).toContain('Sofia Novichkova');
  });
});
