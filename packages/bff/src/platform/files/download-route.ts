import type {
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FileDownload } from './file-streamer.js';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The request of a download route, typed by its own schema (params and query as validated). */
export type DownloadRequest<S extends FastifySchema> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  S,
  ZodTypeProvider
>;

export interface DownloadRouteOptions<S extends FastifySchema> {
  /** The route's access declaration (and office page), as every gateway route has one. */
  config: FastifyContextConfig;
  schema: S;
  /** Which upstream file to stream, from the validated request; may refuse by throwing. */
  download: (request: DownloadRequest<S>, reply: FastifyReply) => FileDownload | Promise<FileDownload>;
}

/**
 * A GET route that streams one upstream file through the file streamer (DESIGN.md "Files in and
 * out"): the route names its access, schema and which file; the streaming is the streamer's.
 */
export const downloadRoute = <const S extends FastifySchema>(
  app: ZodApp,
  path: string,
  { config, schema, download }: DownloadRouteOptions<S>,
): void => {
  // The handler's request is typed by S above; the route itself takes the schema as fastify's own type.
  const routeSchema: FastifySchema = schema;
  app.get(path, { config, schema: routeSchema }, async (request, reply) =>
    app.core.files.send(request, reply, await download(request as DownloadRequest<S>, reply)),
  );
};
