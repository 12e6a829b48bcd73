import type { PasswordProblem } from '@gf/contracts/rules/password-rules';
import type { PhoneProblem } from '@gf/contracts/rules/phone-rules';
import { useTranslation } from 'react-i18next';

/** The rule names the gateway and the forms report (rules in @gf/contracts/rules), plus a missing captcha token. */
const RULES: readonly (PhoneProblem | PasswordProblem | 'recaptcha')[] = [
  'invalid',
  'type',
  'country',
  'length',
  'short',
  'long',
  'weak',
  'mismatch',
  'recaptcha',
];
const isRule = (message: string): message is (typeof RULES)[number] => (RULES as readonly string[]).includes(message);

/**
 * The text of a field error: a broken rule's name is translated here; the upstream's own texts
 * are shown as they come.
 */
export const useFieldMessage = () => {
  const { t } = useTranslation('registration');
  return (message: string | null | undefined): string | undefined => {
    if (!message) return undefined;
    return isRule(message) ? t(`rules.${message}`) : message;
  };
};
