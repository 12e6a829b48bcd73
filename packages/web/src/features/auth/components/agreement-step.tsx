import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../api/envelope';
import type { AuthState } from '../../../lib/auth';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SIGN_IN_AGREEMENT, useAcceptAgreements } from '../api/sign-in';
import { useSignOut } from '../api/sign-out';
import styles from './auth-forms.module.css';

interface AgreementStepProps {
  onAccepted: (state: AuthState) => void;
  onCancelled: () => void;
}

/**
 * Spec 1 §4: a user who must accept an agreement is not signed in until they do. Declining
 * signs out, which drops the waiting sign-in on the gateway.
 */
export const AgreementStep = ({ onAccepted, onCancelled }: AgreementStepProps) => {
  const { t } = useTranslation('auth');
  const accept = useAcceptAgreements();
  const signOut = useSignOut();
  const [agreed, setAgreed] = useState(false);
  const [unchecked, setUnchecked] = useState(false);
  const headingId = useId();
  const checkId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setUnchecked(!agreed);
    if (agreed) accept.mutate({ body: { agree_type: SIGN_IN_AGREEMENT } }, { onSuccess: onAccepted });
  };

  const failure = accept.error ? readEnvelope(accept.error) : null;

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className={styles.stepTitle}>
        {t('agreement.title')}
      </h3>
      <div className={styles.agreementText}>
        <p>{t('agreement.intro')}</p>
        <ul>
          <li>{t('agreement.point1')}</li>
          <li>{t('agreement.point2')}</li>
          <li>{t('agreement.point3')}</li>
        </ul>
      </div>
      <div className={styles.check}>
        <input
          id={checkId}
          type="checkbox"
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-invalid={unchecked || undefined}
          aria-describedby={unchecked ? `${checkId}-error` : undefined}
          data-autofocus=""
        />
        <label htmlFor={checkId}>{t('agreement.accept')}</label>
      </div>
      {unchecked && (
        <p id={`${checkId}-error`} className={styles.fieldError}>
          {t('agreement.required')}
        </p>
      )}
      {failure && !failure.serverProblems && <Alert>{t('agreement.failed')}</Alert>}
      <div className={styles.row}>
        <Button
          variant="secondary"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate({}, { onSettled: onCancelled })}
        >
          {t('agreement.decline')}
        </Button>
        <Button type="submit" disabled={accept.isPending} aria-busy={accept.isPending}>
          {t('agreement.continue')}
        </Button>
      </div>
    </form>
  );
};
