import { z } from 'zod';
import { richText } from '../../rules/rich-text.js';
import { Money } from '../common.js';
import { IsoDate, IsoDateTime } from './office.js';

/** An event as GET /event/ lists it (spec 2 §7); /office/events/{event_path}/instruction uses `path`. */
export const EventSummary = z
  .object({
    id: z.number().int(),
    path: z.string(),
    name: z.string(),
    date_from: IsoDate,
    date_to: IsoDate,
    country: z.string(),
    city: z.string(),
    image: z.string().nullable(),
    price: Money,
    currency_code: z.string(),
    seats_total: z.number().int(),
    seats_left: z.number().int(),
    has_scheme: z.boolean().meta({ description: 'Seats are chosen on a scheme rather than by number' }),
    registration_open: z.boolean(),
  })
  .meta({ id: 'EventSummary', 'x-assumed': true });

export const EventDetail = EventSummary.extend({
  description: richText(),
  address: z.string(),
  instruction: richText().nullable(),
}).meta({ id: 'EventDetail', 'x-assumed': true });

/** An event open for applications (/office/application-events). */
export const ApplicationEvent = EventSummary.extend({
  application_status: z.enum(['draft', 'sent', 'accepted', 'declined']).nullable(),
}).meta({ id: 'ApplicationEvent', 'x-assumed': true });

export const EventPackage = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: Money,
    currency_code: z.string(),
    places_left: z
      .number()
      .int()
      .nonnegative()
      .nullable()
      .meta({ description: 'Places still free in the package; null when it has no limit. 0: packages-limit-reached' }),
  })
  .meta({ id: 'EventPackage', 'x-assumed': true });

/** A question of the application beyond the documents (spec 2 §3 "extra fields"), as the event asks it. */
export const ApplicationExtraField = z
  .object({ name: z.string(), label: z.string(), required: z.boolean() })
  .meta({ id: 'ApplicationExtraField', 'x-assumed': true });

export const Passport = z
  .object({
    first_name: z.string().min(1),
    last_name: z.string().min(1),
    birth_date: IsoDate,
    series: z.string(),
    number: z.string().min(1),
    issued_by: z.string(),
    issue_date: IsoDate,
  })
  .meta({ id: 'Passport', 'x-assumed': true });

export const InternationalPassport = z
  .object({
    first_name_latin: z.string().min(1),
    last_name_latin: z.string().min(1),
    number: z.string().min(1),
    citizenship_country_id: z.number().int(),
    expiry_date: IsoDate,
  })
  .meta({ id: 'InternationalPassport', 'x-assumed': true });

export const Visa = z
  .object({ has_visa: z.boolean(), number: z.string().nullable(), valid_until: IsoDate.nullable() })
  .meta({ id: 'Visa', 'x-assumed': true });

export const DocumentScanType = z.enum(['passport', 'international', 'visa', 'other']).meta({ id: 'DocumentScanType' });

/** A document scan attached to an application (spec 2 §3). */
export const DocumentScan = z
  .object({ id: z.number().int(), type: DocumentScanType, name: z.string(), url: z.string(), uploaded_at: IsoDateTime })
  .meta({ id: 'DocumentScan', 'x-assumed': true });

/** The application itself, filled step by step (type, passport, international, visa, fields, packages, scans). */
export const EventApplication = z
  .object({
    id: z.number().int(),
    type: z.string().nullable(),
    status: z.enum(['draft', 'sent', 'accepted', 'declined']),
    clothes_size: z.string().nullable(),
    passport: Passport.nullable(),
    international_passport: InternationalPassport.nullable(),
    visa: Visa.nullable(),
    fields: z.record(z.string(), z.string()),
    package_ids: z.array(z.number().int()),
    scans: z.array(DocumentScan),
  })
  .meta({ id: 'EventApplication', 'x-assumed': true });

/**
 * Spec 2 §3 Event application: countries, clothes_sizes, packages, application, event_name, can_travel,
 * can_green, green_account, travel_account.
 */
export const EventApplicationData = z
  .object({
    countries: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
    clothes_sizes: z.array(z.string()),
    packages: z.array(EventPackage),
    application: EventApplication.nullable(),
    event_name: z.string(),
    can_travel: z.boolean().meta({ description: 'May pay from the travel account' }),
    can_green: z.boolean().meta({ description: 'May pay from the green (internal) account' }),
    green_account: Money,
    travel_account: Money,
    international_required: z.boolean().meta({
      description: 'The event is abroad: the international passport, its scan and the visa step are required',
      'x-assumed': true,
    }),
    extra_fields: z.array(ApplicationExtraField),
  })
  .meta({ id: 'EventApplicationData' });
