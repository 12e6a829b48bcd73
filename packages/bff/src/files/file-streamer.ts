import { Readable } from 'node:stream';
import type { OperationId } from '@gf/contracts/upstream/operations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import type { SessionCall, TokenUse } from '../upstream/session-call.js';
import { filenameOf, safeContentLength, safeContentType, safeDisposition } from './file-headers.js';

/** One download: the upstream operation that serves the bytes and how the browser should take them. */
export interface FileDownload {
  operationId: OperationId;
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  /** Saved (attachment, the default) or opened in the browser (inline). */
  disposition?: 'attachment' | 'inline';
  /** The file name when the upstream gives none (or always, with `ownName`). */
  filename: string;
  /** The route names the file itself, whatever the upstream calls it (an export named by its period). */
  ownName?: boolean;
  /** The type to send whatever the upstream says (a route that only ever serves PDFs). */
  contentType?: string;
  /** The token rule when the route differs from the contract's (see SessionCall). */
  use?: TokenUse;
}

/** Headers the upstream sends that may be passed on as they are (validators for conditional reloads). */
const VALIDATOR = /^[\w"/:;,.+= -]{1,200}$/;
const VALIDATORS = ['last-modified', 'etag'] as const;

/** The reply broke before its first byte: still time for the envelope. */
const brokeEarly = (): GatewayError =>
  new GatewayError({
    status: 502,
    code: 'download_failed',
    message: 'The file could not be fetched',
    serverProblems: true,
  });

/**
 * Every office download (DESIGN.md "Files in and out"): the upstream's bytes piped to the browser
 * as they arrive, never collected; the session's token attached and refreshed as for any call
 * (SessionCall.open); type, disposition and length passed on in a safe form. A failure before the
 * first byte answers the error envelope; after it the failure is logged and the connection cut, so
 * the browser sees a broken download rather than a short file (spec 2 §8: download failures are
 * only logged). A browser that goes away aborts the upstream request.
 */
export class FileStreamer {
  constructor(private readonly calls: SessionCall) {}

  async send(request: FastifyRequest, reply: FastifyReply, download: FileDownload): Promise<FastifyReply> {
    const { operationId } = download;
    const controller = new AbortController();
    const onClose = () => {
      if (reply.raw.writableFinished) return;
      request.log.info({ operationId }, 'file download: the browser went away');
      controller.abort();
    };
    reply.raw.once('close', onClose);

    const opened = await this.calls.open(
      request,
      operationId,
      {
        ...(download.params ? { params: download.params } : {}),
        ...(download.query ? { query: download.query } : {}),
        signal: controller.signal,
      },
      download.use,
    );
    const chunks = (opened.body as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    let first: IteratorResult<Buffer>;
    try {
      first = await chunks.next();
    } catch (error) {
      request.log.warn({ err: error, operationId }, 'file download failed before its first byte');
      throw brokeEarly();
    }
    const log = request.log;
    /** The bytes as they come, the first one included; a break after it is logged here, cut by fastify. */
    async function* rest(): AsyncGenerator<Buffer> {
      if (first.done) return;
      yield first.value;
      try {
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
      } catch (error) {
        if (!controller.signal.aborted)
          log.warn({ err: error, operationId }, 'file download broke off after its first byte');
        throw error;
      } finally {
        // The browser went away or the reply broke: stop the upstream transfer too.
        await chunks.return?.();
      }
    }

    const length = safeContentLength(opened.headers['content-length']);
    reply
      .code(200)
      .header('content-type', download.contentType ?? safeContentType(opened.headers['content-type']))
      .header(
        'content-disposition',
        safeDisposition(
          download.disposition ?? 'attachment',
          download.ownName ? undefined : filenameOf(opened.headers['content-disposition']),
          download.filename,
        ),
      )
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    if (length !== undefined) reply.header('content-length', length);
    for (const name of VALIDATORS) {
      const value = opened.headers[name];
      if (typeof value === 'string' && VALIDATOR.test(value)) reply.header(name, value);
    }
    return reply.send(first.done ? Buffer.alloc(0) : Readable.from(rest(), { objectMode: false }));
  }
}
