import { describe, expect, it } from 'vitest';
import { UpstreamClient, UpstreamUnavailable } from '../../src/platform/upstream/upstream-client.js';
import { runScenario } from '../integration/scenario.js';
import { scenarios } from '../integration/scenario-list.js';
import { RecordingPlayer, UnmatchedRequestError } from './player.js';
import { type Interaction, type Recording, readRecording } from './recording.js';

const ORIGIN = 'http://recorded-upstream.invalid';
const context = { token: null, language: 'ru-RU', site: 'ru' };

const recordingOf = (interactions: Interaction[]): Recording => ({ scenario: 'unit', title: 'unit', interactions });

const signIn = (password: string, status: number, body: unknown): Interaction => ({
  request: {
    operation: 'authenticate',
    method: 'POST',
    path: '/auth/authenticate/',
    headers: { 'content-language': 'ru-RU', 'content-location': 'ru' },
    body: { login: 'partner', password },
  },
  response: { status, headers: { 'content-type': 'application/json' }, body },
});

const clientFor = (recording: Recording) => {
  const player = new RecordingPlayer(recording, '/api/v1');
  return {
    player,
    client: new UpstreamClient({ url: ORIGIN, prefix: '/api/v1', timeoutMs: 1_000, dispatcher: player }),
  };
};

describe('the recording player', () => {
  it('serves recorded replies in order to requests that match after redaction', async () => {
    const { player, client } = clientFor(
      recordingOf([signIn('<password-1>', 200, { ok: 1 }), signIn('<password-2>', 400, { detail: 'Wrong' })]),
    );
    const first = await client.call('authenticate', { body: { login: 'partner', password: 'demo1234' } }, context);
    const second = await client.call('authenticate', { body: { login: 'partner', password: 'nope' } }, context);
    expect([first, second]).toEqual([
      { status: 200, body: { ok: 1 } },
      { status: 400, body: { detail: 'Wrong' } },
    ]);
    expect(player.failures).toEqual([]);
    expect(player.unserved()).toEqual([]);
  });

  it('fails an unmatched request loudly, naming method, path, body and the closest recorded request', async () => {
    const { player, client } = clientFor(recordingOf([signIn('<password-1>', 200, {})]));
    const call = client.call('authenticate', { body: { login: 'client', password: 'demo1234' } }, context);
    await expect(call).rejects.toBeInstanceOf(UpstreamUnavailable);
    const [failure] = player.failures;
    expect(failure).toBeInstanceOf(UnmatchedRequestError);
    expect(failure?.message).toContain('POST /auth/authenticate/ body {"login":"client","password":"<password-1>"}');
    expect(failure?.message).toMatch(/Closest recorded request \(#1 of 1, not yet served; differs in body\)/);
    expect(failure?.message).toContain('POST /auth/authenticate/ body {"login":"partner","password":"<password-1>"}');
    expect(player.unserved()).toHaveLength(1);
  });

  it.each([
    ['reset', 'unreachable'],
    ['refused', 'unreachable'],
    ['headers-timeout', 'timeout'],
  ] as const)('reproduces a recorded %s as the same undici error (%s)', async (error, reason) => {
    const { client } = clientFor(recordingOf([{ request: signIn('<password-1>', 200, {}).request, error }]));
    const call = client.call('authenticate', { body: { login: 'partner', password: 'demo1234' } }, context);
    await expect(call).rejects.toMatchObject({ reason });
  });

  it('reproduces a body that stalled after its headers, and a malformed JSON body', async () => {
    const stalled = { ...signIn('<password-1>', 200, undefined), error: 'body-timeout' as const };
    const malformed = signIn('<password-1>', 200, undefined);
    malformed.response = { status: 200, headers: { 'content-type': 'application/json' }, bodyText: '{"ok": ' };
    const { client } = clientFor(recordingOf([stalled, malformed]));
    const body = { login: 'partner', password: 'demo1234' };
    await expect(client.call('authenticate', { body }, context)).rejects.toMatchObject({ reason: 'timeout' });
    await expect(client.call('authenticate', { body }, context)).rejects.toMatchObject({ reason: 'malformed' });
  });

  it('fails a scenario whose recording was broken, naming the request', async () => {
    const scenario = scenarios.find((s) => s.name === 'sign-in');
    if (!scenario) throw new Error('no sign-in scenario');
    const broken = await readRecording('sign-in');
    const [first] = broken.interactions;
    if (!first) throw new Error('empty recording');
    first.request.body = { login: 'someone-else', password: '<password-1>' };
    const run = runScenario(scenario, 'replay', { env: {}, replayed: broken });
    await expect(run).rejects.toThrow(UnmatchedRequestError);
    await expect(run).rejects.toThrow(
      /no recorded reply in recordings\/sign-in\.json \(scenario "sign-in"\) for\n\s+POST \/auth\/authenticate\/ body \{"login":"partner","password":"<password-1>"\}[\s\S]*Closest recorded request \(#1 of 2, not yet served; differs in body\):\n\s+POST \/auth\/authenticate\/ body \{"login":"someone-else"/,
    );
  });

  it('fails a scenario that no longer makes a recorded call', async () => {
    const scenario = scenarios.find((s) => s.name === 'page-company');
    if (!scenario) throw new Error('no page-company scenario');
    const recorded = await readRecording('page-company');
    const extra = { ...recorded, interactions: [...recorded.interactions, signIn('<password-1>', 200, {})] };
    await expect(runScenario(scenario, 'replay', { env: {}, replayed: extra })).rejects.toThrow(
      /no longer makes these recorded calls:\n\s+#2 POST \/auth\/authenticate\//,
    );
  });
});
