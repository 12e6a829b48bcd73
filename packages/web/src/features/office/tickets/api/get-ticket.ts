import type { components } from '@gf/contracts/generated/bff';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../../api/client';

export type TicketPage = components['schemas']['TicketPageReply'];
export type TicketView = components['schemas']['TicketView'];
export type TicketLayout = components['schemas']['TicketLayout'];

/** GET /bff/v1/office/tickets/{hash}: the ticket, whether it is valid, and its printed layout. */
export const useTicket = (hash: string) =>
  useQuery($api.queryOptions('get', '/bff/v1/office/tickets/{hash}', { params: { path: { hash } } }));

/** Where the ticket's PDF is streamed from (a plain link: the browser saves it). */
export const ticketDownloadHref = (hash: string): string =>
  `/bff/v1/office/tickets/${encodeURIComponent(hash)}/download`;
