import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MockAgent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { UpstreamClient } from '../../src/platform/upstream/upstream-client.js';
import { DEMO_PASSWORD, runScenario, SANDBOX_SMS_CODE, type Scenario } from '../integration/scenario.js';
import { REPLAY_UPSTREAM_URL } from '../integration/upstream.js';
import { RecordingTap } from './recorder.js';

const ORIGIN = 'http://upstream.test';
const KNOWN = [
  { name: 'password', value: DEMO_PASSWORD },
  { name: 'SMS code', value: SANDBOX_SMS_CODE },
];

/** A tap over an upstream that answers sign-in with `reply`, after one call with `body` through the gateway's client. */
const tappedSignIn = async (body: object, reply: object): Promise<RecordingTap> => {
  const upstream = new MockAgent();
  upstream.disableNetConnect();
  upstream
    .get(ORIGIN)
    .intercept({ path: '/api/v1/auth/authenticate/', method: 'POST' })
    .reply(200, reply, { headers: { 'content-type': 'application/json' } });
  const tap = new RecordingTap(upstream, '/api/v1');
  const client = new UpstreamClient({ url: ORIGIN, prefix: '/api/v1', timeoutMs: 1_000, dispatcher: tap });
  // `as never`: the leak test sends a field (`pin`) the contract does not name, so the redaction does not know it.
  await client.call('authenticate', { body: body as never }, { token: null, language: 'ru-RU', site: 'ru' });
  await tap.settled();
  return tap;
};

const folder = await mkdtemp(join(tmpdir(), 'gf-recorder-'));

describe('the recorder refuses bad input, naming the scenario', () => {
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('records a clean sign-in: the password and tokens as placeholders', async () => {
    const tap = await tappedSignIn(
      { login: 'partner', password: DEMO_PASSWORD },
      { access_token: 'at_0000001aaaaaaabbbbbbbcccccccddd', user: { name: 'Anna' } },
    );
    const [call] = tap.recording('clean', 'a clean sign-in', KNOWN).interactions;
    expect(call?.request.body).toEqual({ login: 'partner', password: '<password-1>' });
    expect(call?.response?.body).toEqual({ access_token: '<access-token-1>', user: { name: 'Anna' } });
  });

  it('refuses traffic that would keep the password or the SMS code after redaction, without showing them', async () => {
    // Fields the redaction does not know: the recorder still finds the values the scenario used.
    const tap = await tappedSignIn(
      { login: 'partner', pin: DEMO_PASSWORD },
      { note: `Your code: ${SANDBOX_SMS_CODE}` },
    );
    const refusal = (() => {
      try {
        tap.recording('leaky-sign-in', 'a sign-in whose reply repeats the secrets', KNOWN);
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('the recorder wrote a recording holding secrets');
    })();
    expect(refusal).toContain('The recording of scenario "leaky-sign-in" would hold secrets the redaction missed');
    expect(refusal).toContain('interactions[0].request.body.pin: the password');
    expect(refusal).toContain('interactions[0].response.body.note: the SMS code');
    expect(refusal).toContain('redaction.ts');
    expect(refusal).not.toContain(DEMO_PASSWORD);
    expect(refusal).not.toContain(`code: ${SANDBOX_SMS_CODE}`);
  });

  it('refuses a scenario that made no upstream call and writes nothing', async () => {
    const callsNothing: Scenario = {
      name: 'calls-nothing',
      title: 'reads the site boot, which never reaches the upstream',
      run: async ({ get }) => {
        expect((await get('/bff/v1/site')).statusCode).toBe(200);
      },
    };
    // An upstream address that cannot resolve: the scenario never calls it, so no sandbox is needed.
    const env = { UPSTREAM_URL: REPLAY_UPSTREAM_URL };
    await expect(runScenario(callsNothing, 'record', { env, recordInto: folder })).rejects.toThrow(
      /^Scenario "calls-nothing" made no upstream call, so there is nothing to record\. .*mark it `noUpstreamCall: true`/,
    );
    expect(await readdir(folder)).toEqual([]);
  });

  it('fails a scenario marked noUpstreamCall that calls the upstream, naming it and the call', async () => {
    const callsAfterAll: Scenario = {
      name: 'calls-after-all',
      title: 'says it makes no upstream call, then reads a page',
      noUpstreamCall: true,
      run: async ({ get }) => {
        await get('/bff/v1/pages/company');
      },
    };
    for (const mode of ['replay', 'record'] as const)
      await expect(runScenario(callsAfterAll, mode, { env: {}, recordInto: folder })).rejects.toThrow(
        /^Scenario "calls-after-all" is marked noUpstreamCall but called the upstream:\n {2}GET \/company\//,
      );
    expect(await readdir(folder)).toEqual([]);
  });
});
