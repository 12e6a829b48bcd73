import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type MailHomeReply = components['schemas']['MailHomeReply'];

/** GET /bff/v1/office/mail: MailHome's conversation list, one page at a time. */
export const mailHomeQueryOptions = (page: number) =>
  $api.queryOptions('get', '/bff/v1/office/mail', { params: { query: { page } } });

export const useMailHome = (page: number) => useQuery(mailHomeQueryOptions(page));
