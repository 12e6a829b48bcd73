import { AMOUNT_ERRORS, minorToDecimal, toMinor } from '@gf/contracts/rules/money-rules';
import { PAYOUT_ERRORS } from '@gf/contracts/rules/payout-rules';
import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { PAYOUT_COMPANY_DOCUMENT_UPLOAD } from '@gf/contracts/rules/upload-rules';
import { SMS_CODE as SANDBOX_SMS_CODE } from '@gf/sandbox/state/users';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../../test/harness/gateway-harness.js';
import { UPLOAD_FIELD } from '../../../platform/files/file-uploader.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../../platform/security/csrf.js';
import { SMS_CHECK_LIMIT } from '../../../platform/security/sms-limits.js';

const P = '/bff/v1/office/payouts';
const WRONG_SMS_CODE = '9999';
/** How many times a double submit is sent at once. */
const RACING_REQUESTS = 5;
const PDF = Buffer.from('%PDF-1.7\n% company registration\n');
const BOUNDARY = 'payouts-routes-test';
const COMPANY = {
  name: 'Green Home LLC',
  vat: '7701234567',
  address: 'Moscow, Tverskaya 1',
  bank_account: '40702810900000012345',
};

interface PayoutsPage {
  balance: number;
  min_amount: number;
  max_amount: number;
  available_periods: number[];
  list: { id: number; status: string; documents: { id: number; name: string }[] }[];
}

let keys = 0;
const newKey = (): string => `payout-test-key-${String(++keys).padStart(8, '0')}`;

const multipart = (type: string, content: Buffer, filename = 'registration.pdf'): Buffer =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

