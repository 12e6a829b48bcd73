import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = join(import.meta.dirname, '..');
/** Where an envelope's own message may be read: the one place that words it (refusal-text.ts). */
const WORDING = join(import.meta.dirname, 'refusal-text.ts');
/** An envelope's message read where a page shows it, under the names the client gives envelopes. */
const BARE_MESSAGE = /readEnvelope\([^)]*\)\.message\b|\b(?:envelope|refusal|failure)\.message\b/;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/**
 * Issue 32 item 1: the gateway's and the upstream's messages are English; a page shows a refusal
 * through useRefusalText (our text for a known code, any other message inside a translated frame),
 * never the envelope's message on its own.
 */
describe('refusals are never shown bare', () => {
  it('reads an envelope message only where it is worded', () => {
    const bare = sources(SOURCE)
      .filter((path) => path !== WORDING)
      .flatMap((path) =>
        readFileSync(path, 'utf8')
          .split('\n')
          .flatMap((line, index) => (BARE_MESSAGE.test(line) ? [`${relative(SOURCE, path)}:${index + 1}`] : [])),
      );
    expect(bare).toEqual([]);
  });
});
