import type { TFunction } from 'i18next';
import type { MailConversation } from '../api/get-mail-home';

/** Who a conversation is with, as the list and the conversation name them. */
export const recipientName = (t: TFunction<'mail'>, recipient: MailConversation['recipient']): string =>
  recipient.type === 'support'
    ? t('support')
    : recipient.type === 'sponsor'
      ? t('sponsor', { name: recipient.name })
      : recipient.name;
