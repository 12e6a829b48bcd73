import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GatewayError } from '../../errors/envelope.js';
import { OfficeSectionPageReply } from './home-schemas.js';

/** One path segment of an office CMS page: what the CMS's paths are made of. */
const Slug = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'Lower-case letters, digits and dashes')
  .meta({ description: 'A path segment of the office CMS page' });

/**
 * Spec 1 §2 /office/{section} and /office/{section}/{subsection}: office pages the company writes
 * in its CMS, read by the static-page call (spec 2 §7 /page{path}/). A path the CMS does not have is
 * a plain 404 that the page shows in place, not the Error redirect of other failed calls.
 */
export const sectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  const cmsPage = async (request: FastifyRequest, path: string) => {
    try {
      const page = await calls.call(request, 'staticPage', { params: { path } });
      return { path, title: page.title, content: page.content };
    } catch (error) {
      if (error instanceof GatewayError && error.envelope.status === 404 && !error.envelope.serverProblems) {
        throw new GatewayError({ status: 404, code: 'page_not_found', message: 'There is no such office page' });
      }
      throw error;
    }
  };

  app.get(
    '/sections/:section',
    {
      config: { page: 'OfficeSection' },
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
      config: { page: 'OfficeSubsection' },
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
