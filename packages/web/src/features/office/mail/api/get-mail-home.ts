import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { pageRead } from '../../../../api/page-read';
import { MAIL_POLL_INTERVAL_MS } from '../mail-live';

export type MailHomeReply = components['schemas']['MailHomeReply'];
export type MailConversation = components['schemas']['MailConversation'];

/** GET /bff/v1/office/mail: MailHome's conversation list, one page at a time, polled while shown. */
export const mailHomeRead = (page: number) => pageRead('/bff/v1/office/mail', { params: { query: { page } } });

export const mailHomeQueryOptions = (page: number) => {
  const read = mailHomeRead(page);
  return $api.queryOptions('get', read.path, read.init, { refetchInterval: MAIL_POLL_INTERVAL_MS });
};

export const useMailHome = (page: number) => useQuery(mailHomeQueryOptions(page));
