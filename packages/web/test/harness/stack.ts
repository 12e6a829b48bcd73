import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SANDBOX_GEOCODER_KEY, SANDBOX_GEOCODER_PREFIX } from '@gf/contracts/geocoder/geocoder';
import { freePort } from './free-port.js';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Stack {
  /** The gateway URL of a site: `http://<site>.localhost:<port><path>`. */
  url: (site: string, path?: string) => string;
  gatewayPort: number;
  sandboxUrl: string;
  /** Calls a sandbox admin route (call log, faults, reset). */
  admin: (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<unknown>;
  stop: () => Promise<void>;
}

const waitFor = async (url: string, child: ChildProcess, output: () => string): Promise<void> => {
  for (let i = 0; i < 150; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited (${child.exitCode})\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in 15 s\n${output()}`);
};

const startProcess = (script: string, env: Record<string, string>): { child: ChildProcess; output: () => string } => {
  let output = '';
  const child = spawn(process.execPath, [script], { cwd: root, env: { ...process.env, ...env }, stdio: 'pipe' });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
};

/**
 * A suite's own snapshot of the built client: a rebuild while the suite runs must not swap chunks
 * under the browser. Hard links where the file system allows: vite empties dist before it writes,
 * so a rebuild makes new files and the links keep the old ones; 5,000 links cost 0.2 s where
 * copying their 35 MB (and removing them) cost 4 s in every suite. Copies across file systems.
 */
const snapshot = (from: string, to: string): void => {
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) {
      mkdirSync(target);
      snapshot(source, target);
      continue;
    }
    try {
      linkSync(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      copyFileSync(source, target);
    }
  }
};

/** Starts that found its port taken, tried again on new ports. */
const PORT_ATTEMPTS = 3;

/**
 * The built sandbox and gateway as real processes on free loopback ports (`npm run build` first).
 * Everything started here is stopped by `stop()`, which tests call in `afterAll`, also on failure.
 * A port found free can be taken before the process listens on it (by another suite's outgoing
 * connection: both come from the ephemeral range); such a start is made again on new ports.
 */
export const startStack = async (
  env: Record<string, string> = {},
  /** Extra settings of the sandbox process (e.g. SANDBOX_TICKET_HOLD_MS for a hold that lapses in a test). */
  sandboxEnv: Record<string, string> = {},
): Promise<Stack> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(env, sandboxEnv);
    } catch (error) {
      if (attempt >= PORT_ATTEMPTS || !String((error as Error).message).includes('EADDRINUSE')) throw error;
    }
  }
};

const startOnce = async (env: Record<string, string>, sandboxEnv: Record<string, string>): Promise<Stack> => {
  const [sandboxPort, gatewayPort] = [await freePort(), await freePort()];
  const webDist = mkdtempSync(join(tmpdir(), 'gf-web-dist-'));
  snapshot(`${root}packages/web/dist`, webDist);
  const sandboxUrl = `http://127.0.0.1:${sandboxPort}`;
  const sandbox = startProcess('packages/sandbox/dist/src/server.js', {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_ADMIN: '1',
    SANDBOX_VALIDATE: '1',
    ...sandboxEnv,
  });
  const gateway = startProcess('packages/bff/dist/src/server.js', {
    PORT: String(gatewayPort),
    HOST: '127.0.0.1',
    UPSTREAM_URL: sandboxUrl,
    // The sandbox stands in for the address service of checkout's suggestions (spec 2 §7).
    GEOCODER_URL: `${sandboxUrl}${SANDBOX_GEOCODER_PREFIX}`,
    GEOCODER_KEY: SANDBOX_GEOCODER_KEY,
    WEB_DIST: webDist,
    LOG_LEVEL: 'warn',
    // The vendors' widget scripts are on by default; a test that wants one sets its URL and intercepts it.
    ACCESSIBILITY_WIDGET_URL: '',
    CHAT_WIDGET_URL: '',
    // Chromium, the sandbox and the gateway share the runner's cores: a starved gateway's event
    // loop can lag past the production limit and shed the suite's own requests (503). Shedding is
    // tested in packages/bff (load-shedding.test.ts).
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  // Both at once: the gateway's calls to the sandbox have ended with the suite's last page.
  const stop = async (): Promise<void> => {
    await Promise.all(
      [gateway, sandbox].map(async ({ child }) => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }),
    );
    rmSync(webDist, { recursive: true, force: true });
  };
  try {
    await waitFor(`${sandboxUrl}/healthz`, sandbox.child, sandbox.output);
    await waitFor(`http://127.0.0.1:${gatewayPort}/bff/v1/site`, gateway.child, gateway.output);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: (site, path = '/') => `http://${site}.localhost:${gatewayPort}${path}`,
    gatewayPort,
    sandboxUrl,
    admin: async (method, path, body) => {
      const response = await fetch(`${sandboxUrl}/__admin${path}`, {
        method,
        ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      });
      return response.json();
    },
    stop,
  };
};
