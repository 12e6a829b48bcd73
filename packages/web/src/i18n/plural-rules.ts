import type { i18n as I18n, ThirdPartyModule } from 'i18next';

/**
 * The CLDR locale whose plural rules a language's texts are written for, where it is not the
 * language code itself. Our Portuguese is European (only the European site offers it), and CLDR's
 * `pt` is Brazilian: it files 0 and 1.5 under "one" ("0 produto"), where Portugal says "0 produtos".
 */
const PLURAL_LOCALE: Readonly<Record<string, string>> = { pt: 'pt-PT' };

export const pluralLocale = (language: string): string => PLURAL_LOCALE[language] ?? language;

/** The plural categories a language's texts must fill, in CLDR's order (zero … other). */
export const pluralCategories = (language: string): Intl.LDMLPluralRule[] => {
  const order: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = new Intl.PluralRules(pluralLocale(language)).resolvedOptions().pluralCategories;
  return order.filter((category) => categories.includes(category));
};

/**
 * Makes i18next pick plural forms by `pluralLocale`: its resolver asks `Intl.PluralRules` for the
 * bare language code and offers no option to name another locale.
 */
export const pluralVariants: ThirdPartyModule = {
  type: '3rdParty',
  init: (i18n: I18n) => {
    const resolver = i18n.services.pluralResolver as {
      getRule: (code: string, options?: { ordinal?: boolean }) => Intl.PluralRules | undefined;
    };
    const getRule = resolver.getRule.bind(resolver);
    resolver.getRule = (code, options) => getRule(pluralLocale(code), options);
  },
};
