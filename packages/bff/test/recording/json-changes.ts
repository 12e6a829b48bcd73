/** One value that differs between two JSON documents; `undefined` is a field or item that is absent. */
export interface JsonChange {
  /** A readable path from the root: `interactions[2].response.body.conversations[0].id`. */
  path: string;
  was: unknown;
  now: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The path of a field or item under `path`. */
export const jsonPath = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : IDENTIFIER.test(key)
      ? path
        ? `${path}.${key}`
        : key
      : `${path}[${JSON.stringify(key)}]`;

/** Every leaf that differs, in document order: objects field by field, arrays item by item. */
export const jsonChanges = (was: unknown, now: unknown, path = ''): JsonChange[] => {
  if (Array.isArray(was) && Array.isArray(now)) {
    const length = Math.max(was.length, now.length);
    return Array.from({ length }, (_, i) => jsonChanges(was[i], now[i], jsonPath(path, i))).flat();
  }
  if (isObject(was) && isObject(now)) {
    const keys = [...Object.keys(was), ...Object.keys(now).filter((key) => !(key in was))];
    return keys.flatMap((key) => jsonChanges(was[key], now[key], jsonPath(path, key)));
  }
  return Object.is(was, now) ? [] : [{ path, was, now }];
};

const SHOWN_LENGTH = 100;

/** A value as a change line shows it: JSON, cut short; an absent one says so. */
export const shownValue = (value: unknown): string => {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
};
