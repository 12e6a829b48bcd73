import { SERVICE_FILES_MAX, SERVICE_VALUE_MAX } from '@gf/contracts/gateway/services';
import { SERVICE_PAGE_NAMES, UNKNOWN_LINK_CODE } from '@gf/contracts/rules/office-services';
import { BUSINESS_SERVICE_FILE_FIELD } from '@gf/contracts/rules/upload-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../../test/harness/gateway-harness.js';
import { UPLOAD_FIELD } from '../../../platform/files/file-uploader.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../../platform/security/csrf.js';
import { SMS_CHECK_LIMIT } from '../../../platform/security/sms-limits.js';

const SERVICES = '/bff/v1/office/services';
const FORM = `${SERVICES}/business-telecom/form`;
const BOUNDARY = 'services-routes-test';
const PDF = Buffer.from('%PDF-1.7\n% company registration papers\n');
const SERVICE_CALLS = [
  'officeHealthService',
  'officePulseService',
  'officePrimeSubscription',
  'officeBusinessServiceForm',
  'officeBusinessServiceSubmit',
  'officeBusinessServiceUpload',
  'assistantAuthInfo',
  'assistantAuthConfirm',
] as const;

const VALID_VALUES = {
  company_name: 'Green Telecom LLC',
  inn: '7701234567',
  contact_phone: '+79161234567',
  email: 'office@green-telecom.example',
  tariff: 'Business',
};

