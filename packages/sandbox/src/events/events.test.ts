import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app.js';
import { EVENTS_RU } from '../state/event-ru.js';
import { callSandbox, signIn, uploadToSandbox } from '../test-client.js';

type Application = { id: number; status: string; type: string | null; scans: { id: number; url: string }[] };

const SCHOOL = '/office/event/111/applications';
const PASSPORT = {
  first_name: 'Ivan',
  last_name: 'Klientov',
  birth_date: '1990-02-03',
  series: '4512',
  number: '654321',
  issued_by: 'Department of Internal Affairs, Kazan',
  issue_date: '2015-03-01',
};

describe('sandbox events and applications', () => {
  let sandbox: Sandbox;
  let partner: string;
  let manager: string;

  const call = <T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    token?: string,
    body?: unknown,
  ) =>
    callSandbox<T>(sandbox.app, method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });

  beforeEach(async () => {
    sandbox = await buildSandbox({ validateReplies: true, now: () => Date.parse('2026-11-22T10:00:00Z') });
    partner = (await signIn(sandbox.app, 'partner')).access_token;
    manager = (await signIn(sandbox.app, 'manager')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('lists upcoming events with prices in the site’s currency', async () => {
    const ru = await call<{ events: { id: number; price: number; currency_code: string; date_to: string }[] }>(
      'GET',
      '/event/',
    );
    expect(ru.body.events.every((e) => e.date_to >= '2026-11-22')).toBe(true);
    expect(ru.body.events.map((e) => e.id)).toContain(110);
    const cruise = ru.body.events.find((e) => e.id === 110)!;
    expect(cruise).toMatchObject({ price: 185000, currency_code: 'RUB' });
    const it = await callSandbox<{ events: { id: number; price: number; currency_code: string }[] }>(
      sandbox.app,
      'GET',
      '/event/',
      {
        headers: { 'content-location': 'it' },
      },
    );
    expect(it.body.events.find((e) => e.id === 110)).toMatchObject({ price: 1887.76, currency_code: 'EUR' });
    const russian = await call<{ events: { country: string }[] }>('GET', '/event/?country=ru');
    expect(russian.body.events.every((e) => e.country === 'RU')).toBe(true);
    expect((await call('GET', '/event/9999/')).status).toBe(404);
  });

  it('keeps an application per user per event, step by step until it is sent', async () => {
    expect((await call('POST', `${SCHOOL}/type/`, manager, { type: 'participant' })).status).toBe(404);
    const created = await call<Application>('POST', `${SCHOOL}/create/`, manager);
    expect(created.body).toMatchObject({ status: 'draft', type: null, scans: [] });
    expect((await call<Application>('POST', `${SCHOOL}/create/`, manager)).body.id).toBe(created.body.id);

    const wrongType = await call('POST', `${SCHOOL}/type/`, manager, { type: 'vip' });
    expect(wrongType).toMatchObject({ status: 400, body: { errors: { type: [expect.any(String)] } } });
    await call('POST', `${SCHOOL}/type/`, manager, { type: 'participant' });
    const badDate = await call('POST', `${SCHOOL}/passport/`, manager, { ...PASSPORT, issue_date: '1989-01-01' });
    expect(badDate).toMatchObject({ status: 400, body: { errors: { issue_date: [expect.any(String)] } } });
    await call('POST', `${SCHOOL}/passport/`, manager, PASSPORT);
    await call('POST', `${SCHOOL}/fields/`, manager, { clothes_size: 'L', fields: { dietary: 'No nuts' } });
    const packages = await call<Application>('POST', `${SCHOOL}/packages/`, manager, { package_ids: [1112, 1114] });
    expect(packages.body.status).toBe('draft');

    const scan = await uploadToSandbox<{ id: number; name: string; url: string }>(sandbox.app, `${SCHOOL}/scans/`, {
      token: manager,
      fields: { type: 'passport' },
      field: 'file',
      filename: 'passport.jpg',
      content: Buffer.from('jpeg bytes of a passport scan'),
    });
    expect(scan.body).toMatchObject({ name: 'passport.jpg', url: `/greenway/file/${scan.body.id}/` });
    const data = await call<{ application: Application; event_name: string }>('GET', `${SCHOOL}/data/`, manager);
    // The test client asks in Russian (ru-RU), as the gateway does for the ru site.
    expect(data.body).toMatchObject({ event_name: EVENTS_RU[111]?.name, application: { status: 'sent' } });
    const file = await sandbox.app.inject({
      method: 'GET',
      url: `/api/v1${scan.body.url}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(file.body).toBe('jpeg bytes of a passport scan');

    // Another user's view of the same event is their own.
    const theirs = await call<{ application: Application | null }>('GET', `${SCHOOL}/data/`, partner);
    expect(theirs.body.application).toBeNull();
    const listed = await call<{ events: { id: number; application_status: string | null }[] }>(
      'GET',
      '/office/application/event/',
      manager,
    );
    expect(listed.body.events.find((e) => e.id === 111)?.application_status).toBe('sent');

    expect((await call('DELETE', `${SCHOOL}/scans/${scan.body.id}/`, manager)).body).toEqual({ ok: true });
    expect(
      (await call<{ application: Application }>('GET', `${SCHOOL}/data/`, manager)).body.application,
    ).toMatchObject({
      status: 'draft',
      scans: [],
    });
    expect((await call('DELETE', `${SCHOOL}/scans/${scan.body.id}/`, manager)).status).toBe(404);
  });

  it('checks travel documents abroad and who may pay from which account', async () => {
    const cruise = '/office/event/110/applications';
    const expiring = await call('POST', `${cruise}/international/`, partner, {
      first_name_latin: 'ANNA',
      last_name_latin: 'PARTNEROVA',
      number: '751234567',
      citizenship_country_id: 1,
      expiry_date: '2027-07-01',
    });
    expect(expiring).toMatchObject({ status: 400, body: { errors: { expiry_date: [expect.any(String)] } } });
    const visa = await call('POST', `${cruise}/visa/`, partner, { has_visa: true, number: null, valid_until: null });
    expect(visa).toMatchObject({ status: 400, body: { errors: { number: [expect.any(String)] } } });

    const client = (await signIn(sandbox.app, 'client')).access_token;
    await call('POST', `${cruise}/create/`, client);
    const data = await call('GET', `${cruise}/data/`, client);
    expect(data.body).toMatchObject({ can_green: false });
    const green = await call('POST', `${cruise}/packages/`, client, { package_ids: [1101], account: 'green' });
    expect(green).toMatchObject({ status: 400, body: { errors: { account: [expect.any(String)] } } });
    const forum = await call('POST', '/office/event/107/applications/create/', client);
    expect(forum).toMatchObject({ status: 400, body: { errors: { event: [expect.any(String)] } } });
  });

  it('counts places in limited packages and refuses a full one (spec 2 §3 packages; packages-limit-reached)', async () => {
    type Data = {
      packages: { id: number; places_left: number | null }[];
      extra_fields: { name: string; required: boolean }[];
      international_required: boolean;
    };
    const data = await call<Data>('GET', `${SCHOOL}/data/`, partner);
    const left = Object.fromEntries(data.body.packages.map((p) => [p.id, p.places_left]));
    expect(left).toEqual({ 1111: null, 1112: 6, 1113: 0, 1114: null });
    expect(data.body.international_required).toBe(false);
    expect(data.body.extra_fields.map((f) => f.name)).toEqual(['dietary', 'arrival']);

    await call('POST', `${SCHOOL}/create/`, partner);
    const full = await call('POST', `${SCHOOL}/packages/`, partner, { package_ids: [1113] });
    expect(full).toMatchObject({ status: 400, body: { errors: { package_ids: [expect.any(String)] } } });
    await call('POST', `${SCHOOL}/packages/`, partner, { package_ids: [1112] });
    const after = await call<Data>('GET', `${SCHOOL}/data/`, manager);
    expect(after.body.packages.find((p) => p.id === 1112)?.places_left).toBe(5);
    // Keeping a package one already holds is never refused, even when it has just filled up.
    expect((await call('POST', `${SCHOOL}/packages/`, partner, { package_ids: [1112] })).status).toBe(200);

    const cruise = await call<Data>('GET', '/office/event/110/applications/data/', partner);
    expect(cruise.body.international_required).toBe(true);
    expect(cruise.body.extra_fields.find((f) => f.name === 'emergency_contact')?.required).toBe(true);
  });
});
