import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on the loopback interface. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A child process whose output is kept (the last 64 KiB) for error messages. */
export interface Managed {
  child: ChildProcess;
  output: () => string;
  running: () => boolean;
  /** SIGTERM (or the given signal), then SIGKILL after `graceMs`; resolves when it has exited. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<number | null>;
}

export const startManaged = (
  command: string,
  args: string[],
  options: { cwd?: string; env?: Record<string, string> } = {},
): Managed => {
  let output = '';
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-65_536);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = (): boolean => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => output,
    running,
    stop: async (signal = 'SIGTERM', graceMs = 15_000) => {
      if (running()) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return exited;
    },
  };
};

/**
 * How long a process may take to answer: start-up takes 1.5 s on a quiet machine, and over 15 s
 * with three gateways starting at once on two cores shared with other work.
 */
export const START_BOUND_MS = 60_000;

/** Waits until `url` answers 2xx, failing early when the process exits; START_BOUND_MS at most. */
export const waitForHttp = async (url: string, process: Managed, name: string): Promise<void> => {
  for (const deadline = Date.now() + START_BOUND_MS; Date.now() < deadline; ) {
    if (!process.running()) throw new Error(`${name} exited before answering ${url}\n${process.output()}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${name} did not answer ${url} in ${START_BOUND_MS / 1000} s\n${process.output()}`);
};
