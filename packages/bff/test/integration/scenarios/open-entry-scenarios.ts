import { OPEN_ENTRY_VALIDITY_MS } from '@gf/contracts/upstream/entities/open-entry';
import { expect } from 'vitest';
import { SESSION_COOKIE } from '../../../src/platform/session/session-manager.js';
import { cookieOf, SANDBOX_SMS_CODE, type Scenario, type ScenarioContext } from '../scenario.js';
import { COURIER_MOSCOW } from './checkout-scenarios.js';

const PHONE = '+79001112233';
/** The demo partner's number: the sponsor the visitor picks. */
const SPONSOR = '100001';

/** A visitor who confirmed the phone: the session cookie. */
const checkedVisitor = async ({ post }: ScenarioContext): Promise<string> => {
  const checked = await post('/bff/v1/auth/open-entry/check', { phone: PHONE, code: SANDBOX_SMS_CODE });
  expect(checked.statusCode).toBe(200);
  return cookieOf(checked);
};

/** A checked visitor who also set the demo partner as sponsor: the session cookie. */
const visitorWithSponsor = async (context: ScenarioContext): Promise<string> => {
  const cookie = await checkedVisitor(context);
  const [sponsor] = (await context.get(`/bff/v1/auth/open-entry/sponsors?search=${SPONSOR}`, { cookie })).json()
    .sponsors;
  const set = await context.post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: sponsor.id }, { cookie });
  expect(set.json().openEntry).toEqual({ phone: PHONE, sponsorChosen: true });
  return cookie;
};

/** A fixed idempotency key, and a phone and email no demo account holds (the upstream registers the buyer). */
const openEntryOrder = (key: string) => ({
  idempotency_key: `scenario-open-entry-${key}`,
  cart: {
    products: [{ id: 2, quantity: 1, type: 0, limit: null, only_in_cart: false }],
    gifts: [],
    free: [],
    choices: [],
  },
  delivery: { ...COURIER_MOSCOW, phone: '+79165550077', email: 'open.entry@example.com' },
});

const ORDER_OPERATIONS = ['orderCreate', 'refOrderCreate', 'openEntryOrderCreate'];

