/**
 * The bench's file cases (issue 16, "Bench"): a 100 MB download and a 50 MB upload through the
 * gateway against the same transfer with the sandbox directly, in the same run. For each: the
 * throughput of both (MiB/s, median of BENCH_RUNS), their ratio, and how much the gateway's resident
 * memory grew while the file passed (after one transfer of the same size has settled its heap).
 * Needs the sandbox with SANDBOX_ADMIN=1 (it makes the large file to download).
 */
import { MULTIPART_FRAMING_BYTES } from '../../packages/bff/src/platform/files/file-uploader.js';
import { UPLOAD_VOLUME_PER_USER } from '../../packages/bff/src/platform/security/user-caps.js';
import {
  download,
  multipartFile,
  rssBytes,
  type Transfer,
  upload,
  watchRss,
} from '../../packages/bff/test/harness/file-transfer.js';

export const FILE_DOWNLOAD_BYTES = 100 * 1024 * 1024;
export const FILE_UPLOAD_BYTES = 50 * 1024 * 1024;
/**
 * Who uploads through the gateway: signed-in partners of the demo accounts, one after another. The
 * gateway holds each user to UPLOAD_VOLUME_PER_USER an hour (issue 35), less than the warm-up and
 * the measured runs together; so the bench spreads its uploads over users, as real traffic is, and
 * each stays inside the cap.
 */
const UPLOADERS = ['partner', 'manager', 'viewer'];
/** Uploads one user may make within the window, each charged its declared length. */
const UPLOADS_PER_USER = Math.floor(UPLOAD_VOLUME_PER_USER.maxBytes / (FILE_UPLOAD_BYTES + MULTIPART_FRAMING_BYTES));
const PDF_HEAD = Buffer.from('%PDF-1.7\n');
const MIB = 1024 * 1024;

export interface FileCaseOptions {
  gatewayUrl: string;
  sandboxUrl: string;
  gatewayPid: number;
  /** Host header of the site the session belongs to (host:port). */
  host: string;
  cookie: string;
  /** Signs `login` in through the gateway: its session cookie (the uploads' users). */
  signIn: (login: string) => Promise<string>;
  /** Content-Language, Content-Location and the bearer of the same user, for the direct calls. */
  upstreamHeaders: Record<string, string>;
  runs: number;
}

export interface FileCaseFigures {
  bytes: number;
  mibPerSecond: number;
  direct: { mibPerSecond: number };
  ratioToDirect: number;
  /** The gateway's RSS growth while the file passed (median run), and as a share of the file. */
  rssGrowthBytes: number;
  rssGrowthOfFile: number;
  rssBaselineBytes: number;
  mibPerSecondRuns: number[];
  directMibPerSecondRuns: number[];
  rssGrowthBytesRuns: number[];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};
const rate = (t: Transfer): number => Number((t.bytes / MIB / t.seconds).toFixed(1));

const measure = async (
  options: FileCaseOptions,
  gateway: () => Promise<Transfer>,
  direct: () => Promise<Transfer>,
): Promise<Omit<FileCaseFigures, 'bytes'> & { bytes: number }> => {
  const check = (t: Transfer, what: string) => {
    if (t.status !== 200) throw new Error(`${what} answered ${t.status}: ${t.reply.slice(0, 200)}`);
    return t;
  };
  // Settles the gateway's heap and compiles the route once; not measured.
  check(await gateway(), 'gateway warm-up');
  check(await direct(), 'direct warm-up');
  const gatewayRuns: number[] = [];
  const growthRuns: number[] = [];
  const directRuns: number[] = [];
  let bytes = 0;
  for (let i = 0; i < options.runs; i += 1) {
    const watch = watchRss(options.gatewayPid);
    const through = check(await gateway(), 'gateway');
    growthRuns.push(watch.stop().growthBytes);
    gatewayRuns.push(rate(through));
    bytes = through.bytes;
    directRuns.push(rate(check(await direct(), 'direct')));
  }
  const mibPerSecond = median(gatewayRuns);
  const directRate = median(directRuns);
  const growth = median(growthRuns);
  return {
    bytes,
    mibPerSecond,
    direct: { mibPerSecond: directRate },
    ratioToDirect: Number((mibPerSecond / directRate).toFixed(2)),
    rssGrowthBytes: growth,
    rssGrowthOfFile: Number((growth / bytes).toFixed(3)),
    rssBaselineBytes: rssBytes(options.gatewayPid),
    mibPerSecondRuns: gatewayRuns,
    directMibPerSecondRuns: directRuns,
    rssGrowthBytesRuns: growthRuns,
  };
};

/** Runs both file cases; `only` as BENCH_CASES (file_download, file_upload), all when absent. */
export const runFileCases = async (
  options: FileCaseOptions,
  only?: string[],
): Promise<Record<string, FileCaseFigures>> => {
  const results: Record<string, FileCaseFigures> = {};
  const browser = { host: options.host, cookie: options.cookie };

  if (!only || only.includes('file_download')) {
    const made = await fetch(`${options.sandboxUrl}/__admin/files`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'partner', size: FILE_DOWNLOAD_BYTES, filename: 'statement.xlsx' }),
    });
    if (!made.ok) throw new Error(`the sandbox made no large file (${made.status}): is SANDBOX_ADMIN=1 set?`);
    const { id } = (await made.json()) as { id: number };
    results.file_download = await measure(
      options,
      () => download(`${options.gatewayUrl}/bff/v1/office/files/${id}`, browser),
      () => download(`${options.sandboxUrl}/api/v1/greenway/file/${id}/`, options.upstreamHeaders),
    );
  }

  if (!only || only.includes('file_upload')) {
    const uploads = 1 + options.runs;
    if (uploads > UPLOADERS.length * UPLOADS_PER_USER)
      throw new Error(`${uploads} uploads exceed the per-user upload volume of ${UPLOADERS.join(', ')}`);
    let made = 0;
    /** The session of the next upload's user: UPLOADS_PER_USER uploads each, in UPLOADERS' order. */
    const uploader = async (): Promise<string> => {
      const login = UPLOADERS[Math.floor(made / UPLOADS_PER_USER)] ?? '';
      made += 1;
      return login === 'partner' ? options.cookie : options.signIn(login);
    };
    const file = (field: string) =>
      multipartFile({
        field,
        filename: 'contract.pdf',
        type: 'application/pdf',
        size: FILE_UPLOAD_BYTES,
        head: PDF_HEAD,
      });
    results.file_upload = await measure(
      options,
      async () =>
        upload(
          `${options.gatewayUrl}/bff/v1/office/files?use=document`,
          { host: options.host, cookie: await uploader(), origin: `http://${options.host}`, 'x-csrf': '1' },
          file('file'),
        ),
      () => upload(`${options.sandboxUrl}/api/v1/greenway/file/upload/`, options.upstreamHeaders, file('files')),
    );
  }

  for (const [id, f] of Object.entries(results))
    console.log(
      `${id === 'file_download' ? '(files) 100 MB download' : '(files) 50 MB upload'}: ` +
        `${f.mibPerSecond} MiB/s through the gateway, ${f.direct.mibPerSecond} MiB/s direct, ratio ${f.ratioToDirect}; ` +
        `gateway RSS +${(f.rssGrowthBytes / MIB).toFixed(1)} MiB (${(f.rssGrowthOfFile * 100).toFixed(1)} % of the file)`,
    );
  return results;
};
