import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { refreshMail } from './refresh-mail';
import { setHeaderUnread } from './unread';

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
