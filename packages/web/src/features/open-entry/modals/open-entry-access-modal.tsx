import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import type { ModalComponentProps } from '../../../modals/modal-definition';
import { Button, ButtonLink } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormRefusal } from '../../../ui/form-refusal';
import { TextField } from '../../../ui/text-field';
import { getSmsRequestToken } from '../../../widgets/recaptcha';
import { accessErrorKey } from '../access-error';
import { OpenEntryCodeSchema, OpenEntryPhoneSchema } from '../access-schemas';
import { useCheckOpenEntryCode } from '../api/check-code';
import { useSendOpenEntryCode } from '../api/send-code';
import styles from './open-entry-modals.module.css';

type Step = 'phone' | 'code' | 'done';

/**
 * open-entry-access (spec 2 §4 "Open entry sign-in"): a code is sent to the phone, the visitor
 * types it, and the session may order without an account once a sponsor is chosen. Both steps'
 * forms live as long as the dialog: going back to the phone keeps what was typed.
 */
export const OpenEntryAccessModal = ({ close }: ModalComponentProps) => {
  const { t } = useTranslation('open-entry');
  const send = useSendOpenEntryCode();
  const check = useCheckOpenEntryCode();
  const [step, setStep] = useState<Step>('phone');
  const phoneForm = useZodForm(OpenEntryPhoneSchema, { phone: '' });
  const codeForm = useZodForm(OpenEntryCodeSchema, { sms: '' });
  const refusalText = (failure: Parameters<typeof accessErrorKey>[0]) => t(accessErrorKey(failure));

  // The open-entry routes take no idempotency key: a second code replaces the first.
  const sending = useFormSubmit(phoneForm, {
    send: async ({ phone }) => {
      // Sites without recaptcha give no token; the gateway passes an empty one, as the upstream allows.
      const token = (await getSmsRequestToken()) ?? '';
      return send.mutateAsync({ body: { phone, token } });
    },
    onDone: () => {
      codeForm.reset({ sms: '' });
      setStep('code');
    },
    refusalText,
  });
  const checking = useFormSubmit(codeForm, {
    send: ({ sms }) => check.mutateAsync({ phone: phoneForm.getValues('phone').trim(), code: sms }),
    onDone: () => setStep('done'),
    refusalText,
  });
  const phoneError = phoneForm.formState.errors.phone?.message;
  const codeError = codeForm.formState.errors.sms;

  return (
    <Dialog open onClose={close} title={t('access.title')} closeLabel={t('close')}>
      {step === 'phone' && (
        <form className={styles.form} onSubmit={sending.submit} noValidate>
          <FormRefusal message={sending.refusal} />
          <p className={styles.text}>{t('access.text')}</p>
          <TextField
            data-autofocus=""
            label={t('access.phone')}
            hint={t('access.phoneHint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            {...phoneForm.register('phone')}
            error={phoneError}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={phoneForm.formState.isSubmitting}>
              {phoneForm.formState.isSubmitting ? t('access.busy') : t('access.send')}
            </Button>
          </div>
        </form>
      )}
      {step === 'code' && (
        <form className={styles.form} onSubmit={checking.submit} noValidate>
          <FormRefusal message={checking.refusal} />
          <p className={styles.text} role="status">
            {t('access.codeSent', { phone: phoneForm.getValues('phone').trim() })}
          </p>
          <TextField
            data-autofocus=""
            label={t('access.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            {...codeForm.register('sms')}
            // A refused code is said in the reader's language, whatever words the upstream chose.
            error={codeError?.type === 'server' ? t('access.wrongCode') : codeError?.message}
          />
          <div className={styles.actions}>
            <Button type="submit" disabled={codeForm.formState.isSubmitting}>
              {codeForm.formState.isSubmitting ? t('access.busy') : t('access.check')}
            </Button>
            <Button variant="quiet" onClick={() => setStep('phone')}>
              {t('access.changePhone')}
            </Button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <div className={styles.form}>
          <p className={styles.text} role="status">
            {t('access.done')}
          </p>
          <div className={styles.actions}>
            <ButtonLink data-autofocus="" to={paths.OfficeSponsorAdd.href()}>
              {t('access.chooseSponsor')}
            </ButtonLink>
          </div>
        </div>
      )}
    </Dialog>
  );
};
