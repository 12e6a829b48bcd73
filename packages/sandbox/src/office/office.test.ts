import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';

const BUSINESS = '/api/v1/greenway/office/services/business-telecom';

describe('sandbox office', () => {
  let sandbox: Sandbox;
  let partner: string;
  beforeEach(async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent', now: () => now });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterEach(() => sandbox.app.close());

  const upload = (token: string, field: string) => {
    const boundary = 'test-boundary';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\n${field}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="charter.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 charter\r\n--${boundary}--\r\n`,
    );
    return sandbox.app.inject({
      method: 'POST',
      url: `${BUSINESS}/upload/`,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('counts the dashboard’s team from the structure and converts money per site', async () => {
    const dashboard = await callSandbox<{ partners_count: number; LO: number }>(
      sandbox.app,
      'GET',
      '/greenway/office/dashboard/',
      { token: partner },
    );
    const list = await callSandbox<{ total: number }>(sandbox.app, 'GET', '/greenway/office/partner/list/', {
      token: partner,
    });
    expect(dashboard.body.partners_count).toBe(list.body.total);
    const us = await callSandbox<{ LO: number; currency_code: string }>(
      sandbox.app,
      'GET',
      '/greenway/office/dashboard/',
      {
        token: partner,
        headers: { 'content-location': 'us' },
      },
    );
    expect(us.body.currency_code).toBe('USD');
    expect(us.body.LO).toBeCloseTo(dashboard.body.LO / 90, 1);
  });

  it('offers the live chat only on configured domains and languages', async () => {
    const ru = await callSandbox(sandbox.app, 'GET', '/greenway/office/webim/', { token: partner });
    expect(ru.body).toMatchObject({ enabled: true, visitor: { hash: expect.any(String) } });
    const it = await callSandbox(sandbox.app, 'GET', '/greenway/office/webim/', {
      token: partner,
      headers: { 'content-location': 'it', 'content-language': 'it-IT' },
    });
    expect(it.body).toMatchObject({ enabled: false, visitor: null });
  });

  it('shows the sections of the user’s role', async () => {
    const client = (await signIn(sandbox.app, 'client')).access_token;
    const home = await callSandbox<{ sections: { name: string }[] }>(sandbox.app, 'GET', '/greenway/office/', {
      token: client,
    });
    expect(home.body.sections.map((s) => s.name)).not.toContain('presentations');
    const partner = (await signIn(sandbox.app, 'partner')).access_token;
    const partnerHome = await callSandbox<{ sections: { path: string }[] }>(sandbox.app, 'GET', '/greenway/office/', {
      token: partner,
    });
    expect(partnerHome.body.sections.map((s) => s.path)).toContain('/office/materials/presentations');
  });

  it('serves an office CMS page only to a signed-in user whose role may read it', async () => {
    const path = '/page/office/materials/presentations/';
    const partner = (await signIn(sandbox.app, 'partner')).access_token;
    const client = (await signIn(sandbox.app, 'client')).access_token;
    expect((await callSandbox(sandbox.app, 'GET', path, { token: partner })).status).toBe(200);
    expect((await callSandbox(sandbox.app, 'GET', path, { token: client })).status).toBe(404);
    expect((await callSandbox(sandbox.app, 'GET', path, {})).status).toBe(404);
  });

  it('sends the business-service form with the files uploaded for it', async () => {
    const uploaded = await upload(partner, 'documents');
    const { file_ids } = uploaded.json() as { file_ids: number[] };
    expect(file_ids).toHaveLength(1);
    expect((await upload(partner, 'tariff')).statusCode).toBe(400);
    const values = {
      company_name: 'Green Home LLC',
      inn: '7701234567',
      contact_phone: '+79001234567',
      email: 'office@greenhome.example',
      tariff: 'Start',
    };
    const client = (await signIn(sandbox.app, 'client')).access_token;
    const foreign = await callSandbox(sandbox.app, 'POST', '/greenway/office/services/business-telecom/form/', {
      token: client,
      body: { values, file_ids },
    });
    expect(foreign.body).toMatchObject({ errors: { file_ids: [expect.any(String)] } });
    const bad = await callSandbox(sandbox.app, 'POST', '/greenway/office/services/business-telecom/form/', {
      token: partner,
      body: { values: { ...values, email: 'nope', tariff: 'Gold' }, file_ids },
    });
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['values.email', 'values.tariff']);
    const sent = await callSandbox(sandbox.app, 'POST', '/greenway/office/services/business-telecom/form/', {
      token: partner,
      body: { values, file_ids },
    });
    expect(sent.body).toMatchObject({ status: 'sent', values });
    const form = await callSandbox(sandbox.app, 'GET', '/greenway/office/services/business-telecom/form/', {
      token: partner,
    });
    expect(form.body).toMatchObject({ status: 'sent' });
    const file = await sandbox.app.inject({
      method: 'GET',
      url: `${BUSINESS}/file/${file_ids[0]}/`,
      headers: { authorization: `Bearer ${partner}` },
    });
    expect(file.headers['content-disposition']).toContain('charter.pdf');
  });

  it('links the messenger assistant once per code', async () => {
    const info = await callSandbox(sandbox.app, 'GET', '/greenway/messenger-assistant/auth/?code=whatsapp-654321');
    expect(info.body).toMatchObject({ chat_type: 'whatsapp', valid: true });
    const confirm = () =>
      callSandbox(sandbox.app, 'POST', '/greenway/messenger-assistant/auth/', {
        token: partner,
        body: { code: 'whatsapp-654321' },
      });
    expect((await confirm()).body).toEqual({ ok: true });
    expect((await confirm()).status).toBe(400);
    const used = await callSandbox(sandbox.app, 'GET', '/greenway/messenger-assistant/auth/?code=whatsapp-654321');
    expect(used.body).toMatchObject({ valid: false });
  });
});
