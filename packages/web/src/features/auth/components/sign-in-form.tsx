import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { AuthState } from '../../../lib/auth';
import { useSignIn } from '../api/sign-in';
import { AgreementStep } from './agreement-step';
import { CredentialsForm, useCredentials } from './credentials-form';

interface SignInFormProps {
  /** Signed in, agreement accepted if one was asked for. */
  onSignedIn: (state: AuthState) => void;
  /** "Forgot password" opens this instead of the PasswordRecovery page (the sign-in modal). */
  onForgot?: () => void;
}

/**
 * Spec 1 §4 sign-in, shared by the sign-in modal and the MyOfficeAuth page. A user with
 * need_agreements gets the agreement step.
 */
export const SignInForm = ({ onSignedIn, onForgot }: SignInFormProps) => {
  const { t } = useTranslation('auth');
  const signIn = useSignIn();
  const credentials = useCredentials();
  const [agreement, setAgreement] = useState(false);

  if (agreement) return <AgreementStep onAccepted={onSignedIn} onCancelled={() => setAgreement(false)} />;

  return (
    <CredentialsForm
      credentials={credentials}
      send={(body) => signIn.mutateAsync({ body })}
      onDone={(state) => (state.agreementRequired ? setAgreement(true) : onSignedIn(state))}
      submitLabel={signIn.isPending ? t('signIn.submitting') : t('signIn.submit')}
      failedText={(failure) => (failure.status === 429 ? t('signIn.tooMany') : t('signIn.failed'))}
      autoFocus
      {...(onForgot ? { onForgot } : {})}
    />
  );
};
