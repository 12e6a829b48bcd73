import { differences, requestSummary } from './matching.js';
import type { Interaction, RecordedResponse } from './recording.js';

/**
 * The shape of a JSON value: field names and value types, not the values. Values differ
 * legitimately between a recording and a live upstream (another clock, staging data); a shape
 * that differs is a contract change the recordings no longer show. An empty array fits any array.
 */
export const shapeOf = (value: unknown): unknown => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : [];
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]),
    );
  return typeof value;
};

const sameShape = (a: unknown, b: unknown): boolean => {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === 0 || b.length === 0 || sameShape(a[0], b[0]);
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    return (
      keysA.length === keysB.length &&
      keysA.every(
        (key) => key in b && sameShape((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return a === b;
};

const outcome = (interaction: Interaction): string =>
  interaction.error && !interaction.response
    ? `no answer (${interaction.error})`
    : `${interaction.response?.status}${interaction.error ? ` then ${interaction.error}` : ''}`;

const bodyShape = (response: RecordedResponse | undefined): unknown =>
  response?.body !== undefined ? shapeOf(response.body) : response?.bodyText !== undefined ? 'text' : 'none';

/**
 * How a live run differs from its recording: a call made or not made, asked differently, answered
 * with another status, or with a body of another shape. Empty when the recording still holds.
 */
export const driftBetween = (recorded: Interaction[], live: Interaction[]): string[] => {
  const problems: string[] = [];
  const count = Math.max(recorded.length, live.length);
  for (let i = 0; i < count; i += 1) {
    const was = recorded[i];
    const now = live[i];
    const where = `call #${i + 1}`;
    if (!was && now) {
      problems.push(`${where} is new: ${requestSummary(now.request)}`);
      continue;
    }
    if (was && !now) {
      problems.push(`${where} is no longer made: ${requestSummary(was.request)}`);
      continue;
    }
    if (!was || !now) continue;
    const differing = differences(now.request, was.request);
    if (differing.length > 0) {
      problems.push(
        `${where} is asked differently (${differing.join(', ')}):\n  recorded ${requestSummary(was.request)}\n  live     ${requestSummary(now.request)}`,
      );
      continue;
    }
    if (outcome(was) !== outcome(now)) {
      problems.push(`${where} ${requestSummary(now.request)}\n  was answered ${outcome(was)}, now ${outcome(now)}`);
      continue;
    }
    const shapeWas = bodyShape(was.response);
    const shapeNow = bodyShape(now.response);
    if (!sameShape(shapeWas, shapeNow)) {
      problems.push(
        `${where} ${requestSummary(now.request)}\n  reply shape changed:\n  recorded ${JSON.stringify(shapeWas)}\n  live     ${JSON.stringify(shapeNow)}`,
      );
    }
  }
  return problems;
};
