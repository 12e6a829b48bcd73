import { STRUCTURE_SEARCH_SIZE, TEAM_PAGE_SIZE } from '@gf/contracts/rules/team-rules';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../errors/envelope.js';
import { lastPage, listKey, RecentBounds } from '../recent-bounds.js';
import { lookingUpPartner } from './partner-lookup.js';
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
} from './team-schemas.js';

/** A page after the last one of a list: the envelope, not an empty table. */
const pastTheEnd = (page: number, total: number): GatewayError =>
  new GatewayError({
    status: 404,
    code: 'page_past_end',
    message: `The list has ${total} rows; page ${page} is past its end`,
  });

/**
 * The team (spec 2 §7 partner/children, partner/{number}, partner/list, client/list): the structure
 * tree a level at a time, its search, the partner card, and the two lists of the clients page.
 */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls, files, sessions } = app.core;
  const bounds = new RecentBounds(sessions);

  /**
   * One page of a paged team list. A page past the end the gateway can already see from the list's
   * recent total is refused before the upstream; otherwise the upstream's total is remembered.
   */
  const listPage = async <R extends { total: number }>(
    request: FastifyRequest,
    list: string,
    query: { page: number } & Record<string, unknown>,
    read: () => Promise<R>,
    rows: (reply: R) => number,
  ): Promise<R> => {
    const user = await bounds.userOf(request);
    const key = listKey(list, query);
    const known = bounds.recall<number>(user, key);
    if (known !== undefined && query.page > lastPage(known, TEAM_PAGE_SIZE)) throw pastTheEnd(query.page, known);
    const reply = await read();
    bounds.remember(user, key, reply.total);
    if (query.page > 1 && rows(reply) === 0) throw pastTheEnd(query.page, reply.total);
    return reply;
  };

  app.get(
    '/team/structure',
    {
      config: { page: 'OfficeStructure' },
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
      config: { page: 'OfficeStructure' },
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
      config: { page: 'OfficeStructure' },
      schema: {
        tags: ['team'],
        summary:
          'One partner’s card; a failed lookup answers partner_not_found (404) or partner_not_in_structure (403)',
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
      config: { page: 'OfficeClients' },
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
      config: { page: 'OfficeClients' },
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

  app.get(
    '/team/partners/download',
    {
      config: { page: 'OfficeClients' },
      schema: {
        tags: ['team'],
        summary: 'The partner list as searched and filtered, as a spreadsheet, streamed',
        querystring: PartnerDownloadQuery,
        response: { 200: TeamFile },
      },
    },
    async (request, reply) =>
      files.send(request, reply, {
        operationId: 'teamPartnerListDownload',
        query: request.query,
        filename: 'partners.xlsx',
      }),
  );

  app.get(
    '/team/clients/download',
    {
      config: { page: 'OfficeClients' },
      schema: {
        tags: ['team'],
        summary: 'The client list as searched, as a spreadsheet, streamed',
        querystring: ClientDownloadQuery,
        response: { 200: TeamFile },
      },
    },
    async (request, reply) =>
      files.send(request, reply, {
        operationId: 'teamClientListDownload',
        query: request.query,
        filename: 'clients.xlsx',
      }),
  );
};
