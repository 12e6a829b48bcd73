import { page } from '../page-route';

/** Tickets, in the office and behind their external links (spec 1 §2; spec 2 §2 "Events and tickets"). */
export const officeTicketsPages = [
  page(
    'OfficeEventTickets',
    'office',
    () => import('../../features/office/tickets/tickets-page').then((m) => m.TicketsPage),
    ['events'],
  ),
  page(
    'OfficeEventTicketRegistration',
    'office',
    () => import('../../features/office/tickets/registration-page').then((m) => m.TicketRegistrationPage),
    ['events'],
  ),
  page(
    'OfficeTicketPurchaseRegistration',
    'office',
    () => import('../../features/office/tickets/purchase-registration-page').then((m) => m.PurchaseRegistrationPage),
    ['events'],
  ),
  page('OfficeTicket', 'office', () => import('../../features/office/tickets/ticket-page').then((m) => m.TicketPage), [
    'events',
  ]),
  page(
    'ExternalTicketTemplate',
    'light',
    () => import('../../features/office/tickets/external-ticket-pages').then((m) => m.ExternalTicketTemplatePage),
    ['events'],
  ),
  page(
    'ExternalTicket',
    'light',
    () => import('../../features/office/tickets/external-ticket-pages').then((m) => m.ExternalTicketPage),
    ['events'],
  ),
];
