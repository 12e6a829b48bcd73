import { APPLICATION_TYPES } from '@gf/contracts/rules/event-application-rules';
import { EVENT_APPLICATION_UPLOAD } from '@gf/contracts/rules/upload-rules';
import type { DocumentScan, EventApplication } from '@gf/contracts/upstream/entities/event';
import type { z } from 'zod';
import { badRequest, notFound } from '../errors.js';
import type { AreaHandlers } from '../handler.js';
import { localized } from '../localized.js';
import { accounts } from '../state/accounts.js';
import { convert, currencyOf } from '../state/currencies.js';
import { EVENTS, eventById, type SandboxEvent, toEventSummary } from '../state/event-catalog.js';
import { eventDescriptionIn, eventIn } from '../state/event-ru.js';
import type { SandboxState } from '../state/sandbox-state.js';
import { extensionOf, storedFiles } from '../state/stored-files.js';
import { tickets } from '../tickets/ticket-store.js';
import { type ApplicationRecord, eventApplications, extraFieldsIn, type ScanRecord } from './event-applications.js';

type EventIds =
  | 'eventList'
  | 'eventGet'
  | 'eventApplicationEvents'
  | 'eventApplicationCreate'
  | 'eventApplicationType'
  | 'eventApplicationData'
  | 'eventApplicationPassport'
  | 'eventApplicationInternational'
  | 'eventApplicationVisa'
  | 'eventApplicationFields'
  | 'eventApplicationPackages'
  | 'eventApplicationScanUpload'
  | 'eventApplicationScanDelete';

const COUNTRIES = [
  { id: 1, code: 'RU', name: 'Russia' },
  { id: 2, code: 'KZ', name: 'Kazakhstan' },
  { id: 3, code: 'BY', name: 'Belarus' },
  { id: 4, code: 'UZ', name: 'Uzbekistan' },
  { id: 5, code: 'KG', name: 'Kyrgyzstan' },
  { id: 6, code: 'AZ', name: 'Azerbaijan' },
  { id: 7, code: 'AM', name: 'Armenia' },
  { id: 8, code: 'GE', name: 'Georgia' },
  { id: 9, code: 'IT', name: 'Italy' },
  { id: 10, code: 'TR', name: 'Turkey' },
  { id: 11, code: 'AE', name: 'United Arab Emirates' },
  { id: 12, code: 'VN', name: 'Vietnam' },
];
const CLOTHES_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const todayOf = (state: SandboxState): string => new Date(state.now()).toISOString().slice(0, 10);

const isDate = (value: string): boolean => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));

/** Field errors for dates that are not real YYYY-MM-DD dates. */
const checkDates = (dates: Record<string, string | null>): void => {
  const wrong = Object.entries(dates).filter(([, v]) => v !== null && !isDate(v));
  if (wrong.length > 0) throw badRequest(Object.fromEntries(wrong.map(([k]) => [k, ['Enter a date as YYYY-MM-DD']])));
};

const requireEvent = (id: number): SandboxEvent => {
  const event = eventById(id);
  if (!event) throw notFound('Event');
  return event;
};

/** Leadership schools and the cruise take applications; forums sell tickets only. */
const applicationEvent = (id: number): SandboxEvent => {
  const event = requireEvent(id);
  if (!event.packages) throw badRequest({ event: ['This event takes no applications'] });
  return event;
};

const requireApplication = (state: SandboxState, userId: number, event: SandboxEvent): ApplicationRecord => {
  const application = eventApplications(state).get(userId, event.id);
  if (!application) throw notFound('Application');
  if (application.status === 'accepted' || application.status === 'declined') {
    throw badRequest({ application: ['The organisers have already decided on this application'] });
  }
  return application;
};

const toScan = (scan: ScanRecord): z.input<typeof DocumentScan> => ({
  id: scan.id,
  type: scan.type,
  name: scan.name,
  url: `/greenway/file/${scan.id}/`,
  uploaded_at: scan.uploadedAt,
});

const toApplication = (application: ApplicationRecord): z.input<typeof EventApplication> => ({
  id: application.id,
  type: application.type,
  status: application.status,
  clothes_size: application.clothesSize,
  passport: application.passport,
  international_passport: application.international,
  visa: application.visa,
  fields: application.fields,
  package_ids: application.packageIds,
  scans: application.scans.map(toScan),
});

/** Who may pay from which account: partners from the green (internal) one, school and cruise fees from travel. */
const paymentRights = (state: SandboxState, userId: number, role: string, event: SandboxEvent) => ({
  canGreen: role === 'partner',
  canTravel: event.kind !== 'forum' && accounts(state).balance(userId, 'travel') > 0,
});

