import { z } from 'zod';
import { api } from '../../../api/client';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { useModals } from '../../../modals/modals-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { FormRefusal } from '../../../ui/form-refusal';
import styles from '../checkout-page.module.css';

/** The referral code of the partner who invited the visitor (POST /bff/v1/auth/referral): filled in. */
const ReferralForm = z.object({ ref: z.string().trim().min(1) });

/** A visitor without a referral code: sign in, or give the code of the partner who invited them. */
export const VisitorGate = ({ onReferral }: { onReferral: () => void }) => {
  const { t } = useTranslation('checkout');
  const { open } = useModals();
  const form = useZodForm(ReferralForm, { ref: '' });
  const { submit, refusal } = useFormSubmit(form, {
    // Setting the referral writes nothing twice: no idempotency key.
    send: async (body) => {
      const { error } = await api.POST('/bff/v1/auth/referral', { body });
      if (error) throw error;
    },
    onDone: onReferral,
  });
  const busy = form.formState.isSubmitting;
  return (
    <Card title={t('gate.title')}>
      <p>{t('gate.text')}</p>
      <div className={styles.actions}>
        <Button onClick={() => open('sign-in')}>{t('gate.signIn')}</Button>
        {/* Spec 2 §1, §6: an open-entry visitor orders without an account after a phone code. */}
        <Button variant="secondary" onClick={() => open('open-entry-access')}>
          {t('gate.phone')}
        </Button>
      </div>
      <form className={styles.gateForm} onSubmit={submit} noValidate>
        <FormRefusal message={refusal} />
        <FormField form={form} name="ref" label={t('gate.ref')} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('gate.useRef')}
        </Button>
      </form>
    </Card>
  );
};
