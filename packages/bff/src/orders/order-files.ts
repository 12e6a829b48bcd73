import type { Operation } from '@gf/contracts/upstream/operation';
import { type OperationId, upstreamOperations } from '@gf/contracts/upstream/operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { REFRESH_THRESHOLD_S } from '../constants.js';
import { GatewayError } from '../errors/envelope.js';
import { upstreamFailure } from '../upstream/error-mapping.js';
import { callContext } from '../upstream/session-call.js';

export interface OrderFiles {
  /** The company API's URL and prefix (UPSTREAM_URL, UPSTREAM_PREFIX): files are fetched from there. */
  upstreamUrl: string;
  upstreamPrefix: string;
  timeoutMs: number;
}

/** Headers of a file reply worth passing on; everything else stays between gateway and upstream. */
const PASSED_HEADERS = ['content-type', 'content-length', 'last-modified', 'etag'];

/**
 * Order documents (bill, blank) stream from the upstream to the browser, never buffered (DESIGN.md):
 * the session's token is attached here, the body is piped through as it arrives. A failure answers
 * with the error envelope like any other call.
 */
export const orderFiles = (app: FastifyInstance, options: OrderFiles) => {
  const { sessions, refresher, upstream } = app.core;
  const url = new URL(options.upstreamUrl);
  const basePath = url.pathname.replace(/\/$/, '') + options.upstreamPrefix;

  const tokenFor = async (request: FastifyRequest): Promise<string | null> => {
    const session = await sessions.load(request);
    let tokens = session?.data.tokens ?? null;
    if (session && tokens && tokens.expiresAt - sessions.now() <= REFRESH_THRESHOLD_S * 1000) {
      tokens = await refresher.refresh(session.id, tokens, callContext(request));
    }
    return tokens?.access ?? null;
  };

  const stream = async (
    request: FastifyRequest,
    reply: FastifyReply,
    operationId: OperationId,
    params: Record<string, string | number>,
    download: boolean,
  ) => {
    const operation = upstreamOperations[operationId] as Operation;
    const path =
      basePath + operation.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name])));
    const token = await tokenFor(request);
    const context = callContext(request);
    const headers: Record<string, string> = {
      accept: 'application/pdf, application/json',
      'content-language': context.language,
      'content-location': context.site,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
    let response: Dispatcher.ResponseData;
    try {
      response = await upstream.dispatcher.request({
        origin: url.origin,
        method: 'GET',
        path,
        headers,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
    } catch (error) {
      request.log.warn({ err: error, operationId }, 'file download failed');
      throw new GatewayError({
        status: 502,
        code: 'upstream_unreachable',
        message: 'The service did not answer',
        serverProblems: true,
      });
    }
    if (response.statusCode >= 400) {
      const text = await response.body.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      // Spec 2 §8: download failures are only logged (by the client); the envelope says what happened.
      request.log.info({ operationId, status: response.statusCode }, 'file download refused');
      throw new GatewayError(upstreamFailure(response.statusCode, body, { area: 'other', signedIn: token !== null }));
    }
    for (const name of PASSED_HEADERS) {
      const value = response.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    const disposition = String(response.headers['content-disposition'] ?? '');
    const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `${operationId}.pdf`;
    reply.header(
      'content-disposition',
      `${download ? 'attachment' : 'inline'}; filename="${filename.replace(/[^\w.-]/g, '_')}"`,
    );
    reply.header('cache-control', 'private, no-store');
    return reply.send(response.body);
  };

  return { stream };
};
