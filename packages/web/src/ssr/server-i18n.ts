import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bidiIsolation, isolate } from '../i18n/bidi-isolation';
import { i18nOptions } from '../i18n/i18n';
import { NAMESPACES } from '../i18n/namespaces';
import { pluralVariants } from '../i18n/plural-rules';

/**
 * Every text file, loaded when its language is first rendered: a render worker holds the languages
 * it renders, not all thirty-two (the server bundle stays small and a worker starts fast).
 */
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { import: 'default' });

const FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;
const filesByLanguage = new Map<string, [string, () => Promise<Record<string, unknown>>][]>();
for (const [path, load] of Object.entries(files)) {
  const [, language, namespace] = path.match(FILE) ?? [];
  if (!language || !namespace) continue;
  filesByLanguage.set(language, [...(filesByLanguage.get(language) ?? []), [namespace, load]]);
}

const instances = new Map<string, Promise<I18n>>();

const start = async (language: string): Promise<I18n> => {
  const loaded = await Promise.all(
    (filesByLanguage.get(language) ?? []).map(async ([namespace, load]) => [namespace, await load()] as const),
  );
  const instance = i18next.createInstance();
  await instance
    .use(pluralVariants)
    .use(bidiIsolation())
    .use(initReactI18next)
    .init({
      ...i18nOptions(language),
      ns: [...NAMESPACES],
      resources: { [language]: Object.fromEntries(loaded) },
      initAsync: false,
    });
  return instance;
};

/**
 * One i18next instance per language, started once and shared by every render in that language
 * (a render only reads it: nobody switches its language).
 */
export const serverI18n = (language: string): Promise<I18n> => {
  let instance = instances.get(language);
  if (!instance) {
    instance = start(language);
    // A language that failed to load is tried again by the next render.
    instance.catch(() => instances.delete(language));
    instances.set(language, instance);
  }
  return instance;
};

/** Options i18next reads itself (plurals, context, defaults, nesting...): a call with any of them takes its own path. */
const OWN_OPTIONS = new Set([
  'count',
  'context',
  'ordinal',
  'defaultValue',
  'lng',
  'lngs',
  'ns',
  'keyPrefix',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'replace',
  'fallbackLng',
]);
/** A text i18next would do more with than put plain values in: nesting, formats, unescaped values. */
const RICH_TEXT = /\$t\(|\{\{-|\{\{[^}]*,/;
const PLACEHOLDER = /\{\{\s*([^{}\s]+)\s*\}\}/g;

const plainValues = (options: object): options is Record<string, string | number> =>
  Object.entries(options).every(
    ([name, value]) => !OWN_OPTIONS.has(name) && (typeof value === 'string' || typeof value === 'number'),
  );

/**
 * The text of `key` with its `{{values}}` put in, exactly as i18next gives it (`escapeValue` is off:
 * React escapes; values isolated in right-to-left text, as `bidiIsolation` does), looked up directly; undefined when the call needs i18next's own path (plurals,
 * context, nesting, formats, a missing text or value). A page prints hundreds of texts, and
 * i18next's own path copies its options twice per text.
 */
export const plainText = (shared: I18n, language: string, namespace: string, key: unknown, options: unknown) => {
  if (typeof key !== 'string' || key.includes(':')) return undefined;
  if (options !== undefined && (typeof options !== 'object' || options === null || !plainValues(options)))
    return undefined;
  const text = shared.getResource(language, namespace, key) as unknown;
  if (typeof text !== 'string' || RICH_TEXT.test(text)) return undefined;
  if (!text.includes('{{')) return text;
  const values = (options ?? {}) as Record<string, string | number>;
  let complete = true;
  const filled = text.replace(PLACEHOLDER, (_placeholder, name: string) => {
    if (!(name in values)) complete = false;
    return String(isolate(values[name], language));
  });
  return complete ? filled : undefined;
};

/**
 * The language's instance for one render, noting which namespaces its components read (each
 * `useTranslation` asks for a fixed `t` of its namespaces): those travel with the page, so the
 * browser's first render has the same text without fetching a file.
 */
export const recordingI18n = async (language: string): Promise<{ i18n: I18n; used: Set<string> }> => {
  const used = new Set<string>();
  const shared = await serverI18n(language);
  // A thin object over the shared instance, not a clone: react-i18next copies the instance's own
  // properties for every component that asks for `t`, and a page has hundreds of them.
  const i18n = Object.create(shared) as I18n;
  const getFixedT = shared.getFixedT as unknown as (...args: unknown[]) => (...call: unknown[]) => string;
  i18n.getFixedT = ((...args: unknown[]) => {
    const [lng, ns, keyPrefix] = args as [unknown, string | readonly string[] | null | undefined, unknown];
    for (const name of typeof ns === 'string' ? [ns] : (ns ?? [])) used.add(name);
    const fixedT = getFixedT.apply(i18n, args);
    if (typeof lng !== 'string' || typeof ns !== 'string' || keyPrefix !== undefined) return fixedT;
    const fast = (key: unknown, options?: unknown, ...rest: unknown[]) =>
      (rest.length === 0 ? plainText(shared, lng, ns, key, options) : undefined) ?? fixedT(key, options, ...rest);
    return Object.assign(fast, { lng: lng, ns, keyPrefix });
  }) as unknown as I18n['getFixedT'];
  return { i18n, used };
};
