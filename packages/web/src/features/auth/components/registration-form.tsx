import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useSite } from '../../../api/get-site';
import { useTranslation } from '../../../i18n/use-translation';
import { useFieldMessage } from '../../../lib/field-message';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { useEmailCheck } from '../../../lib/use-email-check';
import { useSmsLanguage } from '../../../lib/use-sms-language';
import { Button } from '../../../ui/button';
import { FormRefusal } from '../../../ui/form-refusal';
import { SelectField } from '../../../ui/select-field';
import { getSmsRequestToken } from '../../../widgets/recaptcha';
import {
  useCheckRegistrationCode,
  useCheckRegistrationEmail,
  useRegister,
  useSendRegistrationCode,
} from '../api/registration';
import { registrationSchema } from '../form-schemas';
import { AgreementStep } from './agreement-step';
import { AuthField } from './auth-field';
import styles from './auth-forms.module.css';
import { NewPasswordFields } from './new-password-fields';
import { SmsCodeStep } from './sms-code-step';

const TOO_MANY = 429;
const IN_PROGRESS = 409;
const BLANK = {
  step: 'phone',
  phone: '',
  sms_language: '',
  token: '',
  [SMS_FIELD]: '',
  first_name: '',
  last_name: '',
  birth_date: '',
  city: '',
  email: '',
  password: '',
  password_repeat: '',
  agreement: false,
} as const;

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
 * lost when a step fails: every field keeps its value and shows its own error, and an error of an
 * earlier step's field (the code, the phone) goes back to that step.
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
  const [agreementStep, setAgreementStep] = useState(false);
  const agreementId = useId();
  const schema = useMemo(() => registrationSchema(site.country), [site.country]);
  const form = useZodForm(schema, BLANK);
  const step = form.watch('step');
  const phone = form.watch('phone');
  const smsLanguage = sms.language;
  const emailCheck = useEmailCheck(phone, (query) => emailRequest.mutateAsync({ params: { query } }), message);
  const language = smsLanguage ? { sms_language: smsLanguage } : {};

  const { submit, refusal } = useFormSubmit(form, {
    // The registration routes take no idempotency key: the upstream refuses a second person per phone.
    send: async (values) => {
      if (values.step === 'phone') {
        // Only a site with a reCAPTCHA key gives a token; without one the gateway expects none.
        const token = (await getSmsRequestToken()) ?? '';
        await send.mutateAsync({ body: { phone: values.phone, user_type: userType, token, ...language } });
        return false;
      }
      if (values.step === 'code') {
        await check.mutateAsync({ body: { phone: values.phone, code: values.sms } });
        return false;
      }
      const { phone, sms: code, first_name, last_name, birth_date, city, email, password, password_repeat } = values;
      await emailCheck.beforeSubmit(email);
      const details = { first_name, last_name, birth_date, city, email, password, password_repeat };
      const state = await register.mutateAsync({
        body: {
          ...details,
          user_type: userType,
          phone,
          code,
          ...(invite ? { invite } : {}),
          agreement: values.agreement,
          ...language,
        },
      });
      return state.agreementRequired;
    },
    onDone: (agreementRequired, values) => {
      if (values.step === 'phone') {
        form.setValue(SMS_FIELD, '');
        form.setValue('step', 'code');
      } else if (values.step === 'code') form.setValue('step', 'details');
      else if (agreementRequired) setAgreementStep(true);
      else onRegistered();
    },
    refusalText: ({ status }) =>
      status === TOO_MANY
        ? t('registration.tooMany')
        : status === IN_PROGRESS
          ? t('registration.inProgress')
          : t('registration.failed'),
  });

  /** The gateway named a field of an earlier step: that step comes back, with the error under its field. */
  const submitAndReturn = async (event: FormEvent) => {
    await submit(event);
    const invalid = (name: 'phone' | 'sms_language' | typeof SMS_FIELD) => form.getFieldState(name).invalid;
    if (step !== 'phone' && (invalid('phone') || invalid('sms_language'))) form.setValue('step', 'phone');
    else if (step === 'details' && invalid(SMS_FIELD)) form.setValue('step', 'code');
  };

  if (agreementStep) return <AgreementStep onAccepted={onRegistered} onCancelled={() => setAgreementStep(false)} />;

  const pending = form.formState.isSubmitting;
  const { errors } = form.formState;
  // A refused captcha token is no field of the person's: it is said at the top of the form.
  const tokenRefused = errors.token ? message('recaptcha') : undefined;

  return (
    <form className={styles.form} onSubmit={(event) => void submitAndReturn(event)} noValidate>
      <FormRefusal message={refusal ?? tokenRefused} />
      {step === 'phone' && (
        <AuthField
          form={form}
          name="phone"
          label={t('fields.phone')}
          hint={t('registration.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
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
          error={message(errors.sms_language?.message)}
        />
      )}
      {step === 'code' && (
        <SmsCodeStep
          form={form}
          sent={t('registration.codeSent', { phone: phone.trim() })}
          label={t('registration.code')}
        />
      )}
      {step === 'details' && (
        <>
          <p className={styles.stepTitle}>{t('registration.detailsStep')}</p>
          <AuthField form={form} name="first_name" label={t('fields.first_name')} autoComplete="given-name" />
          <AuthField form={form} name="last_name" label={t('fields.last_name')} autoComplete="family-name" />
          <AuthField form={form} name="birth_date" label={t('fields.birth_date')} type="date" autoComplete="bday" />
          <AuthField form={form} name="city" label={t('fields.city')} autoComplete="address-level2" />
          <AuthField
            form={form}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            dir="ltr"
            error={emailCheck.error}
            onChange={(event) => emailCheck.changed(event.target.value)}
            onBlur={(event) => emailCheck.left(event.target.value)}
          />
          <NewPasswordFields form={form} />
          <div className={styles.check}>
            <input id={agreementId} type="checkbox" {...form.register('agreement')} />
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
        <button type="button" className={styles.linkButton} onClick={() => form.setValue('step', 'phone')}>
          {t('registration.changePhone')}
        </button>
      )}
    </form>
  );
};
