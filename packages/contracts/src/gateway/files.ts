import { z } from 'zod';
import { UPLOAD_USES, type UploadUse } from '../rules/upload-rules.js';
import { contract } from './contract-registry.js';

export const FileId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const UploadQuery = z.object({
  use: z.enum(UPLOAD_USES as [UploadUse, ...UploadUse[]]).meta({
    description:
      'What the file is for: its size and type limits (`@gf/contracts/rules/upload-rules`; the spec shows none)',
    'x-assumed': true,
  }),
});

/** The ids later calls refer to (avatar_file_id, attachment_ids, a payout's file_id). */
export const UploadReply = contract('UploadReply', z.object({ file_ids: z.array(z.number().int()) }));

export const FileBytes = z.string().meta({ format: 'binary', description: 'The file, streamed' });
