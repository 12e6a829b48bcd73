import { $api } from '../../../../api/client';

/** POST /bff/v1/office/mail/conversations and …/system (start-conversation modal). */
export const useStartConversation = () => $api.useMutation('post', '/bff/v1/office/mail/conversations');
export const useStartSystemConversation = () => $api.useMutation('post', '/bff/v1/office/mail/conversations/system');
