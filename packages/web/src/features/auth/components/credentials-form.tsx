import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { type ErrorEnvelope, fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import { isWordedRefusal, useRefusalText } from '../../../api/refusal-text';
import { paths } from '../../../config/paths';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import styles from './auth-forms.module.css';

export interface Credentials {
  login: string;
  password: string;
}

/**
 * What is typed into a CredentialsForm. The form's owner holds it rather than the form, so that it
 * outlives the form: the sign-in agreement step replaces the form, and declining comes back to it.
 */
export const useCredentials = () => {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<Partial<Credentials>>({});
  return { login, setLogin, password, setPassword, missing, setMissing };
};

interface CredentialsFormProps {
  credentials: ReturnType<typeof useCredentials>;
  /** The call's error: field errors go under their fields, any other one but server problems above them. */
  error: unknown;
  pending: boolean;
  submitLabel: string;
  /** Called with the login trimmed, and only once both fields are filled. */
  onSubmit: (credentials: Credentials) => void;
  /** What a failed call says; "sign-in failed" unless the owner tells the failures apart. */
  failedText?: (failure: ErrorEnvelope) => string;
  /** Focus starts on the login field when the form sits in a dialog. */
  autoFocus?: boolean;
  /** Shown first, above the failure and the fields. */
  children?: ReactNode;
  /**
   * Where "forgot password" leads: the PasswordRecovery page unless the owner opens the
   * recovery-password modal instead (a dialog keeps the visitor on their page).
   */
  onForgot?: () => void;
}

/** A login and password form. Spec 1 §5: both fields must be filled before the call. */
export const CredentialsForm = ({
  credentials: { login, setLogin, password, setPassword, missing, setMissing },
  error,
  pending,
  submitLabel,
  onSubmit,
  failedText,
  autoFocus,
  children,
  onForgot,
}: CredentialsFormProps) => {
  const { t } = useTranslation('auth');
  // A viewing manager is refused every sign-in form (issue 29): that, not "wrong password", is said.
  const refusalText = useRefusalText();
  const server = fieldErrorsOf(error);
  const failure = error ? readEnvelope(error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(login.trim() ? {} : { login: t('signIn.loginRequired') }),
      ...(password ? {} : { password: t('signIn.passwordRequired') }),
    };
    setMissing(next);
    if (next.login || next.password) return;
    onSubmit({ login: login.trim(), password });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
      {failure && !failure.serverProblems && (
        <Alert>
          {isWordedRefusal(failure.code) ? refusalText(failure) : failedText ? failedText(failure) : t('signIn.failed')}
        </Alert>
      )}
      <TextField
        label={t('signIn.login')}
        name="login"
        autoComplete="username"
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={missing.login ?? server.login}
        data-autofocus={autoFocus ? '' : undefined}
      />
      <TextField
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password ?? server.password}
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
