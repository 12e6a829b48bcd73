import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { LANGUAGE_COOKIE } from '../../platform/sites/sites-plugin.js';

const SIGN_IN = '/bff/v1/auth/sign-in';
const IL = { host: 'il.localhost:3000', origin: 'http://il.localhost:3000' };

/** What the account's own data changes for its user: spec 1 §3 language and is_imported, §3/§6 can_add_sponsor, §4 sign-out. */
describe('the signed-in account’s language, import flag and sponsor right', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(() => h.close());

  const languageCookie = (response: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
    response.cookies.find((c) => c.name === LANGUAGE_COOKIE);

  it('makes the user’s own language the visit’s, where the site offers it, and says the account was imported', async () => {
    const imported = await h.post(SIGN_IN, { login: 'imported', password: 'demo1234' });
    expect(imported.json()).toMatchObject({ signedIn: true, imported: true, language: 'en' });
    expect(languageCookie(imported)?.value).toBe('en');
    const partner = await h.post(SIGN_IN, { login: 'partner', password: 'demo1234' });
    expect(partner.json()).toMatchObject({ imported: false, language: 'ru' });
    // The Israeli site offers en and he: a Russian-speaking user keeps the site's language.
    const abroad = await h.post(SIGN_IN, { login: 'partner', password: 'demo1234' }, undefined, IL);
    expect(abroad.json()).toMatchObject({ signedIn: true, language: null });
    expect(languageCookie(abroad)).toBeUndefined();
  });

  it('clears the language cookie at sign-out (spec 1 §4)', async () => {
    const cookie = await h.signIn('imported');
    const out = await h.post('/bff/v1/auth/sign-out', undefined, `${cookie}; ${LANGUAGE_COOKIE}=en`);
    expect(out.json()).toMatchObject({ signedIn: false, imported: false, language: null });
    const cleared = languageCookie(out);
    expect(cleared?.value).toBe('');
    expect(new Date((cleared as { expires?: Date }).expires ?? 0).getTime()).toBeLessThan(Date.now());
  });

  it('lets a signed-in user add a sponsor only with can_add_sponsor, refused before the upstream', async () => {
    const sponsors = (await h.get('/bff/v1/auth/open-entry/sponsors?search=100001', await h.signIn('imported'))).json()
      .sponsors;
    const before = h.sandbox.callLog.count('openEntrySetSponsor');
    const refused = await h.post(
      '/bff/v1/auth/open-entry/sponsor',
      { sponsor_id: sponsors[0].id },
      await h.signIn('partner'),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('cannot_add_sponsor');
    expect(h.sandbox.callLog.count('openEntrySetSponsor')).toBe(before);
    const allowed = cookieOf(await h.post(SIGN_IN, { login: 'imported', password: 'demo1234' }));
    const set = await h.post('/bff/v1/auth/open-entry/sponsor', { sponsor_id: sponsors[0].id }, allowed);
    expect(set.statusCode, set.body).toBe(200);
    expect(h.sandbox.callLog.count('openEntrySetSponsor') - before).toBe(1);
  });
});
