import { CmsSlug as Slug } from '@gf/contracts/gateway/content';
import { OfficeSectionPageReply } from '@gf/contracts/gateway/home';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOfficeCmsPage } from '../shared/cms-page.js';

/**
 * Spec 1 §2 /office/{section} and /office/{section}/{subsection}: office pages the company writes
 * in its CMS, read by the static-page call (spec 2 §7 /page{path}/). A path the CMS does not have is
 * a plain 404 that the page shows in place, not the Error redirect of other failed calls.
 */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  const cmsPage = async (request: FastifyRequest, path: string) => {
    const page = await readOfficeCmsPage(calls, request, path);
    return { path, title: page.title, content: page.content };
  };

  app.get(
    '/sections/:section',
    {
      config: { access: 'signedIn', page: 'OfficeSection' },
      schema: {
        tags: ['office-home'],
        summary: 'An office section page from the CMS (spec 1 §2 /office/{section})',
        params: z.object({ section: Slug }),
        response: { 200: OfficeSectionPageReply },
      },
    },
    (request) => cmsPage(request, `/office/${request.params.section}`),
  );

  app.get(
    '/sections/:section/:subsection',
    {
      config: { access: 'signedIn', page: 'OfficeSubsection' },
      schema: {
        tags: ['office-home'],
        summary: 'An office subsection page from the CMS (spec 1 §2 /office/{section}/{subsection})',
        params: z.object({ section: Slug, subsection: Slug }),
        response: { 200: OfficeSectionPageReply },
      },
    },
    (request) => cmsPage(request, `/office/${request.params.section}/${request.params.subsection}`),
  );
};
