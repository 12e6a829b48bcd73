import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';
import { useRefreshHold } from './get-tickets-page';

export type TicketPurchase = components['schemas']['TicketPurchaseReply'];

/** GET /bff/v1/office/ticket-purchases/{purchaseId}: one purchase, its event, tickets, hold and payment. */
export const usePurchase = (purchaseId: number) =>
  useQuery(
    $api.queryOptions('get', '/bff/v1/office/ticket-purchases/{purchaseId}', { params: { path: { purchaseId } } }),
  );

/** POST the attendees (a partner number per ticket) of one purchase while its hold runs unconfirmed. */
export const usePurchaseRegistration = (purchaseId: number, eventId: number) => {
  const refresh = useRefreshHold(eventId);
  const mutation = $api.useMutation('post', '/bff/v1/office/ticket-purchases/{purchaseId}/registration', {
    onSettled: refresh,
  });
  return {
    ...mutation,
    reserve: (tickets: { ticket_id: number; partner_number: string }[]) =>
      mutation.mutateAsync({ params: { path: { purchaseId } }, body: { tickets } }),
  };
};
