import { z } from 'zod';
import { contract } from '../contract-registry.js';

/** Spec 1 §1: the kind of site decides some pages and whether referral codes are validated. */
export const SiteType = contract('SiteType', z.enum(['main', 'rc', 'compliance', 'company']));

/** Spec 1 §9 date formats: MM.DD.YYYY (US), DD/MM/YYYY (European, Italian, Latin American), YYYY/MM/DD (Mexico), DD.MM.YYYY (the rest). */
export const DateFormat = contract('DateFormat', z.enum(['DD.MM.YYYY', 'MM.DD.YYYY', 'DD/MM/YYYY', 'YYYY/MM/DD']));

/** One country site: the domain mapping entry of spec 1 §3 plus the widget flags of spec 1 §1. */
export const Site = contract(
  'Site',
  z.object({
    code: z.string().meta({ description: 'Lowercase site code: the ISO country code, or eu, rc, company' }),
    country: z.string().meta({ description: 'ISO 3166-1 alpha-2 country code, upper case' }),
    name: z.string().meta({ description: 'Country or site name in English' }),
    type: SiteType,
    languages: z.array(z.string()).min(1),
    defaultLanguage: z.string(),
    dateFormat: DateFormat,
    firstWeekdayMonday: z.boolean().meta({ description: 'false: the week starts on Sunday (Israel, US)' }),
    countries: z.array(z.string()).meta({ description: 'Countries served by the site (the European site serves 36)' }),
    currency: z.string().meta({ description: 'ISO 4217 currency code of prices on this site' }),
    chat: z.object({ enabled: z.boolean(), languages: z.array(z.string()) }),
    accessibilityWidget: z.boolean(),
    cookieScript: z.boolean(),
    cis: z.boolean().meta({ description: 'Russian-speaking or CIS site (spec 1 §9 CIS country codes)' }),
  }),
);
export type Site = z.infer<typeof Site>;