/** Spec 1 §2 /office/services and its five pages; spec 2 §7 service calls, through the gateway. */
describe('office services (spec 1 §2, spec 2 §7)', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const upstreamCalls = () => SERVICE_CALLS.reduce((sum, id) => sum + h.sandbox.callLog.count(id), 0);

  const upload = (content: Buffer) =>
    h.app.inject({
      method: 'POST',
      url: '/bff/v1/office/files?use=business-service',
      headers: {
        host: 'ru.localhost:3000',
        cookie: partner,
        origin: 'http://ru.localhost:3000',
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="papers.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    });

  it('lists the five service pages and whether the live chat is offered on this site', async () => {
    const reply = (await h.get(SERVICES, partner)).json();
    expect(reply.services.map((s: { page: string }) => s.page)).toEqual(SERVICE_PAGE_NAMES);
    expect(reply.chat).toBe(true);
  });

  it('gives each service page from its own call', async () => {
    const health = (await h.get(`${SERVICES}/health-partner`, partner)).json();
    expect(health).toMatchObject({ kind: 'content', content: { name: 'health' } });
    const prime = (await h.get(`${SERVICES}/premium-subscription-partner`, partner)).json();
    expect(prime.content.name).toBe('prime-subscription');
    expect((await h.get(`${SERVICES}/pulse`, partner)).json().content.name).toBe('pulse');
    const form = (await h.get(`${SERVICES}/business-telecom`, partner)).json();
    expect(form.kind).toBe('form');
    expect(form.form.fields.map((f: { name: string }) => f.name)).toContain(BUSINESS_SERVICE_FILE_FIELD);
    expect((await h.get(`${SERVICES}/voice-assistant`, partner)).json().kind).toBe('assistant');
  });

  it('sends the business-telecom form with an uploaded document, which downloads again', async () => {
    const uploaded = await upload(PDF);
    expect(uploaded.statusCode).toBe(200);
    const [id] = uploaded.json().file_ids;
    const sent = await h.post(FORM, { values: VALID_VALUES, file_ids: [id] }, partner);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().status).toBe('sent');
    expect(sent.json().values.company_name).toBe(VALID_VALUES.company_name);
    const file = await h.get(`${SERVICES}/business-telecom/files/${id}`, partner);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('papers.pdf');
    // Another user cannot fetch it.
    const other = await h.signIn('client');
    expect((await h.get(`${SERVICES}/business-telecom/files/${id}`, other)).statusCode).toBe(404);
  });

  it('passes on the upstream’s field errors of a well-formed form', async () => {
    const uploaded = (await upload(PDF)).json().file_ids;
    const response = await h.post(
      FORM,
      { values: { ...VALID_VALUES, email: 'not-an-email' }, file_ids: uploaded },
      partner,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(['values.email']);
  });

  it('refuses bad input and unknown services before the upstream, and a form without the CSRF header', async () => {
    const before = upstreamCalls();
    expect((await h.get(`${SERVICES}/health`, partner)).statusCode).toBe(404);
    expect((await h.get(`${SERVICES}/health`, partner)).json().error.code).toBe('service_not_found');
    expect((await h.get(`${SERVICES}/Pulse`, partner)).statusCode).toBe(400);
    for (const body of [
      { values: VALID_VALUES, file_ids: [] },
      { values: VALID_VALUES, file_ids: Array.from({ length: SERVICE_FILES_MAX + 1 }, (_, i) => i + 1) },
      { values: { ...VALID_VALUES, comment: 'x'.repeat(SERVICE_VALUE_MAX + 1) }, file_ids: [1] },
      { values: { 'Bad Key': 'x' }, file_ids: [1] },
      { values: VALID_VALUES, file_ids: ['1'] },
      {},
    ]) {
      expect((await h.post(FORM, body, partner)).statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await h.get(`${SERVICES}/voice-assistant/link?code=`, partner)).statusCode).toBe(400);
    expect((await h.get(`${SERVICES}/business-telecom/files/0`, partner)).statusCode).toBe(400);
    const noCsrf = await h.app.inject({
      method: 'POST',
      url: FORM,
      headers: { host: 'ru.localhost:3000', cookie: partner, 'content-type': 'application/json' },
      payload: JSON.stringify({ values: VALID_VALUES, file_ids: [1] }),
    });
    expect(noCsrf.statusCode).toBe(403);
    const wrongType = await upload(Buffer.from('not a pdf at all'));
    expect(wrongType.statusCode).toBe(400);
    expect(upstreamCalls()).toBe(before);
  });

  it('links the voice assistant by its code once', async () => {
    const code = 'telegram-654321';
    const info = (await h.get(`${SERVICES}/voice-assistant/link?code=${code}`, partner)).json();
    expect(info).toMatchObject({ chat_type: 'telegram', valid: true });
    expect((await h.post(`${SERVICES}/voice-assistant/link`, { code }, partner)).json()).toEqual({ ok: true });
    const again = await h.post(`${SERVICES}/voice-assistant/link`, { code }, partner);
    expect(again.statusCode).toBe(400);
    expect((await h.get(`${SERVICES}/voice-assistant/link?code=${code}`, partner)).json().valid).toBe(false);
  });

  it('answers a link code no messenger gave with a field error on code, not the 404 page (issue 34)', async () => {
    const before = h.sandbox.callLog.count('assistantAuthInfo');
    const reply = await h.get(`${SERVICES}/voice-assistant/link?code=telegram-12`, partner);
    // The upstream was asked and said 404; the form gets its field error instead of a redirect.
    expect(h.sandbox.callLog.count('assistantAuthInfo')).toBe(before + 1);
    expect(reply.statusCode).toBe(400);
    const { error } = reply.json();
    expect(error).toMatchObject({ status: 400, code: UNKNOWN_LINK_CODE, fields: { code: [UNKNOWN_LINK_CODE] } });
    expect(error.redirect).toBeUndefined();
  });

  it('counts link-code reads and uses together per user, like SMS codes: past the limit, 429 before the upstream', async () => {
    expect(h.app.credentialLimitedRoutes.has('GET /bff/v1/office/services/voice-assistant/link')).toBe(true);
    const guesser = await h.signIn('client');
    const asked = () => h.sandbox.callLog.count('assistantAuthInfo') + h.sandbox.callLog.count('assistantAuthConfirm');
    const before = asked();
    for (let guess = 0; guess < SMS_CHECK_LIMIT.max; guess += 1) {
      const reply = await h.get(`${SERVICES}/voice-assistant/link?code=telegram-${guess}`, guesser);
      expect(reply.statusCode).toBe(400);
    }
    expect(asked()).toBe(before + SMS_CHECK_LIMIT.max);
    const read = await h.get(`${SERVICES}/voice-assistant/link?code=telegram-654322`, guesser);
    const used = await h.post(`${SERVICES}/voice-assistant/link`, { code: 'telegram-654322' }, guesser);
    expect([read.statusCode, used.statusCode]).toEqual([429, 429]);
    expect(read.headers['retry-after']).toBeDefined();
    expect(asked()).toBe(before + SMS_CHECK_LIMIT.max);
    // Another user's checks are theirs to spend.
    const other = await h.signIn('manager');
    expect((await h.get(`${SERVICES}/voice-assistant/link?code=telegram-654322`, other)).statusCode).toBe(200);
  });
});
