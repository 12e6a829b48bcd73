import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bidiIsolation } from '../i18n/bidi-isolation';
import { i18nOptions } from '../i18n/i18n';
import { NAMESPACES } from '../i18n/namespaces';
import { pluralVariants } from '../i18n/plural-rules';

// On the server every text is in memory: a render never waits for a file.
const files = import.meta.glob<Record<string, unknown>>('../i18n/locales/*/*.json', { eager: true, import: 'default' });

const FILE = /\/locales\/([^/]+)\/([^/]+)\.json$/;
const byLanguage = new Map<string, Record<string, Record<string, unknown>>>();
for (const [path, resources] of Object.entries(files)) {
  const [, language, namespace] = path.match(FILE) ?? [];
  if (!language || !namespace) continue;
  byLanguage.set(language, { ...byLanguage.get(language), [namespace]: resources });
}

const instances = new Map<string, I18n>();

/**
 * One i18next instance per language, started once and shared by every render in that language
 * (a render only reads it: nobody switches its language).
 */
export const serverI18n = (language: string): I18n => {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    void instance
      .use(pluralVariants)
      .use(bidiIsolation())
      .use(initReactI18next)
      .init({
        ...i18nOptions(language),
        ns: [...NAMESPACES],
        resources: { [language]: byLanguage.get(language) ?? {} },
        initAsync: false,
      });
    instances.set(language, instance);
  }
  return instance;
};

/**
 * The language's instance for one render, noting which namespaces its components read (each
 * `useTranslation` asks for a fixed `t` of its namespaces): those travel with the page, so the
 * browser's first render has the same text without fetching a file.
 */
export const recordingI18n = (language: string): { i18n: I18n; used: Set<string> } => {
  const used = new Set<string>();
  const i18n = serverI18n(language).cloneInstance({ initAsync: false });
  const getFixedT = i18n.getFixedT.bind(i18n) as (...args: unknown[]) => unknown;
  i18n.getFixedT = ((...args: unknown[]) => {
    const ns = args[1] as string | readonly string[] | null | undefined;
    for (const name of typeof ns === 'string' ? [ns] : (ns ?? [])) used.add(name);
    return getFixedT(...args);
  }) as I18n['getFixedT'];
  return { i18n, used };
};
