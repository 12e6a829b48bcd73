/**
 * Spec 2 §5 "Phone": valid for the country, mobile (or fixed-or-mobile), the country must match;
 * MY numbers have 11 to 13 digits; a +79 number under UA and a +794 number under AB count as RU.
 * The numbering plans below are simplified to the calling code, the length and the mobile prefixes.
 */
interface PhoneRule {
  code: string;
  lengths: readonly number[];
  mobile: RegExp;
}

const RULES: Record<string, PhoneRule> = {
  RU: { code: '7', lengths: [11], mobile: /^79/ },
  KZ: { code: '7', lengths: [11], mobile: /^77/ },
  US: { code: '1', lengths: [11], mobile: /^1[2-9]/ },
  IT: { code: '39', lengths: [11, 12, 13], mobile: /^393/ },
  IL: { code: '972', lengths: [12], mobile: /^9725/ },
  AZ: { code: '994', lengths: [12], mobile: /^994(10|50|51|55|60|70|77|99)/ },
  MY: { code: '60', lengths: [11, 12, 13], mobile: /^601/ },
  BY: { code: '375', lengths: [12], mobile: /^375(25|29|33|44)/ },
  UA: { code: '380', lengths: [12], mobile: /^380(39|50|6[3678]|9[1-9])/ },
  UZ: { code: '998', lengths: [12], mobile: /^998(33|88|9\d)/ },
  KG: { code: '996', lengths: [12], mobile: /^996[2579]/ },
  AM: { code: '374', lengths: [11], mobile: /^374[4-9]/ },
  GE: { code: '995', lengths: [12], mobile: /^9955/ },
  TR: { code: '90', lengths: [12], mobile: /^905/ },
  DE: { code: '49', lengths: [12, 13], mobile: /^491[5-7]/ },
  AB: { code: '7', lengths: [11], mobile: /^7940/ },
};

/** Only the digits, as the number is dialled internationally. */
export const phoneDigits = (phone: string): string => phone.replace(/[\s\-()+.]/g, '');

const fits = (digits: string, rule: PhoneRule): boolean =>
  digits.startsWith(rule.code) && rule.lengths.includes(digits.length) && rule.mobile.test(digits);

/** What is wrong with a phone for a country, or null when it is fine. */
export const phoneProblem = (phone: string, country: string): string | null => {
  const digits = phoneDigits(phone);
  if (!/^\d+$/.test(digits)) return 'The number may only hold digits';
  const rule = RULES[country.toUpperCase()];
  if (!rule) return null;
  const ru = RULES.RU as PhoneRule;
  if (country === 'UA' && digits.startsWith('79') && fits(digits, ru)) return null;
  if (country === 'AB' && digits.startsWith('794') && fits(digits, ru)) return null;
  if (!digits.startsWith(rule.code)) return 'The number belongs to another country';
  if (!rule.lengths.includes(digits.length)) return `The number must have ${rule.lengths.join(', ')} digits`;
  if (!rule.mobile.test(digits)) return 'Only mobile numbers are accepted';
  return null;
};
