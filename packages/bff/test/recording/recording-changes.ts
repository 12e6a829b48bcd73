import { jsonChanges, shownValue } from './json-changes.js';
import type { Recording } from './recording.js';

/** How many changed values a message lists before it says how many more there are. */
const LISTED_CHANGES = 12;

const parsed = (text: string): Recording | null => {
  try {
    return JSON.parse(text) as Recording;
  } catch {
    return null;
  }
};

/** `(call #3 GET /office/mail/)` for a path inside an interaction: which upstream call moved. */
const callOf = (path: string, recordings: Recording[]): string => {
  const index = /^interactions\[(\d+)\]/.exec(path)?.[1];
  if (index === undefined) return '';
  const request = recordings.map((r) => r.interactions[Number(index)]?.request).find(Boolean);
  return request ? `  (call #${Number(index) + 1} ${request.method} ${request.path})` : '';
};

/**
 * What differs between two texts of one recording, one line per changed value: its JSON path,
 * the value before and after. Empty when the texts are the same.
 */
export const recordingChanges = (before: string, after: string): string[] => {
  if (before === after) return [];
  const was = parsed(before);
  const now = parsed(after);
  if (!was || !now) return [`the file is not JSON${before.includes('<<<<<<<') ? ' (a merge conflict)' : ''}`];
  const changes = jsonChanges(was, now);
  if (changes.length === 0) return ['the same JSON, written differently'];
  const lines = changes
    .slice(0, LISTED_CHANGES)
    .map(
      (change) =>
        `${change.path}: ${shownValue(change.was)} → ${shownValue(change.now)}${callOf(change.path, [now, was])}`,
    );
  if (changes.length > LISTED_CHANGES) lines.push(`… and ${changes.length - LISTED_CHANGES} more changed values`);
  return lines;
};

/**
 * Why a committed recording is stale, for the failure of `npm test`: the scenario, each value that
 * moved, and what to do. Null when the committed text is what recording writes now.
 */
export const staleRecordingMessage = (scenario: string, committed: string | null, fresh: string): string | null => {
  if (committed === fresh) return null;
  const lines = committed === null ? ['the file is missing'] : recordingChanges(committed, fresh);
  return [
    `recordings/${scenario}.json (scenario "${scenario}") is not what \`npm run record\` writes now:`,
    ...lines.map((line) => `  ${line}`),
    'The sandbox (its seed, its answers) or the upstream calls of a gateway route changed since it was recorded.',
    'Run `npm run record`, review `git diff packages/bff/recordings/` (each change should follow from a change',
    'on your branch; for a merge, from either side), and commit the recordings with that change.',
  ].join('\n');
};
