import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { request } from 'undici';

/**
 * Large transfers for the memory system test and the bench (`scripts/bench/file-cases.ts`): a file
 * streamed down or up through an HTTP endpoint without the measuring side holding it either, and a
 * process's resident memory sampled meanwhile.
 */

/** A process's resident set size now, from /proc (Linux). */
export const rssBytes = (pid: number): number => {
  const kib = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  if (!kib) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
};

/** Samples a process's RSS every few milliseconds until stopped: the highest seen over the start. */
export const watchRss = (pid: number, everyMs = 10) => {
  const baseline = rssBytes(pid);
  let peak = baseline;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, rssBytes(pid));
      return { baselineBytes: baseline, peakBytes: peak, growthBytes: peak - baseline };
    },
  };
};

export interface Transfer {
  status: number;
  bytes: number;
  seconds: number;
  /** The reply body of an upload (the ids), empty for a download. */
  reply: string;
}

/** GETs `url` and counts the bytes as they arrive, keeping none. */
export const download = async (url: string, headers: Record<string, string>): Promise<Transfer> => {
  const started = performance.now();
  const response = await request(url, { headers });
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Buffer).length;
  return { status: response.statusCode, bytes, seconds: (performance.now() - started) / 1000, reply: '' };
};

const CHUNK = 64 * 1024;
const BOUNDARY = 'gf-file-transfer';

/**
 * A multipart body of one file of `size` bytes that starts with `head` (its type's signature),
 * produced chunk by chunk, with its exact length (a browser sends one).
 */
export const multipartFile = (options: {
  field: string;
  filename: string;
  type: string;
  size: number;
  head: Buffer;
}) => {
  const preamble = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${options.filename}"\r\n` +
      `Content-Type: ${options.type}\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const filler = Buffer.alloc(CHUNK, 0x20);
  async function* parts(): AsyncGenerator<Buffer> {
    yield preamble;
    yield options.head;
    for (let left = options.size - options.head.length; left > 0; left -= CHUNK)
      yield left >= CHUNK ? filler : filler.subarray(0, left);
    yield epilogue;
  }
  return {
    body: () => Readable.from(parts(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    length: preamble.length + options.size + epilogue.length,
  };
};

/** POSTs a generated multipart file to `url`, streamed. */
export const upload = async (
  url: string,
  headers: Record<string, string>,
  file: ReturnType<typeof multipartFile>,
): Promise<Transfer> => {
  const started = performance.now();
  const response = await request(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': file.contentType, 'content-length': String(file.length) },
    body: file.body(),
  });
  const reply = await response.body.text();
  return { status: response.statusCode, bytes: file.length, seconds: (performance.now() - started) / 1000, reply };
};
