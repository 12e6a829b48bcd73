/**
 * Rules of the agreement restore page (spec 1 §2 /office/agreement/restore; spec 2 §7
 * agreement/restore, agreement/restore/list {sponsor_number}, agreement/ {agree_type}), shared by the
 * gateway, the client and the tests. The spec shows neither the agreement types nor the format of a
 * sponsor number: both are assumptions (`x-assumed`), kept here once.
 */

/**
 * `x-assumed`: the agreements a partner accepts by type. `offer` is the partner agreement (the
 * sign-in gate accepts it for need_agreements); `privacy` is consent to the processing of
 * personal data, which a restored agreement asks for again.
 */
export const AGREEMENT_TYPES = ['offer', 'privacy'] as const;
export type AgreementType = (typeof AGREEMENT_TYPES)[number];

/**
 * `x-assumed`: a sponsor is looked up by the start of their partner number (digits only). Fewer
 * than this many digits would list nearly every partner, so the search waits for them.
 */
export const SPONSOR_NUMBER_MIN_DIGITS = 3;
export const SPONSOR_NUMBER_MAX_DIGITS = 12;
export const SPONSOR_NUMBER_PATTERN = new RegExp(`^\\d{${SPONSOR_NUMBER_MIN_DIGITS},${SPONSOR_NUMBER_MAX_DIGITS}}$`);
