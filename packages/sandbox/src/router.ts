import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Operation } from '@gf/contracts/upstream/operation';
import { upstreamOperations } from '@gf/contracts/upstream/upstream-operations';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallLog } from './call-log.js';
import { SandboxError } from './errors.js';
import { FAULT_HEADER, type Fault, type Faults } from './faults.js';
import type { Call, Caller, Handler, Handlers } from './handler.js';
import type { SandboxState } from './state/sandbox-state.js';
import type { FileBody, UploadedFile } from './state/stored-files.js';
import { tokens } from './state/tokens.js';
import { users } from './state/users.js';

export interface RouterOptions {
  prefix: string;
  handlers: Handlers;
  state: () => SandboxState;
  callLog: CallLog;
  faults: Faults;
  faultsEnabled: boolean;
  /** Check every reply against the contract: a handler that drifts answers 500 and says why. */
  validateReplies: boolean;
  /** Where uploaded files are written as they arrive. */
  uploadDir: string;
}

/** `/page{path}/` takes a whole page path (slashes included); other `{name}`s are one segment. */
const routePath = (path: string): string => path.replace(/([^/])\{path\}\/$/, '$1*').replace(/\{(\w+)\}/g, ':$1');

const fieldErrors = (error: z.ZodError, prefix = ''): Record<string, string[]> => {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = prefix + (issue.path.join('.') || '_');
    fields[name] = [...(fields[name] ?? []), issue.message];
  }
  return fields;
};

const parse = <S extends z.ZodType>(schema: S | undefined, value: unknown, where: string): unknown => {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (!result.success)
    throw new SandboxError(400, { ok: false, detail: `Invalid ${where}`, errors: fieldErrors(result.error) });
  return result.data;
};

const OFFICE_PATH = /\/office\//;
/**
 * Spec 1 §2: a suspended account is sent to MailHome. Its mail is the one part of the office it
 * keeps (assumed: the spec shows no rule), so it can still write to support about the suspension.
 */
const MAIL_PATH = /\/office\/mail\//;

const authenticate = (operation: Operation, request: FastifyRequest, state: SandboxState): Caller | null => {
  if (operation.auth === 'none') return null;
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  if (!token) {
    if (operation.auth === 'optional') return null;
    throw new SandboxError(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
  }
  const subject = tokens(state).verify(token);
  if (subject === 'expired' || subject === 'unknown') {
    throw new SandboxError(401, {
      detail: `Token is ${subject === 'expired' ? 'expired' : 'not valid'}`,
      code: 'token_not_valid',
    });
  }
  const user = users(state).get(subject.userId);
  if (!user) throw new SandboxError(401, { detail: 'User not found', code: 'user_not_found' });
  if (user.is_suspended && OFFICE_PATH.test(operation.path) && !MAIL_PATH.test(operation.path)) {
    throw new SandboxError(403, { detail: 'The account is suspended', code: 'suspended', is_suspended: true });
  }
  const manager = subject.managerId === null ? null : (users(state).get(subject.managerId) ?? null);
  return { user, manager, token };
};

/** Bytes of each upload kept in memory for handlers to look at (the rest stays on disk). */
const HEAD_BYTES = 64;

/**
 * Reads a multipart body, each file streamed to its own file under `dir` as it arrives. Only a
 * complete body counts: a body cut short (the sender aborted, the connection broke) or a file over
 * the limit throws, and every file written for it is deleted, so a half-sent upload leaves nothing.
 */
const readMultipart = async (
  request: FastifyRequest,
  dir: string,
  written: string[],
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> => {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const path = join(dir, `upload-${randomUUID()}`);
      written.push(path);
      let size = 0;
      let head = Buffer.alloc(0);
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, measure, createWriteStream(path));
      if (part.file.truncated) {
        throw new SandboxError(400, {
          ok: false,
          detail: 'File too large',
          errors: { [part.fieldname]: ['too large'] },
        });
      }
      const upload: UploadedFile = {
        field: part.fieldname,
        filename: part.filename,
        size,
        contentType: part.mimetype,
        head,
        keep: () => {
          written.splice(written.indexOf(path), 1);
          return path;
        },
      };
      files.push(upload);
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, files };
};

const stalled = new Set<FastifyReply>();

/** Applies a fault; returns true when it answered (or dropped) the call itself. */
const applyFault = async (fault: Fault, reply: FastifyReply): Promise<boolean> => {
  if (fault.latencyMs) await sleep(fault.latencyMs);
  if (fault.reset) {
    reply.hijack();
    reply.raw.socket?.destroy();
    return true;
  }
  if (fault.status) {
    const suspended = fault.status === 403 ? { is_suspended: true } : {};
    await reply
      .code(fault.status)
      .send({ detail: `Sandbox fault: status ${fault.status}`, code: 'sandbox_fault', ...suspended });
    return true;
  }
  if (fault.malformed) {
    await reply.code(200).type('application/json').send('{"ok": true, "broken": ');
    return true;
  }
  if (fault.stall) {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': '4096' });
    reply.raw.write('{"partial": ');
    stalled.add(reply);
    reply.raw.on('close', () => stalled.delete(reply));
    return true;
  }
  return false;
};

