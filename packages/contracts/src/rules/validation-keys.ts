import type { z } from 'zod';

/**
 * The kinds of problem a zod issue reports, each with one text in the client's `errors:validation`
 * (issue 32 item 1: zod's own English never reaches a page). The gateway sends its field errors as
 * these keys too, so the client words them in the visitor's language.
 */
export const VALIDATION_KEYS = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'invalid_email',
  'invalid_format',
  'invalid_value',
  'invalid',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Lengths: a bound on a string counts characters, on a list its items; either reads as a length. */
const LENGTH_ORIGINS: readonly string[] = ['string', 'array', 'set'];

const isEmpty = (input: unknown): boolean => input === undefined || input === null || input === '';

/**
 * Which text says what is wrong, by the issue's code. A bound the value may not touch
 * (`positive()`: more than 0) has no text that names it exactly, so it gets the general one rather
 * than a wrong number.
 */
export const validationKeyOf = (issue: z.core.$ZodRawIssue): ValidationKey => {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? 'required' : 'invalid';
    case 'too_small':
      if (issue.inclusive === false) return 'invalid';
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'required';
      return LENGTH_ORIGINS.includes(issue.origin) ? 'too_short' : 'too_small';
    case 'too_big':
      if (issue.inclusive === false) return 'invalid';
      return LENGTH_ORIGINS.includes(issue.origin) ? 'too_long' : 'too_big';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'invalid_value':
      return 'invalid_value';
    default:
      return 'invalid';
  }
};

/** A field error as the gateway sends it: a validation key and the bound its text names. */
export interface FieldCode {
  key: ValidationKey;
  minimum?: string;
  maximum?: string;
}

/** The prefix that tells a field code from a text the upstream wrote. */
/**
 * A schema's or form's own rule code (`amount_format`, `required`, an upload's `file_type_mismatch`):
 * one word, where zod's own message is an English sentence. The gateway passes it on as it is and
 * the form that sent it words it.
 */
export const isRuleCode = (message: string): boolean => /^[a-z][a-z0-9_]*$/.test(message);

const FIELD_CODE_PREFIX = 'validation.';

/** `validation.too_short?minimum=8`: the key, and the bound as a query so the text can name it. */
export const writeFieldCode = (issue: z.core.$ZodRawIssue): string => {
  const bounds = new URLSearchParams();
  if ('minimum' in issue && issue.minimum !== undefined) bounds.set('minimum', String(issue.minimum));
  if ('maximum' in issue && issue.maximum !== undefined) bounds.set('maximum', String(issue.maximum));
  const query = bounds.toString();
  return `${FIELD_CODE_PREFIX}${validationKeyOf(issue)}${query ? `?${query}` : ''}`;
};

/** The field code in a field error, or null when the error is a text (the upstream's own words). */
export const readFieldCode = (message: string): FieldCode | null => {
  if (!message.startsWith(FIELD_CODE_PREFIX)) return null;
  const [key = '', query = ''] = message.slice(FIELD_CODE_PREFIX.length).split('?');
  if (!(VALIDATION_KEYS as readonly string[]).includes(key)) return null;
  const bounds = new URLSearchParams(query);
  const minimum = bounds.get('minimum');
  const maximum = bounds.get('maximum');
  return {
    key: key as ValidationKey,
    ...(minimum === null ? {} : { minimum }),
    ...(maximum === null ? {} : { maximum }),
  };
};
