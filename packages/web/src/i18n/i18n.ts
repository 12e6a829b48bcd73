import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '../config/constants';
import { bidiIsolation } from './bidi-isolation';
import { LANGUAGE_CODES } from './languages';
import { DEFAULT_NAMESPACE, type Namespace } from './namespaces';
import { pluralVariants } from './plural-rules';

type Resources = Record<string, unknown>;

// One lazy chunk per language and namespace: a visitor downloads only the text they read.
const locales = import.meta.glob<Resources>('./locales/*/*.json', { import: 'default' });

/** i18next asks for `(language, namespace)`; the glob above answers with the matching chunk. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const load = locales[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No ${namespace} text for ${language}`), false);
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

export const i18n: I18n = i18next.createInstance();

let started: Promise<unknown> | undefined;

/**
 * Spec 1 §9: the fallback is English. Every supported language is complete (`locales.test.ts`
 * proves it), so for those a fallback would only download an English twin of every text file.
 */
export const fallbackLanguagesOf = (code: string): string[] =>
  (LANGUAGE_CODES as readonly string[]).includes(code) ? [] : [FALLBACK_LANGUAGE];

/** The options the browser and the server both start i18next with. */
export const i18nOptions = (language: string) => ({
  lng: language,
  fallbackLng: fallbackLanguagesOf,
  supportedLngs: [...LANGUAGE_CODES],
  // `en-US` has its own file; loading `en` beside it is the fallback's job, not the loader's.
  load: 'currentOnly' as const,
  defaultNS: DEFAULT_NAMESPACE,
  // React escapes what it renders; escaping here too would show `&amp;` on screen. Every value
  // goes through the formatter, which isolates it in right-to-left text (bidi-isolation.ts).
  interpolation: { escapeValue: false, alwaysFormat: true },
  // The boot screen waits for the text before the first render, and a language switch
  // loads the new text before it applies, so nothing needs to suspend.
  react: { useSuspense: false },
  returnNull: false,
});

/**
 * Starts i18next in `language` with the shell's text. Called once at boot; safe to call again
 * (a retry after a failed boot), which then only switches the language.
 */
export const initI18n = async (language: string): Promise<void> => {
  if (!started) {
    started = i18n
      .use(lazyLocales)
      .use(pluralVariants)
      .use(bidiIsolation())
      .use(initReactI18next)
      .init({
        ...i18nOptions(language),
        ns: [DEFAULT_NAMESPACE],
      });
    // A failed start (no network) must not poison the retry.
    started.catch(() => {
      started = undefined;
    });
  }
  await started;
  if (i18n.language !== language) await i18n.changeLanguage(language);
};

/** Loads namespaces a page needs in the current language (and the fallback) before it renders. */
export const loadNamespaces = async (namespaces: readonly Namespace[]): Promise<void> => {
  if (namespaces.length > 0) await i18n.loadNamespaces([...namespaces]);
};
