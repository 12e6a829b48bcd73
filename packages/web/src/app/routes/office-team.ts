import { structureRootRead } from '../../features/office/team/api/get-structure';
import { fixedPage, page } from '../page-route';

/** Office team (spec 2 §2: structure, clients and partners). */
export const officeTeamPages = [
  page(
    'OfficeStructure',
    'office',
    () => import('../../features/office/team/structure-page').then((m) => m.StructurePage),
    ['team'],
    fixedPage(structureRootRead),
  ),
  page('OfficeClients', 'office', () => import('../../features/office/team/clients-page').then((m) => m.ClientsPage), [
    'team',
  ]),
];
