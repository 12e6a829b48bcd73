import type { Sample } from '../sample.js';
import { DEMO_TICKET_HASH } from './ticket-store.js';

/** Event 107 (Moscow 2027) has a seat scheme; 111 (Altai 2027) sells places. Seat id = event·10000 + row·100 + seat. */
const T = '/office/order/event/111';

export const ticketSamples: Sample[] = [
  { operationId: 'ticketOrderScheme', as: 'partner', path: '/office/order/event/107/scheme/' },
  { operationId: 'ticketOrderRegistration', as: 'partner', path: '/office/order/event/105/registration/' },
  { operationId: 'ticketOrderStatus', as: 'partner', path: '/office/order/event/105/status/' },
  { operationId: 'ticketOrderPartner', as: 'partner', path: `${T}/partner/`, query: { number: '100002' } },
  { operationId: 'ticketOrderPreReserve', as: 'viewer', path: `${T}/pre-reservation/`, body: { quantity: 2 } },
  // Without a hold of its own the caller has nothing to reserve, confirm or cancel.
  {
    operationId: 'ticketOrderReserve',
    as: 'client',
    path: `${T}/reservation/`,
    body: { tickets: [{ ticket_id: 1, partner_number: '100002' }] },
    status: 400,
  },
  { operationId: 'ticketOrderConfirm', as: 'client', path: `${T}/confirm/`, status: 400 },
  { operationId: 'ticketOrderCancel', as: 'client', path: `${T}/cancel/`, status: 400 },
  // Purchase 2 is the demo partner's seeded ticket to event 105.
  { operationId: 'ticketPurchase', as: 'partner', path: '/office/order/ticket-purchase/2/' },
  { operationId: 'ticketExpired', as: 'partner' },
  { operationId: 'ticketExpiredProcessed', as: 'partner', body: { ids: [] } },
  { operationId: 'ticketTemplate', path: `/greenway/ticket-template/${DEMO_TICKET_HASH}/` },
  { operationId: 'ticketCheck', path: `/greenway/ticket/${DEMO_TICKET_HASH}/check/` },
  { operationId: 'ticketLayout', path: '/greenway/ticket/layout/1/' },
  { operationId: 'ticketDownload', path: `/greenway/ticket/${DEMO_TICKET_HASH}/download/` },
];
