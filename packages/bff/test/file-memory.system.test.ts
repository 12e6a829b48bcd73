import { fileURLToPath } from 'node:url';
import { DOCUMENT_UPLOAD } from '@gf/contracts/rules/upload-rules';
import { buildSandbox, type Sandbox } from '@gf/sandbox/app';
import { request } from 'undici';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { download, multipartFile, upload, watchRss } from './harness/file-transfer.js';
import { freePort, type Managed, startManaged, waitForHttp } from './harness/processes.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** The figures: a 100 MB download and a 50 MB upload through the gateway. */
const DOWNLOAD_BYTES = 100 * 1024 * 1024;
const UPLOAD_BYTES = 50 * 1024 * 1024;
/**
 * "Flat": the gateway's resident memory grows by less than this while the file passes, well under
 * either file (a gateway that collected the 100 MB file grew by 89 MiB when tried). Peak growth of
 * the download was 2 to 9 MiB before the security changes and 28 to 31 MiB after them, for reasons
 * not yet found (issue 16 note); the bound still tells streaming from collecting.
 */
const FLAT_RSS_GROWTH_BYTES = 40 * 1024 * 1024;
const PDF_HEAD = Buffer.from('%PDF-1.7\n');

let sandbox: Sandbox;
let gateway: Managed;
let base: string;
let host: string;
let cookie: string;

beforeAll(async () => {
  sandbox = await buildSandbox({ admin: true, logLevel: 'silent', tokenTtlSeconds: 3600 });
  const upstream = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  host = `ru.localhost:${port}`;
  gateway = startManaged(process.execPath, ['--conditions=source', '--import', 'tsx', 'packages/bff/src/server.ts'], {
    cwd: root,
    env: { PORT: String(port), HOST: '127.0.0.1', UPSTREAM_URL: upstream, LOG_LEVEL: 'warn' },
  });
  await waitForHttp(`${base}/healthz`, gateway, 'gateway');
  // undici's request, not fetch: fetch does not send our Host (the site is chosen by it).
  const signIn = await request(`${base}/bff/v1/auth/sign-in`, {
    method: 'POST',
    headers: { host, origin: `http://${host}`, 'x-csrf': '1', 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'partner', password: 'demo1234' }),
  });
  await signIn.body.dump();
  cookie = String(signIn.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  expect(cookie).toMatch(/^gf_session=/);
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.app.close();
});

const generatedFile = async (size: number): Promise<number> =>
  (
    await sandbox.app.inject({
      method: 'POST',
      url: '/__admin/files',
      payload: { login: 'partner', size, filename: 'statement.xlsx' },
    })
  ).json().id;

it('keeps the gateway memory flat while a 100 MB download passes through', async () => {
  const pid = gateway.child.pid ?? 0;
  const id = await generatedFile(DOWNLOAD_BYTES);
  // The first large transfer compiles code and sizes the heap once (about 40 MiB here); the next
  // one is measured. A gateway that collected the file would grow by the file again each time.
  await download(`${base}/bff/v1/office/files/${id}`, { host, cookie });
  const watch = watchRss(pid);
  const transfer = await download(`${base}/bff/v1/office/files/${id}`, { host, cookie });
  const rss = watch.stop();
  expect(transfer.status).toBe(200);
  expect(transfer.bytes).toBe(DOWNLOAD_BYTES);
  expect(rss.growthBytes).toBeLessThan(FLAT_RSS_GROWTH_BYTES);
});

it('keeps the gateway memory flat while a 50 MB upload passes through', async () => {
  const pid = gateway.child.pid ?? 0;
  const headers = { host, cookie, origin: `http://${host}`, 'x-csrf': '1' };
  const url = `${base}/bff/v1/office/files?use=document`;
  const file = (size: number) =>
    multipartFile({ field: 'file', filename: 'contract.pdf', type: 'application/pdf', size, head: PDF_HEAD });
  await upload(url, headers, file(UPLOAD_BYTES));
  expect(UPLOAD_BYTES).toBeLessThanOrEqual(DOCUMENT_UPLOAD.maxBytes);
  const watch = watchRss(pid);
  const transfer = await upload(url, headers, file(UPLOAD_BYTES));
  const rss = watch.stop();
  expect(transfer.status).toBe(200);
  expect(JSON.parse(transfer.reply).file_ids).toHaveLength(1);
  expect(rss.growthBytes).toBeLessThan(FLAT_RSS_GROWTH_BYTES);
});
