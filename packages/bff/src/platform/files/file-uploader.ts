import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { acceptedType, matchesSignature, SIGNATURE_BYTES, type UploadRule } from '@gf/contracts/rules/upload-rules';
import { type OperationId, upstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyRequest } from 'fastify';
import { GatewayError } from '../errors/envelope.js';
import {
  capOwnerOf,
  takeSlot,
  tooManyAtOnce,
  UPLOAD_SLOT_TTL_MS,
  UPLOAD_VOLUME_PER_USER,
  UPLOADS_AT_ONCE_PER_USER,
} from '../security/user-caps.js';
import { unavailableFailure } from '../upstream/error-mapping.js';
import type { SessionCall } from '../upstream/session-call.js';
import { UpstreamUnavailable } from '../upstream/upstream-client.js';
import { cleanName } from './file-headers.js';

/** The browser's part name for the file, and the field its errors are reported under. */
export const UPLOAD_FIELD = 'file';

/** Room for the multipart framing around the file (boundary lines, part headers). */
export const MULTIPART_FRAMING_BYTES = 16 * 1024;

/** Why a file is refused: the codes the client translates (`common:upload.errors.*`). */
export type UploadRefusal =
  | 'file_required'
  | 'file_empty'
  | 'file_too_large'
  | 'file_type_not_allowed'
  | 'file_type_mismatch';

export const uploadRefused = (code: UploadRefusal): GatewayError =>
  new GatewayError({
    status: 400,
    code: 'invalid_input',
    message: 'Some fields are not valid',
    fields: { [UPLOAD_FIELD]: [code] },
  });

/** Where an upload goes upstream: the operation, its part name and any path parameters. */
export interface UploadTarget {
  operationId: OperationId;
  /** The upstream's name for the file part (`files` for /greenway/file/upload/). */
  field: string;
  params?: Record<string, string | number>;
  /** Text parts the upstream call takes beside the file (its multipart body's other fields). */
  fields?: Readonly<Record<string, string>>;
  rule: UploadRule;
  /**
   * Runs once the file has passed every check and before its bytes go upstream: a call the upload
   * needs first (an event application to attach the scan to), so a refused file causes none.
   */
  beforeSend?: () => Promise<unknown>;
}

/** The file's first bytes (at least SIGNATURE_BYTES unless the file is shorter), taken off its stream. */
const readHead = async (chunks: AsyncIterator<Buffer>): Promise<{ head: Buffer; done: boolean }> => {
  const taken: Buffer[] = [];
  let size = 0;
  while (size < SIGNATURE_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(taken), done: true };
    taken.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(taken), done: false };
};

/**
 * The one upload path (DESIGN.md "Files in and out"): the browser's multipart body is read part by
 * part with @fastify/multipart and its one file streamed on to the upstream as a multipart body of
 * our own making, never collected. Before anything is sent the declared size, the declared type and
 * the type's signature in the first bytes are checked (400 with the field error); a file that turns
 * out larger than its rule mid-stream, or a browser that goes away, aborts the upstream request,
 * so the upstream never completes (and never keeps) a half-sent file. Tokens as for any call
 * (SessionCall.open: refreshed ahead; a streamed body is never sent twice).
 */
export class FileUploader {
  constructor(private readonly calls: SessionCall) {}

