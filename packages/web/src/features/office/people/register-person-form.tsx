import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { UserType } from '@gf/contracts/upstream/entities/registration';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorsOf } from '../../../api/field-error-text';
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
import { TextField } from '../../../ui/text-field';
import {
  useCheckOfficeCode,
  useCheckOfficeEmail,
  useCreateClient,
  useCreatePartner,
  useSendOfficeCode,
} from './api/register-person';
import styles from './people.module.css';

type Kind = z.infer<typeof UserType>;
type Step = 'phone' | 'code' | 'details' | 'done';
const DETAILS = ['first_name', 'last_name', 'city', 'email'] as const;
const PHONE_RULES = ['invalid', 'type', 'country', 'length'] as const;
const TOO_MANY = 429;
/** The empty detail's rule, worded by the form (`register.required`). */
const REQUIRED = 'required';

/**
 * What the form holds through its steps, each step checking its own fields: the phone by spec 2 §5
 * for the site's country (as the gateway does), then the code, then the person's data. The code is
 * held under SMS_FIELD, where the gateway reports every SMS-code error (spec 2 §8). The SMS language
 * is held to take the gateway's refusal of it (useSmsLanguage keeps the choice).
 */
const personForm = (step: Step, country: string) =>
  z
    .object({
      kind: UserType,
      phone: z.string(),
      sms_language: z.string(),
      [SMS_FIELD]: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      city: z.string(),
      email: z.string(),
    })
    .superRefine((values, ctx) => {
      if (step === 'phone') {
        const problem = phoneProblem(values.phone, country);
        if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem });
      }
      if (step === 'details')
        for (const name of DETAILS)
          if (!values[name].trim()) ctx.addIssue({ code: 'custom', path: [name], message: REQUIRED });
    });

/**
 * Spec 2 §2 "create partner or client", §7 office sms/registration, check-code, partner/create and
 * client/create: the partner types the person's phone (spec 2 §5, the gateway's own rule), the code
 * the person received, then their data. Only the kinds the user's can_invite_* flags allow are offered.
 * The SMS goes in one of the site's sms_languages (spec 1 §3, spec 2 §3), and the e-mail is checked
 * while typed (spec 2 §7 check-email), as in the public registration. None of these calls takes an
 * idempotency key: a second press while one is on its way is dropped by useFormSubmit.
 */
export const RegisterPersonForm = ({ kinds }: { kinds: readonly Kind[] }) => {
  const { t } = useTranslation('people');
  const registration = useTranslation('registration').t;
  const fieldMessage = useFieldMessage();
  /** The public form's "sign in with it" is the person's own advice; here someone else registers them. */
  const message = (rule: string | null | undefined) =>
    rule === 'email_taken' ? t('register.emailTaken') : fieldMessage(rule);
  const site = useSite();
  const send = useSendOfficeCode();
  const check = useCheckOfficeCode();
  const createPartner = useCreatePartner();
  const createClient = useCreateClient();
  const sms = useSmsLanguage();
  const emailRequest = useCheckOfficeEmail();
  const [step, setStep] = useState<Step>('phone');
  const empty = {
    kind: kinds[0] ?? 'client',
    phone: '',
    sms_language: '',
    [SMS_FIELD]: '',
    first_name: '',
    last_name: '',
    city: '',
    email: '',
  };
  const form = useZodForm(personForm(step, site.country), empty);
  const phone = form.watch('phone');
  const emailCheck = useEmailCheck(phone, (query) => emailRequest.mutateAsync({ params: { query } }), message);
  const [created, setCreated] = useState<string | null>(null);
  const language = () => (sms.language ? { sms_language: sms.language } : {});

  const { submit, refusal, clearRefusal } = useFormSubmit(form, {
    send: async (values): Promise<{ next: Step; number?: string }> => {
      try {
        if (step === 'phone') {
          await send.mutateAsync({ body: { phone: values.phone.trim(), user_type: values.kind, ...language() } });
          return { next: 'code' };
        }
        const code = values[SMS_FIELD].trim();
        if (step === 'code') {
          await check.mutateAsync({ body: { phone: values.phone.trim(), code } });
          return { next: 'details' };
        }
        await emailCheck.beforeSubmit(values.email);
        const { first_name, last_name, city, email } = values;
        const body = { first_name, last_name, city, email, phone: values.phone.trim(), code, ...language() };
        const person = await (values.kind === 'partner' ? createPartner : createClient).mutateAsync({ body });
        return { next: 'done', number: person.number };
      } catch (error) {
        // A language the site no longer offers is chosen again at the first step, its refusal beside it.
        if (fieldErrorsOf(error).sms_language) setStep('phone');
        throw error;
      }
    },
    onDone: ({ next, number }) => {
      if (number) setCreated(number);
      setStep(next);
    },
    refusalText: ({ status }) => (status === TOO_MANY ? t('register.tooMany') : undefined),
  });

  const errors = form.formState.errors;
  const phoneText = (error: FieldError | undefined) =>
    error?.message && (PHONE_RULES as readonly string[]).includes(error.message)
      ? t(`phoneRules.${error.message as (typeof PHONE_RULES)[number]}`)
      : error?.message;
  const fieldText = (error: FieldError | undefined) =>
    error?.message === REQUIRED && error.type !== 'server'
      ? t('register.required')
      : (message(error?.message) ?? error?.message);

  const restart = () => {
    form.reset(empty);
    clearRefusal();
    setStep('phone');
  };

  if (step === 'done')
    return (
      <div className={styles.form} role="status">
        <p>{t('register.done', { number: created ?? '' })}</p>
        <Button variant="secondary" onClick={restart}>
          {t('register.another')}
        </Button>
      </div>
    );

  const pending = send.isPending || check.isPending || createPartner.isPending || createClient.isPending;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormRefusal message={refusal} />
      {step === 'phone' && (
        <>
          <fieldset className={styles.kinds}>
            <legend>{t('register.kind')}</legend>
            {kinds.map((option) => (
              <label key={option}>
                <input type="radio" value={option} {...form.register('kind')} />
                {option === 'partner' ? t('register.partner') : t('register.client')}
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('register.phone')}
            type="tel"
            inputMode="tel"
            dir="ltr"
            {...form.register('phone')}
            error={phoneText(errors.phone)}
          />
          {sms.offered && (
            <SelectField
              label={registration('fields.sms_language')}
              name="sms_language"
              value={sms.language}
              onChange={(event) => {
                sms.choose(event.target.value);
                form.clearErrors('sms_language');
              }}
              options={sms.options}
              error={fieldText(errors.sms_language)}
            />
          )}
        </>
      )}
      {step === 'code' && (
        <TextField
          label={t('register.code')}
          hint={t('register.codeHint', { phone: phone.trim() })}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register(SMS_FIELD)}
          error={fieldText(errors[SMS_FIELD])}
        />
      )}
      {step === 'details' &&
        DETAILS.map((name) => (
          <TextField
            key={name}
            label={t(`register.${name}`)}
            type={name === 'email' ? 'email' : 'text'}
            {...form.register(
              name,
              name === 'email'
                ? {
                    onChange: (event) => emailCheck.changed(event.target.value),
                    onBlur: (event) => emailCheck.left(event.target.value),
                  }
                : {},
            )}
            error={fieldText(errors[name]) ?? (name === 'email' ? emailCheck.error : undefined)}
            {...(name === 'email' ? { dir: 'ltr' } : {})}
          />
        ))}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {step === 'phone' ? t('register.send') : step === 'code' ? t('register.check') : t('register.submit')}
      </Button>
    </form>
  );
};
