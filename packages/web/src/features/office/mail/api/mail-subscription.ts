import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { refreshMail } from './refresh-mail';

/** POST /bff/v1/office/mail/subscription. */
export const useMailSubscription = () => {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/bff/v1/office/mail/subscription', {
    onSuccess: () => refreshMail(queryClient),
  });
};
