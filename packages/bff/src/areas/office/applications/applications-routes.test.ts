import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { APPLICATION_ERRORS, MAX_PACKAGES } from '@gf/contracts/rules/event-application-rules';
import { EVENT_APPLICATION_UPLOAD } from '@gf/contracts/rules/upload-rules';
import { callSandbox, signIn } from '@gf/sandbox/test-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../../test/harness/gateway-harness.js';
import { MULTIPART_FRAMING_BYTES, UPLOAD_FIELD } from '../../../platform/files/file-uploader.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../../platform/security/csrf.js';

const EVENTS = '/bff/v1/office/application-events';
/** Seeded in the sandbox: a school at home (its shared rooms full), a cruise and a school abroad, a forum. */
const SCHOOL = 111;
const CRUISE = 110;
const SCHOOL_ABROAD = 106;
const FORUM = 107;
const FULL_PACKAGE = 1113;
const OPEN_PACKAGE = 1112;
const TRAINING_PACKAGE = 1111;
const BOUNDARY = 'applications-routes-test';
/** How long the fields step is held up while other partners take the last places. */
const RACE_LATENCY_MS = 1_500;
const RACE_POLL_MS = 10;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);
const PDF = Buffer.from('%PDF-1.7\n% passport scan\n');

const PASSPORT = {
  first_name: 'Anna',
  last_name: 'Partnerova',
  birth_date: '1988-05-17',
  series: '4510',
  number: '123456',
  issued_by: 'Department of Internal Affairs, Moscow',
  issue_date: '2012-06-01',
};

const WRITES = [
  'eventApplicationCreate',
  'eventApplicationType',
  'eventApplicationPassport',
  'eventApplicationInternational',
  'eventApplicationVisa',
  'eventApplicationFields',
  'eventApplicationPackages',
  'eventApplicationScanUpload',
] as const;

const onceKey = () => `applications-test-${randomUUID()}`;

const application = (overrides: Record<string, unknown> = {}) => ({
  idempotency_key: onceKey(),
  type: 'participant',
  clothes_size: 'M',
  passport: PASSPORT,
  fields: { dietary: 'Vegetarian' },
  package_ids: [TRAINING_PACKAGE, OPEN_PACKAGE],
  ...overrides,
});

/** The cruise (abroad): its balcony cabins have three places left. */
const cruiseApplication = () =>
  application({
    package_ids: [1103],
    fields: { emergency_contact: 'Petr Partnerov +79161234567' },
    international_passport: {
      first_name_latin: 'ANNA',
      last_name_latin: 'PARTNEROVA',
      number: '751234567',
      citizenship_country_id: 1,
      expiry_date: '2032-01-01',
    },
    visa: { has_visa: false, number: null, valid_until: null },
  });

