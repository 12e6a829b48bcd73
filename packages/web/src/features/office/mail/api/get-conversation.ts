import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api, api } from '../../../../api/client';
import { MAIL_POLL_INTERVAL_MS } from '../mail-live';

export type MailMessage = components['schemas']['MailMessageInfo'];
export type MailConversationReply = components['schemas']['MailConversationReply'];

/** GET /bff/v1/office/mail/{id}: the latest messages, polled while the page is shown (live updates). */
export const useConversation = (id: number) =>
  useQuery(
    $api.queryOptions(
      'get',
      '/bff/v1/office/mail/{id}',
      { params: { path: { id } } },
      { refetchInterval: MAIL_POLL_INTERVAL_MS },
    ),
  );

/** GET /bff/v1/office/mail/{id}/messages: the page of messages before `before` (scrolling up). */
export const fetchOlderMessages = async (id: number, before: number) => {
  const { data, error } = await api.GET('/bff/v1/office/mail/{id}/messages', {
    params: { path: { id }, query: { before } },
  });
  if (error) throw error;
  return data;
};
