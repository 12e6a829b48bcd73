import { page } from '../page-route';

/** Services (spec 1 §2 /office/services and its five pages). */
export const officeServicesPages = [
  page(
    'OfficeServices',
    'office',
    () => import('../../features/office/services/services-hub-page').then((m) => m.ServicesHubPage),
    ['services'],
  ),
  page(
    'OfficeService',
    'office',
    () => import('../../features/office/services/service-page').then((m) => m.ServicePage),
    ['services'],
  ),
];