/** Runs one step on the caller's application, settles its status and replies with it. */
const step = (
  call: { params: { id: number }; caller: { user: { id: number } } | null; state: SandboxState },
  change: (application: ApplicationRecord, event: SandboxEvent) => void,
): z.input<typeof EventApplication> => {
  const event = applicationEvent(call.params.id);
  const application = requireApplication(call.state, call.caller!.user.id, event);
  change(application, event);
  eventApplications(call.state).settle(application, event);
  return toApplication(application);
};

export const eventHandlers: AreaHandlers<EventIds> = {
  eventList: ({ query, state, site, language }) => {
    const today = todayOf(state);
    const store = tickets(state);
    const events = EVENTS.filter(
      (e) => e.dateTo >= today && (!query.country || e.country === query.country.toUpperCase()),
    );
    return { events: events.map((e) => toEventSummary(eventIn(e, language), site, store.seats(e), today)) };
  },

  eventGet: ({ params, state, site, language }) => {
    const event = eventIn(requireEvent(params.id), language);
    return {
      ...toEventSummary(event, site, tickets(state).seats(event), todayOf(state)),
      description: eventDescriptionIn(event, language),
      address: event.address,
      instruction: event.packages
        ? localized(language, '<p>Fill in the application step by step and upload scans of your documents.</p>', {
            ru: '<p>Заполните заявку шаг за шагом и загрузите сканы своих документов.</p>',
            he: '<p>מלאו את הבקשה שלב אחר שלב והעלו סריקות של המסמכים שלכם.</p>',
          })
        : localized(language, '<p>Choose seats, name a holder for each ticket and confirm within 30 minutes.</p>', {
            ru: '<p>Выберите места, укажите владельца каждого билета и подтвердите бронь в течение 30 минут.</p>',
            he: '<p>בחרו מקומות, ציינו את בעל הכרטיס לכל כרטיס ואשרו את ההזמנה תוך 30 דקות.</p>',
          }),
    };
  },

  eventApplicationEvents: ({ caller, state, site, language }) => {
    const today = todayOf(state);
    const store = tickets(state);
    return {
      events: EVENTS.filter((e) => e.packages && e.dateFrom > today).map((e) => ({
        ...toEventSummary(eventIn(e, language), site, store.seats(e), today),
        application_status: eventApplications(state).get(caller!.user.id, e.id)?.status ?? null,
      })),
    };
  },

  eventApplicationCreate: ({ params, caller, state }) => {
    const event = applicationEvent(params.id);
    if (event.dateFrom <= todayOf(state)) throw badRequest({ event: ['Applications for this event are closed'] });
    return toApplication(eventApplications(state).create(caller!.user.id, event.id));
  },

  eventApplicationType: (call) =>
    step(call, (application) => {
      if (!(APPLICATION_TYPES as readonly string[]).includes(call.body.type)) {
        throw badRequest({ type: [`Choose one of: ${APPLICATION_TYPES.join(', ')}`] });
      }
      application.type = call.body.type;
    }),

  eventApplicationData: ({ params, caller, state, site, language }) => {
    const event = eventIn(applicationEvent(params.id), language);
    const { user } = caller!;
    const rights = paymentRights(state, user.id, user.role, event);
    const application = eventApplications(state).get(user.id, event.id);
    return {
      countries: COUNTRIES,
      clothes_sizes: CLOTHES_SIZES,
      packages: (event.packages ?? []).map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        price: convert(p.priceRub, site),
        currency_code: currencyOf(site).currency,
        places_left: eventApplications(state).placesLeft(event.id, p),
      })),
      application: application ? toApplication(application) : null,
      event_name: event.name,
      can_travel: rights.canTravel,
      can_green: rights.canGreen,
      green_account: convert(accounts(state).balance(user.id, 'internal'), site),
      travel_account: convert(accounts(state).balance(user.id, 'travel'), site),
      international_required: event.abroad,
      extra_fields: extraFieldsIn(event, language),
    };
  },

  eventApplicationPassport: (call) =>
    step(call, (application) => {
      const passport = call.body;
      checkDates({ birth_date: passport.birth_date, issue_date: passport.issue_date });
      const today = todayOf(call.state);
      if (passport.birth_date >= today) throw badRequest({ birth_date: ['The birth date must be in the past'] });
      if (passport.issue_date <= passport.birth_date || passport.issue_date > today) {
        throw badRequest({ issue_date: ['The issue date must be after the birth date and not in the future'] });
      }
      application.passport = passport;
    }),

  eventApplicationInternational: (call) =>
    step(call, (application, event) => {
      const passport = call.body;
      checkDates({ expiry_date: passport.expiry_date });
      if (!COUNTRIES.some((c) => c.id === passport.citizenship_country_id)) {
        throw badRequest({ citizenship_country_id: ['Choose a country from the list'] });
      }
      if (passport.expiry_date <= event.dateTo) {
        throw badRequest({ expiry_date: ['The passport must be valid after the event ends'] });
      }
      application.international = passport;
    }),

  eventApplicationVisa: (call) =>
    step(call, (application, event) => {
      const visa = call.body;
      checkDates({ valid_until: visa.valid_until });
      if (visa.has_visa) {
        const errors: Record<string, string[]> = {};
        if (!visa.number) errors.number = ['Enter the visa number'];
        if (!visa.valid_until) errors.valid_until = ['Enter the visa expiry date'];
        else if (visa.valid_until < event.dateTo) errors.valid_until = ['The visa must be valid until the event ends'];
        if (Object.keys(errors).length > 0) throw badRequest(errors);
      }
      application.visa = visa.has_visa ? visa : { has_visa: false, number: null, valid_until: null };
    }),

  eventApplicationFields: (call) =>
    step(call, (application) => {
      const { clothes_size, fields } = call.body;
      if (clothes_size !== undefined && !CLOTHES_SIZES.includes(clothes_size)) {
        throw badRequest({ clothes_size: [`Choose one of: ${CLOTHES_SIZES.join(', ')}`] });
      }
      const tooLong = Object.keys(fields).filter((k) => (fields[k] ?? '').length > 500);
      if (tooLong.length > 0)
        throw badRequest(Object.fromEntries(tooLong.map((k) => [`fields.${k}`, ['At most 500 characters']])));
      if (clothes_size !== undefined) application.clothesSize = clothes_size;
      application.fields = { ...application.fields, ...fields };
    }),

  eventApplicationPackages: (call) =>
    step(call, (application, event) => {
      const { package_ids, account } = call.body;
      const chosen = (event.packages ?? []).filter((p) => package_ids.includes(p.id));
      if (package_ids.length === 0 || chosen.length !== new Set(package_ids).size) {
        throw badRequest({ package_ids: ['Choose packages of this event'] });
      }
      const store = eventApplications(call.state);
      const full = chosen.filter((p) => !application.packageIds.includes(p.id) && store.placesLeft(event.id, p) === 0);
      if (full.length > 0) {
        throw badRequest({ package_ids: [`No places left in: ${full.map((p) => p.name).join(', ')}`] });
      }
      if (account) {
        const { user } = call.caller!;
        const rights = paymentRights(call.state, user.id, user.role, event);
        if (account === 'green' ? !rights.canGreen : !rights.canTravel) {
          throw badRequest({ account: [`Paying from the ${account} account is not allowed for you`] });
        }
        const totalRub = event.priceRub + chosen.reduce((sum, p) => sum + p.priceRub, 0);
        const balance = accounts(call.state).balance(user.id, account === 'green' ? 'internal' : 'travel');
        if (balance < totalRub) throw badRequest({ account: [`Not enough on the ${account} account`] });
      }
      application.packageIds = chosen.map((p) => p.id);
      application.account = account ?? null;
    }),

  eventApplicationScanUpload: ({ params, body, files, caller, state }) => {
    const event = applicationEvent(params.id);
    const application = requireApplication(state, caller!.user.id, event);
    const upload = files.find((f) => f.field === 'file');
    if (!upload) throw badRequest({ file: ['Attach the scan as the `file` part'] });
    const { extensions, maxBytes } = EVENT_APPLICATION_UPLOAD;
    if (!extensions.includes(`.${extensionOf(upload.filename)}`)) {
      throw badRequest({ file: [`Upload one of: ${extensions.join(', ')}`] });
    }
    if (upload.size === 0 || upload.size > maxBytes)
      throw badRequest({ file: [`The file is empty or over ${maxBytes} bytes`] });
    const stored = storedFiles(state).add(caller!.user.id, 'scan', upload);
    const scan = {
      id: stored.id,
      type: body.type,
      name: stored.filename,
      size: stored.size,
      uploadedAt: stored.uploadedAt,
    };
    application.scans.push(scan);
    eventApplications(state).settle(application, event);
    return toScan(scan);
  },

  eventApplicationScanDelete: ({ params, caller, state }) => {
    const event = applicationEvent(params.id);
    const application = requireApplication(state, caller!.user.id, event);
    const index = application.scans.findIndex((s) => s.id === params.scan_id);
    if (index < 0) throw notFound('Document scan');
    application.scans.splice(index, 1);
    storedFiles(state).remove(params.scan_id);
    eventApplications(state).settle(application, event);
    return { ok: true };
  },
};
