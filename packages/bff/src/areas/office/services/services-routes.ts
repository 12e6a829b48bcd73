import { FileBytes, FileId } from '@gf/contracts/gateway/files';
import {
  AssistantCode,
  AssistantConfirmReply,
  AssistantLinkReply,
  BusinessFormBody,
  ServiceForm,
  ServicePageReply,
  ServiceParams,
  ServicesHubReply,
} from '@gf/contracts/gateway/services';
import {
  isServicePage,
  SERVICE_PAGE_NAMES,
  SERVICE_PAGES,
  UNKNOWN_LINK_CODE,
} from '@gf/contracts/rules/office-services';
import type { OperationId } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GatewayError } from '../../../platform/errors/envelope.js';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { type CredentialLimit, signedInUser } from '../../../platform/security/credential-limit.js';

/**
 * A guessed link code would link a stranger's messenger to the user: reading a code and using one
 * count on one counter per user and address (platform/security/credential-limit.ts).
 */
const LINK_CODE_LIMIT: CredentialLimit = { counter: 'link-code', subject: signedInUser };

/** The upstream page call of each content service. */
const CONTENT_CALLS = {
  'health-partner': 'officeHealthService',
  'premium-subscription-partner': 'officePrimeSubscription',
  pulse: 'officePulseService',
} as const satisfies Record<string, OperationId>;

/**
 * Services (spec 1 §2 /office/services and its five pages; spec 2 §7 service calls): the pages'
 * reads, the business-service form (its documents go through the office upload route, use
 * `business-service`) and its files streamed back, and the voice assistant's link by code.
 */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.core;

  app.get(
    '/services',
    {
      config: { access: 'signedIn', page: 'OfficeServices' },
      schema: {
        tags: ['services'],
        summary: 'The service pages, and whether the live chat is offered on this domain and language',
        response: { 200: ServicesHubReply },
      },
    },
    async (request) => {
      const webim = await calls.call(request, 'officeWebim', {});
      return { services: SERVICE_PAGE_NAMES.map((page) => ({ page, kind: SERVICE_PAGES[page] })), chat: webim.enabled };
    },
  );

  app.get(
    '/services/:service',
    {
      config: { access: 'signedIn', page: 'OfficeService' },
      schema: {
        tags: ['services'],
        summary: 'One service page; 404 for a service that is not one of the five, before any upstream call',
        params: ServiceParams,
        response: { 200: ServicePageReply },
      },
    },
    async (request) => {
      const { service } = request.params;
      if (!isServicePage(service)) {
        throw new GatewayError({ status: 404, code: 'service_not_found', message: 'There is no such service' });
      }
      if (service === 'business-telecom') {
        return {
          kind: 'form' as const,
          page: service,
          form: await calls.call(request, 'officeBusinessServiceForm', {}),
        };
      }
      if (service === 'voice-assistant') return { kind: 'assistant' as const, page: service };
      return {
        kind: 'content' as const,
        page: service,
        content: await calls.call(request, CONTENT_CALLS[service], {}),
      };
    },
  );

  app.post(
    '/services/business-telecom/form',
    {
      config: { access: 'signedIn', page: 'OfficeService' },
      schema: {
        tags: ['services'],
        summary: 'Send the business-telecom form with the ids of its uploaded documents',
        body: BusinessFormBody,
        response: { 200: ServiceForm },
      },
    },
    (request) => calls.call(request, 'officeBusinessServiceSubmit', { body: request.body }),
  );

  downloadRoute(app, '/services/business-telecom/files/:id', {
    config: { access: 'signedIn', page: 'OfficeService' },
    schema: {
      tags: ['services'],
      summary: 'A document sent with the business-telecom form, streamed',
      params: FileId,
      response: { 200: FileBytes },
    },
    download: (request) => ({
      operationId: 'officeBusinessServiceFile',
      params: { id: request.params.id },
      filename: `business-telecom-${request.params.id}`,
    }),
  });

  app.get(
    '/services/voice-assistant/link',
    {
      // Which codes a messenger gave is what a guesser of the POST's codes would ask first: its
      // reads count with the POST's attempts.
      config: { access: 'credentials', page: 'OfficeService', credentialLimit: LINK_CODE_LIMIT },
      schema: {
        tags: ['services'],
        summary:
          'What a messenger assistant’s link code asks for: its messenger and whether it is still valid; a code no messenger gave is a 400 with `unknown_link_code` on `code`',
        querystring: AssistantCode,
        response: { 200: AssistantLinkReply },
      },
    },
    async (request) => {
      try {
        return await calls.call(request, 'assistantAuthInfo', { query: { code: request.query.code } });
      } catch (error) {
        // The upstream's 404 would send the page to the 404 error page; the form says it under its field.
        if (error instanceof GatewayError && error.envelope.status === 404 && !error.envelope.serverProblems) {
          throw new GatewayError({
            status: 400,
            code: UNKNOWN_LINK_CODE,
            message: 'No messenger gave this link code',
            fields: { code: [UNKNOWN_LINK_CODE] },
          });
        }
        throw error;
      }
    },
  );

  app.post(
    '/services/voice-assistant/link',
    {
      config: { access: 'credentials', page: 'OfficeService', credentialLimit: LINK_CODE_LIMIT },
      schema: {
        tags: ['services'],
        summary: 'Link the messenger assistant of the code to the signed-in user',
        body: AssistantCode,
        response: { 200: AssistantConfirmReply },
      },
    },
    (request) => calls.call(request, 'assistantAuthConfirm', { body: { code: request.body.code } }),
  );
};
