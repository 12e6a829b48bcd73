import { isRtl } from './languages';

/**
 * Keeps `<html lang dir>` in step with the text on screen: screen readers pick their voice from
 * `lang`, and `dir` mirrors the whole layout (the CSS uses logical properties only).
 */
export const applyDocumentLanguage = (language: string): void => {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
};
