import { passwordProblem } from '@gf/contracts/rules/password-rules';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { useFieldMessage } from '../../../lib/field-message';
import { useEmailCheck } from '../../../lib/use-email-check';
import { useSmsLanguage } from '../../../lib/use-sms-language';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/select-field';
import { TextField } from '../../../ui/text-field';
import { getSmsRequestToken } from '../../../widgets/recaptcha';
import {
  type RegistrationBody,
  useCheckRegistrationCode,
  useCheckRegistrationEmail,
  useRegister,
  useSendRegistrationCode,
} from '../api/registration';
import { AgreementStep } from './agreement-step';
import styles from './auth-forms.module.css';
import { SmsCodeStep } from './sms-code-step';

type Step = 'phone' | 'code' | 'details' | 'agreement';
type Details = Pick<
  RegistrationBody,
  'first_name' | 'last_name' | 'birth_date' | 'city' | 'email' | 'password' | 'password_repeat'
>;
const DETAIL_FIELDS = [
  'first_name',
  'last_name',
  'birth_date',
  'city',
  'email',
  'password',
  'password_repeat',
] as const;
const EMPTY: Details = {
  first_name: '',
  last_name: '',
  birth_date: '',
  city: '',
  email: '',
  password: '',
  password_repeat: '',
};
const TOO_MANY = 429;
const IN_PROGRESS = 409;

interface RegistrationFormProps {
  userType: 'partner' | 'client';
  /**
   * The invite code the person came with: it names the sponsor. Without one, the referral code the
   * gateway keeps for this visitor names the sponsor (the referral registration page).
   */
  invite?: string;
  /** Signed in (after the agreement, when one was asked for). */
  onRegistered: () => void;
}

/**
 * Spec 2 §4 "Registration": the phone (spec 2 §5 rules for the site's country, the same rule the
 * gateway applies), the SMS code, then the person's data; the reply signs them in. Nothing typed is
 * lost when a step fails: every field keeps its value and shows its own error.
 */
