import { APPLICATION_ERRORS, type ApplicationErrorCode } from '@gf/contracts/rules/event-application-rules';
import { useTranslation } from '../../../../i18n/use-translation';

const CODES = new Set<string>(Object.values(APPLICATION_ERRORS));
const isCode = (message: string): message is ApplicationErrorCode => CODES.has(message);

/**
 * The text of a field error: a code of the gateway or the form's schema in the user's language,
 * or the company API's own message as it came (spec 2 §8: field errors read from the response).
 */
export const useErrorText = () => {
  const { t } = useTranslation('applications');
  return (message: string | undefined): string | undefined =>
    message === undefined || message === '' ? undefined : isCode(message) ? t(`errors.${message}`) : message;
};
