/**
 * Spec 2 §3 order payload `registration`: a referral buyer is registered by their order, so the
 * order carries what a registration needs. The spec names the fields, not their values; these
 * values are assumed (x-assumed in the contract).
 */
export const PASSPORT_TYPES = ['national', 'foreign'] as const;
export type PassportType = (typeof PASSPORT_TYPES)[number];

/** Spec 2 §3 `jur_type`: a private person registers with their personal data (`individual`), a sole trader with VAT data. */
export const JUR_TYPES = ['individual', 'entrepreneur'] as const;
export type JurType = (typeof JUR_TYPES)[number];

export interface RegistrationInput {
  passport_type?: string | undefined;
  jur_type?: string | undefined;
  individual?:
    | {
        first_name?: string | undefined;
        last_name?: string | undefined;
        birth_date?: string | undefined;
        passport_number?: string | undefined;
      }
    | undefined;
}

/**
 * What a registering buyer's order lacks, by payload field; the values are rule names the page
 * translates. The client checks before sending, the gateway again before the upstream.
 */
export const registrationProblems = (
  registration: RegistrationInput | undefined,
  vat: { number?: string | undefined; company?: string | undefined } | undefined,
): Record<string, string> => {
  const problems: Record<string, string> = {};
  const given = registration ?? {};
  if (!PASSPORT_TYPES.includes(given.passport_type as PassportType))
    problems['registration.passport_type'] = 'required';
  if (!JUR_TYPES.includes(given.jur_type as JurType)) problems['registration.jur_type'] = 'required';
  if (given.jur_type === 'individual') {
    const person = given.individual ?? {};
    for (const field of ['first_name', 'last_name', 'birth_date', 'passport_number'] as const) {
      if (!person[field]?.trim()) problems[`registration.individual.${field}`] = 'required';
    }
  }
  if (given.jur_type === 'entrepreneur') {
    if (!vat?.number?.trim()) problems['vat.number'] = 'required';
    if (!vat?.company?.trim()) problems['vat.company'] = 'required';
  }
  return problems;
};
