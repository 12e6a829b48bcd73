import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { LARGEST_UPLOAD_BYTES } from '@gf/contracts/rules/upload-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PREFIX } from '../admin/admin-routes.js';
import { buildSandbox, SANDBOX_PREFIX, type Sandbox } from '../app.js';
import { signIn, uploadToSandbox } from '../test-client.js';

/** A download larger than any in-memory copy would be noticed at (the bench's is 100 MB). */
const LARGE_FILE_BYTES = 24 * 1024 * 1024;
const BOUNDARY = 'stored-files-test';

describe('sandbox stored files: uploads on disk, large downloads streamed', () => {
  let sandbox: Sandbox;
  let token: string;
  let origin: string;

  beforeEach(async () => {
    sandbox = await buildSandbox({ admin: true, logLevel: 'silent' });
    origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    token = (await signIn(sandbox.app, 'partner')).access_token;
  });
  afterEach(() => sandbox.app.close());

  it('gives back an uploaded file byte for byte, from disk', async () => {
    const content = Buffer.from('%PDF-1.4 a small contract');
    const upload = await uploadToSandbox<{ file_ids: number[] }>(sandbox.app, '/greenway/file/upload/', {
      token,
      field: 'files',
      filename: 'contract.pdf',
      content,
    });
    expect(upload.status).toBe(200);
    const [id] = upload.body.file_ids;
    const download = await fetch(`${origin}${SANDBOX_PREFIX}/greenway/file/${id}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(content.length));
    expect(Buffer.from(await download.arrayBuffer())).toEqual(content);
    expect(await readdir(sandbox.uploadDir)).toHaveLength(1);
  });

  it('serves a large generated file (admin) as a stream of the asked length', async () => {
    const made = await sandbox.app.inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/files`,
      payload: { login: 'partner', size: LARGE_FILE_BYTES, filename: 'large.bin' },
    });
    expect(made.statusCode).toBe(200);
    const response = await fetch(`${origin}${SANDBOX_PREFIX}/greenway/file/${made.json().id}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('content-length')).toBe(String(LARGE_FILE_BYTES));
    let received = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) received += chunk.length;
    expect(received).toBe(LARGE_FILE_BYTES);
    const refused = await sandbox.app.inject({
      method: 'POST',
      url: `${ADMIN_PREFIX}/files`,
      payload: { login: 'nobody-at-all', size: 1 },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps nothing of an upload whose body is cut short, and stores the next complete one', async () => {
    const head = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="cut.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 `,
    );
    const outcome = await new Promise<string>((resolve) => {
      const req = httpRequest(`${origin}${SANDBOX_PREFIX}/greenway/file/upload/`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'content-length': String(head.length + 1024 * 1024),
        },
      });
      req.on('error', () => resolve('cut'));
      req.on('response', (res) => resolve(`answered ${res.statusCode}`));
      req.write(head);
      req.write(Buffer.alloc(64 * 1024, 1), () => setTimeout(() => req.destroy(), 50));
    });
    expect(outcome).toBe('cut');
    // The sandbox sees the connection close and drops what it wrote.
    for (let i = 0; i < 50 && (await readdir(sandbox.uploadDir)).length > 0; i += 1) await sleep(20);
    expect(await readdir(sandbox.uploadDir)).toEqual([]);
    expect(
      sandbox.callLog.snapshot().records.filter((c) => c.operationId === 'fileUpload' && c.status === 200),
    ).toEqual([]);

    const whole = await uploadToSandbox<{ file_ids: number[] }>(sandbox.app, '/greenway/file/upload/', {
      token,
      field: 'files',
      filename: 'whole.pdf',
      content: '%PDF-1.4 whole',
    });
    expect(whole.status).toBe(200);
    expect(await readdir(sandbox.uploadDir)).toHaveLength(1);
  });

  it('refuses a file over the largest office upload and keeps none of it', async () => {
    const over = await uploadToSandbox(sandbox.app, '/greenway/file/upload/', {
      token,
      field: 'files',
      filename: 'huge.pdf',
      content: Buffer.alloc(LARGEST_UPLOAD_BYTES + 1, 0x25),
    });
    expect(over.status).toBe(400);
    expect(await readdir(sandbox.uploadDir)).toEqual([]);
  });
});
