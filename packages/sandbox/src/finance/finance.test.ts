import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { callSandbox, signIn } from '../test-client.js';

interface Accounts {
  internal: { balance: number; currency_code: string };
  gift: { balance: number };
}

describe('sandbox finance', () => {
  let sandbox: Sandbox;
  let partner: string;
  const accountsOf = async (token: string, site = 'ru') =>
    (
      await callSandbox<Accounts>(sandbox.app, 'GET', '/greenway/office/account/list/', {
        token,
        headers: { 'content-location': site },
      })
    ).body;

  beforeEach(async () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    sandbox = await buildSandbox({ validateReplies: true, logLevel: 'silent', now: () => now });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('shows the accounts in the currency of the site', async () => {
    const ru = await accountsOf(partner);
    const us = await accountsOf(partner, 'us');
    expect(ru.internal.currency_code).toBe('RUB');
    expect(us.internal.currency_code).toBe('USD');
    expect(us.internal.balance).toBeCloseTo(ru.internal.balance / 90, 2);
  });

  it('moves money between the user’s accounts and records it', async () => {
    const before = await accountsOf(partner);
    const moved = await callSandbox(sandbox.app, 'POST', '/greenway/office/transfer/internal/add/', {
      token: partner,
      body: { amount: 1500, to_account: 'gift' },
    });
    expect(moved.status).toBe(200);
    const after = await accountsOf(partner);
    expect(after.internal.balance).toBe(before.internal.balance - 1500);
    expect(after.gift.balance).toBe(before.gift.balance + 1500);
    const gift = await callSandbox<{ transactions: { amount: number; balance_after: number }[] }>(
      sandbox.app,
      'GET',
      '/greenway/office/transaction/list/?account=gift&per_page=1',
      { token: partner },
    );
    expect(gift.body.transactions[0]).toMatchObject({ amount: 1500, balance_after: after.gift.balance });
  });

  it('lists the transactions newest first by date, each balance after the ones before it (issue 32)', async () => {
    const listed = await callSandbox<{
      transactions: { date: string; account: string; amount: number; balance_after: number }[];
    }>(sandbox.app, 'GET', '/greenway/office/transaction/list/?account=internal&per_page=100', { token: partner });
    const rows = listed.body.transactions;
    expect(rows.length).toBeGreaterThan(2);
    const dates = rows.map((r) => Date.parse(r.date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // Read oldest first, each balance is the one before it plus the amount.
    const oldestFirst = [...rows].reverse();
    for (const [index, row] of oldestFirst.entries()) {
      const before = index === 0 ? 0 : oldestFirst[index - 1]!.balance_after;
      expect(row.balance_after).toBeCloseTo(before + row.amount, 2);
    }
  });

  it('transfers to another user in the site’s currency and refuses an overdraft', async () => {
    const client = (await signIn(sandbox.app, 'client')).access_token;
    const clientBefore = await accountsOf(client);
    const sent = await callSandbox(sandbox.app, 'POST', '/greenway/office/transfer/internal/add/', {
      token: partner,
      body: { amount: 10, recipient_id: 2, comment: 'For the cleaning kit' },
      headers: { 'content-location': 'us' },
    });
    expect(sent.body).toMatchObject({ transfer: { direction: 'out', amount: 10, currency_code: 'USD' } });
    expect((await accountsOf(client)).internal.balance).toBe(clientBefore.internal.balance + 900);
    const before = await accountsOf(partner);
    const overdraft = await callSandbox(sandbox.app, 'POST', '/greenway/office/transfer/gift/add/', {
      token: partner,
      body: { amount: before.gift.balance + 100, recipient_id: 2 },
    });
    expect(overdraft.status).toBe(400);
    expect(overdraft.body).toMatchObject({ errors: { amount: [expect.any(String)] } });
    expect(await accountsOf(partner)).toEqual(before);
    const unknown = await callSandbox(sandbox.app, 'POST', '/greenway/office/transfer/internal/add/', {
      token: partner,
      body: { amount: 500, recipient_id: 987654 },
    });
    expect(unknown.body).toMatchObject({ errors: { recipient_id: [expect.any(String)] } });
    const giftBack = await callSandbox(sandbox.app, 'POST', '/greenway/office/transfer/gift/add/', {
      token: partner,
      body: { amount: 500, to_account: 'internal' },
    });
    expect(giftBack.status).toBe(400);
  });

  it('answers a repeated idempotency key with the first transfer and moves the money once', async () => {
    const before = await accountsOf(partner);
    const body = { amount: 300, to_account: 'gift', idempotency_key: 'transfer-key-1' };
    const first = await callSandbox<{ transfer: { id: number } }>(
      sandbox.app,
      'POST',
      '/greenway/office/transfer/internal/add/',
      { token: partner, body },
    );
    const again = await callSandbox<{ transfer: { id: number } }>(
      sandbox.app,
      'POST',
      '/greenway/office/transfer/internal/add/',
      { token: partner, body },
    );
    expect(again.body.transfer.id).toBe(first.body.transfer.id);
    expect((await accountsOf(partner)).internal.balance).toBe(before.internal.balance - 300);
  });

  it('downloads the transactions as an XLSX workbook', async () => {
    const reply = await sandbox.app.inject({
      method: 'GET',
      url: '/api/v1/greenway/office/account/download/?account=internal',
      headers: { authorization: `Bearer ${partner}`, 'content-location': 'ru', 'content-language': 'en' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(reply.rawPayload.toString('latin1')).toContain('Opening balance');
  });
});
