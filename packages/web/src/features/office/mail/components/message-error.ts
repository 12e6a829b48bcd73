import { MAIL_MESSAGE_MAX_LENGTH } from '@gf/contracts/rules/mail-rules';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';

/**
 * A message's error in mail's words: the schema's (empty, too long, mail-forms.ts) or the gateway's
 * refusal of the text, whatever its wording upstream.
 */
export const useMessageError = () => {
  const { t } = useTranslation('mail');
  return (error: FieldError | undefined): string | undefined =>
    !error
      ? undefined
      : error.type === 'server'
        ? t('errors.message')
        : error.message === 'tooLong'
          ? t('errors.messageTooLong', { count: MAIL_MESSAGE_MAX_LENGTH })
          : t('errors.messageEmpty');
};
