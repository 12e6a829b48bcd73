import type { FastifyPluginAsync } from 'fastify';
import { applicationsRoutes } from './applications/applications-routes.js';
import { contentRoutes } from './content/content-routes.js';
import { libraryRoutes } from './content/library-routes.js';
import { meditationsRoutes } from './content/meditations-routes.js';
import { eventsRoutes } from './events/events-routes.js';
import { filesRoutes } from './files/files-routes.js';
import { financeRoutes } from './finance/finance-routes.js';
import { mySessionsRoutes } from './finance/my-sessions-routes.js';
import { spectatorTrailRoutes } from './finance/spectator-trail-routes.js';
import { homeRoutes } from './home/home-routes.js';
import { sectionRoutes } from './home/section-routes.js';
import { mailRoutes } from './mail/mail-routes.js';
import { guardOffice, type OfficeRoute } from './office-guard.js';
import { fastOrderRoutes } from './orders/fast-order-routes.js';
import { officeOrderRoutes } from './orders/office-order-routes.js';
import { payoutsRoutes } from './payouts/payouts-routes.js';
import { agreementRoutes } from './people/agreement-routes.js';
import { peopleRoutes } from './people/people-routes.js';
import { profileRoutes } from './profile/profile-routes.js';
import { ratingsRoutes } from './ratings/ratings-routes.js';
import { servicesRoutes } from './services/services-routes.js';
import { excelExportRoutes } from './statements/excel-export-routes.js';
import { statementsRoutes } from './statements/statements-routes.js';
import { teamRoutes } from './team/team-routes.js';
import { ticketPageRoutes } from './tickets/ticket-page-routes.js';
import { ticketRoutes } from './tickets/ticket-routes.js';

export interface OfficePluginOptions {
  /** Filled with every route of the subtree as it is registered: the guard's test walks them all. */
  routes: OfficeRoute[];
}

/** Where the office subtree is mounted under the API prefix. */
export const OFFICE_PREFIX = '/office';

/**
 * The office subtree (DESIGN.md "Wave 2"): every office route is registered here, one area plugin
 * each, below the guard that states sign-in, the spectator rule, private replies and the shared
 * errors once (`office-guard.ts`).
 */
export const officePlugin: FastifyPluginAsync<OfficePluginOptions> = async (office, { routes }) => {
  guardOffice(office, routes);
  await office.register(officeOrderRoutes);
  await office.register(fastOrderRoutes);
  await office.register(mailRoutes);
  await office.register(ticketRoutes);
  await office.register(ticketPageRoutes);
  await office.register(eventsRoutes);
  await office.register(applicationsRoutes);
  await office.register(homeRoutes);
  await office.register(sectionRoutes);
  await office.register(filesRoutes);
  await office.register(excelExportRoutes);
  await office.register(teamRoutes);
  await office.register(statementsRoutes);
  await office.register(ratingsRoutes);
  await office.register(contentRoutes);
  await office.register(libraryRoutes);
  await office.register(meditationsRoutes);
  await office.register(servicesRoutes);
  await office.register(financeRoutes);
  await office.register(mySessionsRoutes);
  await office.register(spectatorTrailRoutes);
  await office.register(payoutsRoutes);
  await office.register(peopleRoutes);
  await office.register(agreementRoutes);
  await office.register(profileRoutes);
};
