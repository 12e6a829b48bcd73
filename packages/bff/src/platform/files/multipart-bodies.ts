import fastifyMultipart from '@fastify/multipart';
import { LARGEST_UPLOAD_BYTES } from '@gf/contracts/rules/upload-rules';
import type { FastifyInstance } from 'fastify';

/** What one multipart body may hold: one file part, no larger than the largest any upload rule allows. */
export const UPLOAD_PART_LIMITS = { fileSize: LARGEST_UPLOAD_BYTES, files: 1 } as const;

/**
 * Registers the multipart parser with its limits (DESIGN.md "Files in and out") in the context of an
 * area that takes uploads: a multipart body is read only on that area's routes, and every other
 * route still refuses one as an unsupported type.
 */
export const readMultipartBodies = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyMultipart, { limits: UPLOAD_PART_LIMITS });
};
