import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import type { AuthState } from '../api/get-auth';
import { useSignIn } from '../api/sign-in';
import { AgreementStep } from './agreement-step';
import styles from './auth-forms.module.css';

interface SignInFormProps {
  /** Signed in, agreement accepted if one was asked for. */
  onSignedIn: (state: AuthState) => void;
}

/**
 * Spec 1 §4 sign-in, shared by the sign-in modal and the MyOfficeAuth page. Spec 1 §5: both
 * fields must be filled before the call. A user with need_agreements gets the agreement step.
 */
export const SignInForm = ({ onSignedIn }: SignInFormProps) => {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ login?: string; password?: string }>({});
  const [agreement, setAgreement] = useState(false);

  if (agreement) return <AgreementStep onAccepted={onSignedIn} onCancelled={() => setAgreement(false)} />;

  const server = fieldErrorsOf(signIn.error);
  const failure = signIn.error ? readEnvelope(signIn.error) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(login.trim() ? {} : { login: t('signIn.loginRequired') }),
      ...(password ? {} : { password: t('signIn.passwordRequired') }),
    };
    setMissing(next);
    if (next.login || next.password) return;
    signIn.mutate(
      { body: { login: login.trim(), password } },
      { onSuccess: (state) => (state.agreementRequired ? setAgreement(true) : onSignedIn(state)) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {failure && !failure.serverProblems && (
        <Alert>{failure.status === 429 ? t('signIn.tooMany') : t('signIn.failed')}</Alert>
      )}
      <TextField
        label={t('signIn.login')}
        name="login"
        autoComplete="username"
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        error={missing.login ?? server.login}
        data-autofocus=""
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
      <Button type="submit" disabled={signIn.isPending} aria-busy={signIn.isPending}>
        {signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </form>
  );
};
