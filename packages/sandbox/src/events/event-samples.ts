import type { Sample } from '../sample.js';

/** The cruise (110) takes applications and the demo partner has a draft there; 111 is the Altai school. */
const A = '/office/event/110/applications';

export const eventSamples: Sample[] = [
  { operationId: 'eventList', query: { country: 'RU' } },
  { operationId: 'eventGet', path: '/event/105/' },
  { operationId: 'eventApplicationEvents', as: 'partner' },
  { operationId: 'eventApplicationCreate', as: 'manager', path: '/office/event/111/applications/create/' },
  { operationId: 'eventApplicationType', as: 'partner', path: `${A}/type/`, body: { type: 'participant' } },
  { operationId: 'eventApplicationData', as: 'partner', path: `${A}/data/` },
  {
    operationId: 'eventApplicationPassport',
    as: 'partner',
    path: `${A}/passport/`,
    body: {
      first_name: 'Anna',
      last_name: 'Partnerova',
      birth_date: '1984-05-12',
      series: '4510',
      number: '123456',
      issued_by: 'Department of Internal Affairs, Moscow',
      issue_date: '2012-06-01',
    },
  },
  {
    operationId: 'eventApplicationInternational',
    as: 'partner',
    path: `${A}/international/`,
    body: {
      first_name_latin: 'ANNA',
      last_name_latin: 'PARTNEROVA',
      number: '751234567',
      citizenship_country_id: 1,
      expiry_date: '2031-04-30',
    },
  },
  {
    operationId: 'eventApplicationVisa',
    as: 'partner',
    path: `${A}/visa/`,
    body: { has_visa: true, number: 'SCH-2026-55871', valid_until: '2027-12-31' },
  },
  {
    operationId: 'eventApplicationFields',
    as: 'partner',
    path: `${A}/fields/`,
    body: { clothes_size: 'M', fields: { dietary: 'Vegetarian' } },
  },
  {
    operationId: 'eventApplicationPackages',
    as: 'partner',
    path: `${A}/packages/`,
    body: { package_ids: [1102, 1104], account: 'green' },
  },
  {
    operationId: 'eventApplicationScanUpload',
    as: 'partner',
    path: `${A}/scans/`,
    multipart: {
      fields: { type: 'passport' },
      file: { field: 'file', filename: 'passport.pdf', content: '%PDF-1.4 scan' },
    },
  },
  // A scan id no upload gave: deleting needs a scan that a sample cannot know in advance.
  { operationId: 'eventApplicationScanDelete', as: 'partner', path: `${A}/scans/999/`, status: 404 },
];
