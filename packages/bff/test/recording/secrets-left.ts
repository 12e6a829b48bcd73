import { jsonChanges, jsonPath } from './json-changes.js';
import type { Recording } from './recording.js';
import { redactInteractions, TOKEN_SHAPED } from './redaction.js';

/** A secret a scenario used (the demo password, the SMS code), which no recording may hold. */
export interface KnownSecret {
  name: string;
  value: string;
}

/** Shorter secrets (an SMS code) count only as a whole word: `1111` inside a phone number is not one. */
const WHOLE_WORD_BELOW = 8;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const holds = (text: string, secret: string): boolean =>
  secret.length >= WHOLE_WORD_BELOW
    ? text.includes(secret)
    : new RegExp(`(?<![0-9A-Za-z])${escaped(secret)}(?![0-9A-Za-z])`).test(text);

const strings = (value: unknown, path: string): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, jsonPath(path, i)));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => strings(item, jsonPath(path, key)));
  return [];
};

/**
 * Where a recording still holds a secret: a known one anywhere, a sandbox-shaped token, a cookie
 * header, or anything the redaction would still replace. Each finding is a JSON path and what is
 * there, never the secret itself (the message ends up in test logs). Empty when the recording is clean.
 */
export const secretsLeft = (recording: Recording, known: KnownSecret[]): string[] => {
  const findings: string[] = [];
  recording.interactions.forEach((interaction, i) => {
    for (const [path, text] of strings(interaction, `interactions[${i}]`)) {
      for (const secret of known)
        if (secret.value && holds(text, secret.value)) findings.push(`${path}: the ${secret.name}`);
      for (const match of text.matchAll(TOKEN_SHAPED)) findings.push(`${path}: a token (${match[1]}_…)`);
    }
    for (const name of Object.keys(interaction.request.headers))
      if (name === 'cookie' || name === 'set-cookie')
        findings.push(`interactions[${i}].request.headers.${name}: a cookie`);
  });
  for (const change of jsonChanges(recording.interactions, redactInteractions(recording.interactions), 'interactions'))
    findings.push(`${change.path}: a value the redaction replaces (by ${String(change.now)})`);
  return [...new Set(findings)];
};
