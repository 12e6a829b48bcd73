import { useState } from 'react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { Button, ButtonLink } from '../../../ui/button';
import { FormRefusal } from '../../../ui/form-refusal';
import { useCheckRecoveryCode, useConfirmRecovery, useSendRecoveryCode } from '../api/password-recovery';
import { RecoverySchema, type RecoveryStep } from '../form-schemas';
import { AuthField } from './auth-field';
import styles from './auth-forms.module.css';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeStep } from './sms-code-step';

const TOO_MANY = 429;
const NEXT: Record<RecoveryStep, RecoveryStep> = { login: 'code', code: 'password', password: 'password' };

/**
 * Spec 2 §4 "Password reset": send a code to the account of a login, check it, set the new
 * password. Shared by the PasswordRecovery page and the recovery-password modal; what was typed
 * stays when a step fails.
 */
export const PasswordRecoveryForm = () => {
  const { t } = useTranslation('registration');
  const send = useSendRecoveryCode();
  const check = useCheckRecoveryCode();
  const confirm = useConfirmRecovery();
  const [done, setDone] = useState(false);
  const form = useZodForm(RecoverySchema, { step: 'login', login: '', sms: '', password: '', password_repeat: '' });
  const step = form.watch('step');
  const { submit, refusal } = useFormSubmit(form, {
    // Recovery routes take no idempotency key: a code sent twice is the same code's account.
    send: async (values) => {
      if (values.step === 'login') return send.mutateAsync({ body: { login: values.login } });
      const code = { login: values.login, code: values.sms };
      if (values.step === 'code') return check.mutateAsync({ body: code });
      return confirm.mutateAsync({
        body: { ...code, password: values.password, password_repeat: values.password_repeat },
      });
    },
    onDone: (_, values) => {
      if (values.step === 'password') setDone(true);
      else form.setValue('step', NEXT[values.step]);
    },
    refusalText: ({ status }) => (status === TOO_MANY ? t('recovery.tooMany') : t('recovery.failed')),
  });

  if (done)
    return (
      <div className={styles.success} role="status">
        <p>{t('recovery.done')}</p>
        <ButtonLink to={paths.MyOfficeAuth.href()} data-autofocus="">
          {t('recovery.signIn')}
        </ButtonLink>
      </div>
    );

  const pending = form.formState.isSubmitting;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormRefusal message={refusal} />
      {step === 'login' && (
        <>
          <p className={styles.stepTitle}>{t('recovery.loginStep')}</p>
          <AuthField form={form} name="login" label={t('recovery.login')} autoComplete="username" data-autofocus="" />
        </>
      )}
      {step === 'code' && (
        <SmsCodeStep
          form={form}
          sent={t('recovery.codeSent', { login: form.getValues('login').trim() })}
          label={t('recovery.code')}
        />
      )}
      {step === 'password' && (
        <>
          <p className={styles.stepTitle}>{t('recovery.passwordStep')}</p>
          <NewPasswordFields form={form} autoFocus />
        </>
      )}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {step === 'login' ? t('recovery.send') : step === 'code' ? t('recovery.check') : t('recovery.save')}
      </Button>
      {step !== 'login' && (
        <button type="button" className={styles.linkButton} onClick={() => form.setValue('step', 'login')}>
          {t('recovery.another')}
        </button>
      )}
    </form>
  );
};
