/**
 * Spec 1 §3 / spec 2 §3: a registration's `sms_language` is one of the site's `sms_languages` (site
 * main data), which need not hold the page language (the US site shows en-US, texts in en). The
 * choice offered first: the page language when the site sends SMS in it, else the site's first.
 */
export const preferredSmsLanguage = (offered: readonly string[], pageLanguage: string): string | null =>
  offered.includes(pageLanguage) ? pageLanguage : (offered[0] ?? null);
