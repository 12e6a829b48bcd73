import { excelPollDelayMs } from '@gf/contracts/rules/excel-polling';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../../test/harness/gateway-harness.js';
import { MemoryLimitStore } from './limit-store.js';
import {
  JOB_SLOT_RETRY_AFTER_S,
  OPEN_STREAMS_PER_USER,
  RUNNING_JOBS_PER_USER,
  UPLOAD_VOLUME_PER_USER,
  UPLOADS_AT_ONCE_PER_USER,
} from './user-caps.js';

const EXPORTS = '/bff/v1/office/statements/excel-exports';
const FILES = '/bff/v1/office/files?use=document';
const BOUNDARY = 'user-caps-test';
/** A file the document use takes: PDF bytes of `size`. */
const pdfUpload = (size: number): Buffer => {
  const content = Buffer.alloc(size, 0x20);
  content.write('%PDF-1.7\n');
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
};
const MULTIPART = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('per-user caps answer 429 with Retry-After (issue 29 item 3)', () => {
  let h: Harness;
  let partner: string;
  const start = (period: number, gateway = h, cookie = partner) => gateway.post(EXPORTS, { period_id: period }, cookie);
  /** Moves the clock through the Excel schedule until the job has ended. */
  const finish = async (id: string) => {
    for (let poll = 1; (await h.get(`${EXPORTS}/${id}`, partner)).json().state === 'running'; poll += 1)
      h.advance(excelPollDelayMs(poll));
  };

  beforeEach(async () => {
    h = await startHarness();
    partner = await h.signIn('partner');
  });
  afterEach(() => h.close());

  it(`runs at most ${RUNNING_JOBS_PER_USER} Excel exports of one user at once`, async () => {
    const started = await Promise.all(Array.from({ length: 40 }, (_, i) => start(202601 + (i % 10) * 100 + i)));
    const accepted = started.filter((response) => response.statusCode === 202);
    const refused = started.filter((response) => response.statusCode === 429);
    expect(accepted).toHaveLength(RUNNING_JOBS_PER_USER);
    expect(refused).toHaveLength(40 - RUNNING_JOBS_PER_USER);
    expect(refused[0]?.headers['retry-after']).toBe(String(JOB_SLOT_RETRY_AFTER_S));
    expect(refused[0]?.json().error).toMatchObject({ code: 'too_many_at_once', serverProblems: true });
    expect(h.sandbox.callLog.count('statementRequestDownload')).toBe(RUNNING_JOBS_PER_USER);
    // Another user has slots of their own; an ended export frees its slot.
    expect((await start(202610, h, await h.signIn('manager'))).statusCode).toBe(202);
    await finish(accepted[0]?.json().id);
    expect((await start(202610)).statusCode).toBe(202);
  });

  it(`opens at most ${OPEN_STREAMS_PER_USER} event streams of one user at once; an ended stream frees its slot`, async () => {
    const job = (await start(202610)).json();
    const streams = Array.from({ length: OPEN_STREAMS_PER_USER + 2 }, () =>
      h.get(`${EXPORTS}/${job.id}/events`, partner),
    );
    await finish(job.id);
    const statuses = (await Promise.all(streams)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(OPEN_STREAMS_PER_USER);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    const refused = (await Promise.all(streams)).find((response) => response.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect((await h.get(`${EXPORTS}/${job.id}/events`, partner)).statusCode).toBe(200);
  });

  it(`uploads at most ${UPLOADS_AT_ONCE_PER_USER} files of one user at once: 40 × 2 MB in parallel are not all stored`, async () => {
    const body = pdfUpload(2 * 1024 * 1024);
    const sent = await Promise.all(Array.from({ length: 40 }, () => h.post(FILES, body, partner, MULTIPART)));
    const stored = sent.filter((response) => response.statusCode === 200);
    const refused = sent.filter((response) => response.statusCode === 429);
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThanOrEqual(UPLOADS_AT_ONCE_PER_USER);
    expect(refused).toHaveLength(40 - stored.length);
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(h.sandbox.callLog.count('fileUpload')).toBe(stored.length);
  });

  it('uploads at most UPLOAD_VOLUME_PER_USER bytes of one user per window; a refused file costs nothing', async () => {
    const quarter = pdfUpload(UPLOAD_VOLUME_PER_USER.maxBytes / 4 - 1024);
    const notPdf = Buffer.from(pdfUpload(1024).toString().replace('%PDF-1.7', 'GIF89a...'));
    expect((await h.post(FILES, notPdf, partner, MULTIPART)).statusCode).toBe(400);
    for (let i = 0; i < 4; i += 1) expect((await h.post(FILES, quarter, partner, MULTIPART)).statusCode).toBe(200);
    const over = await h.post(FILES, quarter, partner, MULTIPART);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(h.sandbox.callLog.count('fileUpload')).toBe(4);
    // 200 MB pass through the gateway: slower than the other tests on a busy machine.
  }, 60_000);
});

describe('per-user caps hold across two gateway instances sharing one limit store', () => {
  it(`two instances run at most ${RUNNING_JOBS_PER_USER} exports of one user together`, async () => {
    const shared = new MemoryLimitStore();
    const first = await startHarness({}, { limitStore: shared });
    const second = await startHarness({}, { limitStore: shared });
    try {
      const cookies = [await first.signIn('partner'), await second.signIn('partner')];
      const statuses: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const gateway = i % 2 === 0 ? first : second;
        statuses.push((await gateway.post(EXPORTS, { period_id: 202601 + i }, cookies[i % 2])).statusCode);
      }
      expect(statuses.filter((status) => status === 202)).toHaveLength(RUNNING_JOBS_PER_USER);
      expect(statuses.filter((status) => status === 429)).toHaveLength(8 - RUNNING_JOBS_PER_USER);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
