import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

/** GET /bff/v1/external/ticket-template/{hash}: what the ticket shows, for anyone with the link. */
export const useTicketTemplate = (hash: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/external/ticket-template/{hash}', { params: { path: { hash } } }),
    enabled: hash !== '',
  });

/** GET /bff/v1/external/ticket/{hash}: the check of a scanned ticket. */
export const useTicketCheck = (hash: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/external/ticket/{hash}', { params: { path: { hash } } }),
    enabled: hash !== '',
  });
