import { z } from 'zod';
import { i18n } from './i18n';

/** The texts of `errors:validation`, one per kind of problem a zod issue reports. */
export type ValidationKey =
  | 'required'
  | 'too_short'
  | 'too_long'
  | 'too_small'
  | 'too_big'
  | 'invalid_email'
  | 'invalid_format'
  | 'invalid_value'
  | 'invalid';

/** Lengths: a bound on a string counts characters, on a list its items; either reads as a length. */
const LENGTH_ORIGINS: readonly string[] = ['string', 'array', 'set'];

const isEmpty = (input: unknown): boolean => input === undefined || input === null || input === '';

/**
 * Which text says what is wrong, by the issue's code (issue 32 item 1: zod's own English never
 * reaches a page). A bound the value may not touch (`positive()`: more than 0) has no text that
 * names it exactly, so it gets the general one rather than a wrong number.
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

/** The issue's text in the page's language, with its bound where the text names one. */
export const validationMessage = (issue: z.core.$ZodRawIssue): string =>
  i18n.t(`validation.${validationKeyOf(issue)}`, {
    ns: 'errors',
    minimum: 'minimum' in issue ? String(issue.minimum) : undefined,
    maximum: 'maximum' in issue ? String(issue.maximum) : undefined,
  });

/**
 * Every zod message the client makes is read from the page's language. A schema's own error (a
 * rule code such as `APPLICATION_ERRORS.required`) still wins: zod asks this map only for issues
 * without one. Until the `errors` texts are loaded (they load with the shell) zod keeps its own.
 */
export const translateZodIssues = (): void => {
  z.config({
    customError: (issue) => (i18n.hasLoadedNamespace('errors') ? validationMessage(issue) : undefined),
  });
};
