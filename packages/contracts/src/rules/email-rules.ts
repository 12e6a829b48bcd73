import { z } from 'zod';

/**
 * The e-mail a person registers with (spec 2 §7 GET /check-email/): one copy for the gateway, which
 * refuses a malformed address before asking the upstream, and the registration form, which says so
 * when the field is left. Spec 2 does not show the bound: ASSUMED, the length a mailbox can have.
 */
export const EMAIL_MAX_LENGTH = 254;

/** Not an address, or one another person registered with (the upstream's check-email refusal). */
export type EmailProblem = 'email_invalid' | 'email_taken';

const EMAIL = z.email().max(EMAIL_MAX_LENGTH);

/** The address as it is stored and compared: no surrounding spaces, lower case. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Whether `email` can be an address at all; whether it is free only the upstream knows. */
export const emailProblem = (email: string): 'email_invalid' | null =>
  EMAIL.safeParse(normaliseEmail(email)).success ? null : 'email_invalid';
