import { upstreamOperations } from '@gf/contracts/upstream/operations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { REFRESH_THRESHOLD_S } from '../../constants.js';
import { GatewayError } from '../../errors/envelope.js';
import { upstreamFailure } from '../../upstream/error-mapping.js';
import { callContext } from '../../upstream/session-call.js';
import { buildPath, buildQuery } from '../../upstream/upstream-client.js';

/** Headers of the file reply passed on to the browser. */
const PASSED_HEADERS = ['content-type', 'content-length', 'last-modified', 'etag'];

/**
 * MERGE: the office file streamer (`packages/bff/src/files/`, issue 16 "Files out") replaces this
 * function; it is the one place the Excel export pipes bytes itself. The finished export's file,
 * piped from the upstream as it arrives (never buffered) with the session's token; a refusal
 * before the first byte is the error envelope.
 */
export const streamExcelFile = async (
  request: FastifyRequest,
  reply: FastifyReply,
  upstreamJobId: string,
  filename: string,
): Promise<FastifyReply> => {
  const { sessions, refresher, upstream } = request.server.core;
  const context = callContext(request);
  const session = await sessions.load(request);
  let tokens = session?.data.tokens ?? null;
  if (session && tokens && tokens.expiresAt - sessions.now() <= REFRESH_THRESHOLD_S * 1000)
    tokens = await refresher.refresh(session.id, tokens, context);
  const operation = upstreamOperations.statementDownloadFile;
  let response: Dispatcher.ResponseData;
  try {
    response = await upstream.dispatcher.request({
      origin: upstream.origin,
      method: 'GET',
      path: buildPath(upstream.basePath, operation) + buildQuery({ job_id: upstreamJobId }),
      headers: {
        'content-language': context.language,
        'content-location': context.site,
        ...(tokens ? { authorization: `Bearer ${tokens.access}` } : {}),
      },
    });
  } catch (error) {
    request.log.warn({ err: error }, 'excel file download failed');
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
      body = { detail: text.slice(0, 200) };
    }
    throw new GatewayError(upstreamFailure(response.statusCode, body, { area: 'office', signedIn: tokens !== null }));
  }
  for (const name of PASSED_HEADERS) {
    const value = response.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(response.body);
};
