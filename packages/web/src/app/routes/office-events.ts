import { eventsRead } from '../../features/office/events/api/get-events';
import { fixedPage, page } from '../page-route';

const events = () => import('../../features/office/events/events-list-page').then((m) => m.EventsListPage);

/** Office events (spec 1 §2; spec 2 §2 "Events and tickets"). */
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
];
