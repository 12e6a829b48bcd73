import {
  DocumentsPageReply,
  DocumentsParams,
  EducationPageReply,
  WikiPageReply,
  WikiParams,
} from '@gf/contracts/gateway/content';
import {
  DOCUMENT_HUBS,
  type DocumentHub,
  EDUCATION_PAGES,
  type EducationPage,
  isWikiSection,
} from '@gf/contracts/rules/office-library';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { readOfficeCmsPage } from '../shared/cms-page.js';
import { libraryPage } from './library-entries.js';

/**
 * The office's reading pages (spec 1 §2 /office/wiki/{section}, /office/education/…, the sections
 * of /office/specifications and /office/materials): each a CMS page (spec 2 §7 /page{path}/) shaped
 * for its screen, its blocks marked as videos, documents or links.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/wiki/:section',
    {
      config: { access: 'signedIn', page: 'OfficeWikiSection' },
      schema: {
        tags: ['content'],
        summary: 'One of the wiki’s fixed pages; 404 for any other section, before any upstream call',
        params: WikiParams,
        response: { 200: WikiPageReply },
      },
    },
    async (request) => {
      const { section } = request.params;
      if (!isWikiSection(section)) {
        throw new GatewayError({ status: 404, code: 'page_not_found', message: 'There is no such wiki page' });
      }
      return { section, ...libraryPage(await readOfficeCmsPage(calls, request, `/office/wiki/${section}`)) };
    },
  );

  for (const [page, officePage] of Object.entries(EDUCATION_PAGES) as [EducationPage, string][]) {
    app.get(
      `/education/${page}`,
      {
        config: { access: 'signedIn', page: officePage as (typeof EDUCATION_PAGES)[EducationPage] },
        schema: {
          tags: ['content'],
          summary: `The education page ${page}: its text and its lessons, videos or documents`,
          response: { 200: EducationPageReply },
        },
      },
      async (request) => ({
        page,
        ...libraryPage(await readOfficeCmsPage(calls, request, `/office/education/${page}`)),
      }),
    );
  }

  for (const [hub, officePage] of Object.entries(DOCUMENT_HUBS) as [DocumentHub, string][]) {
    app.get(
      `/${hub}/:section`,
      {
        config: { access: 'signedIn', page: officePage as (typeof DOCUMENT_HUBS)[DocumentHub] },
        schema: {
          tags: ['content'],
          summary: `A section of the ${hub} hub: its text and its documents, each downloaded through the file route`,
          params: DocumentsParams,
          response: { 200: DocumentsPageReply },
        },
      },
      async (request) => {
        const { section } = request.params;
        return { hub, section, ...libraryPage(await readOfficeCmsPage(calls, request, `/office/${hub}/${section}`)) };
      },
    );
  }
};
