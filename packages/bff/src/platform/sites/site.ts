import { contract } from '@gf/contracts/gateway/contract-registry';
import { z } from 'zod';
import {
  DEFAULT_DATE_FORMAT,
  EUROPEAN_DATE_FORMAT,
  MEXICO_DATE_FORMAT,
  SUPPORTED_LANGUAGES,
  US_DATE_FORMAT,
} from '../constants.js';

/** Spec 1 §1: the kind of site decides some pages and whether referral codes are validated. */
export const SiteType = contract('SiteType', z.enum(['main', 'rc', 'compliance', 'company']));
export type SiteType = z.infer<typeof SiteType>;

/** Spec 1 §9: the languages the product supports. */
export const Language = contract('Language', z.enum(SUPPORTED_LANGUAGES));
export type Language = z.infer<typeof Language>;

/** Spec 1 §9 date formats: MM.DD.YYYY (US), DD/MM/YYYY (European, Italian, Latin American), YYYY/MM/DD (Mexico), DD.MM.YYYY (the rest). */
export const DateFormat = contract(
  'DateFormat',
  z.enum([DEFAULT_DATE_FORMAT, US_DATE_FORMAT, EUROPEAN_DATE_FORMAT, MEXICO_DATE_FORMAT]),
);
export type DateFormat = z.infer<typeof DateFormat>;

const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/)
  .meta({ description: 'ISO 3166-1 alpha-2 country code, upper case' });

/** One country site: the domain mapping entry of spec 1 §3 plus the widget flags of spec 1 §1. */
export const Site = contract(
  'Site',
  z.object({
    code: z
      .string()
      .regex(/^(?:[a-z]{2}|company|compliance)$/)
      .meta({
        description:
          'Lowercase site code: the ISO country code, or eu, rc, company, compliance. Also the host <code>.localhost',
      }),
    country: countryCode.meta({
      description: 'ISO 3166-1 alpha-2 country code, upper case (EU for the European site)',
    }),
    name: z.string().meta({ description: 'Country or site name in English' }),
    countryNames: z.record(z.string(), z.string()).meta({
      description: "The site's country named in each of the site's languages (CLDR names), keyed by language code",
    }),
    type: SiteType,
    languages: z.array(Language).min(1).meta({ description: 'Languages the site offers, default first' }),
    defaultLanguage: Language,
    dateFormat: DateFormat,
    firstWeekdayMonday: z.boolean().meta({ description: 'false: the week starts on Sunday (Israel, US)' }),
    countries: z
      .array(countryCode)
      .min(1)
      .meta({ description: 'Countries served by the site (the European site serves 36)' }),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .meta({ description: 'ISO 4217 currency code of prices on this site' }),
    chat: z
      .object({ enabled: z.boolean(), languages: z.array(Language) })
      .meta({ description: 'Live-chat widget: shown only when enabled and in one of its languages (spec 1 §1)' }),
    accessibilityWidget: z.boolean().meta({ description: 'Accessibility widget: only the Israeli site (spec 1 §1)' }),
    cookieScript: z.boolean().meta({ description: 'Cookie-consent script (spec 1 §3 domain mapping entry)' }),
    cis: z.boolean().meta({ description: 'Russian-speaking or CIS site (spec 1 §9 CIS country codes)' }),
  }),
);
export type Site = z.infer<typeof Site>;
