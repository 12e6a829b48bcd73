import { eventsRead } from '../../features/office/events/api/get-events';
import { fixedPage, page } from '../page-route';

const events = () => import('../../features/office/events/events-list-page').then((m) => m.EventsListPage);

/** Office events and tickets (spec 1 §2; spec 2 §2 "Events and tickets"). */
export const officeEventsPages = [
  page('OfficeEvents', 'office', events, ['events'], fixedPage(eventsRead)),
  page('OfficeOrdersEvents', 'office', events, ['events']),
  page('OfficeEvent', 'office', () => import('../../features/office/events/event-page').then((m) => m.EventPage), [
    'events',
  ]),
  page(
    'OfficeEventInstruction',
    'office',
    () => import('../../features/office/events/event-instruction-page').then((m) => m.EventInstructionPage),
    ['events'],
  ),
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
