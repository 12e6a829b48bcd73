import { Agent, request } from 'undici';
import { RecordingPlayer } from '../recording/player.js';
import { RecordingTap } from '../recording/recorder.js';
import { type Recording, readRecording, upstreamBasePath } from '../recording/recording.js';

/**
 * `UPSTREAM_MODE` picks what the integration scenarios run against:
 * - `replay` (default, `npm test`): recordings only; no sandbox, no network.
 * - `record` (`npm run record`): a live upstream; each scenario's traffic is written to its recording.
 * - `live` (`npm run test:live`): a live upstream; each scenario's traffic must still fit its recording.
 * The live upstream is `UPSTREAM_URL` (+ `UPSTREAM_PREFIX`) when given, else one sandbox started in
 * this process on a loopback port for the whole run, reading the running scenario's clock.
 */
export type UpstreamMode = 'replay' | 'record' | 'live';

export const upstreamMode = (env: NodeJS.ProcessEnv = process.env): UpstreamMode => {
  const mode = env.UPSTREAM_MODE ?? 'replay';
  if (mode === 'replay' || mode === 'record' || mode === 'live') return mode;
  throw new Error(`UPSTREAM_MODE must be replay, record or live, not "${mode}"`);
};

/** Replay gives the gateway an address that cannot resolve: anything that bypassed the player would fail. */
export const REPLAY_UPSTREAM_URL = 'http://recorded-upstream.invalid';
const DEFAULT_PREFIX = '/api/v1';

/** A scenario asked for a sandbox test control the live upstream does not offer (a staging API). */
export class ControlsUnavailable extends Error {}

/** The sandbox's test controls (SANDBOX_ADMIN=1). In replay the recording already holds their effect. */
export interface UpstreamControls {
  /** Sets a sandbox fault (`status=502`, `reset`, `malformed`, `latency=900`, `stall`) for some operations. */
  fault: (fault: string, operations: string[], times?: number) => Promise<void>;
  /** Expires every access token now (the next call gets a 401). */
  expireTokens: () => Promise<void>;
}

export interface ScenarioUpstream {
  url: string;
  prefix: string;
  dispatcher: RecordingPlayer | RecordingTap;
  controls: UpstreamControls;
  close: () => Promise<void>;
}

const noControls: UpstreamControls = { fault: async () => {}, expireTokens: async () => {} };

const adminControls = (
  origin: string,
): UpstreamControls & { available: () => Promise<boolean>; reset: () => Promise<void> } => {
  const admin = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await request(`${origin}/__admin${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    const text = await response.body.text();
    return { status: response.statusCode, text };
  };
  const must = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const { status, text } = await admin(method, path, body).catch(() => ({ status: 0, text: '' }));
    if (status === 404 || status === 0)
      throw new ControlsUnavailable(`the upstream at ${origin} has no sandbox test controls (SANDBOX_ADMIN=1)`);
    if (status !== 200) throw new Error(`sandbox control ${method} ${path} answered ${status}: ${text}`);
  };
  return {
    available: async () => (await admin('GET', '/faults').catch(() => ({ status: 0 }))).status === 200,
    reset: () => must('POST', '/reset'),
    fault: (fault, operations, times) => must('POST', '/faults', { fault, operations, ...(times ? { times } : {}) }),
    expireTokens: () => must('POST', '/tokens/expire'),
  };
};

interface EmbeddedSandbox {
  url: string;
  /** The clock the sandbox reads from now on: the scenario's. */
  useClock: (clock: () => number) => void;
  close: () => Promise<void>;
}

let embedded: Promise<EmbeddedSandbox> | null = null;
/** The scenario using the embedded sandbox, if any: scenarios share it one at a time. */
let embeddedUser: string | null = null;

/**
 * The sandbox a record or live run starts in this process: imported and started once, on first
 * use (replay never loads it), then shared by every scenario of the run. Each scenario resets it
 * to its seed first, so no scenario sees what another left, whatever the order.
 */
const embeddedSandbox = (): Promise<EmbeddedSandbox> => {
  embedded ??= (async () => {
    const { buildSandbox } = await import('@gf/sandbox/app');
    let clock: () => number = () => 0;
    const sandbox = await buildSandbox({ admin: true, now: () => clock(), logLevel: 'silent' });
    const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
    return {
      url,
      useClock: (next) => {
        clock = next;
      },
      close: () => sandbox.app.close(),
    };
  })();
  return embedded;
};

/** The embedded sandbox for one scenario, on its clock; released by the scenario upstream's `close`. */
const claimEmbeddedSandbox = async (scenario: string, clock: () => number): Promise<EmbeddedSandbox> => {
  if (embeddedUser)
    throw new Error(
      `Scenario "${scenario}" started while "${embeddedUser}" still uses the embedded sandbox: scenarios share it one at a time`,
    );
  embeddedUser = scenario;
  try {
    const sandbox = await embeddedSandbox();
    sandbox.useClock(clock);
    return sandbox;
  } catch (error) {
    embeddedUser = null;
    throw error;
  }
};

/** Stops the embedded sandbox after a run's last scenario (the next scenario would start another). */
export const stopEmbeddedSandbox = async (): Promise<void> => {
  const running = embedded;
  embedded = null;
  await (await running)?.close();
};

/** The upstream one scenario runs against, in the given mode. */
export const scenarioUpstream = async (
  mode: UpstreamMode,
  scenario: string,
  clock: () => number,
  env: NodeJS.ProcessEnv = process.env,
  recording?: Recording,
): Promise<ScenarioUpstream> => {
  if (mode === 'replay') {
    const player = new RecordingPlayer(
      recording ?? (await readRecording(scenario)),
      upstreamBasePath(REPLAY_UPSTREAM_URL, DEFAULT_PREFIX),
    );
    return {
      url: REPLAY_UPSTREAM_URL,
      prefix: DEFAULT_PREFIX,
      dispatcher: player,
      controls: noControls,
      close: async () => {},
    };
  }
  const prefix = env.UPSTREAM_PREFIX ?? DEFAULT_PREFIX;
  const external = env.UPSTREAM_URL;
  const sandbox = external ? null : await claimEmbeddedSandbox(scenario, clock);
  const url = external ?? sandbox?.url ?? '';
  const controls = adminControls(new URL(url).origin);
  // A shared sandbox starts each scenario from its seed, so recordings do not depend on the order.
  try {
    if (sandbox || (await controls.available())) await controls.reset();
  } catch (error) {
    if (sandbox) embeddedUser = null;
    throw error;
  }
  const tap = new RecordingTap(new Agent({ keepAliveTimeout: 1_000 }), upstreamBasePath(url, prefix));
  return {
    url,
    prefix,
    dispatcher: tap,
    controls,
    close: async () => {
      if (sandbox) embeddedUser = null;
    },
  };
};
