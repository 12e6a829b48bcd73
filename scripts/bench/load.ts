/**
 * The bench's load generator: `wrk` where it is installed (Debian's `wrk`), else autocannon. wrk
 * is written in C and reads replies without parsing their bodies; autocannon runs on the same
 * cores in JavaScript and slows with the reply's size (a bare node:http server sending 12.5 KB
 * instead of 2.8 KB, at the same CPU per request, got a third of the req/s from autocannon and the
 * same from wrk), so with it a large reply measures the client more than the server.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

export interface LoadRun {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  client: 'wrk' | 'autocannon';
}

let wrkMissing = false;

/** wrk's latency figures ("635.00us", "2.10ms", "1.02s") in milliseconds. */
const millis = (text: string | undefined): number => {
  const match = text?.match(/^([\d.]+)(us|ms|s)$/);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
};

const viaWrk = async (
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadRun | null> => {
  if (wrkMissing) return null;
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency'];
  // wrk adds its own Host header unless one is given under exactly that name.
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name === 'host' ? 'Host' : name}: ${value}`);
  let out: string;
  try {
    ({ stdout: out } = await run('wrk', [...args, url]));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    wrkMissing = true;
    return null;
  }
  // "Socket errors: connect 0, read 0, write 0, timeout 0": every kind counts.
  const socketErrors = (out.match(/Socket errors:.*/)?.[0].match(/\d+/g) ?? []).reduce((sum, n) => sum + Number(n), 0);
  return {
    rps: Math.round(Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1])),
    p50: millis(out.match(/\s50%\s+(\S+)/)?.[1]),
    p99: millis(out.match(/\s99%\s+(\S+)/)?.[1]),
    requests: Number(out.match(/(\d+) requests in/)?.[1]),
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    errors: socketErrors,
    client: 'wrk',
  };
};

/** `seconds` of load on `url` from `connections` connections. */
export const load = async (
  url: string,
  headers: Record<string, string>,
  seconds: number,
  connections: number,
): Promise<LoadRun> => {
  const wrk = await viaWrk(url, headers, seconds, connections);
  if (wrk) return wrk;
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    client: 'autocannon',
  };
};
