import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { useId } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { FormRefusal } from '../../../../ui/form-refusal';
import styles from '../../../../ui/money.module.css';
import { TextField } from '../../../../ui/text-field';
import { useSignPayout } from '../api/sign-payout';

/** The gateway's field error of a code that is not one (spec 2 §8), also given to an empty one here. */
const SMS_CODE_FORMAT = 'sms_code_format';

/** The code as the form holds it, under the one field the gateway reports SMS errors on (spec 2 §8). */
const SignForm = z.object({ [SMS_FIELD]: z.string().trim().min(1, SMS_CODE_FORMAT) });

/** Spec 2 §2 "Payouts: sign": the SMS code sent for the payout; its errors shown at the code (spec 2 §5 "as sms"). */
export const SignPayout = ({ payoutId, onClose }: { payoutId: number; onClose: () => void }) => {
  const { t } = useTranslation('payouts');
  const form = useZodForm(SignForm, { [SMS_FIELD]: '' });
  const sign = useSignPayout();
  const formId = useId();
  // The sign route takes the code alone (PayoutSignBody): the attempt's key is not sent.
  const { submit, refusal } = useFormSubmit(form, {
    send: (values) => sign.mutateAsync({ params: { path: { id: payoutId } }, body: { code: values[SMS_FIELD] } }),
    onDone: onClose,
    refusalText: (envelope) => (envelope.code === 'too_many_attempts' ? t('sign.tooMany') : undefined),
  });
  const error = form.formState.errors[SMS_FIELD]?.message;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('sign.title')}
      closeLabel={t('close')}
      footer={
        <Button type="submit" form={formId} disabled={sign.isPending}>
          {t('sign.submit')}
        </Button>
      }
    >
      <form id={formId} className={styles.form} noValidate onSubmit={submit}>
        <FormRefusal message={refusal} />
        <p className={styles.muted}>{t('sign.sent')}</p>
        <TextField
          label={t('sign.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register(SMS_FIELD)}
          error={error === SMS_CODE_FORMAT ? t('sign.format') : error}
          data-autofocus
        />
      </form>
    </Dialog>
  );
};
