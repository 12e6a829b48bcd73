import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { catalog } from '../state/catalog.js';
import { callSandbox, signIn, uploadToSandbox } from '../test-client.js';

describe('sandbox profile, security and files', () => {
  let sandbox: Sandbox;
  let partner: string;

  const call = <T = Record<string, unknown>>(method: 'GET' | 'PUT', path: string, token: string, body?: unknown) =>
    callSandbox<T>(sandbox.app, method, path, { token, ...(body === undefined ? {} : { body }) });

  beforeEach(async () => {
    sandbox = await buildSandbox({ validateReplies: true, now: () => Date.parse('2026-11-22T10:00:00Z') });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('keeps profile changes, and the new email signs in', async () => {
    const changed = await call('PUT', '/office/partner/profile/', partner, {
      email: 'Anna.Green@Example.com',
      phone: '+7 (916) 555-12-34',
      city: 'Kazan',
      address: 'Bauman st. 10',
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/office/partner/profile/', partner)).body).toMatchObject({
      email: 'anna.green@example.com',
      phone: '+79165551234',
      city: 'Kazan',
      address: 'Bauman st. 10',
      first_name: 'Anna',
    });
    const signedIn = await callSandbox(sandbox.app, 'POST', '/auth/authenticate/', {
      body: { login: 'anna.green@example.com', password: 'demo1234' },
    });
    expect(signedIn.status).toBe(200);
  });

  it('refuses an invalid email or phone with field errors and changes nothing', async () => {
    const email = await call('PUT', '/office/partner/profile/', partner, { email: 'not-an-email' });
    expect(email).toMatchObject({ status: 400, body: { errors: { email: [expect.any(String)] } } });
    const taken = await call('PUT', '/office/partner/profile/', partner, { email: 'client@example.com' });
    expect(taken).toMatchObject({ status: 400, body: { errors: { email: [expect.stringContaining('already')] } } });
    for (const phone of ['89161234567', '+38050123456', '+7916123', '+74951234567']) {
      const reply = await call('PUT', '/office/partner/profile/', partner, { phone, city: 'Sochi' });
      expect(reply, phone).toMatchObject({ status: 400, body: { errors: { phone: [expect.any(String)] } } });
    }
    expect((await call('GET', '/office/partner/profile/', partner)).body).toMatchObject({
      email: 'partner@example.com',
      city: 'Moscow',
    });
  });

  it('keeps security settings per user', async () => {
    const settings = { two_factor: 'email', notify_on_login: false, confirm_payouts_by_sms: false };
    expect((await call('PUT', '/office/security/set/', partner, settings)).body).toEqual({ ok: true });
    expect((await call('GET', '/greenway/office/security/get/', partner)).body).toEqual(settings);
    const client = (await signIn(sandbox.app, 'client')).access_token;
    expect((await call('GET', '/greenway/office/security/get/', client)).body).toMatchObject({ two_factor: 'off' });
  });

  it('gives uploaded files back byte for byte to their owner only, and uses one as the avatar', async () => {
    const content = Buffer.from('%PDF-1.4\n% signed agreement\n');
    const upload = await uploadToSandbox<{ file_ids: number[] }>(sandbox.app, '/greenway/file/upload/', {
      token: partner,
      field: 'files',
      filename: 'agreement.pdf',
      content,
    });
    const [id] = upload.body.file_ids;
    const download = await sandbox.app.inject({
      method: 'GET',
      url: `/api/v1/greenway/file/${id}/`,
      headers: { authorization: `Bearer ${partner}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('agreement.pdf');
    expect(download.rawPayload.equals(content)).toBe(true);
    const client = (await signIn(sandbox.app, 'client')).access_token;
    expect((await call('GET', `/greenway/file/${id}/`, client)).status).toBe(404);

    const avatar = await call('PUT', '/office/partner/profile/', partner, { avatar_file_id: id });
    expect(avatar.body).toMatchObject({ avatar: `/greenway/file/${id}/` });
    expect((await call('PUT', '/office/partner/profile/', client, { avatar_file_id: id })).status).toBe(400);
  });

  it('lists audio with durations, the audio book tied to the shop item of type 3', async () => {
    const audio = await call<{
      audio: { duration: number; product_id: number | null }[];
      total: number;
      has_more: boolean;
    }>('GET', '/greenway/office/audio/?page=1&per_page=5', partner);
    expect(audio.body).toMatchObject({ total: 12, has_more: true });
    expect(audio.body.audio.every((t) => t.duration > 0)).toBe(true);
    const bookId = audio.body.audio[0]!.product_id;
    expect(catalog(sandbox.state()).byId(bookId ?? 0)?.type).toBe(3);
  });
});
