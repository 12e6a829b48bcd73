import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  AVATAR_UPLOAD,
  DOCUMENT_UPLOAD,
  PAYOUT_INVOICE_UPLOAD,
  SIGNATURE_BYTES,
} from '@gf/contracts/rules/upload-rules';
import { request as undiciRequest } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness, TEST_HOST } from '../../../../test/harness/gateway-harness.js';
import { REFRESH_THRESHOLD_S } from '../../../platform/constants.js';
import { OCTET_STREAM } from '../../../platform/files/file-headers.js';
import { MULTIPART_FRAMING_BYTES, UPLOAD_FIELD } from '../../../platform/files/file-uploader.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../../platform/security/csrf.js';

const TTL_S = 300;
const FILES = '/bff/v1/office/files';
/** Large enough to arrive in many chunks (the stream is piped, not collected). */
const GENERATED_BYTES = 3 * 1024 * 1024;
/** Large enough that the browser is still sending when it goes away. */
const ABANDONED_BYTES = 200 * 1024 * 1024;
const PDF = Buffer.from('%PDF-1.7\n% a contract for the office\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const BOUNDARY = 'files-routes-test';

interface Part {
  name?: string;
  filename?: string;
  type: string;
  content: Buffer;
}

const partHead = ({ name = UPLOAD_FIELD, filename = 'upload.bin', type }: Part) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
const multipart = (part: Part): Buffer => Buffer.concat([partHead(part), part.content, TAIL]);
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

describe('office files: one streamer out, one upload path in (DESIGN.md "Files in and out", spec 2 §7, §8)', () => {
  let h: Harness;
  let cookie: string;

  const fault = (text: string, operations: string[], times = 1) =>
    h.sandbox.app.inject({ method: 'POST', url: '/__admin/faults', payload: { fault: text, operations, times } });
  const generated = async (
    size: number,
    filename = 'statement.xlsx',
    login = 'partner',
    contentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ) => {
    const made = await h.sandbox.app.inject({
      method: 'POST',
      url: '/__admin/files',
      payload: { login, size, filename, content_type: contentType },
    });
    return made.json().id as number;
  };
  const upload = (use: string, body: Buffer, extra: Record<string, string> = {}, as = cookie) =>
    h.post(`${FILES}?use=${use}`, body, as, { 'content-type': MULTIPART_TYPE, ...extra });
  /** The gateway on a loopback port, for what inject cannot do: a browser that goes away. */
  const listen = async () => {
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    return address;
  };

  beforeEach(async () => {
    h = await startHarness({}, {}, TTL_S);
    cookie = await h.signIn('partner');
  });
  afterEach(() => h.close());

  describe('downloads', () => {
    it('streams a stored file with its type, a safe disposition and its length, privately', async () => {
      const id = await generated(GENERATED_BYTES, 'Выписка "2026"\r\n.xlsx');
      const response = await h.get(`${FILES}/${id}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(response.headers['content-length']).toBe(String(GENERATED_BYTES));
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="_______ 2026.xlsx"; filename*=UTF-8''%D0%92%D1%8B%D0%BF%D0%B8%D1%81%D0%BA%D0%B0%202026.xlsx`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.length).toBe(GENERATED_BYTES);
    });

    it('sends a type off the download list as bytes to save, never as what the upstream named', async () => {
      for (const type of ['application/x-javascript', 'text/xsl', 'text/html; charset=utf-8', 'image/svg+xml']) {
        const response = await h.get(`${FILES}/${await generated(16, 'page.html', 'partner', type)}`, cookie);
        expect(response.statusCode, type).toBe(200);
        expect(response.headers['content-type'], type).toBe(OCTET_STREAM);
        expect(response.headers['content-disposition'], type).toBe('attachment; filename="page.html"');
        expect(response.headers['x-content-type-options'], type).toBe('nosniff');
      }
      const csv = await h.get(
        `${FILES}/${await generated(16, 'list.csv', 'partner', 'text/csv; charset=UTF-8')}`,
        cookie,
      );
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    });

    it('streams an empty file as an empty reply', async () => {
      const response = await h.get(`${FILES}/${await generated(0)}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-length']).toBe('0');
      expect(response.rawPayload.length).toBe(0);
    });

    it('answers the envelope when the upstream fails before the first byte', async () => {
      const id = await generated(GENERATED_BYTES);
      await fault('status=502', ['fileDownload']);
      const refused = await h.get(`${FILES}/${id}`, cookie);
      expect(refused.statusCode).toBe(502);
      expect(refused.headers['content-type']).toContain('application/json');
      expect(refused.headers['content-disposition']).toBeUndefined();
      expect(refused.json().error.serverProblems).toBe(true);

      await fault('reset', ['fileDownload']);
      const reset = await h.get(`${FILES}/${id}`, cookie);
      expect(reset.statusCode).toBe(502);
      expect(reset.json().error.code).toBe('upstream_unreachable');

      const missing = await h.get(`${FILES}/999999`, cookie);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBeDefined();
    });

    it("never serves another user's file", async () => {
      const id = await generated(1024, 'mine.xlsx', 'partner');
      const other = await h.get(`${FILES}/${id}`, await h.signIn('client'));
      expect(other.statusCode).toBe(404);
    });

    it('logs a failure after the first byte and cuts the connection (spec 2 §8: only logged)', async () => {
      const id = await generated(GENERATED_BYTES);
      await fault(`cut=${64 * 1024}`, ['fileDownload']);
      const origin = await listen();
      const response = await undiciRequest(`${origin}${FILES}/${id}`, { headers: { host: TEST_HOST, cookie } });
      expect(response.statusCode).toBe(200);
      let received = 0;
      const broke = await (async () => {
        try {
          for await (const chunk of response.body) received += (chunk as Buffer).length;
          return false;
        } catch {
          return true;
        }
      })();
      expect(broke).toBe(true);
      expect(received).toBeLessThan(GENERATED_BYTES);
      expect(h.logs.join('\n')).toContain('file download broke off after its first byte');
    });

    it('aborts the upstream transfer when the browser goes away', async () => {
      const id = await generated(ABANDONED_BYTES);
      const origin = await listen();
      const response = await undiciRequest(`${origin}${FILES}/${id}`, { headers: { host: TEST_HOST, cookie } });
      expect(response.statusCode).toBe(200);
      for await (const _chunk of response.body) break;
      for (let i = 0; i < 100 && !h.logs.join('\n').includes('the browser went away'); i += 1) await sleep(20);
      expect(h.logs.join('\n')).toContain('file download: the browser went away');
      // The sandbox never finished sending the file.
      expect(h.sandbox.callLog.count('fileDownload')).toBe(0);
    });

    it('refreshes an expiring token first, and answers an upstream 401 with one refresh and a retry', async () => {
      const id = await generated(1024);
      h.advance((TTL_S - REFRESH_THRESHOLD_S + 1) * 1000);
      expect((await h.get(`${FILES}/${id}`, cookie)).statusCode).toBe(200);
      expect(h.sandbox.callLog.count('refresh')).toBe(1);

      await h.sandbox.app.inject({ method: 'POST', url: '/__admin/tokens/expire' });
      const retried = await h.get(`${FILES}/${id}`, cookie);
      expect(retried.statusCode).toBe(200);
      expect(retried.rawPayload.length).toBe(1024);
      expect(h.sandbox.callLog.count('refresh')).toBe(2);
    });

    it.each([
      `${FILES}/7001`,
      `${FILES}/7001/`,
      '/bff/v1//office/files/7001',
      '/bff/v1/office/./files/7001',
      '/bff/v1/office/files/%37001',
      '/BFF/v1/office/files/7001',
      '/bff/v1/office/FILES/7001',
    ])('refuses %s signed out without calling the upstream', async (url) => {
      const response = await h.get(url);
      expect([401, 404]).toContain(response.statusCode);
      expect(response.json().error).toBeDefined();
      expect(h.sandbox.callLog.count('fileDownload')).toBe(0);
    });
  });

  describe('uploads', () => {
    it('streams a file to /greenway/file/upload/ and gives its id; the same bytes come back', async () => {
      const response = await upload(
        'document',
        multipart({ filename: 'contract.pdf', type: 'application/pdf', content: PDF }),
      );
      expect(response.statusCode).toBe(200);
      const [id] = response.json().file_ids;
      expect(h.sandbox.callLog.count('fileUpload')).toBe(1);
      const back = await h.get(`${FILES}/${id}`, cookie);
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe('application/pdf');
      expect(back.headers['content-disposition']).toBe('attachment; filename="contract.pdf"');
      expect(back.rawPayload).toEqual(PDF);
    });

    it('sends a mail attachment to the mail upload and gives its id the same way', async () => {
      const response = await upload(
        'mail-attachment',
        multipart({ filename: 'a.pdf', type: 'application/pdf', content: PDF }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().file_ids).toHaveLength(1);
      expect(h.sandbox.callLog.count('mailAttachmentUpload')).toBe(1);
    });

    it('refuses a body declared over the limit before anything is read or sent', async () => {
      const response = await upload('avatar', multipart({ type: 'image/png', content: PNG }), {
        'content-length': String(AVATAR_UPLOAD.maxBytes + MULTIPART_FRAMING_BYTES + 1),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_too_large'] });
      expect(h.sandbox.callLog.count('fileUpload')).toBe(0);
    });

    it('refuses a type the use does not take, and bytes that are not the declared type', async () => {
      const pdfAvatar = await upload('avatar', multipart({ type: 'application/pdf', content: PDF }));
      expect(pdfAvatar.statusCode).toBe(400);
      expect(pdfAvatar.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_type_not_allowed'] });

      const fakePng = await upload('avatar', multipart({ filename: 'me.png', type: 'image/png', content: PDF }));
      expect(fakePng.statusCode).toBe(400);
      expect(fakePng.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_type_mismatch'] });

      const shortPdf = await upload(
        'document',
        multipart({ type: 'application/pdf', content: Buffer.from('%PD').subarray(0, SIGNATURE_BYTES) }),
      );
      expect(shortPdf.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_type_mismatch'] });

      const empty = await upload('document', multipart({ type: 'application/pdf', content: Buffer.alloc(0) }));
      expect(empty.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_empty'] });
      expect(h.sandbox.callLog.count('fileUpload')).toBe(0);
    });

    it('refuses a body without the file part, an unknown use and a JSON body with field errors', async () => {
      const wrongPart = await upload('document', multipart({ name: 'other', type: 'application/pdf', content: PDF }));
      expect(wrongPart.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_required'] });
      const json = await h.post(`${FILES}?use=document`, { file: 'x' }, cookie);
      expect(json.statusCode).toBe(400);
      expect(json.json().error.fields).toEqual({ [UPLOAD_FIELD]: ['file_required'] });
      const unknownUse = await upload('everything', multipart({ type: 'application/pdf', content: PDF }));
      expect(unknownUse.statusCode).toBe(400);
      expect(Object.keys(unknownUse.json().error.fields)).toEqual(['use']);
      expect(h.sandbox.callLog.count('fileUpload')).toBe(0);
    });

    it('refuses an upload without the CSRF header or from another origin', async () => {
      const body = multipart({ type: 'application/pdf', content: PDF });
      const bare = await h.app.inject({
        method: 'POST',
        url: `${FILES}?use=document`,
        headers: { host: TEST_HOST, cookie, 'content-type': MULTIPART_TYPE, origin: `http://${TEST_HOST}` },
        payload: body,
      });
      expect(bare.statusCode).toBe(403);
      expect(bare.json().error.code).toBe('csrf_header_missing');
      const foreign = await upload('document', body, { origin: 'https://attacker.example' });
      expect(foreign.statusCode).toBe(403);
      expect(h.sandbox.callLog.count('fileUpload')).toBe(0);
    });

    it("refuses a use whose page the account may not open (a client's payout invoice)", async () => {
      const client = await h.signIn('client');
      const response = await upload('payout-invoice', multipart({ type: 'application/pdf', content: PDF }), {}, client);
      expect(response.statusCode).toBe(403);
      expect(h.sandbox.callLog.count('fileUpload')).toBe(0);
      expect(PAYOUT_INVOICE_UPLOAD.types).toContain('application/pdf');
    });

    it('aborts the upstream request of a file that grows over the limit mid-stream: nothing is kept', async () => {
      const origin = await listen();
      const over = AVATAR_UPLOAD.maxBytes + 1024 * 1024;
      // Chunked, with no length to refuse early: the limit is found while streaming.
      async function* body() {
        yield partHead({ type: 'image/png', filename: 'big.png', content: PNG });
        yield PNG;
        for (let sent = PNG.length; sent < over; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 7);
        yield TAIL;
      }
      const response = await undiciRequest(`${origin}${FILES}?use=avatar`, {
        method: 'POST',
        headers: {
          host: TEST_HOST,
          cookie,
          'content-type': MULTIPART_TYPE,
          [CSRF_HEADER]: CSRF_VALUE,
          origin: `http://${TEST_HOST}`,
        },
        body: Readable.from(body()),
      });
      expect(response.statusCode).toBe(400);
      expect(((await response.body.json()) as { error: { fields: unknown } }).error.fields).toEqual({
        [UPLOAD_FIELD]: ['file_too_large'],
      });
      for (let i = 0; i < 50 && (await readdir(h.sandbox.uploadDir)).length > 0; i += 1) await sleep(20);
      expect(await readdir(h.sandbox.uploadDir)).toEqual([]);
      expect(h.sandbox.callLog.count('fileUpload')).toBe(0);
    });

    it('aborts the upstream request when the browser cancels mid-upload: nothing is kept', async () => {
      const origin = await listen();
      const controller = new AbortController();
      let sent = 0;
      async function* body() {
        yield partHead({ type: 'application/pdf', filename: 'big.pdf', content: PDF });
        yield PDF;
        for (; sent < DOCUMENT_UPLOAD.maxBytes; sent += 64 * 1024) {
          if (sent === 2 * 1024 * 1024) {
            // The upstream has started receiving; then the user presses cancel.
            await sleep(100);
            controller.abort();
          }
          yield Buffer.alloc(64 * 1024, 7);
        }
      }
      await expect(
        undiciRequest(`${origin}${FILES}?use=document`, {
          method: 'POST',
          signal: controller.signal,
          headers: {
            host: TEST_HOST,
            cookie,
            'content-type': MULTIPART_TYPE,
            [CSRF_HEADER]: CSRF_VALUE,
            origin: `http://${TEST_HOST}`,
          },
          body: Readable.from(body()),
        }),
      ).rejects.toThrow();
      for (let i = 0; i < 100 && !h.logs.join('\n').includes('upload: the browser went away'); i += 1) await sleep(20);
      expect(h.logs.join('\n')).toContain('upload: the browser went away');
      for (let i = 0; i < 50 && (await readdir(h.sandbox.uploadDir)).length > 0; i += 1) await sleep(20);
      expect(await readdir(h.sandbox.uploadDir)).toEqual([]);
      expect(h.sandbox.callLog.count('fileUpload')).toBe(0);
      expect(sent).toBeLessThan(DOCUMENT_UPLOAD.maxBytes);
    });
  });
});
