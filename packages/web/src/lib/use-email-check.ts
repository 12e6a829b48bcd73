import { emailProblem } from '@gf/contracts/rules/email-rules';
import { useEffect, useRef, useState } from 'react';
import { fieldErrorsOf } from '../api/field-error-text';

/** The gateway's check of an address for the person of a phone: resolves when free, throws the envelope. */
export type AskEmail = (query: { email: string; phone: string }) => Promise<unknown>;

/** How long typing must pause before the address is checked (the gateway limits checks per address). */
export const EMAIL_CHECK_DELAY_MS = 700;

/**
 * Spec 2 §7 check-email while registering: the address is checked when typing pauses and when the
 * field is left, and its refusal (not an address, or registered by someone else) shows at the field.
 * Only the answer for the address still in the field counts. `ask` is the form's own gateway route
 * (the public registration's, or the office's for a person a partner registers).
 */
export const useEmailCheck = (
  phone: string,
  ask: AskEmail,
  /** The text of a refusal's rule (field-message.ts), as the form words it. */
  message: (rule: string | null | undefined) => string | undefined,
) => {
  const [error, setError] = useState<string | undefined>();
  const latest = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Throws what the gateway answered; the field error is set for the address still typed. */
  const check = async (email: string): Promise<void> => {
    clearTimeout(timer.current);
    latest.current = email;
    const invalid = emailProblem(email);
    if (invalid) {
      setError(message(invalid));
      throw { error: { status: 400, code: 'registration_rules', message: invalid, fields: { email: [invalid] } } };
    }
    try {
      await ask({ email: email.trim(), phone: phone.trim() });
      if (latest.current === email) setError(undefined);
    } catch (failure) {
      if (latest.current === email) setError(message(fieldErrorsOf(failure).email));
      throw failure;
    }
  };

  /**
   * A check nobody waits for (typing, leaving the field): a refusal shows at the field, any other
   * failure (too many checks, the service away) reaches the shell's banner through the mutation
   * cache, and the check before the submit asks again.
   */
  const checkQuietly = (email: string) => {
    if (email.trim()) check(email).catch(() => undefined);
  };

  return {
    error,
    changed: (email: string) => {
      setError(undefined);
      clearTimeout(timer.current);
      latest.current = email;
      if (email.trim()) timer.current = setTimeout(() => checkQuietly(email), EMAIL_CHECK_DELAY_MS);
    },
    left: checkQuietly,
    /** Before the registration is sent: throws the refusal, so the form shows it as any other. */
    beforeSubmit: check,
  };
};
