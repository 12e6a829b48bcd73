import { passwordProblem } from '@gf/contracts/rules/password-rules';
import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import { paths } from '../../../config/paths';
import { useFieldMessage } from '../../../lib/field-message';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useCheckRecoveryCode, useConfirmRecovery, useSendRecoveryCode } from '../api/password-recovery';
import styles from './auth-forms.module.css';
import { SmsCodeStep } from './sms-code-step';

type Step = 'login' | 'code' | 'password' | 'done';
type Errors = Partial<Record<'login' | 'code' | 'password' | 'password_repeat' | 'form', string>>;
const TOO_MANY = 429;

/**
 * Spec 2 §4 "Password reset": send a code to the account of a login, check it, set the new
 * password. Shared by the PasswordRecovery page and the recovery-password modal; what was typed
 * stays when a step fails.
 */
export const PasswordRecoveryForm = () => {
  const { t } = useTranslation('registration');
  const message = useFieldMessage();
  const send = useSendRecoveryCode();
  const check = useCheckRecoveryCode();
  const confirm = useConfirmRecovery();
  const [step, setStep] = useState<Step>('login');
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  /** The server's field errors (sms: the code) under their fields, anything else above the form. */
  const fail = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    const envelope = readEnvelope(error);
    if (envelope.serverProblems) return setErrors({});
    const placed: Errors = {
      login: message(fields.login),
      code: message(fields[SMS_FIELD] ?? fields.code),
      password: message(fields.password),
      password_repeat: message(fields.password_repeat),
    };
    const anyPlaced = Object.values(placed).some(Boolean);
    setErrors({
      ...placed,
      form: envelope.status === TOO_MANY ? t('recovery.tooMany') : anyPlaced ? undefined : t('recovery.failed'),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      if (step === 'login') {
        if (!login.trim()) return setErrors({ login: t('recovery.loginRequired') });
        await send.mutateAsync({ body: { login: login.trim() } });
        setStep('code');
      } else if (step === 'code') {
        if (!code.trim()) return setErrors({ code: t('recovery.codeRequired') });
        await check.mutateAsync({ body: { login: login.trim(), code: code.trim() } });
        setStep('password');
      } else if (step === 'password') {
        const problem = passwordProblem(password, repeat);
        if (problem) return setErrors({ [problem === 'mismatch' ? 'password_repeat' : 'password']: message(problem) });
        await confirm.mutateAsync({
          body: { login: login.trim(), code: code.trim(), password, password_repeat: repeat },
        });
        setStep('done');
      }
    } catch (error) {
      fail(error);
    }
  };

  if (step === 'done')
    return (
      <div className={styles.success} role="status">
        <p>{t('recovery.done')}</p>
        <ButtonLink to={paths.MyOfficeAuth.href()} data-autofocus="">
          {t('recovery.signIn')}
        </ButtonLink>
      </div>
    );

  const pending = send.isPending || check.isPending || confirm.isPending;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.form && <Alert>{errors.form}</Alert>}
      {step === 'login' && (
        <>
          <p className={styles.stepTitle}>{t('recovery.loginStep')}</p>
          <TextField
            label={t('recovery.login')}
            name="login"
            autoComplete="username"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            error={errors.login}
            data-autofocus=""
          />
        </>
      )}
      {step === 'code' && (
        <SmsCodeStep
          sent={t('recovery.codeSent', { login: login.trim() })}
          label={t('recovery.code')}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
      )}
      {step === 'password' && (
        <>
          <p className={styles.stepTitle}>{t('recovery.passwordStep')}</p>
          <TextField
            label={t('fields.password')}
            hint={t('fields.passwordHint')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            data-autofocus=""
          />
          <TextField
            label={t('fields.password_repeat')}
            name="password_repeat"
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => setRepeat(event.target.value)}
            error={errors.password_repeat}
          />
        </>
      )}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {step === 'login' ? t('recovery.send') : step === 'code' ? t('recovery.check') : t('recovery.save')}
      </Button>
      {step !== 'login' && (
        <button type="button" className={styles.linkButton} onClick={() => setStep('login')}>
          {t('recovery.another')}
        </button>
      )}
    </form>
  );
};
