import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RECORDINGS_DIR } from '../recording/recording.js';
import { runScenario } from './scenario.js';
import { scenarios } from './scenario-list.js';
import { upstreamMode } from './upstream.js';

const mode = upstreamMode();

/**
 * The gateway's integration suite through its public routes. `npm test` replays the recordings
 * (no sandbox, no network); `npm run record` records them; `npm run test:live` checks them
 * against a live upstream. See upstream.ts for the modes.
 */
describe(`integration scenarios (${mode})`, () => {
  it('names every scenario once', () => {
    const names = scenarios.map((s) => s.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  // Only replay reads the recordings folder; recording and the live check write or ignore it.
  if (mode === 'replay') {
    it('has a recording for every scenario and no recording without one', async () => {
      const files = (await readdir(RECORDINGS_DIR)).filter((file) => file.endsWith('.json')).sort();
      expect(files).toEqual(scenarios.map((s) => `${s.name}.json`).sort());
    });
  }

  for (const scenario of scenarios) {
    it(`${scenario.name}: ${scenario.title}`, async (context) => {
      const outcome = await runScenario(scenario, mode);
      if (outcome.status === 'skipped') context.skip(outcome.reason);
    });
  }
});