  /**
   * Sends the upload within its user's caps (security/user-caps.ts): one of UPLOADS_AT_ONCE_PER_USER
   * slots while it runs, and its bytes out of UPLOAD_VOLUME_PER_USER, charged up front at the
   * declared size (or the use's largest file) and settled to what was stored: nothing for a
   * refused or failed upload.
   */
  async send(request: FastifyRequest, target: UploadTarget): Promise<unknown> {
    if (!request.isMultipart()) throw uploadRefused('file_required');
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > target.rule.maxBytes + MULTIPART_FRAMING_BYTES)
      throw uploadRefused('file_too_large');
    const owner = await capOwnerOf(request);
    if (!owner) return this.transfer(request, target, { bytes: 0 });
    const { limits } = request.server.core;
    const slots = `slots|uploads|${owner}`;
    const volume = `volume|uploads|${owner}`;
    const holder = randomUUID();
    await takeSlot(limits, slots, holder, UPLOADS_AT_ONCE_PER_USER, UPLOAD_SLOT_TTL_MS, 'uploads');
    const charge = Number.isFinite(declared) ? declared : target.rule.maxBytes;
    const { windowMs, maxBytes } = UPLOAD_VOLUME_PER_USER;
    const sent = { bytes: 0 };
    let stored = false;
    try {
      const tally = await limits.add(volume, charge, windowMs);
      if (tally.total > maxBytes) {
        await limits.add(volume, -charge, windowMs);
        throw tooManyAtOnce('uploaded bytes', Math.ceil(tally.resetMs / 1000));
      }
      try {
        const reply = await this.transfer(request, target, sent);
        stored = true;
        return reply;
      } finally {
        await limits.add(volume, (stored ? sent.bytes : 0) - charge, windowMs);
      }
    } finally {
      await limits.release(slots, holder);
    }
  }

  private async transfer(request: FastifyRequest, target: UploadTarget, sent: { bytes: number }): Promise<unknown> {
    const { rule, operationId } = target;

    let part: MultipartFile | undefined;
    try {
      part = await request.file({ limits: { fileSize: rule.maxBytes, files: 1, fields: 0, parts: 1 } });
    } catch (error) {
      request.log.info({ err: error }, 'upload: unreadable multipart body');
      throw uploadRefused('file_required');
    }
    if (!part || part.fieldname !== UPLOAD_FIELD) throw uploadRefused('file_required');
    const file = part.file;
    const chunks = (file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    const refuse = async (code: UploadRefusal): Promise<never> => {
      // Stop reading the browser's body: nothing of it goes anywhere.
      await chunks.return?.();
      throw uploadRefused(code);
    };

    const type = acceptedType(rule, part.mimetype);
    if (!type) return refuse('file_type_not_allowed');
    const { head, done } = await readHead(chunks);
    if (head.length === 0) return refuse('file_empty');
    if (file.truncated) return refuse('file_too_large');
    if (!matchesSignature(type, head)) return refuse('file_type_mismatch');
    if (target.beforeSend) {
      try {
        await target.beforeSend();
      } catch (error) {
        await chunks.return?.();
        throw error;
      }
    }

    const controller = new AbortController();
    let overLimit = false;
    const onClose = () => {
      // The browser went away before its body was complete: stop the upstream request with it.
      if (!request.raw.complete) controller.abort();
    };
    request.raw.once('close', onClose);

    const boundary = `gf-upload-${randomUUID()}`;
    // RFC 7578 §4.2: the name goes as UTF-8, as browsers send it; cleanName took out quotes and
    // control characters, so it cannot break the header. (A Russian file name stays readable.)
    const name = cleanName(part.filename) || 'file';
    const textParts = Object.entries(target.fields ?? {})
      .map(([field, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`)
      .join('');
    const preamble = Buffer.from(
      `${textParts}--${boundary}\r\nContent-Disposition: form-data; name="${target.field}"; filename="${name}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    );
    const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
    async function* multipartBody(): AsyncGenerator<Buffer> {
      yield preamble;
      yield head;
      sent.bytes += head.length;
      if (!done) {
        for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
          sent.bytes += next.value.length;
          yield next.value;
        }
      }
      if (file.truncated) {
        // Over the limit: the upstream must never see this body end.
        overLimit = true;
        controller.abort();
        throw uploadRefused('file_too_large');
      }
      yield epilogue;
    }
    const body = Readable.from(multipartBody(), { objectMode: false });

    try {
      const opened = await this.calls.open(request, operationId, {
        ...(target.params ? { params: target.params } : {}),
        body,
        contentType: `multipart/form-data; boundary=${boundary}`,
        signal: controller.signal,
      });
      const text = await opened.body.text();
      let reply: unknown;
      try {
        reply = JSON.parse(text);
      } catch {
        reply = undefined;
      }
      const checked = upstreamOperations[operationId].reply.safeParse(reply);
      if (!checked.success)
        throw new GatewayError(unavailableFailure(new UpstreamUnavailable('malformed', operationId)));
      return checked.data;
    } catch (error) {
      if (overLimit) throw uploadRefused('file_too_large');
      if (controller.signal.aborted) request.log.info({ operationId }, 'upload: the browser went away');
      throw error;
    } finally {
      request.raw.off('close', onClose);
      body.destroy();
    }
  }
}
