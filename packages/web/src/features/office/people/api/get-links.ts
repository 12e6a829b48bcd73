import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/office/people/links: referral links and the invite links still in use. */
export const linksQueryOptions = () => $api.queryOptions('get', '/bff/v1/office/people/links');
export const useLinks = () => useQuery(linksQueryOptions());

/** GET /bff/v1/office/people/invited: who joined through the invites, partners or clients. */
export const invitedQueryOptions = (kind: 'partners' | 'clients') =>
  $api.queryOptions('get', '/bff/v1/office/people/invited', { params: { query: { kind, page: 1 } } });
export const useInvited = (kind: 'partners' | 'clients') => useQuery(invitedQueryOptions(kind));
