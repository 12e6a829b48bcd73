import type { RecordedRequest } from './recording.js';

/** Request headers a recorded reply depends on: who asks (the bearer) and the spec's two headers. */
export const MATCHED_HEADERS = ['authorization', 'content-language', 'content-location'] as const;

type Part = 'method' | 'path' | 'query' | 'body' | 'headers';

/** How much a differing part counts when looking for the closest recorded request. */
const WEIGHTS: Record<Part, number> = { method: 4, path: 4, query: 1, body: 2, headers: 1 };

const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
};

/** JSON with sorted keys: field order does not make two bodies differ. */
export const canonical = (value: unknown): string => JSON.stringify(sortKeys(value)) ?? 'undefined';

const matchedHeaders = (request: RecordedRequest): Record<string, string> => {
  const headers: Record<string, string> = {};
  for (const name of MATCHED_HEADERS) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = value;
  }
  return headers;
};

const queryText = (query: RecordedRequest['query']): string => {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, item);
  return `?${search.toString()}`;
};

const parts = (request: RecordedRequest): Record<Part, string> => ({
  method: request.method,
  path: request.path,
  query: canonical(request.query ?? {}),
  body: request.bodyText ?? canonical(request.body ?? null),
  headers: canonical(matchedHeaders(request)),
});

/**
 * Which parts of two (redacted) requests differ: method, path, query, body (JSON compared
 * whatever the field order) and the matched headers. None: the recorded reply answers it.
 */
export const differences = (a: RecordedRequest, b: RecordedRequest): Part[] => {
  const left = parts(a);
  const right = parts(b);
  return (Object.keys(WEIGHTS) as Part[]).filter((part) => left[part] !== right[part]);
};

export const distance = (a: RecordedRequest, b: RecordedRequest): number =>
  differences(a, b).reduce((sum, part) => sum + WEIGHTS[part], 0);

/** A request on two lines, as failure messages show it. */
export const requestSummary = (request: RecordedRequest): string => {
  const query = queryText(request.query);
  const body =
    request.bodyText !== undefined
      ? ` body ${request.bodyText}`
      : request.body !== undefined
        ? ` body ${JSON.stringify(request.body)}`
        : ' (no body)';
  const headers = MATCHED_HEADERS.map((name) => `${name}: ${request.headers[name] ?? '(none)'}`).join(', ');
  return `${request.method} ${request.path}${query}${body}\n    ${headers}`;
};
