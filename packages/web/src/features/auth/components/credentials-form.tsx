import type { ReactNode } from 'react';
import type { ErrorEnvelope } from '../../../api/envelope';
import { isWordedRefusal } from '../../../api/refusal-text';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { Link } from '../../../lib/link';
import { Button } from '../../../ui/button';
import { FormRefusal } from '../../../ui/form-refusal';
import { type Credentials, CredentialsSchema } from '../form-schemas';
import { AuthField } from './auth-field';
import styles from './auth-forms.module.css';

/**
 * What is typed into a CredentialsForm. The form's owner holds it rather than the form, so that it
 * outlives the form: the sign-in agreement step replaces the form, and declining comes back to it.
 */
export const useCredentials = () => useZodForm(CredentialsSchema, { login: '', password: '' });

interface CredentialsFormProps<R> {
  credentials: ReturnType<typeof useCredentials>;
  /** The call, with the login trimmed, made only once both fields are filled. */
  send: (credentials: Credentials) => Promise<R>;
  onDone?: (reply: R) => void;
  submitLabel: string;
  /** What a refusal says; "sign-in failed" unless the owner tells the refusals apart. */
  failedText?: (failure: ErrorEnvelope) => string;
  /** Focus starts on the login field when the form sits in a dialog. */
  autoFocus?: boolean;
  /** Shown first, above the refusal and the fields. */
  children?: ReactNode;
  /**
   * Where "forgot password" leads: the PasswordRecovery page unless the owner opens the
   * recovery-password modal instead (a dialog keeps the visitor on their page).
   */
  onForgot?: () => void;
}

/** The gateway's code for a login and password refused (sign-in-failure.ts). */
const SIGN_IN_FAILED = 'sign_in_failed';

/** A login and password form. Spec 1 §5: both fields must be filled before the call. */
export const CredentialsForm = <R,>({
  credentials: form,
  send,
  onDone,
  submitLabel,
  failedText,
  autoFocus,
  children,
  onForgot,
}: CredentialsFormProps<R>) => {
  const { t } = useTranslation('auth');
  // A viewing manager is refused every sign-in form (issue 29): that, not "wrong password", is said.
  const refusalText = (failure: ErrorEnvelope) =>
    isWordedRefusal(failure.code) ? undefined : (failedText?.(failure) ?? t('signIn.failed'));
  const { submit, refusal } = useFormSubmit(form, {
    // Sign-in routes write nothing twice: no idempotency key.
    send,
    ...(onDone ? { onDone } : {}),
    refusalText,
    // A refused sign-in keeps the upstream's field errors (spec 1 §8, sign-in-failure.ts), which go
    // under their fields; the refusal is still said at the top. The gateway's own field errors
    // (invalid_input) are said under their fields only, as in every form.
    refusalWithFieldErrors: ({ code }) => code === SIGN_IN_FAILED,
  });
  const pending = form.formState.isSubmitting;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      <FormRefusal message={refusal} />
      <AuthField
        form={form}
        name="login"
        label={t('signIn.login')}
        autoComplete="username"
        data-autofocus={autoFocus ? '' : undefined}
      />
      <AuthField
        form={form}
        name="password"
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
      />
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {submitLabel}
      </Button>
      {/* Issue 19: every sign-in form leads to password recovery. */}
      {onForgot ? (
        <button type="button" className={`${styles.linkButton} ${styles.forgot}`} onClick={onForgot}>
          {t('signIn.forgot')}
        </button>
      ) : (
        <Link className={styles.forgot} to={paths.PasswordRecovery.href()}>
          {t('signIn.forgot')}
        </Link>
      )}
    </form>
  );
};
