import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { MAIL_POLL_INTERVAL_MS } from '../mail-live';

export type MailHomeReply = components['schemas']['MailHomeReply'];
export type MailConversation = components['schemas']['MailConversation'];

/** GET /bff/v1/office/mail: MailHome's conversation list, one page at a time, polled while shown. */
export const mailHomeQueryOptions = (page: number) =>
  $api.queryOptions(
    'get',
    '/bff/v1/office/mail',
    { params: { query: { page } } },
    { refetchInterval: MAIL_POLL_INTERVAL_MS },
  );

export const useMailHome = (page: number) => useQuery(mailHomeQueryOptions(page));
