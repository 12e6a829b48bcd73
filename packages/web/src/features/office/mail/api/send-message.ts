import { $api } from '../../../../api/client';

/** POST /bff/v1/office/mail/{id}/messages: one message per idempotency key. */
export const useSendMessage = () => $api.useMutation('post', '/bff/v1/office/mail/{id}/messages');
