import type { EmailProblem } from '@gf/contracts/rules/email-rules';
import type { PasswordProblem } from '@gf/contracts/rules/password-rules';
import type { PhoneProblem } from '@gf/contracts/rules/phone-rules';
import { useTranslation } from '../i18n/use-translation';

/**
 * The rule names the gateway and the forms report (rules in @gf/contracts/rules; `sms_language`: not
 * one of the site's SMS languages, registration-routes), a missing captcha
 * token, and the one refusal of a recovery code (wrong, never sent, or no such account).
 */
const RULES: readonly (PhoneProblem | PasswordProblem | EmailProblem | 'sms_language' | 'recaptcha' | 'code_wrong')[] =
  [
    'invalid',
    'type',
    'country',
    'length',
    'short',
    'long',
    'weak',
    'mismatch',
    'email_invalid',
    'email_taken',
    'sms_language',
    'recaptcha',
    'code_wrong',
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
