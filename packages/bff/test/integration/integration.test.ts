import { readdir, rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { RECORDINGS_DIR, recordingPath } from '../recording/recording.js';
import { runScenario } from './scenario.js';
import { recordedScenarios, scenarios } from './scenario-list.js';
import { stopEmbeddedSandbox, upstreamMode } from './upstream.js';

const mode = upstreamMode();

const recordingFiles = async (): Promise<string[]> =>
  (await readdir(RECORDINGS_DIR)).filter((file) => file.endsWith('.json')).sort();

/**
 * The gateway's integration suite through its public routes. `npm test` replays the recordings
 * (no sandbox, no network); `npm run record` records them; `npm run test:live` checks them
 * against a live upstream. See upstream.ts for the modes.
 */
describe(`integration scenarios (${mode})`, () => {
  afterAll(async () => {
    await stopEmbeddedSandbox();
    // Recording leaves no file behind that no scenario writes (a scenario renamed, removed or marked noUpstreamCall).
    if (mode === 'record') {
      const kept = new Set(recordedScenarios.map((s) => `${s.name}.json`));
      for (const file of await recordingFiles())
        if (!kept.has(file)) await rm(recordingPath(file.slice(0, -'.json'.length)));
    }
  });

  it('names every scenario once', () => {
    const names = scenarios.map((s) => s.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  // Only replay reads the recordings folder; recording and the live check write or ignore it.
  if (mode === 'replay') {
    it('has a recording for every scenario that calls the upstream and no other recording', async () => {
      const files = await recordingFiles();
      const wanted = recordedScenarios.map((s) => `${s.name}.json`).sort();
      expect(
        { missing: wanted.filter((file) => !files.includes(file)), extra: files.filter((f) => !wanted.includes(f)) },
        'run `npm run record`: it writes the missing recordings and removes the extra ones',
      ).toEqual({ missing: [], extra: [] });
    });
  }

  for (const scenario of scenarios) {
    it(`${scenario.name}: ${scenario.title}`, async (context) => {
      const outcome = await runScenario(scenario, mode);
      if (outcome.status === 'skipped') context.skip(outcome.reason);
    });
  }
});
