import { z } from 'zod';

/**
 * Spec 2 §3 "Event application" and §7 event application calls: the rules the gateway checks before
 * any upstream call, the client checks as the user types and the sandbox stands in for. The spec
 * names the parts (type, passport, international passport, visa, extra fields, packages, scans) but
 * shows no values or bounds: every figure and list here is ours (`x-assumed`), kept in this one place.
 */

/** Kinds of application (x-assumed; "values not shown"): the qualified partner or a paying companion. */
export const APPLICATION_TYPES = ['participant', 'companion'] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

/** The statuses an application goes through (draft until complete, sent to the organisers, decided). */
export const APPLICATION_STATUS = {
  draft: 'draft',
  sent: 'sent',
  accepted: 'accepted',
  declined: 'declined',
} as const;

/** Statuses after which the organisers have decided: the application is read only. */
export const DECIDED_STATUSES: readonly string[] = [APPLICATION_STATUS.accepted, APPLICATION_STATUS.declined];

/** The scan types of a document (DocumentScanType): the passport's, the international passport's, the visa's, any other. */
export const SCAN_TYPES = ['passport', 'international', 'visa', 'other'] as const;
export type ScanType = (typeof SCAN_TYPES)[number];

/** Scans an application needs before it is sent: the passport's always, the international one abroad. */
export const requiredScans = (internationalRequired: boolean): readonly ScanType[] =>
  internationalRequired ? ['passport', 'international'] : ['passport'];

/** The longest answer to an extra field, in characters. */
export const EXTRA_FIELD_MAX_LENGTH = 500;
/** The longest name or document text (passport fields, issuing office), in characters. */
export const APPLICATION_TEXT_MAX_LENGTH = 200;

/** Field error codes the gateway gives and the client translates (`applications:errors.*`). */
export const APPLICATION_ERRORS = {
  required: 'required',
  scanRequired: 'scan_required',
  packageFull: 'package_full',
  packageUnknown: 'package_unknown',
  sizeUnknown: 'size_unknown',
  countryUnknown: 'country_unknown',
  accountNotOffered: 'account_not_offered',
  decided: 'application_decided',
  tooLong: 'too_long',
  dateFormat: 'date_format',
  latinOnly: 'latin_only',
  fieldUnknown: 'field_unknown',
} as const;
export type ApplicationErrorCode = (typeof APPLICATION_ERRORS)[keyof typeof APPLICATION_ERRORS];

/** The accounts an application's packages may be paid from, when the data offers them (can_green, can_travel). */
export const PAYMENT_ACCOUNTS = ['green', 'travel'] as const;

/** The longest clothes size and passport series, in characters. */
export const SHORT_TEXT_MAX_LENGTH = 16;
/** The most packages one application may choose. */
export const MAX_PACKAGES = 20;

const required = { error: APPLICATION_ERRORS.required };
const text = (max: number) =>
  z.string(required).trim().min(1, required).max(max, { error: APPLICATION_ERRORS.tooLong });
const Day = z.string(required).regex(/^\d{4}-\d{2}-\d{2}$/, { error: APPLICATION_ERRORS.dateFormat });
/** Names in an international passport are printed in Latin letters. */
const Latin = text(APPLICATION_TEXT_MAX_LENGTH).regex(/^[A-Za-z][A-Za-z' -]*$/, {
  error: APPLICATION_ERRORS.latinOnly,
});

export const PassportForm = z.object(
  {
    first_name: text(APPLICATION_TEXT_MAX_LENGTH),
    last_name: text(APPLICATION_TEXT_MAX_LENGTH),
    birth_date: Day,
    series: z.string().trim().max(SHORT_TEXT_MAX_LENGTH, { error: APPLICATION_ERRORS.tooLong }),
    number: text(SHORT_TEXT_MAX_LENGTH * 2),
    issued_by: text(APPLICATION_TEXT_MAX_LENGTH),
    issue_date: Day,
  },
  required,
);

export const InternationalPassportForm = z.object(
  {
    first_name_latin: Latin,
    last_name_latin: Latin,
    number: text(SHORT_TEXT_MAX_LENGTH * 2),
    citizenship_country_id: z.number(required).int().positive(required),
    expiry_date: Day,
  },
  required,
);

/** With a visa, its number and end date; without one, neither (they are sent as null). */
export const VisaForm = z
  .object(
    {
      has_visa: z.boolean(required),
      number: z
        .string()
        .trim()
        .max(SHORT_TEXT_MAX_LENGTH * 2, { error: APPLICATION_ERRORS.tooLong })
        .nullable(),
      valid_until: Day.nullable(),
    },
    required,
  )
  .superRefine((visa, context) => {
    if (!visa.has_visa) return;
    if (!visa.number) context.addIssue({ code: 'custom', path: ['number'], message: APPLICATION_ERRORS.required });
    if (!visa.valid_until)
      context.addIssue({ code: 'custom', path: ['valid_until'], message: APPLICATION_ERRORS.required });
  });

const common = {
  type: z.enum(APPLICATION_TYPES, required),
  clothes_size: text(SHORT_TEXT_MAX_LENGTH),
  passport: PassportForm,
  fields: z.record(
    z.string().regex(/^[a-z][a-z0-9_]{0,63}$/),
    z.string().trim().max(EXTRA_FIELD_MAX_LENGTH, { error: APPLICATION_ERRORS.tooLong }),
  ),
  package_ids: z
    .array(z.number().int().positive())
    .min(1, required)
    .max(MAX_PACKAGES, { error: APPLICATION_ERRORS.tooLong }),
  account: z.enum(PAYMENT_ACCOUNTS).optional(),
};

/**
 * The whole application as the form sends it (spec 2 §3): the gateway takes the international
 * passport and visa as optional and requires them when the event's data says so; the client uses
 * `applicationFormFor` to ask for exactly what the event needs.
 */
export const ApplicationForm = z.object({
  ...common,
  international_passport: InternationalPassportForm.optional(),
  visa: VisaForm.optional(),
});
export type ApplicationFormValues = z.output<typeof ApplicationForm>;

/** The form for one event: abroad the international passport and visa are required, at home not sent. */
export const applicationFormFor = (internationalRequired: boolean) =>
  internationalRequired
    ? z.object({ ...common, international_passport: InternationalPassportForm, visa: VisaForm })
    : z.object(common);
