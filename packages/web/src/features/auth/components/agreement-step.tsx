import { useId } from 'react';
import { isWordedRefusal } from '../../../api/refusal-text';
import { useTranslation } from '../../../i18n/use-translation';
import type { AuthState } from '../../../lib/auth';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { Button } from '../../../ui/button';
import { FormRefusal } from '../../../ui/form-refusal';
import { SIGN_IN_AGREEMENT, useAcceptAgreements } from '../api/sign-in';
import { useSignOut } from '../api/sign-out';
import { AgreementSchema } from '../form-schemas';
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
  const form = useZodForm(AgreementSchema, { agreed: false });
  const { submit, refusal } = useFormSubmit(form, {
    send: () => accept.mutateAsync({ body: { agree_type: SIGN_IN_AGREEMENT } }),
    onDone: onAccepted,
    refusalText: ({ code }) => (isWordedRefusal(code) ? undefined : t('agreement.failed')),
  });
  const unchecked = Boolean(form.formState.errors.agreed);
  const pending = form.formState.isSubmitting;
  const headingId = useId();
  const checkId = useId();

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h3 id={headingId} className={styles.stepTitle}>
        {t('agreement.title')}
      </h3>
      <FormRefusal message={refusal} />
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
          {...form.register('agreed')}
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
      <div className={styles.row}>
        <Button
          variant="secondary"
          disabled={signOut.isPending}
          onClick={() => signOut.mutate({}, { onSettled: onCancelled })}
        >
          {t('agreement.decline')}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {t('agreement.continue')}
        </Button>
      </div>
    </form>
  );
};
