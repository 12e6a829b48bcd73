/** EU VAT prefixes (Greece writes EL). */
const EU_PREFIXES = new Set(
  'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
);

/**
 * Spec 1 §5: the server validates the VAT number. The sandbox's rule: an EU prefix and 8 to 12
 * digits whose last digit is the Luhn check digit of the others (the Italian partita IVA rule,
 * applied to every country). E.g. IT12345678903 is valid, IT12345678901 is not.
 */
export const isValidVat = (raw: string): boolean => {
  const vat = raw.replace(/[\s.-]/g, '').toUpperCase();
  const match = /^([A-Z]{2})(\d{8,12})$/.exec(vat);
  if (!match || !EU_PREFIXES.has(match[1] as string)) return false;
  const digits = [...(match[2] as string)].map(Number);
  const check = digits.pop() as number;
  const sum = digits.reduce((s, d, i) => {
    const weighted = i % 2 === 1 ? d * 2 : d;
    return s + (weighted > 9 ? weighted - 9 : weighted);
  }, 0);
  return (10 - (sum % 10)) % 10 === check;
};
