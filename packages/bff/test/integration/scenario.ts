import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { type Config, testConfig } from '../../src/platform/config.js';
import { CSRF_HEADER, CSRF_VALUE } from '../../src/platform/security/csrf.js';
import { SESSION_COOKIE } from '../../src/platform/session/session-manager.js';
import { driftBetween } from '../recording/drift.js';
import { requestSummary } from '../recording/matching.js';
import { RecordingPlayer } from '../recording/player.js';
import { type Recording, readRecording, writeRecording } from '../recording/recording.js';
import { ControlsUnavailable, scenarioUpstream, type UpstreamControls, type UpstreamMode } from './upstream.js';

/** The site every scenario calls unless it says otherwise. */
export const SCENARIO_HOST = 'ru.localhost:3000';
/** Every scenario starts at this instant; the clock moves only when a scenario moves it. */
export const SCENARIO_START = Date.parse('2026-11-22T10:00:00Z');
/** The demo accounts' password on the sandbox (README "Demo logins"). */
export const DEMO_PASSWORD = 'demo1234';
/** The SMS code the sandbox accepts and no other (scenarios may not import the sandbox's own name for it). */
export const SANDBOX_SMS_CODE = '1111';

export interface CallOptions {
  cookie?: string;
  host?: string;
  headers?: Record<string, string>;
}

/** What a scenario drives: the gateway's public routes, the clock and the upstream's test controls. */
export interface ScenarioContext {
  mode: UpstreamMode;
  app: FastifyInstance;
  /** The demo accounts' password (RECORD_PASSWORD when recording against a staging API). */
  password: string;
  get: (url: string, options?: CallOptions) => Promise<LightMyRequestResponse>;
  /** A state-changing call as the web client makes it: the CSRF header and a same-host Origin. */
  post: (url: string, body?: unknown, options?: CallOptions) => Promise<LightMyRequestResponse>;
  /** The same with any method: PUT and DELETE (favourites, sets, the cart, address templates). */
  send: (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    options?: CallOptions,
  ) => Promise<LightMyRequestResponse>;
  /** Signs a demo account in; the session cookie (`gf_session=...`). */
  signIn: (login: string) => Promise<string>;
  /** Moves the gateway's clock (and an in-process sandbox's). */
  advance: (ms: number) => void;
  upstream: UpstreamControls & {
    /** How many upstream calls the gateway made, of one operation or in all. */
    calls: (operationId?: string) => number;
  };
  /** The gateway's log lines. */
  logs: string[];
}

export interface Scenario {
  /** kebab-case; the recording is `packages/bff/recordings/<name>.json` (none when `noUpstreamCall`). */
  name: string;
  title: string;
  /** Gateway settings for this scenario (a short upstream timeout for the timeout scenarios). */
  config?: Partial<Config>;
  /**
   * The scenario checks something the gateway answers before any upstream call (bad input, a
   * refusal, the site boot): it has no recording and runs against no upstream in every mode; any
   * upstream call fails it. Without this mark, a scenario that makes no upstream call fails to record.
   */
  noUpstreamCall?: true;
  run: (context: ScenarioContext) => Promise<void>;
}

export const cookieOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
};

export type ScenarioOutcome = { status: 'passed' } | { status: 'skipped'; reason: string };

export interface RunOptions {
  /** `UPSTREAM_URL`, `UPSTREAM_PREFIX`, `RECORD_PASSWORD`; the process environment unless given. */
  env?: NodeJS.ProcessEnv;
  /** Replay this recording instead of the committed one (tests of the player). */
  replayed?: Recording;
  /** Record mode writes the recording into this folder (the committed `recordings/` unless given). */
  recordInto?: string;
}

const noCalls = (scenario: Scenario): Recording => ({
  scenario: scenario.name,
  title: scenario.title,
  interactions: [],
});

/**
 * Runs one scenario against the gateway in the given mode. Replay: fails on any request the
 * recording does not answer and on any recorded call the gateway no longer makes. Record:
 * writes the recording when the scenario passed, unless it made no upstream call or its
 * recording would hold a secret (see `RecordingTap.recording`). Live: fails when the traffic no
 * longer fits the recording (see `driftBetween`). A scenario that needs sandbox controls the live
 * upstream lacks is skipped (its committed recording stays).
 */