export const RegistrationForm = ({ userType, invite, onRegistered }: RegistrationFormProps) => {
  const { t } = useTranslation('registration');
  const message = useFieldMessage();
  const site = useSite();
  const send = useSendRegistrationCode();
  const check = useCheckRegistrationCode();
  const register = useRegister();
  const sms = useSmsLanguage();
  const emailRequest = useCheckRegistrationEmail();
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [details, setDetails] = useState<Details>(EMPTY);
  const [agreement, setAgreement] = useState(false);
  const smsLanguage = sms.language;
  const emailCheck = useEmailCheck(phone, (query) => emailRequest.mutateAsync({ params: { query } }), message);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const agreementId = useId();
  const country = site.country;

  const fail = (error: unknown) => {
    const envelope = readEnvelope(error);
    if (envelope.serverProblems) return setErrors({});
    const fields = fieldErrorsOf(error);
    const next: Record<string, string | undefined> = {};
    for (const [name, text] of Object.entries(fields)) next[name === SMS_FIELD ? 'code' : name] = message(text);
    if (next.code && step === 'details') setStep('code');
    if (next.phone && step !== 'phone') setStep('phone');
    if (next.sms_language && step !== 'phone') setStep('phone');
    const known = ['phone', 'code', 'token', 'sms_language', ...DETAIL_FIELDS];
    const placed = Object.keys(next).some((name) => known.includes(name));
    next.form =
      envelope.status === TOO_MANY
        ? t('registration.tooMany')
        : envelope.status === IN_PROGRESS
          ? t('registration.inProgress')
          : next.token
            ? message('recaptcha')
            : placed
              ? undefined
              : (next.invite ?? t('registration.failed'));
    setErrors(next);
  };

  const sendCode = async () => {
    const problem = phoneProblem(phone, country);
    if (problem) return setErrors({ phone: message(problem) });
    // Only a site with a reCAPTCHA key gives a token; without one the gateway expects none.
    const token = (await getSmsRequestToken()) ?? '';
    await send.mutateAsync({
      body: { phone: phone.trim(), user_type: userType, token, ...(smsLanguage ? { sms_language: smsLanguage } : {}) },
    });
    setCode('');
    setStep('code');
  };

  const checkCode = async () => {
    if (!code.trim()) return setErrors({ code: t('registration.codeRequired') });
    await check.mutateAsync({ body: { phone: phone.trim(), code: code.trim() } });
    setStep('details');
  };

  const submitDetails = async () => {
    const missing: Record<string, string> = {};
    for (const name of DETAIL_FIELDS) if (!details[name].trim()) missing[name] = t('registration.required');
    const password = passwordProblem(details.password, details.password_repeat);
    if (password && !missing.password)
      missing[password === 'mismatch' ? 'password_repeat' : 'password'] = message(password)!;
    if (Object.keys(missing).length > 0) return setErrors(missing);
    await emailCheck.beforeSubmit(details.email);
    const state = await register.mutateAsync({
      body: {
        ...details,
        user_type: userType,
        phone: phone.trim(),
        code: code.trim(),
        ...(invite ? { invite } : {}),
        agreement,
        ...(smsLanguage ? { sms_language: smsLanguage } : {}),
      },
    });
    if (state.agreementRequired) setStep('agreement');
    else onRegistered();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      if (step === 'phone') await sendCode();
      else if (step === 'code') await checkCode();
      else await submitDetails();
    } catch (error) {
      fail(error);
    }
  };

  if (step === 'agreement') return <AgreementStep onAccepted={onRegistered} onCancelled={() => setStep('details')} />;

  const field = (name: keyof Details, type = 'text', autoComplete?: string) => (
    <TextField
      key={name}
      label={t(`fields.${name}`)}
      hint={name === 'password' ? t('fields.passwordHint') : undefined}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={details[name]}
      onChange={(event) => {
        setDetails({ ...details, [name]: event.target.value });
        if (name === 'email') emailCheck.changed(event.target.value);
      }}
      error={errors[name] ?? (name === 'email' ? emailCheck.error : undefined)}
      {...(name === 'email' ? { dir: 'ltr', onBlur: (event) => emailCheck.left(event.target.value) } : {})}
    />
  );
  const pending = send.isPending || check.isPending || register.isPending;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.form && <Alert>{errors.form}</Alert>}
      {step === 'phone' && (
        <TextField
          label={t('fields.phone')}
          hint={t('registration.phoneHint')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={errors.phone}
          data-autofocus=""
        />
      )}
      {step === 'phone' && sms.offered && (
        <SelectField
          label={t('fields.sms_language')}
          name="sms_language"
          value={smsLanguage}
          onChange={(event) => sms.choose(event.target.value)}
          options={sms.options}
          error={errors.sms_language}
        />
      )}
      {step === 'code' && (
        <SmsCodeStep
          sent={t('registration.codeSent', { phone: phone.trim() })}
          label={t('registration.code')}
          value={code}
          onChange={setCode}
          error={errors.code}
        />
      )}
      {step === 'details' && (
        <>
          <p className={styles.stepTitle}>{t('registration.detailsStep')}</p>
          {field('first_name', 'text', 'given-name')}
          {field('last_name', 'text', 'family-name')}
          {field('birth_date', 'date', 'bday')}
          {field('city', 'text', 'address-level2')}
          {field('email', 'email', 'email')}
          {field('password', 'password', 'new-password')}
          {field('password_repeat', 'password', 'new-password')}
          <div className={styles.check}>
            <input
              id={agreementId}
              type="checkbox"
              name="agreement"
              checked={agreement}
              onChange={(event) => setAgreement(event.target.checked)}
            />
            <label htmlFor={agreementId}>{t('registration.agreement')}</label>
          </div>
        </>
      )}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {step === 'phone'
          ? t('registration.sendCode')
          : step === 'code'
            ? t('registration.check')
            : t('registration.submit')}
      </Button>
      {step !== 'phone' && (
        <button type="button" className={styles.linkButton} onClick={() => setStep('phone')}>
          {t('registration.changePhone')}
        </button>
      )}
    </form>
  );
};
