import type { ApplicationBody } from '@gf/contracts/gateway/applications';
import { APPLICATION_ERRORS } from '@gf/contracts/rules/event-application-rules';
import type { UpstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { checkAgainst } from './application-checks.js';

type FormData = z.output<UpstreamOperations['eventApplicationData']['reply']>;

const OPEN = 1;
const FULL = 2;
const HELD_FULL = 3;
const PASSPORT = {
  first_name: 'Anna',
  last_name: 'Partnerova',
  birth_date: '1988-05-17',
  series: '',
  number: '123456',
  issued_by: 'Department of Internal Affairs',
  issue_date: '2012-06-01',
};
const SCAN = { name: 'p.jpg', url: '/greenway/file/9/', uploaded_at: '2026-11-22T10:00:00Z' };

const form = (overrides: Partial<FormData> = {}): FormData => ({
  countries: [{ id: 1, code: 'RU', name: 'Russia' }],
  clothes_sizes: ['S', 'M'],
  packages: [
    { id: OPEN, name: 'Open', description: '', price: 0, currency_code: 'RUB', places_left: null },
    { id: FULL, name: 'Full', description: '', price: 0, currency_code: 'RUB', places_left: 0 },
    { id: HELD_FULL, name: 'Held', description: '', price: 0, currency_code: 'RUB', places_left: 0 },
  ],
  application: {
    id: 1,
    type: 'participant',
    status: 'draft',
    clothes_size: null,
    passport: null,
    international_passport: null,
    visa: null,
    fields: {},
    package_ids: [HELD_FULL],
    scans: [{ id: 9, type: 'passport', ...SCAN }],
  },
  event_name: 'School',
  can_travel: false,
  can_green: true,
  green_account: 100,
  travel_account: 0,
  international_required: false,
  extra_fields: [{ name: 'contact', label: 'Contact', required: true }],
  ...overrides,
});

const body = (overrides: Partial<z.output<typeof ApplicationBody>> = {}): z.output<typeof ApplicationBody> => ({
  idempotency_key: 'application-checks-key-0001',
  type: 'participant',
  clothes_size: 'M',
  passport: PASSPORT,
  fields: { contact: 'Petr +79161234567' },
  package_ids: [OPEN],
  ...overrides,
});

/** The gateway's own rules over the form's data (spec 2 §3): what it refuses before any write. */
describe('checkAgainst', () => {
  it('passes a complete application, a held full package included', () => {
    expect(checkAgainst(form(), body({ package_ids: [OPEN, HELD_FULL], account: 'green' }))).toEqual({});
  });

  it('refuses an account the data does not offer, a full package, a missing extra field', () => {
    expect(checkAgainst(form(), body({ account: 'travel', package_ids: [FULL], fields: { contact: ' ' } }))).toEqual({
      account: [APPLICATION_ERRORS.accountNotOffered],
      package_ids: [APPLICATION_ERRORS.packageFull],
      'fields.contact': [APPLICATION_ERRORS.required],
    });
  });

  it('asks abroad for the international passport, the visa and their scan, with a country of the list', () => {
    const abroad = form({ international_required: true });
    expect(checkAgainst(abroad, body())).toEqual({
      international_passport: [APPLICATION_ERRORS.required],
      visa: [APPLICATION_ERRORS.required],
      'scans.international': [APPLICATION_ERRORS.scanRequired],
    });
    const international = {
      first_name_latin: 'ANNA',
      last_name_latin: 'PARTNEROVA',
      number: '751234567',
      citizenship_country_id: 99,
      expiry_date: '2032-01-01',
    };
    const visa = { has_visa: false, number: null, valid_until: null };
    expect(checkAgainst(abroad, body({ international_passport: international, visa }))).toEqual({
      'international_passport.citizenship_country_id': [APPLICATION_ERRORS.countryUnknown],
      'scans.international': [APPLICATION_ERRORS.scanRequired],
    });
  });

  it('asks for the passport scan before there is an application at all', () => {
    expect(checkAgainst(form({ application: null }), body())).toEqual({
      'scans.passport': [APPLICATION_ERRORS.scanRequired],
    });
  });
});
