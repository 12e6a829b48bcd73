/**
 * The query parameters a page reads, declared once with their types (issue 30): the page reads its
 * address through the declaration, and the gateway keys the page it stores by the same declaration,
 * so a parameter the page does not read, or a value outside its type, never makes another page.
 */
export interface ParamType<T> {
  /** The value of the raw text, or undefined when the text is not one (then the page reads "absent"). */
  parse(raw: string): T | undefined;
  /** The value as the address writes it; `parse(write(v))` gives `v` back. */
  write(value: T): string;
  /** The value the page reads when the parameter is absent; never written. */
  fallback?: T;
}

export type QueryDeclaration = Readonly<Record<string, ParamType<unknown>>>;

/** What a page reads from its address: each declared parameter, its fallback when it has one. */
export type QueryOf<D> = {
  [K in keyof D]: D[K] extends { fallback: infer F } ? F : D[K] extends ParamType<infer T> ? T | undefined : never;
};

const integer = /^\d{1,9}$/;

/** A whole number from `min` to `max`; `fallback` is what an absent or invalid value reads as. */
export function wholeNumber(options: { min: number; max: number; fallback: number }): ParamType<number> & {
  fallback: number;
};
export function wholeNumber(options: { min: number; max: number }): ParamType<number>;
export function wholeNumber(options: { min: number; max: number; fallback?: number }): ParamType<number> {
  return {
    parse: (raw) => {
      if (!integer.test(raw)) return undefined;
      const value = Number(raw);
      return value >= options.min && value <= options.max ? value : undefined;
    },
    write: String,
    ...(options.fallback === undefined ? {} : { fallback: options.fallback }),
  };
}

/** One of a fixed list of words. */
export const oneOf = <const V extends string>(values: readonly V[]): ParamType<V> => ({
  parse: (raw) => values.find((value) => value === raw),
  write: (value) => value,
});

/** Text matching `pattern` (tested on the whole text), written as `normalise` makes it. */
export const matching = (pattern: RegExp, normalise: (text: string) => string = (text) => text): ParamType<string> => ({
  parse: (raw) => (pattern.test(raw) ? normalise(raw) : undefined),
  write: (value) => value,
});

/** Free text, trimmed, with inner runs of white space made one space; empty reads as absent. */
export const freeText = (maxLength: number): ParamType<string> => ({
  parse: (raw) => {
    const text = raw.trim().replace(/\s+/g, ' ');
    return text && text.length <= maxLength ? text : undefined;
  },
  write: (value) => value,
});

/** A set of whole numbers written `1,3,7` (sorted, each once); an empty set reads as absent. */
export const numberSet = (maxItems: number): ParamType<readonly number[]> => ({
  parse: (raw) => {
    const items = raw.split(',').filter((item) => integer.test(item));
    const set = [...new Set(items.map(Number))].sort((a, b) => a - b);
    return set.length > 0 && set.length <= maxItems ? set : undefined;
  },
  write: (value) => value.join(','),
});

/** Reads the declared parameters of an address; the rest of its query is not looked at. */
export const readQuery = <D extends QueryDeclaration>(declaration: D, search: URLSearchParams): QueryOf<D> => {
  const query: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(declaration)) {
    const raw = search.get(name);
    query[name] = (raw === null ? undefined : type.parse(raw)) ?? type.fallback;
  }
  return query as QueryOf<D>;
};

/**
 * The canonical query of what the page reads: declared parameters only, in the declaration's
 * order, without absent values and fallbacks. `''` when the page reads nothing from its query.
 */
export const writeQuery = <D extends QueryDeclaration>(declaration: D, query: Partial<QueryOf<D>>): string => {
  const search = new URLSearchParams();
  for (const [name, type] of Object.entries(declaration)) {
    const value = (query as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const written = type.write(value);
    if (type.fallback !== undefined && written === type.write(type.fallback)) continue;
    search.set(name, written);
  }
  return search.toString();
};
