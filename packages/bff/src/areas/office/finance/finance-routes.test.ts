import { FINANCE_PAGE_SIZE, RECIPIENT_NOT_FOUND, SAME_ACCOUNT } from '@gf/contracts/gateway/finance';
import { AMOUNT_ERRORS, minorToDecimal, toMinor } from '@gf/contracts/rules/money-rules';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../../test/harness/gateway-harness.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../../platform/security/csrf.js';

const F = '/bff/v1/office/finance';
/** The client demo account: the other user partner transfers to. */
const CLIENT_NUMBER = '100002';
/** A number nobody in the sandbox has. */
const UNKNOWN_NUMBER = '999999';
/** The CSRF header as the web client sends it. */
const csrf: Record<string, string> = { [CSRF_HEADER]: CSRF_VALUE };
/** How many times a double submit is sent at once. */
const RACING_REQUESTS = 5;

interface Accounts {
  internal: { balance: number; currency_code: string };
  gift: { balance: number };
  travel: { balance: number };
  autobonus: { balance: number };
}

let keys = 0;
/** A fresh idempotency key, as the client makes one per attempt. */
const newKey = (): string => `transfer-test-key-${String(++keys).padStart(6, '0')}`;

describe('office finance routes (issue 18, spec 2 §2 Accounts and transactions, Transfers)', () => {
  let h: Harness;
  let partner: string;
  let client: string;
  const accounts = async (cookie = partner): Promise<Accounts> => (await h.get(`${F}/accounts`, cookie)).json();
  const transfer = (type: string, body: Record<string, unknown>, cookie = partner) =>
    h.post(`${F}/transfers/${type}`, { idempotency_key: newKey(), ...body }, cookie);

  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
    client = await h.signIn('client');
  });
  afterAll(() => h.close());

  it('shows the four accounts (spec 2 §3 Accounts) in the site’s currency', async () => {
    const reply = await accounts();
    expect(Object.keys(reply).sort()).toEqual(['autobonus', 'gift', 'internal', 'travel']);
    expect(reply.internal.currency_code).toBe('RUB');
  });

  it('pages the transactions and filters them by account and date', async () => {
    const first = (await h.get(`${F}/transactions?account=internal`, partner)).json();
    expect(first.per_page).toBe(FINANCE_PAGE_SIZE);
    expect(first.transactions.every((t: { account: string }) => t.account === 'internal')).toBe(true);
    const all = (await h.get(`${F}/transactions`, partner)).json();
    expect(all.total).toBeGreaterThan(FINANCE_PAGE_SIZE);
    const second = (await h.get(`${F}/transactions?page=2`, partner)).json();
    expect(second.transactions[0].id).not.toBe(all.transactions[0].id);
    const january = (await h.get(`${F}/transactions?date_from=2026-01-01&date_to=2026-01-31`, partner)).json();
    expect(january.transactions.length).toBeGreaterThan(0);
    expect(january.transactions.every((t: { date: string }) => t.date.startsWith('2026-01'))).toBe(true);
  });

  it('answers a page past the end of the transactions without asking the upstream again', async () => {
    const { total } = (await h.get(`${F}/transactions?account=travel`, partner)).json();
    const past = Math.ceil(total / FINANCE_PAGE_SIZE) + 1;
    const before = h.sandbox.callLog.count('financeTransactions');
    const response = await h.get(`${F}/transactions?account=travel&page=${past}`, partner);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('page_past_end');
    expect(h.sandbox.callLog.count('financeTransactions')).toBe(before);
  });

  it('asks the upstream again after a transfer: the list it remembered has grown', async () => {
    const { total } = (await h.get(`${F}/transactions`, partner)).json();
    const past = Math.ceil(total / FINANCE_PAGE_SIZE) + 1;
    const asked = () => h.sandbox.callLog.count('financeTransactions');
    const before = asked();
    expect((await h.get(`${F}/transactions?page=${past}`, partner)).statusCode).toBe(404);
    expect(asked()).toBe(before);
    expect((await transfer('internal', { amount: '1500.50', to_account: 'gift' })).statusCode).toBe(200);
    await h.get(`${F}/transactions?page=${past}`, partner);
    expect(asked()).toBe(before + 1);
  });

  it('refuses a bad date range or page with field errors before the upstream', async () => {
    const before = h.sandbox.callLog.count('financeTransactions');
    const backwards = await h.get(`${F}/transactions?date_from=2026-02-01&date_to=2026-01-01`, partner);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toHaveProperty('date_to');
    const notADate = await h.get(`${F}/transactions?date_from=yesterday`, partner);
    expect(notADate.json().error.fields).toHaveProperty('date_from');
    expect((await h.get(`${F}/transactions?page=0`, partner)).statusCode).toBe(400);
    expect((await h.get(`${F}/transactions?account=savings`, partner)).statusCode).toBe(400);
    expect(h.sandbox.callLog.count('financeTransactions')).toBe(before);
  });

  it('streams the account download as a spreadsheet', async () => {
    const response = await h.get(`${F}/accounts/download?account=gift`, partner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.xlsx"/);
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('moves money between the partner’s own accounts and the balances show it', async () => {
    const before = await accounts();
    const response = await transfer('internal', { amount: '1500.50', to_account: 'gift' });
    expect(response.statusCode).toBe(200);
    expect(response.json().transfer).toMatchObject({ type: 'internal', direction: 'out', amount: 1500.5 });
    const after = await accounts();
    expect(toMinor(after.internal.balance)).toBe(toMinor(before.internal.balance) - 150_050);
    expect(toMinor(after.gift.balance)).toBe(toMinor(before.gift.balance) + 150_050);
  });

  it('transfers to another user found by number, and both balances change', async () => {
    const found = (await h.get(`${F}/recipients?q=${CLIENT_NUMBER}`, partner)).json();
    expect(found.users).toEqual([expect.objectContaining({ number: CLIENT_NUMBER })]);
    const [mine, theirs] = [await accounts(), await accounts(client)];
    const response = await transfer('internal', {
      amount: '250',
      recipient_number: CLIENT_NUMBER,
      comment: 'For the kit',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().transfer.counterpart).toMatchObject({ number: CLIENT_NUMBER });
    expect(toMinor((await accounts()).internal.balance)).toBe(toMinor(mine.internal.balance) - 25_000);
    expect(toMinor((await accounts(client)).internal.balance)).toBe(toMinor(theirs.internal.balance) + 25_000);
  });

  it.each([
    ['negative', '-5', AMOUNT_ERRORS.format],
    ['zero', '0', AMOUNT_ERRORS.zero],
    ['zero with decimals', '0.00', AMOUNT_ERRORS.zero],
    ['non-numeric', 'abc', AMOUNT_ERRORS.format],
    ['an exponent', '1e3', AMOUNT_ERRORS.format],
    ['three decimals', '10.005', AMOUNT_ERRORS.format],
    ['under the minimum', '99.99', AMOUNT_ERRORS.belowMin],
    ['over the balance', '99999999', AMOUNT_ERRORS.overBalance],
  ])('refuses a %s amount with the amount field named and no transfer upstream', async (_name, amount, code) => {
    const before = h.sandbox.callLog.count('financeTransferAdd');
    const balances = await accounts();
    const response = await transfer('internal', { amount, to_account: 'gift' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.amount).toEqual([code]);
    expect(h.sandbox.callLog.count('financeTransferAdd')).toBe(before);
    expect(await accounts()).toEqual(balances);
  });

  it('refuses an amount over the type’s maximum when the balance would allow it', async () => {
    const rules = (await h.get(`${F}/transfers/internal`, partner)).json();
    const before = h.sandbox.callLog.count('financeTransferAdd');
    // The sandbox's maximum is the lesser of its cap and the balance: over it is over one of them.
    const over = minorToDecimal(toMinor(rules.max_amount) + 1);
    const response = await transfer('internal', { amount: over, to_account: 'gift' });
    expect(response.json().error.fields.amount[0]).toMatch(/^amount_(above_max|over_balance)$/);
    expect(h.sandbox.callLog.count('financeTransferAdd')).toBe(before);
  });

  it('refuses a recipient that does not exist, a missing or double target, and the same account', async () => {
    const before = h.sandbox.callLog.count('financeTransferAdd');
    const unknown = await transfer('internal', { amount: '500', recipient_number: UNKNOWN_NUMBER });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields.recipient_number).toEqual([RECIPIENT_NOT_FOUND]);
    const neither = await transfer('internal', { amount: '500' });
    expect(neither.json().error.fields).toHaveProperty('recipient_number');
    const both = await transfer('internal', { amount: '500', to_account: 'gift', recipient_number: CLIENT_NUMBER });
    expect(both.statusCode).toBe(400);
    const same = await transfer('gift', { amount: '500', to_account: 'gift' });
    expect(same.json().error.fields.to_account).toEqual([SAME_ACCOUNT]);
    const noKey = await h.post(`${F}/transfers/internal`, { amount: '500', to_account: 'gift' }, partner);
    expect(noKey.json().error.fields).toHaveProperty('idempotency_key');
    expect(h.sandbox.callLog.count('financeTransferAdd')).toBe(before);
  });

  it('shows the upstream’s own field error beside its field (gift money back to internal)', async () => {
    const response = await transfer('gift', { amount: '150', to_account: 'internal' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('to_account');
  });

  it(`makes one transfer for ${RACING_REQUESTS} racing requests with one idempotency key`, async () => {
    const before = await accounts();
    const calls = h.sandbox.callLog.count('financeTransferAdd');
    const body = { idempotency_key: newKey(), amount: '300', to_account: 'travel' };
    const replies = await Promise.all(
      Array.from({ length: RACING_REQUESTS }, () => h.post(`${F}/transfers/internal`, body, partner)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(RACING_REQUESTS).fill(200));
    expect(new Set(replies.map((r) => r.json().transfer.id)).size).toBe(1);
    expect(h.sandbox.callLog.count('financeTransferAdd') - calls).toBe(1);
    const again = await h.post(`${F}/transfers/internal`, body, partner);
    expect(again.json().transfer.id).toBe(replies[0]!.json().transfer.id);
    expect(toMinor((await accounts()).internal.balance)).toBe(toMinor(before.internal.balance) - 30_000);
  });

  it('answers the same key with another transfer 409 before any upstream call (issue 29: one key, one request)', async () => {
    const before = await accounts();
    const key = newKey();
    const first = await h.post(
      `${F}/transfers/internal`,
      { idempotency_key: key, amount: '150', to_account: 'gift' },
      partner,
    );
    expect(first.statusCode).toBe(200);
    h.sandbox.callLog.clear();
    const other = await h.post(
      `${F}/transfers/internal`,
      { idempotency_key: key, amount: '999', recipient_number: '100100' },
      partner,
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(h.sandbox.callLog.snapshot().records).toEqual([]);
    // The first request, sent again, still answers with its transfer; only 150 ever moved.
    const again = await h.post(
      `${F}/transfers/internal`,
      { idempotency_key: key, amount: '150', to_account: 'gift' },
      partner,
    );
    expect(again.json().transfer.id).toBe(first.json().transfer.id);
    expect(h.sandbox.callLog.count('financeTransferAdd')).toBe(0);
    expect(toMinor((await accounts()).internal.balance)).toBe(toMinor(before.internal.balance) - 15_000);
  });

  it('never lets a spectating manager move money or change security settings', async () => {
    const manager = await h.spectate('manager', 'partner');
    const before = h.sandbox.callLog.count('financeTransferAdd');
    const moved = await transfer('internal', { amount: '500', to_account: 'gift' }, manager);
    expect(moved.statusCode).toBe(403);
    expect(moved.json().error.code).toBe('spectator_owner_only');
    const security = await h.app.inject({
      method: 'PUT',
      url: `${F}/security`,
      headers: { host: TEST_HOST, cookie: manager, origin: `http://${TEST_HOST}`, ...csrf },
      payload: { two_factor: 'off', notify_on_login: false, confirm_payouts_by_sms: false },
    });
    expect(security.statusCode).toBe(403);
    expect(h.sandbox.callLog.count('financeTransferAdd')).toBe(before);
    expect((await h.get(`${F}/accounts`, manager)).statusCode).toBe(200);
  });
});

describe('security settings (issue 18, spec 2 §7 security/get, PUT security/set)', () => {
  let h: Harness;
  let partner: string;
  beforeAll(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterAll(() => h.close());

  const put = (body: unknown, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'PUT',
      url: `${F}/security`,
      headers: { host: TEST_HOST, cookie: partner, origin: `http://${TEST_HOST}`, ...headers },
      payload: body as object,
    });

  it('reads and changes the settings; the reply is what is saved', async () => {
    const before = (await h.get(`${F}/security`, partner)).json();
    expect(before).toHaveProperty('two_factor');
    const wanted = { two_factor: 'email', notify_on_login: !before.notify_on_login, confirm_payouts_by_sms: true };
    const saved = await put(wanted, csrf);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(wanted);
    expect((await h.get(`${F}/security`, partner)).json()).toEqual(wanted);
  });

  it('refuses unknown values and a write without the CSRF header before the upstream', async () => {
    const before = h.sandbox.callLog.count('securitySet');
    const bad = await put({ two_factor: 'pigeon', notify_on_login: true, confirm_payouts_by_sms: true }, csrf);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('two_factor');
    const noCsrf = await put({ two_factor: 'off', notify_on_login: true, confirm_payouts_by_sms: true });
    expect(noCsrf.statusCode).toBe(403);
    expect(h.sandbox.callLog.count('securitySet')).toBe(before);
  });
});

describe('a transfer whose reply is lost (issue 18: an upstream timeout never makes a second transfer)', () => {
  const TIMEOUT_MS = 300;
  let h: Harness;
  let partner: string;
  beforeEach(async () => {
    h = await startHarness({ UPSTREAM_TIMEOUT_MS: TIMEOUT_MS });
    partner = await h.signIn('partner');
  });
  afterEach(() => h.close());

  it('answers the retry with the transfer the timed-out request made, and moves the money once', async () => {
    const before: Accounts = (await h.get(`${F}/accounts`, partner)).json();
    // Far beyond the timeout: undici checks timeouts with a coarse timer (up to about a second late).
    const latencyMs = TIMEOUT_MS * 8;
    h.sandbox.faults.set({ fault: { latencyMs }, operations: ['financeTransferAdd'], times: 1 });
    const body = { idempotency_key: newKey(), amount: '700', to_account: 'gift' };
    const lost = await h.post(`${F}/transfers/internal`, body, partner);
    expect(lost.statusCode).toBe(504);
    const retry = await h.post(`${F}/transfers/internal`, body, partner);
    expect(retry.statusCode).toBe(200);
    // The timed-out call still reaches the sandbox after its latency: let it land, then count.
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const after: Accounts = (await h.get(`${F}/accounts`, partner)).json();
    expect(toMinor(after.internal.balance)).toBe(toMinor(before.internal.balance) - 70_000);
    expect(toMinor(after.gift.balance)).toBe(toMinor(before.gift.balance) + 70_000);
  });
});
