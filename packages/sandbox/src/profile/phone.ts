/**
 * Spec 2 §5 Phone, for the countries of the sandbox's accounts: the number must be valid for the
 * user's country (calling code and digit count), and mobile or fixed-or-mobile. MY takes 11, 12 or
 * 13 digits. A +79 number under UA counts as RU (and so does not match a UA account).
 */
interface PhonePlan {
  code: string;
  /** National digits after the calling code. */
  digits: readonly number[];
  /** First national digit of mobile and fixed-or-mobile numbers. */
  mobile: RegExp;
}

const PLANS: Record<string, PhonePlan> = {
  RU: { code: '7', digits: [10], mobile: /^9/ },
  KZ: { code: '7', digits: [10], mobile: /^7/ },
  BY: { code: '375', digits: [9], mobile: /^(25|29|33|44)/ },
  UA: { code: '380', digits: [9], mobile: /^(39|50|6[3678]|9[1-9])/ },
  UZ: { code: '998', digits: [9], mobile: /^(33|5[05]|77|88|9\d)/ },
  KG: { code: '996', digits: [9], mobile: /^[2579]/ },
  AZ: { code: '994', digits: [9], mobile: /^(10|5[015]|60|7[07]|99)/ },
  IT: { code: '39', digits: [9, 10], mobile: /^3/ },
  TR: { code: '90', digits: [10], mobile: /^5/ },
  US: { code: '1', digits: [10], mobile: /^[2-9]/ },
  // Spec 2 §9: for MY the whole number has 11, 12 or 13 digits, the calling code 60 included.
  MY: { code: '60', digits: [9, 10, 11], mobile: /^1/ },
};

/** The reason a phone is refused for the country, or null when it is fine. */
export const phoneProblem = (phone: string, country: string): string | null => {
  const digits = phone.replace(/[\s()-]/g, '');
  if (!/^\+\d+$/.test(digits)) return 'Enter the number in international format, starting with +';
  const plan = PLANS[country];
  if (!plan) return /^\+\d{8,15}$/.test(digits) ? null : 'The number is not valid';
  if (!digits.startsWith(`+${plan.code}`)) return `The number does not belong to ${country}`;
  const national = digits.slice(plan.code.length + 1);
  if (!plan.digits.includes(national.length)) return 'The number has a wrong number of digits';
  if (!plan.mobile.test(national)) return 'Enter a mobile number';
  return null;
};
