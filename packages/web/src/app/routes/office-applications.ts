import { page } from '../page-route';

/** Event applications (spec 1 §2 /office/orders/application-events…; spec 2 §3 Event application). */
export const officeApplicationsPages = [
  page(
    'OfficeApplicationEvents',
    'office',
    () => import('../../features/office/applications/application-events-page').then((m) => m.ApplicationEventsPage),
    ['applications'],
  ),
  page(
    'OfficeApplicationEvent',
    'office',
    () => import('../../features/office/applications/application-event-page').then((m) => m.ApplicationEventPage),
    ['applications'],
  ),
  page(
    'OfficeEventApplication',
    'office',
    () => import('../../features/office/applications/event-application-page').then((m) => m.EventApplicationPage),
    ['applications'],
  ),
];
