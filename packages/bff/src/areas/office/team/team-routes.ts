import {
  CardParams,
  ClientDownloadQuery,
  ClientListQuery,
  ClientListReply,
  PartnerDownloadQuery,
  PartnerListQuery,
  PartnerListReply,
  StructureQuery,
  StructureReply,
  StructureSearchQuery,
  StructureSearchReply,
  TeamFile,
  TeamPartnerCard,
} from '@gf/contracts/gateway/team';
import { STRUCTURE_SEARCH_SIZE, TEAM_PAGE_SIZE } from '@gf/contracts/rules/team-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { listPager, RecentBounds } from '../shared/recent-bounds.js';
import { lookingUpPartner } from './partner-lookup.js';

/**
 * The team (spec 2 §7 partner/children, partner/{number}, partner/list, client/list): the structure
 * tree a level at a time, its search, the partner card, and the two lists of the clients page.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, sessions } = app.core;
  const bounds = new RecentBounds(sessions);

  const listPage = listPager(bounds, TEAM_PAGE_SIZE);

  app.get(
    '/team/structure',
    {
      config: { access: 'signedIn', page: 'OfficeStructure' },
      schema: {
        tags: ['team'],
        summary: 'The first line below a partner of the structure (the user when no number), opened on demand',
        querystring: StructureQuery,
        response: { 200: StructureReply },
      },
    },
    async (request) => {
      const { number } = request.query;
      return lookingUpPartner(() => calls.call(request, 'teamPartnerChildren', { query: number ? { number } : {} }));
    },
  );

  app.get(
    '/team/structure/search',
    {
      config: { access: 'signedIn', page: 'OfficeStructure' },
      schema: {
        tags: ['team'],
        summary: 'Partners of the structure found by number or name',
        querystring: StructureSearchQuery,
        response: { 200: StructureSearchReply },
      },
    },
    async (request) => {
      const found = await calls.call(request, 'teamPartnerList', {
        query: { search: request.query.q, per_page: STRUCTURE_SEARCH_SIZE },
      });
      return { partners: found.partners, total: found.total };
    },
  );

  app.get(
    '/team/partners/:number',
    {
      config: { access: 'signedIn', page: 'OfficeStructure' },
      schema: {
        tags: ['team'],
        summary:
          'One partner’s card; a number nobody has and a partner outside the structure both answer partner_not_found (404)',
        params: CardParams,
        response: { 200: TeamPartnerCard },
      },
    },
    async (request) =>
      lookingUpPartner(() => calls.call(request, 'teamPartner', { params: { number: request.params.number } })),
  );

  app.get(
    '/team/partners',
    {
      config: { access: 'signedIn', page: 'OfficeClients' },
      schema: {
        tags: ['team'],
        summary: 'The partner list, searched, by level, a page at a time',
        querystring: PartnerListQuery,
        response: { 200: PartnerListReply },
      },
    },
    async (request) => {
      const reply = await listPage(
        request,
        'partners',
        request.query,
        () => calls.call(request, 'teamPartnerList', { query: { ...request.query, per_page: TEAM_PAGE_SIZE } }),
        (r) => r.partners.length,
      );
      return { ...reply, per_page: TEAM_PAGE_SIZE };
    },
  );

  app.get(
    '/team/clients',
    {
      config: { access: 'signedIn', page: 'OfficeClients' },
      schema: {
        tags: ['team'],
        summary: 'The client list, searched, a page at a time',
        querystring: ClientListQuery,
        response: { 200: ClientListReply },
      },
    },
    async (request) => {
      const reply = await listPage(
        request,
        'clients',
        request.query,
        () => calls.call(request, 'teamClientList', { query: { ...request.query, per_page: TEAM_PAGE_SIZE } }),
        (r) => r.clients.length,
      );
      return { ...reply, per_page: TEAM_PAGE_SIZE };
    },
  );

  downloadRoute(app, '/team/partners/download', {
    config: { access: 'signedIn', page: 'OfficeClients' },
    schema: {
      tags: ['team'],
      summary: 'The partner list as searched and filtered, as a spreadsheet, streamed',
      querystring: PartnerDownloadQuery,
      response: { 200: TeamFile },
    },
    download: (request) => ({
      operationId: 'teamPartnerListDownload',
      query: request.query,
      filename: 'partners.xlsx',
    }),
  });

  downloadRoute(app, '/team/clients/download', {
    config: { access: 'signedIn', page: 'OfficeClients' },
    schema: {
      tags: ['team'],
      summary: 'The client list as searched, as a spreadsheet, streamed',
      querystring: ClientDownloadQuery,
      response: { 200: TeamFile },
    },
    download: (request) => ({
      operationId: 'teamClientListDownload',
      query: request.query,
      filename: 'clients.xlsx',
    }),
  });
};