/** Open-entry sign-in and its orders (spec 2 §4, §6, §9). */
export const openEntryScenarios: Scenario[] = [
  {
    name: 'open-entry-send-code',
    title: 'spec 2 §4, §7: sends the SMS code to the phone with the recaptcha token, no session yet',
    run: async ({ post, upstream }) => {
      const response = await post('/bff/v1/auth/open-entry/send', { phone: PHONE, token: 'recaptcha-sms-request' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(upstream.calls('openEntrySend')).toBe(1);
    },
  },
  {
    name: 'open-entry-check-code',
    title: 'spec 2 §4: a checked code keeps the phone in the session, shown in the auth state, not signed in',
    run: async ({ get, post, upstream }) => {
      const checked = await post('/bff/v1/auth/open-entry/check', { phone: PHONE, code: SANDBOX_SMS_CODE });
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toMatchObject({ signedIn: false, openEntry: { phone: PHONE, sponsorChosen: false } });
      const auth = await get('/bff/v1/auth', { cookie: cookieOf(checked) });
      expect(auth.json()).toMatchObject({ signedIn: false, openEntry: { phone: PHONE, sponsorChosen: false } });
      expect(upstream.calls('openEntryCheckCode')).toBe(1);
      expect(upstream.calls()).toBe(1);
    },
  },
  {
    name: 'open-entry-wrong-code',
    title: 'spec 2 §5, §8: a wrong SMS code is a field error on sms (the upstream says code) and opens no session',
    run: async ({ post, upstream }) => {
      const response = await post('/bff/v1/auth/open-entry/check', { phone: PHONE, code: '0000' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ sms: [expect.any(String)] });
      expect(response.json().error.redirect).toBeUndefined();
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(upstream.calls('openEntryCheckCode')).toBe(1);
    },
  },
  {
    name: 'open-entry-bad-input',
    title: 'spec 2 §4: a bad phone, an empty code, a one-letter search or sponsor 0 are refused before the upstream',
    noUpstreamCall: true,
    run: async ({ get, post, upstream }) => {
      const send = await post('/bff/v1/auth/open-entry/send', { phone: 'call me', token: '' });
      expect(send.statusCode).toBe(400);
      expect(Object.keys(send.json().error.fields)).toContain('phone');
      const check = await post('/bff/v1/auth/open-entry/check', { phone: PHONE, code: ' ' });
      expect(check.statusCode).toBe(400);
      expect(Object.keys(check.json().error.fields)).toEqual(['sms']);
      expect((await get('/bff/v1/auth/open-entry/sponsors?search=1')).statusCode).toBe(400);
      expect((await post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: 0 })).statusCode).toBe(400);
      expect([upstream.calls('openEntrySend'), upstream.calls('openEntryCheckCode')]).toEqual([0, 0]);
      expect(upstream.calls()).toBe(0);
    },
  },
  {
    name: 'open-entry-sponsor-choice',
    title: 'spec 2 §4: after the code the visitor searches sponsors and sets one, kept in the session',
    run: async (context) => {
      const cookie = await checkedVisitor(context);
      const found = await context.get(`/bff/v1/auth/open-entry/sponsors?search=${SPONSOR}`, { cookie });
      expect(found.statusCode).toBe(200);
      const [sponsor] = found.json().sponsors;
      expect(sponsor).toMatchObject({ number: SPONSOR, name: 'Anna Partnerova', country: 'RU' });
      const set = await context.post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: sponsor.id }, { cookie });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ signedIn: false, openEntry: { phone: PHONE, sponsorChosen: true } });
      expect((await context.get('/bff/v1/auth', { cookie })).json().openEntry.sponsorChosen).toBe(true);
      expect([context.upstream.calls('openEntrySearchSponsor'), context.upstream.calls('openEntrySetSponsor')]).toEqual(
        [1, 1],
      );
    },
  },
  {
    name: 'open-entry-sponsor-requires-entry',
    title: 'spec 2 §4: a visitor without a checked code may not search or set a sponsor: 401 open_entry_required',
    noUpstreamCall: true,
    run: async ({ get, post, upstream }) => {
      const search = await get(`/bff/v1/auth/open-entry/sponsors?search=${SPONSOR}`);
      expect(search.statusCode).toBe(401);
      expect(search.json().error.code).toBe('open_entry_required');
      const set = await post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: 1 });
      expect(set.statusCode).toBe(401);
      expect(set.json().error.code).toBe('open_entry_required');
      expect(upstream.calls()).toBe(0);
    },
  },
  {
    name: 'open-entry-sponsor-signed-in',
    title:
      'spec 1 §3, §6, spec 2 §6: a signed-in user with can_add_sponsor searches from checkout and sets a sponsor; without it refused before the upstream; a change without can_change_sponsor refused',
    run: async ({ get, post, signIn, upstream }) => {
      const imported = await signIn('imported');
      const found = await get(`/bff/v1/auth/open-entry/sponsors?search=${SPONSOR}&checkout=1`, { cookie: imported });
      expect(found.statusCode).toBe(200);
      const [sponsor] = found.json().sponsors;
      expect(sponsor.number).toBe(SPONSOR);
      const set = await post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: sponsor.id }, { cookie: imported });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ signedIn: true, openEntry: null });
      // The manager may not add a sponsor (can_add_sponsor false): refused here, never asked upstream.
      const notAllowed = await post(
        '/bff/v1/auth/open-entry/sponsor',
        { sponsor_id: sponsor.id },
        { cookie: await signIn('manager') },
      );
      expect(notAllowed.statusCode).toBe(403);
      expect(notAllowed.json().error.code).toBe('cannot_add_sponsor');
      // Now that it has a sponsor, the same account may not change it (no can_change_sponsor): the upstream refuses.
      const refused = await post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: 4 }, { cookie: imported });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('cannot_change_sponsor');
      expect([upstream.calls('openEntrySearchSponsor'), upstream.calls('openEntrySetSponsor')]).toEqual([1, 2]);
    },
  },
  {
    name: 'open-entry-order',
    title:
      'spec 2 §4, §6: an open-entry visitor with a sponsor orders with open-entry-order naming the checked entry, and is signed in',
    run: async (context) => {
      const cookie = await visitorWithSponsor(context);
      const checkout = await context.get('/bff/v1/checkout', { cookie });
      expect(checkout.json().buyer).toMatchObject({ kind: 'open-entry-order', can_order: true });
      // A typed referral code does not choose the sponsor: the gateway does not send it.
      const typedRef = { ...openEntryOrder('placed'), registration: { ref: 'someone-else' } };
      const response = await context.post('/bff/v1/orders', typedRef, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ kind: 'open-entry-order', auth: { signedIn: true } });
      expect(ORDER_OPERATIONS.map((id) => context.upstream.calls(id))).toEqual([0, 0, 1]);
    },
  },
  {
    name: 'open-entry-order-needs-sponsor',
    title: 'spec 2 §4: a checked visitor who set no sponsor yet is refused on sponsor_id, without an upstream call',
    run: async (context) => {
      const cookie = await checkedVisitor(context);
      const response = await context.post('/bff/v1/orders', openEntryOrder('no-sponsor'), { cookie });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'sponsor_required',
        fields: { sponsor_id: [expect.any(String)] },
      });
      expect(ORDER_OPERATIONS.map((id) => context.upstream.calls(id))).toEqual([0, 0, 0]);
    },
  },
  {
    name: 'open-entry-order-expired',
    title: 'spec 2 §9: after 24 hours the open entry is gone and an order needs a sign-in, without an upstream call',
    run: async (context) => {
      const cookie = await visitorWithSponsor(context);
      context.advance(OPEN_ENTRY_VALIDITY_MS);
      expect((await context.get('/bff/v1/auth', { cookie })).json().openEntry).toBeNull();
      const response = await context.post('/bff/v1/orders', openEntryOrder('expired'), { cookie });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('sign_in_required');
      expect(ORDER_OPERATIONS.map((id) => context.upstream.calls(id))).toEqual([0, 0, 0]);
    },
  },
];
