import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { RECORDINGS_DIR, type Recording, recordingText } from './recording.js';
import { redactInteractions } from './redaction.js';

const files = (await readdir(RECORDINGS_DIR)).filter((file) => file.endsWith('.json')).sort();
const texts = await Promise.all(
  files.map(async (file) => [file, await readFile(RECORDINGS_DIR + file, 'utf8')] as const),
);

/** The committed recordings: no secret, readable, one scenario each. */
describe('packages/bff/recordings', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(texts)('%s holds no demo password and no token', (_file, text) => {
    expect(text).not.toContain('demo1234');
    // The sandbox's token shapes: access, refresh, domain-key and registration-key.
    expect(text).not.toMatch(/\b(at|rt|dk|rk)_[0-9a-z]{16,}/);
    // An empty value holds nothing (the internal-account payment sends `access_token: ""`).
    expect(text).not.toMatch(/"(access_token|refresh_token|refresh|password)": "(?!<|")/);
    expect(text).not.toMatch(/"authorization": "Bearer (?!<access-token-\d+>")/);
    expect(text).not.toMatch(/"(cookie|set-cookie)"/);
  });

  it.each(texts)('%s has nothing left to redact (one-time codes included)', (_file, text) => {
    const recording = JSON.parse(text) as Recording;
    expect(redactInteractions(recording.interactions)).toEqual(recording.interactions);
  });

  it.each(texts)('%s is pretty-printed JSON named after its scenario', (file, text) => {
    const recording = JSON.parse(text) as Recording;
    expect(`${recording.scenario}.json`).toBe(file);
    expect(text).toBe(recordingText(recording));
  });
});
