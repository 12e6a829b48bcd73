import { Agent, request } from 'undici';
import { RecordingPlayer } from '../recording/player.js';
import { RecordingTap } from '../recording/recorder.js';
import { type Recording, readRecording, upstreamBasePath } from '../recording/recording.js';

/**
 * `UPSTREAM_MODE` picks what the integration scenarios run against:
 * - `replay` (default, `npm test`): recordings only; no sandbox, no network.
 * - `record` (`npm run record`): a live upstream; each scenario's traffic is written to its recording.
 * - `live` (`npm run test:live`): a live upstream; each scenario's traffic must still fit its recording.
 * The live upstream is `UPSTREAM_URL` (+ `UPSTREAM_PREFIX`) when given, else a sandbox started in
 * this process on a loopback port, sharing the scenario's clock.
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

/** The sandbox, imported only when a live run needs one: replay never loads it. */
const startSandbox = async (clock: () => number): Promise<{ url: string; close: () => Promise<void> }> => {
  const { buildSandbox } = await import('@gf/sandbox/app');
  const sandbox = await buildSandbox({ admin: true, now: clock, logLevel: 'silent' });
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => sandbox.app.close() };
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
  const sandbox = external ? null : await startSandbox(clock);
  const url = external ?? sandbox?.url ?? '';
  const controls = adminControls(new URL(url).origin);
  // A shared sandbox starts each scenario from its seed, so recordings do not depend on the order.
  if (external && (await controls.available())) await controls.reset();
  const tap = new RecordingTap(new Agent({ keepAliveTimeout: 1_000 }), upstreamBasePath(url, prefix));
  return {
    url,
    prefix,
    dispatcher: tap,
    controls,
    close: async () => {
      await sandbox?.close();
    },
  };
};