export const runScenario = async (
  scenario: Scenario,
  mode: UpstreamMode,
  { env = process.env, replayed, recordInto }: RunOptions = {},
): Promise<ScenarioOutcome> => {
  let now = SCENARIO_START;
  const clock = () => now;
  // A scenario marked noUpstreamCall replays a recording of no calls in every mode: any call fails it.
  const upstream = scenario.noUpstreamCall
    ? await scenarioUpstream('replay', scenario.name, clock, env, noCalls(scenario))
    : await scenarioUpstream(mode, scenario.name, clock, env, replayed);
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp(
    testConfig({ UPSTREAM_URL: upstream.url, UPSTREAM_PREFIX: upstream.prefix, LOG_LEVEL: 'info', ...scenario.config }),
    { now: clock, dispatcher: upstream.dispatcher, logStream },
  ).catch(async (error: unknown) => {
    await upstream.close();
    throw error;
  });
  const { dispatcher } = upstream;
  const headers = (options: CallOptions = {}) => ({
    host: options.host ?? SCENARIO_HOST,
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  });
  const context: ScenarioContext = {
    mode,
    app,
    password: (mode === 'replay' ? undefined : env.RECORD_PASSWORD) ?? DEMO_PASSWORD,
    get: (url, options) => app.inject({ method: 'GET', url, headers: headers(options) }),
    post: (url, body, options) => context.send('POST', url, body, options),
    send: (method, url, body, options = {}) =>
      app.inject({
        method,
        url,
        headers: headers({
          ...options,
          headers: {
            [CSRF_HEADER]: CSRF_VALUE,
            origin: `http://${options.host ?? SCENARIO_HOST}`,
            ...options.headers,
          },
        }),
        ...(body === undefined ? {} : { payload: body as object }),
      }),
    signIn: async (login) =>
      cookieOf(await context.post('/bff/v1/auth/sign-in', { login, password: context.password })),
    advance: (ms) => {
      now += ms;
    },
    upstream: {
      ...upstream.controls,
      calls: (operationId) => {
        const requests =
          dispatcher instanceof RecordingPlayer ? dispatcher.requests : dispatcher.interactions.map((i) => i.request);
        return operationId ? requests.filter((r) => r.operation === operationId).length : requests.length;
      },
    },
    logs,
  };

  let failure: unknown = null;
  try {
    await scenario.run(context);
  } catch (error) {
    failure = error;
  } finally {
    if (!(dispatcher instanceof RecordingPlayer)) await dispatcher.settled();
    await app.close();
    await upstream.close();
  }

  if (failure instanceof ControlsUnavailable) return { status: 'skipped', reason: failure.message };
  if (dispatcher instanceof RecordingPlayer) {
    // The player's message names the request; it explains an assertion failure better than the assertion.
    const [unmatched] = dispatcher.failures;
    if (unmatched && scenario.noUpstreamCall)
      throw new Error(
        `Scenario "${scenario.name}" is marked noUpstreamCall but called the upstream:\n  ${dispatcher.requests.map(requestSummary).join('\n  ')}\nIf it needs the upstream now, remove the mark and record it: npm run record.`,
        failure ? { cause: failure } : {},
      );
    if (unmatched) throw Object.assign(unmatched, failure ? { cause: failure } : {});
    if (failure) throw failure;
    const unserved = dispatcher.unserved();
    if (unserved.length > 0)
      throw new Error(
        `Recorded upstream: scenario "${scenario.name}" no longer makes these recorded calls:\n  ${unserved.join('\n  ')}\nIf that is on purpose, refresh the recordings: npm run record.`,
      );
    return { status: 'passed' };
  }
  if (failure) throw failure;
  const recording = dispatcher.recording(scenario.name, scenario.title, [
    { name: 'password', value: context.password },
    { name: 'SMS code', value: SANDBOX_SMS_CODE },
  ]);
  if (mode === 'record') {
    await writeRecording(recording, recordInto);
    return { status: 'passed' };
  }
  const drift = driftBetween((await readRecording(scenario.name)).interactions, recording.interactions);
  if (drift.length > 0)
    throw new Error(
      `The live upstream no longer matches recordings/${scenario.name}.json:\n${drift.join('\n')}\nRefresh the recordings (npm run record) once the change is understood.`,
    );
  return { status: 'passed' };
};