/** As the company API names a file: an ASCII fallback and the real name in UTF-8 (RFC 6266). */
const disposition = (filename: string): string => {
  const ascii = filename.replace(/[^\x20-\x7e]|"/g, '_');
  return ascii === filename
    ? `attachment; filename="${filename}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
};

/** The first `bytes` of a file's body, then a broken connection (fault `cut`). */
const cutAfter = (data: FileBody['data'], bytes: number): Readable => {
  let passed = 0;
  const source = typeof data === 'string' || Buffer.isBuffer(data) ? Readable.from([Buffer.from(data)]) : data;
  return source.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        const room = bytes - passed;
        passed += chunk.length;
        if (room > chunk.length) return done(null, chunk);
        this.push(chunk.subarray(0, room));
        done(new Error('sandbox fault: cut'));
      },
    }),
  );
};

const sendFile = (reply: FastifyReply, file: FileBody, fault: Fault | null): FastifyReply => {
  const length =
    file.size ??
    (typeof file.data === 'string' || Buffer.isBuffer(file.data) ? Buffer.byteLength(file.data) : undefined);
  if (length !== undefined) reply.header('content-length', String(length));
  const data = fault?.cutAfterBytes === undefined ? file.data : cutAfter(file.data, fault.cutAfterBytes);
  return reply.type(file.contentType).header('content-disposition', disposition(file.filename)).send(data);
};

/** Registers every operation of the upstream contract; each answers through its area's handler. */
export const registerOperations = (app: FastifyInstance, options: RouterOptions): void => {
  app.addHook('onClose', async () => {
    for (const reply of stalled) reply.raw.destroy();
    stalled.clear();
  });

  for (const [operationId, operation] of Object.entries(upstreamOperations) as [string, Operation][]) {
    const handler = options.handlers[operationId as keyof Handlers] as Handler<Operation> | undefined;
    app.route({
      method: operation.method.toUpperCase() as 'GET',
      url: options.prefix + routePath(operation.path),
      handler: async (request, reply) => {
        const state = options.state();
        let userId: number | null = null;
        reply.raw.on('finish', () => {
          options.callLog.add({
            operationId,
            method: request.method,
            path: request.url,
            status: reply.statusCode,
            userId,
          });
        });
        let fault: Fault | null = null;
        if (options.faultsEnabled) {
          const header = request.headers[FAULT_HEADER];
          fault = options.faults.take(operationId, typeof header === 'string' ? header : undefined);
          if (fault && (await applyFault(fault, reply))) return reply;
        }
        // Files written for this call and not kept by its handler: deleted whatever happens.
        const written: string[] = [];
        const discard = () => Promise.all(written.splice(0).map((path) => rm(path, { force: true })));
        try {
          const caller = authenticate(operation, request, state);
          userId = caller?.user.id ?? null;
          const multipart =
            operation.multipart && request.isMultipart()
              ? await readMultipart(request, options.uploadDir, written)
              : undefined;
          const rawParams = request.params as Record<string, string>;
          // `/page*` captures the page path with its leading slash: keep one slash, drop the trailing one.
          const params =
            '*' in rawParams ? { path: `/${String(rawParams['*']).replace(/^\/+|\/+$/g, '')}` } : rawParams;
          const [language = 'ru', country = ''] = String(request.headers['content-language'] ?? 'ru').split('-');
          const call: Call<Operation> = {
            params: (operation.params ? parse(operation.params, params, 'path') : params) as Record<string, string>,
            query: parse(operation.query, request.query, 'query') as never,
            body: parse(operation.body, multipart?.fields ?? request.body, 'body') as never,
            caller,
            state,
            language,
            site: String(request.headers['content-location'] ?? country.toLowerCase()),
            files: multipart?.files ?? [],
          };
          if (!handler) {
            await discard();
            return reply
              .code(501)
              .send({ detail: `${operationId} is not implemented by the sandbox`, code: 'not_implemented' });
          }
          const result = await handler(call);
          await discard();
          if ((operation.replyKind ?? 'json') !== 'json') return sendFile(reply, result as FileBody, fault);
          if (options.validateReplies) {
            const checked = operation.reply.safeParse(result);
            if (!checked.success) {
              request.log.error({ operationId, issues: checked.error.issues }, 'sandbox reply breaks the contract');
              return reply
                .code(500)
                .send({ detail: `Reply of ${operationId} breaks the contract`, errors: fieldErrors(checked.error) });
            }
          }
          return reply.send(result);
        } catch (error) {
          await discard();
          if (error instanceof SandboxError) return reply.code(error.status).send(error.body);
          throw error;
        }
      },
    });
  }
};
