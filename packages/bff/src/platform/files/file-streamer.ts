import type { Readable } from 'node:stream';
import type { OperationId } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import type { SessionCall, TokenUse } from '../upstream/session-call.js';
import { filenameOf, OCTET_STREAM, safeContentLength, safeContentType, safeDisposition } from './file-headers.js';

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
 * Waits until the body has its first bytes buffered, or has ended empty, without reading them: the
 * stream is handed on whole (no copy, no per-chunk work here). Rejects when it fails before that.
 */
const firstBytes = (body: Readable): Promise<'bytes' | 'empty'> =>
  new Promise((resolve, reject) => {
    const done = (outcome: 'bytes' | 'empty' | Error) => {
      body.off('readable', onReadable);
      body.off('end', onEnd);
      body.off('error', done);
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    // 'readable' comes with the first bytes, or at the end of an empty body; 'end' when it had ended.
    const onReadable = () => done(body.readableLength > 0 ? 'bytes' : 'empty');
    const onEnd = () => done('empty');
    body.on('readable', onReadable);
    body.once('end', onEnd);
    body.once('error', done);
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
    const body = opened.body as Readable;
    let first: 'bytes' | 'empty';
    try {
      first = await firstBytes(body);
    } catch (error) {
      request.log.warn({ err: error, operationId }, 'file download failed before its first byte');
      throw brokeEarly();
    }
    // From here the bytes flow: a break is logged, and fastify cuts the browser's connection.
    body.once('error', (error) => {
      if (!controller.signal.aborted)
        request.log.warn({ err: error, operationId }, 'file download broke off after its first byte');
    });

    const length = safeContentLength(opened.headers['content-length']);
    const type = download.contentType ?? safeContentType(opened.headers['content-type']);
    reply
      .code(200)
      .header('content-type', type)
      .header(
        'content-disposition',
        safeDisposition(
          // Bytes of a type off the list are saved, never opened, whatever the route would show.
          type === OCTET_STREAM ? 'attachment' : (download.disposition ?? 'attachment'),
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
    if (first === 'bytes') return reply.send(body);
    body.destroy();
    return reply.send(Buffer.alloc(0));
  }
}
