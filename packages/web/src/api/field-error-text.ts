import { isRuleCode, readFieldCode } from '@gf/contracts/rules/validation-keys';
import { i18n } from '../i18n/i18n';
import { readEnvelope } from './envelope';
import { isWordedRefusal } from './refusal-text';

/**
 * A gateway field error in the page's language (issue 32 item 1): a field code in the words of
 * `errors:validation`, a refusal code in those of `common:refusal`, another form's rule code as it
 * is (its form words it), and a text the upstream wrote inside a translated frame, never bare English.
 */
export const fieldErrorText = (message: string): string => {
  if (message === '') return message;
  const code = readFieldCode(message);
  if (code) return i18n.t(`validation.${code.key}`, { ns: 'errors', minimum: code.minimum, maximum: code.maximum });
  if (isWordedRefusal(message)) return i18n.t(`refusal.${message}`, { ns: 'common' });
  if (isRuleCode(message)) return message;
  return i18n.t('refusal.framed', { ns: 'common', message });
};

/** Field errors of a failed form call, by field name (first message of each, in the page's language). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  if (!error) return {};
  const { fields } = readEnvelope(error);
  return Object.fromEntries(
    Object.entries(fields ?? {}).map(([name, messages]) => [name, fieldErrorText(messages[0] ?? '')]),
  );
};