describe('office payouts routes (issue 18, spec 2 §2 Payouts, §3 Payout, §7 payout calls)', () => {
  let h: Harness;
  let partner: string;
  const page = async (): Promise<PayoutsPage> => (await h.get(P, partner)).json();
  const request = (body: Record<string, unknown>, cookie = partner) =>
    h.post(P, { idempotency_key: newKey(), ...body }, cookie);
  const upload = (body: Buffer, cookie = partner) =>
    h.app.inject({
      method: 'POST',
      url: '/bff/v1/office/files?use=payout-company-document',
      headers: {
        host: TEST_HOST,
        cookie,
        origin: `http://${TEST_HOST}`,
        [CSRF_HEADER]: CSRF_VALUE,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: body,
    });
  const put = (url: string, body: unknown) =>
    h.app.inject({
      method: 'PUT',
      url,
      headers: { host: TEST_HOST, cookie: partner, origin: `http://${TEST_HOST}`, [CSRF_HEADER]: CSRF_VALUE },
      payload: body as object,
    });

  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  it('shows the payouts with periods, available periods, balance, autobonus, travel, bounds, currency and message', async () => {
    const reply = await page();
    expect(reply).toMatchObject({
      balance: expect.any(Number),
      autobonus: expect.any(Number),
      travel: expect.any(Number),
      periods: expect.any(Array),
      min_amount: expect.any(Number),
      max_amount: expect.any(Number),
      currency_code: 'RUB',
    });
    expect(reply).toHaveProperty('message');
    expect(reply.available_periods.length).toBeGreaterThan(0);
    expect(reply.list[0]!.documents[0]).toEqual({ id: expect.any(Number), name: expect.any(String) });
  });

  it.each([
    ['zero', '0', AMOUNT_ERRORS.zero],
    ['negative', '-100', AMOUNT_ERRORS.format],
    ['non-numeric', '1,000.00', AMOUNT_ERRORS.format],
    ['under the minimum', '999.99', AMOUNT_ERRORS.belowMin],
    ['over the balance', '999999999', AMOUNT_ERRORS.overBalance],
  ])('refuses a %s amount with the amount field named and nothing requested upstream', async (_n, amount, code) => {
    const before = h.sandbox.callLog.count('payoutAdd');
    const { available_periods } = await page();
    const response = await request({ amount, period_id: available_periods[0] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.amount).toEqual([code]);
    expect(h.sandbox.callLog.count('payoutAdd')).toBe(before);
  });

  it('refuses an amount over the maximum and a period that is not available', async () => {
    const before = h.sandbox.callLog.count('payoutAdd');
    const { max_amount, available_periods } = await page();
    const over = await request({ amount: minorToDecimal(toMinor(max_amount) + 1), period_id: available_periods[0] });
    expect(over.json().error.fields.amount[0]).toMatch(/^amount_(above_max|over_balance)$/);
    const period = await request({ amount: '1500', period_id: 190001 });
    expect(period.json().error.fields.period_id).toEqual([PAYOUT_ERRORS.periodNotAvailable]);
    expect(h.sandbox.callLog.count('payoutAdd')).toBe(before);
  });

  it(`requests one payout for ${RACING_REQUESTS} racing requests with one key, then signs it with the SMS code`, async () => {
    const before = await page();
    const calls = h.sandbox.callLog.count('payoutAdd');
    const body = { idempotency_key: newKey(), amount: '1500.25', period_id: before.available_periods[0] };
    const replies = await Promise.all(Array.from({ length: RACING_REQUESTS }, () => h.post(P, body, partner)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(RACING_REQUESTS).fill(200));
    expect(new Set(replies.map((r) => r.json().id)).size).toBe(1);
    expect(h.sandbox.callLog.count('payoutAdd') - calls).toBe(1);
    const payout = replies[0]!.json();
    expect(payout).toMatchObject({ status: 'awaiting_sign', amount: 1500.25 });
    expect(toMinor((await page()).balance)).toBe(toMinor(before.balance) - 150_025);

    const wrong = await h.post(`${P}/${payout.id}/sign`, { code: WRONG_SMS_CODE }, partner);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty(SMS_FIELD);
    const signed = await h.post(`${P}/${payout.id}/sign`, { code: SANDBOX_SMS_CODE }, partner);
    expect(signed.statusCode).toBe(200);
    expect(signed.json().status).toBe('processing');
    const document = signed.json().documents.at(-1);
    const pdf = await h.get(`${P}/documents/${document.id}`, partner);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a code that is not a code before the upstream', async () => {
    const before = h.sandbox.callLog.count('payoutSign');
    const response = await h.post(`${P}/1/sign`, { code: 'abcd' }, partner);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(SMS_FIELD);
    expect(h.sandbox.callLog.count('payoutSign')).toBe(before);
  });

  it('adds a payout company with an uploaded document, shows its offer and agrees to it', async () => {
    const stored = await upload(multipart('application/pdf', PDF));
    expect(stored.statusCode).toBe(200);
    const [fileId] = stored.json().file_ids;
    const added = await h.post(`${P}/companies`, { ...COMPANY, document_ids: [fileId] }, partner);
    expect(added.statusCode).toBe(200);
    const company = added.json();
    expect(company).toMatchObject({
      offer_agreed: false,
      accept_file: null,
      documents: [{ id: fileId, name: 'registration.pdf' }],
    });
    const offer = (await h.get(`${P}/companies/${company.id}/offer`, partner)).json();
    expect(offer.text).toContain(COMPANY.name);
    expect((await h.get(`${P}/documents/${offer.offer_file.id}`, partner)).statusCode).toBe(200);
    const agreed = await h.post(`${P}/companies/${company.id}/offer/agree`, undefined, partner);
    expect(agreed.json()).toMatchObject({ offer_agreed: true, accept_file: { id: expect.any(Number) } });
    const listed = (await h.get(`${P}/companies`, partner)).json().companies;
    expect(listed.map((c: { id: number }) => c.id)).toContain(company.id);
    const edited = await put(`${P}/companies/${company.id}`, { ...COMPANY, name: 'Green Home Group LLC' });
    expect(edited.json()).toMatchObject({ name: 'Green Home Group LLC', offer_agreed: false });
    expect((await h.get(`${P}/companies/${company.id}`, partner)).json().name).toBe('Green Home Group LLC');
  });

  it('shows the server’s VAT check beside the field and refuses a wrong or too large document', async () => {
    const badVat = await h.post(`${P}/companies`, { ...COMPANY, vat: 'X1' }, partner);
    expect(badVat.statusCode).toBe(400);
    expect(badVat.json().error.fields).toHaveProperty('vat');
    const before = h.sandbox.callLog.count('fileUpload');
    const notPdf = await upload(multipart('application/pdf', Buffer.from('plain text, not a PDF')));
    expect(notPdf.statusCode).toBe(400);
    const tooLarge = await upload(
      multipart('application/pdf', Buffer.concat([PDF, Buffer.alloc(PAYOUT_COMPANY_DOCUMENT_UPLOAD.maxBytes)])),
    );
    expect(tooLarge.statusCode).toBe(400);
    const wrongType = await upload(multipart('application/msword', PDF, 'a.doc'));
    expect(wrongType.statusCode).toBe(400);
    expect(h.sandbox.callLog.count('fileUpload')).toBe(before);
  });

  it('takes international payouts after the terms are accepted, in an offered currency only', async () => {
    const form = (await h.get(`${P}/international`, partner)).json();
    expect(form).toMatchObject({ accepted: false, fields: expect.any(Array), currency_rates: expect.any(Object) });
    const currency = Object.keys(form.currency_rates)[0];
    const fields = {
      beneficiary_name: 'Anna Partnerova',
      iban: 'DE89370400440532013000',
      swift: 'DEUTDEFF',
      bank_country: 'DE',
    };
    expect((await h.post(`${P}/international/accept`, undefined, partner)).json()).toEqual({ ok: true });
    const before = h.sandbox.callLog.count('payoutInternationalAdd');
    const unknownCurrency = await h.post(
      `${P}/international`,
      { idempotency_key: newKey(), amount: '6000', payout_currency: 'XXX', fields },
      partner,
    );
    expect(unknownCurrency.json().error.fields.payout_currency).toEqual([PAYOUT_ERRORS.currencyNotOffered]);
    const missing = await h.post(
      `${P}/international`,
      { idempotency_key: newKey(), amount: '6000', payout_currency: currency, fields: { ...fields, iban: '' } },
      partner,
    );
    expect(missing.json().error.fields).toHaveProperty('fields.iban');
    expect(h.sandbox.callLog.count('payoutInternationalAdd')).toBe(before);
    const added = await h.post(
      `${P}/international`,
      { idempotency_key: newKey(), amount: '6000', payout_currency: currency, fields },
      partner,
    );
    expect(added.statusCode).toBe(200);
    expect((await h.get(`${P}/international`, partner)).json().payouts[0].id).toBe(added.json().id);
  });

  it('opens a card-payout provider account and sends its invitation again', async () => {
    const list = (await h.get(`${P}/card-provider`, partner)).json();
    const free = list.business_types.find(
      (t: { id: number }) => !list.accounts.some((a: { business_type_id: number }) => a.business_type_id === t.id),
    );
    const added = await h.post(`${P}/card-provider`, { business_type_id: free.id }, partner);
    expect(added.json()).toMatchObject({ status: 'invited', business_type_id: free.id });
    const invitation = await h.post(`${P}/card-provider/${added.json().id}/invitation`, undefined, partner);
    expect(invitation.json().url).toMatch(/^https:\/\//);
  });

  it('lets a spectating manager look at payouts but never request, sign or agree', async () => {
    const manager = await h.spectate('manager', 'partner');
    expect((await h.get(P, manager)).statusCode).toBe(200);
    const before = h.sandbox.callLog.count('payoutAdd');
    const { available_periods } = await page();
    for (const [url, body] of [
      [P, { idempotency_key: newKey(), amount: '1500', period_id: available_periods[0] }],
      [`${P}/1/sign`, { code: SANDBOX_SMS_CODE }],
      [`${P}/companies`, COMPANY],
    ] as const) {
      const response = await h.post(url, body, manager);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code).toBe('spectator_owner_only');
    }
    expect(h.sandbox.callLog.count('payoutAdd')).toBe(before);
  });
});

describe('a payout to a company (spec 2 §2 "Payouts: invoices")', () => {
  it('waits for the company’s invoice after signing, takes it from the upload path, then processes', async () => {
    const h = await startHarness();
    try {
      const partner = await h.signIn('partner');
      const company = (await h.post(`${P}/companies`, COMPANY, partner)).json();
      await h.post(`${P}/companies/${company.id}/offer/agree`, undefined, partner);
      const { available_periods } = (await h.get(P, partner)).json();
      const payout = (
        await h.post(
          P,
          { idempotency_key: newKey(), amount: '2000', period_id: available_periods[0], company_id: company.id },
          partner,
        )
      ).json();
      const signed = await h.post(`${P}/${payout.id}/sign`, { code: SANDBOX_SMS_CODE }, partner);
      expect(signed.json().status).toBe('awaiting_invoice');
      const stored = await h.app.inject({
        method: 'POST',
        url: '/bff/v1/office/files?use=payout-invoice',
        headers: {
          host: TEST_HOST,
          cookie: partner,
          origin: `http://${TEST_HOST}`,
          [CSRF_HEADER]: CSRF_VALUE,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: multipart('application/pdf', PDF, 'invoice.pdf'),
      });
      const before = h.sandbox.callLog.count('payoutInvoice');
      expect((await h.post(`${P}/${payout.id}/invoice`, { file_id: 'x' }, partner)).statusCode).toBe(400);
      expect(h.sandbox.callLog.count('payoutInvoice')).toBe(before);
      const invoiced = await h.post(`${P}/${payout.id}/invoice`, { file_id: stored.json().file_ids[0] }, partner);
      expect(invoiced.statusCode).toBe(200);
      expect(invoiced.json().status).toBe('processing');
      expect(invoiced.json().documents.length).toBeGreaterThan(signed.json().documents.length);
    } finally {
      await h.close();
    }
  });
});

describe('payout signing attempts (issue 18: SMS codes limited like sign-in)', () => {
  let h: Harness;
  let partner: string;
  beforeEach(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });

  it(`takes at most ${SMS_CHECK_LIMIT.max} codes per user, whichever payout they name`, async () => {
    const { available_periods } = (await h.get(P, partner)).json();
    const ids: number[] = [];
    for (const period of available_periods.slice(0, 2)) {
      ids.push((await h.post(P, { idempotency_key: newKey(), amount: '1000', period_id: period }, partner)).json().id);
    }
    const statuses: number[] = [];
    for (let i = 0; i < SMS_CHECK_LIMIT.max + 2; i += 1) {
      statuses.push((await h.post(`${P}/${ids[i % ids.length]}/sign`, { code: WRONG_SMS_CODE }, partner)).statusCode);
    }
    expect(statuses.slice(0, SMS_CHECK_LIMIT.max)).toEqual(Array(SMS_CHECK_LIMIT.max).fill(400));
    expect(statuses.slice(SMS_CHECK_LIMIT.max)).toEqual([429, 429]);
    expect(h.sandbox.callLog.count('payoutSign')).toBe(SMS_CHECK_LIMIT.max);
    await h.close();
  });
});
