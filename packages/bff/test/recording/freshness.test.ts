import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runScenario } from '../integration/scenario.js';
import { recordedScenarios } from '../integration/scenario-list.js';
import { stopEmbeddedSandbox } from '../integration/upstream.js';
import { recordingPath } from './recording.js';
import { recordingChanges, staleRecordingMessage } from './recording-changes.js';

const firstDir = await mkdtemp(join(tmpdir(), 'gf-recordings-'));
const secondDir = await mkdtemp(join(tmpdir(), 'gf-recordings-again-'));

/** Records one scenario as `npm run record` does (the embedded sandbox, whatever UPSTREAM_URL says), into `dir`. */
const record = async (name: string, dir: string): Promise<string> => {
  const scenario = recordedScenarios.find((s) => s.name === name);
  if (!scenario) throw new Error(`no scenario ${name}`);
  await runScenario(scenario, 'record', { env: {}, recordInto: dir });
  return readFile(recordingPath(name, dir), 'utf8');
};

/** The first recording of each scenario, for the second. */
const firstTexts = new Map<string, string>();

/**
 * The committed recordings are what `npm run record` would write now: every scenario is recorded
 * in this process against one embedded sandbox into a temporary folder and compared with its
 * committed file. Then each is recorded again, in the reverse order, and must come out the same
 * (ids, timestamps, order, placeholders): recording does not depend on the clock, on chance or on
 * what the scenarios before it left in the shared sandbox.
 */
describe('recordings are fresh: what `npm run record` writes now', () => {
  afterAll(async () => {
    await stopEmbeddedSandbox();
    await rm(firstDir, { recursive: true, force: true });
    await rm(secondDir, { recursive: true, force: true });
  });

  for (const { name } of recordedScenarios) {
    it(name, async () => {
      const fresh = await record(name, firstDir);
      firstTexts.set(name, fresh);
      const committed = await readFile(recordingPath(name), 'utf8').catch(() => null);
      const stale = staleRecordingMessage(name, committed, fresh);
      if (stale) throw new Error(stale);
    });
  }

  for (const { name } of recordedScenarios.toReversed()) {
    it(`${name}, recorded again in the reverse order, is the same`, async () => {
      const first = firstTexts.get(name);
      if (first === undefined) throw new Error(`The first recording of "${name}" failed (above): nothing to compare`);
      const again = await record(name, secondDir);
      expect(recordingChanges(first, again), 'recording twice must give the same file').toEqual([]);
    });
  }
});
