import type { components } from '@gf/contracts/generated/bff';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { authQueryOptions } from '../../../../lib/auth';

export type TicketsPageData = components['schemas']['TicketsPage'];
export type TicketHold = components['schemas']['TicketHoldReply'];
export type SeatScheme = components['schemas']['SeatScheme'];
export type Seat = components['schemas']['Seat'];
export type TicketRegistration = components['schemas']['TicketRegistration'];
export type TicketCartItem = TicketHold['cart_items'][number];

/** Every read of one ticket purchase (its registration page), whatever the id. */
export const PURCHASE_QUERY_PREFIX = ['get', '/bff/v1/office/ticket-purchases/{purchaseId}'] as const;

export const ticketsPageQueryOptions = (eventId: number) =>
  $api.queryOptions('get', '/bff/v1/office/events/{eventId}/tickets', { params: { path: { eventId } } });

/** GET /bff/v1/office/events/{eventId}/tickets: event, hall, the user's tickets and running hold. */
export const useTicketsPage = (eventId: number) => useQuery(ticketsPageQueryOptions(eventId));

/**
 * After any hold write: the page (seats change state), the purchase pages and the auth state (its
 * `min_tickets_timer` drives the site-wide reminder) are read again.
 */
export const useRefreshHold = (eventId: number) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ticketsPageQueryOptions(eventId).queryKey }),
      queryClient.invalidateQueries({ queryKey: PURCHASE_QUERY_PREFIX }),
      queryClient.invalidateQueries({ queryKey: authQueryOptions().queryKey }),
    ]);
};

const path = (eventId: number) => ({ params: { path: { eventId } } });

/** POST pre-reservation: seats on the scheme or a number of places, held for TICKET_HOLD_MS. */
export const usePreReserve = (eventId: number) => {
  const refresh = useRefreshHold(eventId);
  const mutation = $api.useMutation('post', '/bff/v1/office/events/{eventId}/tickets/pre-reservation', {
    onSettled: refresh,
  });
  return {
    ...mutation,
    hold: (body: { seat_ids: number[] } | { quantity: number }) => mutation.mutateAsync({ ...path(eventId), body }),
  };
};

/** POST reservation: the holder of each held ticket. */
export const useReserve = (eventId: number) => {
  const refresh = useRefreshHold(eventId);
  const mutation = $api.useMutation('post', '/bff/v1/office/events/{eventId}/tickets/reservation', {
    onSettled: refresh,
  });
  return {
    ...mutation,
    reserve: (tickets: { ticket_id: number; partner_number: string }[]) =>
      mutation.mutateAsync({ ...path(eventId), body: { tickets } }),
  };
};

/** POST confirm of the named hold: the reply carries the ticket items (type 2) to pay for. */
export const useConfirmHold = (eventId: number) => {
  const refresh = useRefreshHold(eventId);
  const mutation = $api.useMutation('post', '/bff/v1/office/events/{eventId}/tickets/confirm', {
    onSettled: refresh,
  });
  return { ...mutation, run: () => mutation.mutateAsync(path(eventId)) };
};

/** POST cancel of the running hold. */
export const useCancelHold = (eventId: number) => {
  const refresh = useRefreshHold(eventId);
  const mutation = $api.useMutation('post', '/bff/v1/office/events/{eventId}/tickets/cancel', {
    onSettled: refresh,
  });
  return { ...mutation, run: () => mutation.mutateAsync(path(eventId)) };
};

/**
 * GET /bff/v1/office/events/{eventId}/tickets/partner (spec 2 §7 ticket order partner look-up):
 * the partner a number names, the user or one of their structure; a read, so a viewing manager may
 * ask. Nothing is asked until a number is given; a number nobody has keeps its answer (no retry).
 */
export const useTicketPartner = (eventId: number, number: string) =>
  useQuery({
    ...$api.queryOptions('get', '/bff/v1/office/events/{eventId}/tickets/partner', {
      params: { path: { eventId }, query: { number } },
    }),
    enabled: number !== '',
    retry: false,
  });
