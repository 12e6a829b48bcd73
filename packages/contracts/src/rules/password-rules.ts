/**
 * The password a person chooses (registration, recovery, profile): one copy for the gateway, which
 * refuses a weak or mismatched one before the upstream, and the forms, which say so as the user types.
 * Spec 2 §5 does not show the bounds ("exact bounds ... not shown"): ASSUMED here, the one place:
 * at least PASSWORD_MIN_LENGTH characters (the upstream contract's own minimum), with a letter and
 * a digit, at most PASSWORD_MAX_LENGTH.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Too short, too long, no letter or no digit, or the repeat differs. */
export type PasswordProblem = 'short' | 'long' | 'weak' | 'mismatch';

/** What is wrong with a new password, or null; a repeat, when given, must equal it. */
export const passwordProblem = (password: string, repeat?: string): PasswordProblem | null => {
  if (password.length < PASSWORD_MIN_LENGTH) return 'short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'long';
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'weak';
  if (repeat !== undefined && repeat !== password) return 'mismatch';
  return null;
};
