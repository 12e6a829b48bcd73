import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { refreshMail } from './mail-queries';
import { setHeaderUnread } from './unread';

/** POST /bff/v1/office/mail/{id}/messages: one message per idempotency key. */
export const useSendMessage = () => $api.useMutation('post', '/bff/v1/office/mail/{id}/messages');

/** POST /bff/v1/office/mail/read: the header's count follows the reply. */
export const useMarkRead = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/office/mail/read', {
    onSuccess: (reply) => {
      setHeaderUnread(queryClient, reply.unread_mail);
      void refreshMail(queryClient);
    },
  });
};

/** POST /bff/v1/office/mail/subscription. */
export const useMailSubscription = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/office/mail/subscription', {
    onSuccess: () => refreshMail(queryClient),
  });
};

/** POST /bff/v1/office/mail/conversations and …/system (start-conversation modal). */
export const useStartConversation = () => $api.useMutation('post', '/bff/v1/office/mail/conversations');
export const useStartSystemConversation = () => $api.useMutation('post', '/bff/v1/office/mail/conversations/system');

/** GET /bff/v1/office/mail/templates: the system templates of a conversation with support. */
export const useMailTemplates = () => $api.useQuery('get', '/bff/v1/office/mail/templates');

/** GET /bff/v1/office/mail/recipients: whom a new conversation may go to (support; the sponsor if any). */
export const useMailRecipients = () => $api.useQuery('get', '/bff/v1/office/mail/recipients');
