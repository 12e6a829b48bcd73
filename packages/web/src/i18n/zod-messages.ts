import { validationKeyOf } from '@gf/contracts/rules/validation-keys';
import { z } from 'zod';
import { i18n } from './i18n';

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
