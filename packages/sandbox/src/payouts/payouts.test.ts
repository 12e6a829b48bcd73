import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { SMS_CODE } from '../state/users.js';
import { callSandbox, signIn } from '../test-client.js';

const P = '/greenway/office/payout';
const company = { name: 'Green Home LLC', vat: '7701234567', address: 'Moscow', bank_account: '40702810900000012345' };

interface PayoutList {
  balance: number;
  available_periods: number[];
}

describe('sandbox payouts', () => {
  let sandbox: Sandbox;
  let partner: string;
  const get = <T = Record<string, unknown>>(path: string) =>
    callSandbox<T>(sandbox.app, 'GET', path, { token: partner });
  const post = <T = Record<string, unknown>>(path: string, body?: unknown) =>
    callSandbox<T>(sandbox.app, 'POST', path, { token: partner, body });

  beforeEach(async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent', now: () => now });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('debits the internal account, then signs with the SMS code and gives a valid PDF', async () => {
    const before = (await get<PayoutList>(`${P}/list/`)).body;
    expect(before.available_periods).toEqual([202610, 202609]);
    const added = await post<{ id: number; status: string }>(`${P}/add/`, { amount: 5000, period_id: 202610 });
    expect(added.body).toMatchObject({ status: 'awaiting_sign', amount: 5000 });
    const after = (await get<PayoutList>(`${P}/list/`)).body;
    expect(after.balance).toBe(before.balance - 5000);
    expect(after.available_periods).toEqual([202609]);
    expect((await post(`${P}/add/`, { amount: 5000, period_id: 202610 })).body).toMatchObject({
      errors: { period_id: [expect.any(String)] },
    });
    expect((await post(`${P}/add/`, { amount: 10, period_id: 202609 })).body).toMatchObject({
      errors: { amount: [expect.any(String)] },
    });
    expect((await post(`${P}/sign/`, { payout_id: added.body.id, code: '0000' })).status).toBe(400);
    const signed = await post<{ documents: { url: string }[] }>(`${P}/sign/`, {
      payout_id: added.body.id,
      code: SMS_CODE,
    });
    expect(signed.body).toMatchObject({ status: 'processing' });
    const pdf = await sandbox.app.inject({
      method: 'GET',
      url: `/api/v1${signed.body.documents.at(-1)!.url}`,
      headers: { authorization: `Bearer ${partner}` },
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdf.rawPayload.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const firstObject = Number(text.slice(xref).split('\n')[3]!.slice(0, 10));
    expect(text.slice(firstObject, firstObject + 7)).toBe('1 0 obj');
  });

  it('answers a repeated idempotency key with the first payout and debits once', async () => {
    const before = (await get<PayoutList>(`${P}/list/`)).body;
    const body = { amount: 2000, period_id: 202610, idempotency_key: 'payout-key-1' };
    const first = await post<{ id: number }>(`${P}/add/`, body);
    const again = await post<{ id: number }>(`${P}/add/`, body);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect((await get<PayoutList>(`${P}/list/`)).body.balance).toBe(before.balance - 2000);
  });

  it('keeps the documents uploaded with a company and refuses files that are not the user’s', async () => {
    const unknown = await post(`${P}/company/add/`, { ...company, document_ids: [987654] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { document_ids: [expect.any(String)] } });
  });

  it('pays through a company only after its offer is agreed, then waits for the invoice', async () => {
    const created = await post<{ id: number; offer_agreed: boolean }>(`${P}/company/add/`, company);
    expect(created.body.offer_agreed).toBe(false);
    const early = await post(`${P}/add/`, { amount: 5000, period_id: 202610, company_id: created.body.id });
    expect(early.body).toMatchObject({ errors: { company_id: [expect.any(String)] } });
    const agreed = await post(`${P}/company/${created.body.id}/offer/agree/`);
    expect(agreed.body).toMatchObject({ offer_agreed: true, accept_file: { url: expect.any(String) } });
    const payout = await post<{ id: number }>(`${P}/add/`, {
      amount: 5000,
      period_id: 202610,
      company_id: created.body.id,
    });
    expect((await post(`${P}/sign/`, { payout_id: payout.body.id, code: SMS_CODE })).body).toMatchObject({
      status: 'awaiting_invoice',
    });
    expect((await post(`${P}/invoice/`, { payout_id: payout.body.id, file_id: 77 })).body).toMatchObject({
      status: 'processing',
    });
    const renamed = await post(`${P}/company/${created.body.id}/edit/`, { ...company, name: 'Green Home Trading' });
    expect(renamed.body).toMatchObject({ offer_agreed: false, accept_file: null });
  });

  it('takes international payouts only after the terms are accepted', async () => {
    const body = {
      amount: 10000,
      payout_currency: 'EUR',
      fields: {
        beneficiary_name: 'Anna Partnerova',
        iban: 'DE89370400440532013000',
        swift: 'COBADEFF',
        bank_country: 'DE',
      },
    };
    expect((await post(`${P}/international/add/`, body)).body).toMatchObject({ code: 'terms_not_accepted' });
    await post(`${P}/international/accept/`);
    const config = await get<{ accepted: boolean; currency_rates: Record<string, number> }>(
      `${P}/international/config/`,
    );
    expect(config.body.accepted).toBe(true);
    expect(config.body.currency_rates.EUR).toBeCloseTo(1 / 98, 6);
    const added = await post(`${P}/international/add/`, body);
    expect(added.body).toMatchObject({
      payout_currency: 'EUR',
      status: 'processing',
      rate: config.body.currency_rates.EUR,
    });
    expect((await get(`${P}/international/list/`)).body).toMatchObject({ payouts: [{ amount: 10000 }] });
  });

  it('opens one card-provider account per business type and resends its invitation', async () => {
    const account = await post<{ id: number }>(`${P}/card-provider/add/`, { business_type_id: 2 });
    expect(account.body).toMatchObject({ status: 'invited', card_mask: null });
    expect((await post(`${P}/card-provider/add/`, { business_type_id: 2 })).status).toBe(400);
    expect((await post(`${P}/card-provider/invitation/`, { account_id: account.body.id })).body).toMatchObject({
      ok: true,
    });
  });

  it('keeps payouts to partners', async () => {
    const client = (await signIn(sandbox.app, 'client')).access_token;
    expect((await callSandbox(sandbox.app, 'GET', `${P}/list/`, { token: client })).status).toBe(403);
  });
});