/** Spec 1 §2 application-events routes; spec 2 §3 Event application, §7 event application calls. */
describe('office event applications (spec 1 §2, spec 2 §3, §7)', () => {
  let h: Harness;
  let partner: string;
  beforeEach(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterEach(() => h.close());

  const writes = () => WRITES.reduce((sum, id) => sum + h.sandbox.callLog.count(id), 0);

  const send = (
    method: 'POST' | 'DELETE',
    url: string,
    cookie: string,
    payload?: Buffer,
    headers: Record<string, string> = {},
  ) =>
    h.app.inject({
      method,
      url,
      headers: {
        host: TEST_HOST,
        cookie,
        origin: `http://${TEST_HOST}`,
        [CSRF_HEADER]: CSRF_VALUE,
        ...(payload ? { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } : {}),
        ...headers,
      },
      ...(payload ? { payload } : {}),
    });

  const scan = (eventId: number, type: string, content: Buffer, mime = 'image/jpeg', cookie = partner) =>
    send(
      'POST',
      `${EVENTS}/${eventId}/application/scans?type=${type}`,
      cookie,
      Buffer.concat([
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="${type}.jpg"\r\nContent-Type: ${mime}\r\n\r\n`,
        ),
        content,
        Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
      ]),
    );

  it('lists the events open for applications with the user’s status, forums left out', async () => {
    const response = await h.get(EVENTS, partner);
    expect(response.statusCode).toBe(200);
    const events = response.json().events as { id: number; application_status: string | null }[];
    expect(events.map((e) => e.id)).toEqual(expect.arrayContaining([SCHOOL_ABROAD, CRUISE, SCHOOL]));
    expect(events.map((e) => e.id)).not.toContain(FORUM);
    // The seeded partner has started the cruise application.
    expect(events.find((e) => e.id === CRUISE)?.application_status).toBe('draft');
    expect(events.find((e) => e.id === SCHOOL)?.application_status).toBeNull();
  });

  it('gives the form with countries, sizes, packages and their places, accounts and extra fields', async () => {
    const response = await h.get(`${EVENTS}/${SCHOOL}/application`, partner);
    expect(response.statusCode).toBe(200);
    const { event, form } = response.json();
    expect(event.id).toBe(SCHOOL);
    expect(form.clothes_sizes).toContain('M');
    expect(form.countries.length).toBeGreaterThan(0);
    expect(form.international_required).toBe(false);
    expect(form.packages.find((p: { id: number }) => p.id === FULL_PACKAGE).places_left).toBe(0);
    expect(form).toMatchObject({ can_green: true, application: null, extra_fields: expect.any(Array) });
    expect((await h.get(`${EVENTS}/${CRUISE}`, partner)).json().form.international_required).toBe(true);
  });

  it('answers 404 for an event that takes no applications, and 403 to a client (partners only, spec 2 §6)', async () => {
    const forum = await h.get(`${EVENTS}/${FORUM}/application`, partner);
    expect(forum.statusCode).toBe(404);
    expect(forum.json().error.code).toBe('application_event_not_found');
    expect((await h.get(`${EVENTS}/9999`, partner)).statusCode).toBe(404);
    const client = await h.signIn('client');
    expect((await h.get(EVENTS, client)).statusCode).toBe(403);
    const before = writes();
    expect((await h.post(`${EVENTS}/${SCHOOL}/application`, application(), client)).statusCode).toBe(403);
    expect(writes()).toBe(before);
  });

  it('refuses an application with missing required fields with field errors before any upstream call', async () => {
    const before = h.sandbox.callLog.snapshot().records.length;
    const empty = await h.post(`${EVENTS}/${SCHOOL}/application`, { idempotency_key: onceKey() }, partner);
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().error.fields)).toEqual(
      expect.arrayContaining(['type', 'clothes_size', 'passport', 'fields', 'package_ids']),
    );
    const blanks = await h.post(
      `${EVENTS}/${SCHOOL}/application`,
      application({ passport: { ...PASSPORT, first_name: '  ', issue_date: '01.06.2012' }, package_ids: [] }),
      partner,
    );
    expect(blanks.statusCode).toBe(400);
    expect(blanks.json().error.fields).toMatchObject({
      'passport.first_name': [APPLICATION_ERRORS.required],
      'passport.issue_date': [APPLICATION_ERRORS.dateFormat],
      package_ids: [APPLICATION_ERRORS.required],
    });
    const tooMany = Array.from({ length: MAX_PACKAGES + 1 }, (_, i) => i + 1);
    const many = await h.post(`${EVENTS}/${SCHOOL}/application`, application({ package_ids: tooMany }), partner);
    expect(many.json().error.fields.package_ids).toEqual([APPLICATION_ERRORS.tooLong]);
    expect(h.sandbox.callLog.snapshot().records.length).toBe(before);
  });

  it('refuses, before any write, a missing scan, a full package, an unknown size and an extra field not asked', async () => {
    const before = writes();
    const response = await h.post(
      `${EVENTS}/${SCHOOL}/application`,
      application({ clothes_size: 'XXXXL', package_ids: [FULL_PACKAGE], fields: { shoe_size: '42' } }),
      await h.signIn('manager'),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      'scans.passport': [APPLICATION_ERRORS.scanRequired],
      package_ids: [APPLICATION_ERRORS.packageFull],
      clothes_size: [APPLICATION_ERRORS.sizeUnknown],
      'fields.shoe_size': [APPLICATION_ERRORS.fieldUnknown],
    });
    const abroad = await h.post(
      `${EVENTS}/${SCHOOL_ABROAD}/application`,
      application({ package_ids: [1061] }),
      partner,
    );
    expect(abroad.json().error.fields).toMatchObject({
      international_passport: [APPLICATION_ERRORS.required],
      visa: [APPLICATION_ERRORS.required],
      'scans.international': [APPLICATION_ERRORS.scanRequired],
    });
    expect(writes()).toBe(before);
  });

  it('refuses a scan too large or of a wrong type with field errors, before the application is even started', async () => {
    const before = writes();
    const large = await send(
      'POST',
      `${EVENTS}/${SCHOOL}/application/scans?type=passport`,
      partner,
      Buffer.concat([JPEG, Buffer.alloc(64)]),
      { 'content-length': String(EVENT_APPLICATION_UPLOAD.maxBytes + MULTIPART_FRAMING_BYTES + 1) },
    );
    expect(large.statusCode).toBe(400);
    expect(large.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_too_large'] });
    const text = await scan(SCHOOL, 'passport', Buffer.from('plain text, not a scan'), 'text/plain');
    expect(text.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_type_not_allowed'] });
    const fake = await scan(SCHOOL, 'passport', Buffer.from('not really a jpeg at all'));
    expect(fake.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_type_mismatch'] });
    const wrongKind = await send('POST', `${EVENTS}/${SCHOOL}/application/scans?type=selfie`, partner, JPEG);
    expect(wrongKind.statusCode).toBe(400);
    expect(writes()).toBe(before);
    expect((await h.get(`${EVENTS}/${SCHOOL}/application`, partner)).json().form.application).toBeNull();
  });

  it('uploads a scan, sends the application once for a double submit, and reads it back as sent', async () => {
    const uploaded = await scan(SCHOOL, 'passport', JPEG);
    expect(uploaded.statusCode).toBe(200);
    const { scan: stored, file_ids } = uploaded.json();
    expect(stored).toMatchObject({ type: 'passport', id: file_ids[0] });

    const body = application();
    const typesBefore = h.sandbox.callLog.count('eventApplicationType');
    const [first, second] = await Promise.all([
      h.post(`${EVENTS}/${SCHOOL}/application`, body, partner),
      h.post(`${EVENTS}/${SCHOOL}/application`, body, partner),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().application).toMatchObject({ status: 'sent', package_ids: [TRAINING_PACKAGE, OPEN_PACKAGE] });
    // A resend after the reply (a lost answer) gets the same application, not a second one.
    const again = await h.post(`${EVENTS}/${SCHOOL}/application`, body, partner);
    expect(again.json()).toEqual(first.json());
    expect(h.sandbox.callLog.count('eventApplicationType') - typesBefore).toBe(1);
    expect(h.sandbox.callLog.count('eventApplicationCreate')).toBe(1);
    // The same key with another application is not this one (issue 29): 409, nothing upstream.
    h.sandbox.callLog.clear();
    const changed = await h.post(`${EVENTS}/${SCHOOL}/application`, { ...body, clothes_size: 'L' }, partner);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('idempotency_key_reused');
    expect(h.sandbox.callLog.snapshot().records).toEqual([]);

    const read = (await h.get(`${EVENTS}/${SCHOOL}`, partner)).json();
    expect(read.application_status).toBe('sent');
    expect(read.form.application).toMatchObject({ passport: PASSPORT, clothes_size: 'M', scans: [stored] });
    // The single rooms have one place fewer for everybody else.
    const others = (await h.get(`${EVENTS}/${SCHOOL}/application`, await h.signIn('manager'))).json();
    expect(others.form.application).toBeNull();
  });

  it('names the upstream’s own refusal of a step by the form’s field', async () => {
    expect((await scan(SCHOOL, 'passport', JPEG)).statusCode).toBe(200);
    const response = await h.post(
      `${EVENTS}/${SCHOOL}/application`,
      application({ passport: { ...PASSPORT, issue_date: '1980-01-01' } }),
      partner,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['passport.issue_date']);
  });

  it('deletes the user’s own scan; another user’s scan is not found and stays', async () => {
    const stored = (await scan(SCHOOL, 'passport', PDF, 'application/pdf')).json().scan;
    const manager = await h.signIn('manager');
    await scan(SCHOOL, 'other', JPEG, 'image/jpeg', manager);
    const theirs = await send('DELETE', `${EVENTS}/${SCHOOL}/application/scans/${stored.id}`, manager);
    expect(theirs.statusCode).toBe(404);
    const still = (await h.get(`${EVENTS}/${SCHOOL}/application`, partner)).json().form.application.scans;
    expect(still.map((s: { id: number }) => s.id)).toEqual([stored.id]);
    const mine = await send('DELETE', `${EVENTS}/${SCHOOL}/application/scans/${stored.id}`, partner);
    expect(mine.json()).toEqual({ ok: true });
    expect((await h.get(`${EVENTS}/${SCHOOL}/application`, partner)).json().form.application.scans).toEqual([]);
  });

  it('answers package_full once other partners took the last places of a package', async () => {
    expect((await scan(CRUISE, 'passport', JPEG)).statusCode).toBe(200);
    expect((await scan(CRUISE, 'international', JPEG)).statusCode).toBe(200);
    const cruise = cruiseApplication();
    // The three places left of the balcony cabins go to three other partners.
    for (const login of ['manager', 'viewer', 'newbie']) {
      const { access_token: token } = await signIn(h.sandbox.app, login);
      await callSandbox(h.sandbox.app, 'POST', `/office/event/${CRUISE}/applications/create/`, { token });
      const took = await callSandbox(h.sandbox.app, 'POST', `/office/event/${CRUISE}/applications/packages/`, {
        token,
        body: { package_ids: [1103] },
      });
      expect(took.status).toBe(200);
    }
    // Only the form's own writes count (the others' calls above went to the sandbox directly).
    const before = h.sandbox.callLog.count('eventApplicationType');
    const response = await h.post(`${EVENTS}/${CRUISE}/application`, cruise, partner);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ package_ids: [APPLICATION_ERRORS.packageFull] });
    expect(h.sandbox.callLog.count('eventApplicationType')).toBe(before);
  });

  it('answers package_full when the last places go while the application is on its way upstream', async () => {
    expect((await scan(CRUISE, 'passport', JPEG)).statusCode).toBe(200);
    expect((await scan(CRUISE, 'international', JPEG)).statusCode).toBe(200);
    await h.sandbox.app.inject({
      method: 'POST',
      url: '/__admin/faults',
      payload: { fault: `latency=${RACE_LATENCY_MS}`, operations: ['eventApplicationFields'], times: 1 },
    });
    const visas = h.sandbox.callLog.count('eventApplicationVisa');
    const sending = h.post(`${EVENTS}/${CRUISE}/application`, cruiseApplication(), partner);
    // The form's data has been read and its first steps written: now the others take the last places.
    while (h.sandbox.callLog.count('eventApplicationVisa') === visas) await sleep(RACE_POLL_MS);
    for (const login of ['manager', 'viewer', 'newbie']) {
      const { access_token: token } = await signIn(h.sandbox.app, login);
      await callSandbox(h.sandbox.app, 'POST', `/office/event/${CRUISE}/applications/create/`, { token });
      await callSandbox(h.sandbox.app, 'POST', `/office/event/${CRUISE}/applications/packages/`, {
        token,
        body: { package_ids: [1103] },
      });
    }
    const response = await sending;
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ package_ids: [APPLICATION_ERRORS.packageFull] });
    // The steps before the packages went through (this was no refusal of the data read first).
    const stands = (await h.get(`${EVENTS}/${CRUISE}/application`, partner)).json().form.application;
    expect(stands.fields.emergency_contact).toBeDefined();
    expect(stands.package_ids).not.toContain(1103);
  });
});
