import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, SANDBOX_SMS_CODE } from '../integration/scenario.js';
import { RECORDINGS_DIR, type Recording, recordingText } from './recording.js';
import { secretsLeft } from './secrets-left.js';

const DEMO_SECRETS = [
  { name: 'demo password', value: DEMO_PASSWORD },
  { name: 'SMS code', value: SANDBOX_SMS_CODE },
];

const files = (await readdir(RECORDINGS_DIR)).filter((file) => file.endsWith('.json')).sort();
const texts = await Promise.all(
  files.map(async (file) => [file, await readFile(RECORDINGS_DIR + file, 'utf8')] as const),
);

/** The committed recordings: no secret, readable, one scenario each. */
describe('packages/bff/recordings', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(texts)(
    '%s holds no secret: no demo password, SMS code, token or cookie, nothing left to redact',
    (_file, text) => {
      expect(secretsLeft(JSON.parse(text) as Recording, DEMO_SECRETS)).toEqual([]);
    },
  );

  it.each(texts)('%s is pretty-printed JSON named after its scenario', (file, text) => {
    const recording = JSON.parse(text) as Recording;
    expect(`${recording.scenario}.json`).toBe(file);
    expect(text).toBe(recordingText(recording));
  });
});
