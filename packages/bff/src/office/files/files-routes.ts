import fastifyMultipart from '@fastify/multipart';
import { type OfficePage, officeAccess } from '@gf/contracts/rules/office-access';
import { LARGEST_UPLOAD_BYTES, UPLOAD_RULES, type UploadUse } from '@gf/contracts/rules/upload-rules';
import type { UpstreamOperations } from '@gf/contracts/upstream/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { GatewayError } from '../../errors/envelope.js';
import { FileBytes, FileId, UploadQuery, UploadReply } from './files-schemas.js';

/**
 * Where each use's file goes upstream and which page it belongs to: who may upload it is who may
 * open that page (a client uploads no payout invoice). Mail attachments have their own upstream
 * call; the rest are stored through POST /greenway/file/upload/ (spec 2 §7).
 */
const USES: Record<UploadUse, { page: OfficePage; operationId: 'fileUpload' | 'mailAttachmentUpload'; field: string }> =
  {
    avatar: { page: 'OfficeProfile', operationId: 'fileUpload', field: 'files' },
    'mail-attachment': { page: 'MailConversation', operationId: 'mailAttachmentUpload', field: 'file' },
    'payout-invoice': { page: 'OfficePayouts', operationId: 'fileUpload', field: 'files' },
    'payout-company-document': { page: 'OfficePayouts', operationId: 'fileUpload', field: 'files' },
    document: { page: 'MyOffice', operationId: 'fileUpload', field: 'files' },
  };

type UploadedIds = z.output<UpstreamOperations['fileUpload']['reply']>;
type MailAttachment = z.output<UpstreamOperations['mailAttachmentUpload']['reply']>;

/**
 * The office's files (DESIGN.md "Files in and out"): a stored file by id, streamed; and the one
 * upload route, whose `use` sets the size and type limits and the upstream call.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { files, uploads, sessions } = app.core;
  // Multipart bodies are read only here, and only as far as a route asks.
  await app.register(fastifyMultipart, { limits: { fileSize: LARGEST_UPLOAD_BYTES, files: 1 } });

  app.get(
    '/files/:id',
    {
      config: { page: 'OfficeFiles' },
      schema: {
        tags: ['files'],
        summary: 'A stored file (GET /greenway/file/{id}/), streamed with its type, name and length',
        params: FileId,
        response: { 200: FileBytes },
      },
    },
    async (request, reply) =>
      files.send(request, reply, {
        operationId: 'fileDownload',
        params: { id: request.params.id },
        filename: `file-${request.params.id}`,
      }),
  );

  app.post(
    '/files',
    {
      config: { page: 'OfficeFiles' },
      schema: {
        tags: ['files'],
        summary:
          'Upload one file (multipart/form-data, part `file`) for a use; streamed to the upstream, refused with field errors over the size limit, outside the types or when its bytes are not its type',
        querystring: UploadQuery,
        response: { 200: UploadReply },
      },
    },
    async (request) => {
      const use = request.query.use as UploadUse;
      const target = USES[use];
      const role = (await sessions.load(request))?.data.user?.role;
      if (!role || !officeAccess(target.page, role, request.site.type).ok) {
        throw new GatewayError({
          status: 403,
          code: 'page_not_for_role',
          message: 'This page is not available to your account',
        });
      }
      const stored = await uploads.send(request, {
        operationId: target.operationId,
        field: target.field,
        rule: UPLOAD_RULES[use],
      });
      return target.operationId === 'mailAttachmentUpload'
        ? { file_ids: [(stored as MailAttachment).id] }
        : { file_ids: (stored as UploadedIds).file_ids };
    },
  );
};
