import { FileBytes, FileId, UploadQuery, UploadReply } from '@gf/contracts/gateway/files';
import { type OfficePage, officeAccess } from '@gf/contracts/rules/office-access';
import { BUSINESS_SERVICE_FILE_FIELD, UPLOAD_RULES, type UploadUse } from '@gf/contracts/rules/upload-rules';
import type { UpstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pageRefusal } from '../../../platform/access/refusals.js';
import { downloadRoute } from '../../../platform/files/download-route.js';
import { readMultipartBodies } from '../../../platform/files/multipart-bodies.js';

/**
 * Where each use's file goes upstream and which page it belongs to: who may upload it is who may
 * open that page (a client uploads no payout invoice). Mail attachments have their own upstream
 * call; the rest are stored through POST /greenway/file/upload/ (spec 2 §7).
 */
const USES: Record<
  UploadUse,
  {
    page: OfficePage;
    operationId: 'fileUpload' | 'mailAttachmentUpload' | 'officeBusinessServiceUpload';
    field: string;
    fields?: Record<string, string>;
  }
> = {
  avatar: { page: 'OfficeProfile', operationId: 'fileUpload', field: 'files' },
  'mail-attachment': { page: 'MailConversation', operationId: 'mailAttachmentUpload', field: 'file' },
  'payout-invoice': { page: 'OfficePayouts', operationId: 'fileUpload', field: 'files' },
  'payout-company-document': { page: 'OfficePayouts', operationId: 'fileUpload', field: 'files' },
  document: { page: 'MyOffice', operationId: 'fileUpload', field: 'files' },
  'business-service': {
    page: 'OfficeService',
    operationId: 'officeBusinessServiceUpload',
    field: 'file',
    fields: { field: BUSINESS_SERVICE_FILE_FIELD },
  },
};

type UploadedIds = z.output<UpstreamOperations['fileUpload']['reply']>;
type MailAttachment = z.output<UpstreamOperations['mailAttachmentUpload']['reply']>;

/**
 * The office's files (DESIGN.md "Files in and out"): a stored file by id, streamed; and the one
 * upload route, whose `use` sets the size and type limits and the upstream call.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads, sessions } = app.core;
  // Multipart bodies are read only in this area, and only as far as a route asks.
  await readMultipartBodies(app);

  downloadRoute(app, '/files/:id', {
    config: { access: 'signedIn', page: 'OfficeFiles' },
    schema: {
      tags: ['files'],
      summary: 'A stored file (GET /greenway/file/{id}/), streamed with its type, name and length',
      params: FileId,
      response: { 200: FileBytes },
    },
    download: (request) => ({
      operationId: 'fileDownload',
      params: { id: request.params.id },
      filename: `file-${request.params.id}`,
    }),
  });

  app.post(
    '/files',
    {
      config: { access: 'signedIn', page: 'OfficeFiles' },
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
      const data = (await sessions.load(request))?.data;
      const access = data?.user
        ? officeAccess(target.page, data.user.role, request.site.type, Boolean(data.spectator))
        : { ok: false as const, why: 'role' as const };
      if (!access.ok) throw pageRefusal(access.why);
      const stored = await uploads.send(request, {
        operationId: target.operationId,
        field: target.field,
        ...(target.fields ? { fields: target.fields } : {}),
        rule: UPLOAD_RULES[use],
      });
      return target.operationId === 'mailAttachmentUpload'
        ? { file_ids: [(stored as MailAttachment).id] }
        : { file_ids: (stored as UploadedIds).file_ids };
    },
  );
};
