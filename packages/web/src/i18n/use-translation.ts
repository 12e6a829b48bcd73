import type { i18n as I18n } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext, useTranslation as useI18nextTranslation } from 'react-i18next';

type Translation = ReturnType<typeof useI18nextTranslation>;
type Namespaces = Parameters<typeof useI18nextTranslation>[0];
type Options = { lng?: string; keyPrefix?: string };

/**
 * Results by instance, then language, key prefix and namespaces. A server render has an instance
 * of its own (ssr/server-i18n.ts `recordingI18n`, which notes the namespaces the page reads), so a
 * result lives as long as its render.
 */
const made = new WeakMap<I18n, Map<string, Translation>>();

/**
 * What react-i18next's hook gives on the server, made once for every component that asks the same.
 * The hook builds it for each component (its options spread, its namespaces serialised, a `t` fixed
 * and a copy of the instance made): a tenth of a page's render (issue 30, the render thread's V8
 * profile), for a server's instance that never changes language and holds every text before any
 * render (ssr/server-i18n.ts). The `t` is the hook's own: the instance's `getFixedT` with the same
 * arguments. A namespace not loaded is still read as the hook reads it, just not kept.
 */
export function useServerTranslation(ns?: Namespaces, options?: Options): Translation {
  const i18n = (useContext(I18nContext)?.i18n ?? getI18n()) as I18n;
  const asked = (ns ?? (i18n.options.defaultNS || 'translation')) as string | readonly string[];
  const language = options?.lng ?? i18n.language;
  const key = `${language}|${options?.keyPrefix ?? ''}|${typeof asked === 'string' ? asked : asked.join(',')}`;
  let byKey = made.get(i18n);
  const kept = byKey?.get(key);
  if (kept) return kept;
  const namespaces = typeof asked === 'string' ? [asked] : [...asked];
  const ready = i18n.isInitialized && namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace));
  const getFixedT = i18n.getFixedT as unknown as (...args: unknown[]) => Translation['t'];
  const t = getFixedT.call(i18n, language, namespaces[0] ?? null, options?.keyPrefix, { scopeNs: namespaces });
  const result = Object.assign([t, i18n, ready], { t, i18n, ready }) as unknown as Translation;
  if (ready) {
    if (!byKey) {
      byKey = new Map();
      made.set(i18n, byKey);
    }
    byKey.set(key, result);
  }
  return result;
}

/** react-i18next's `useTranslation` in the browser; on the server, its result made once (above). */
export const useTranslation: typeof useI18nextTranslation =
  typeof window === 'undefined' ? (useServerTranslation as typeof useI18nextTranslation) : useI18nextTranslation;
