import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * Spec 2 §5 phone rules, in the one copy both sides use: the gateway enforces them before an order
 * or a delivery check, and the web client mirrors them as the user types, so the two cannot
 * disagree. Tested against the table in `phone-rule-cases.ts`.
 */

/** Spec 2 §9: a Malaysian number has 11, 12 or 13 digits (with the country code). */
export const MY_PHONE_DIGITS: readonly number[] = [11, 12, 13];

/** Which rule a number breaks: not a number of the country, not mobile, another country, MY length. */
export type PhoneProblem = 'invalid' | 'type' | 'country' | 'length';

/** Types accepted: mobile, or a plan where fixed and mobile numbers cannot be told apart. */
const ACCEPTED_TYPES = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE']);

/**
 * The country a number must belong to when ordering for `country`: a +79 number under UA and a
 * +794 number under AB count as RU (spec 2 §5).
 */
export const expectedPhoneCountry = (e164: string, country: string): string => {
  const code = country.toUpperCase();
  if (code === 'UA' && e164.startsWith('+79')) return 'RU';
  if (code === 'AB' && e164.startsWith('+794')) return 'RU';
  return code;
};

/** What is wrong with `phone` for delivery `country`, or null when every rule holds. */
export const phoneProblem = (phone: string, country: string): PhoneProblem | null => {
  const code = country.toUpperCase();
  const parsed = parsePhoneNumberFromString(phone.trim(), isSupportedCountry(code) ? (code as CountryCode) : undefined);
  if (code === 'MY') {
    // Counted before validity, so a short or long number is told its length, not just "invalid".
    const digits = parsed ? parsed.number.slice(1) : phone.replace(/\D/g, '');
    if (!MY_PHONE_DIGITS.includes(digits.length)) return 'length';
  }
  if (!parsed?.isValid()) return 'invalid';
  if (parsed.country !== expectedPhoneCountry(parsed.number, code)) return 'country';
  if (!ACCEPTED_TYPES.has(parsed.getType() ?? '')) return 'type';
  return null;
};

/** The number as sent upstream: E.164 when it parses, else as typed. */
export const normalisePhone = (phone: string, country: string): string => {
  const code = country.toUpperCase();
  const parsed = parsePhoneNumberFromString(phone.trim(), isSupportedCountry(code) ? (code as CountryCode) : undefined);
  return parsed?.number ?? phone.trim();
};

/**
 * The number as one person's phone, whatever way it was written (`+7 900…`, `8 900…`, `900…`,
 * spaced): its E.164 form when it is a valid number read with `country` as the home country, else
 * null. What the gateway's limits count a phone by (issue 29: not by how it was spelled).
 */
export const phoneIdentity = (text: string, country: string): string | null => {
  const code = country.toUpperCase();
  const parsed = parsePhoneNumberFromString(text.trim(), isSupportedCountry(code) ? (code as CountryCode) : undefined);
  return parsed?.isValid() ? parsed.number : null;
};
