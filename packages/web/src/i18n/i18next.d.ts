import 'i18next';
import type common from './locales/en/common.json';
import type home from './locales/en/home.json';

// Keys are typed from the fallback locale (Excalidraw's way): a typo in a key fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; home: typeof home };
  }
}
