import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { SMS_FIELD } from '@gf/contracts/rules/sms-field';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { useRefusalText } from '../../../api/refusal-text';
import { useFieldMessage } from '../../../lib/field-message';
import { useEmailCheck } from '../../../lib/use-email-check';
import { useSmsLanguage } from '../../../lib/use-sms-language';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
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

type Kind = 'partner' | 'client';
type Step = 'phone' | 'code' | 'details' | 'done';
const DETAILS = ['first_name', 'last_name', 'city', 'email'] as const;
type Detail = (typeof DETAILS)[number];
const PHONE_RULES = ['invalid', 'type', 'country', 'length'] as const;
const TOO_MANY = 429;

/**
 * Spec 2 §2 "create partner or client", §7 office sms/registration, check-code, partner/create and
 * client/create: the partner types the person's phone (spec 2 §5, the gateway's own rule), the code
 * the person received, then their data. Only the kinds the user's can_invite_* flags allow are offered.
 * The SMS goes in one of the site's sms_languages (spec 1 §3, spec 2 §3), and the e-mail is checked
 * while typed (spec 2 §7 check-email), as in the public registration.
 */
export const RegisterPersonForm = ({ kinds }: { kinds: readonly Kind[] }) => {
  const { t } = useTranslation('people');
  const registration = useTranslation('registration').t;
  const fieldMessage = useFieldMessage();
  /** The public form's "sign in with it" is the person's own advice; here someone else registers them. */
  const message = (rule: string | null | undefined) =>
    rule === 'email_taken' ? t('register.emailTaken') : fieldMessage(rule);
  const refusalText = useRefusalText();
  const site = useSite();
  const send = useSendOfficeCode();
  const check = useCheckOfficeCode();
  const createPartner = useCreatePartner();
  const createClient = useCreateClient();
  const sms = useSmsLanguage();
  const emailRequest = useCheckOfficeEmail();
  const [kind, setKind] = useState<Kind>(kinds[0] ?? 'client');
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [details, setDetails] = useState<Record<Detail, string>>({
    first_name: '',
    last_name: '',
    city: '',
    email: '',
  });
  const emailCheck = useEmailCheck(phone, (query) => emailRequest.mutateAsync({ params: { query } }), message);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [created, setCreated] = useState<string | null>(null);

  const phoneText = (problem: string) =>
    (PHONE_RULES as readonly string[]).includes(problem)
      ? t(`phoneRules.${problem as (typeof PHONE_RULES)[number]}`)
      : problem;

  const fail = (error: unknown) => {
    const envelope = readEnvelope(error);
    if (envelope.serverProblems) return setErrors({});
    const fields = fieldErrorsOf(error);
    const next: Record<string, string | undefined> = {};
    for (const [name, text] of Object.entries(fields))
      next[name === SMS_FIELD ? 'code' : name] = name === 'phone' ? phoneText(text) : (message(text) ?? text);
    // A language the site no longer offers is chosen again at the first step.
    if (next.sms_language) setStep('phone');
    const placed = Object.keys(next).length > 0;
    next.form = envelope.status === TOO_MANY ? t('register.tooMany') : placed ? undefined : refusalText(envelope);
    setErrors(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      if (step === 'phone') {
        const problem = phoneProblem(phone, site.country);
        if (problem) return setErrors({ phone: phoneText(problem) });
        const language = sms.language ? { sms_language: sms.language } : {};
        await send.mutateAsync({ body: { phone: phone.trim(), user_type: kind, ...language } });
        setStep('code');
      } else if (step === 'code') {
        await check.mutateAsync({ body: { phone: phone.trim(), code: code.trim() } });
        setStep('details');
      } else if (step === 'details') {
        const missing = Object.fromEntries(
          DETAILS.filter((name) => !details[name].trim()).map((name) => [name, t('register.required')]),
        );
        if (Object.keys(missing).length > 0) return setErrors(missing);
        await emailCheck.beforeSubmit(details.email);
        const language = sms.language ? { sms_language: sms.language } : {};
        const body = { ...details, phone: phone.trim(), code: code.trim(), ...language };
        const person = await (kind === 'partner' ? createPartner : createClient).mutateAsync({ body });
        setCreated(person.number);
        setStep('done');
      }
    } catch (error) {
      fail(error);
    }
  };

  const restart = () => {
    setStep('phone');
    setPhone('');
    setCode('');
    setDetails({ first_name: '', last_name: '', city: '', email: '' });
    setErrors({});
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
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {errors.form && <Alert>{errors.form}</Alert>}
      {step === 'phone' && (
        <>
          <fieldset className={styles.kinds}>
            <legend>{t('register.kind')}</legend>
            {kinds.map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                />
                {option === 'partner' ? t('register.partner') : t('register.client')}
              </label>
            ))}
          </fieldset>
          <TextField
            label={t('register.phone')}
            name="phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            error={errors.phone}
          />
          {sms.offered && (
            <SelectField
              label={registration('fields.sms_language')}
              name="sms_language"
              value={sms.language}
              onChange={(event) => sms.choose(event.target.value)}
              options={sms.options}
              error={errors.sms_language}
            />
          )}
        </>
      )}
      {step === 'code' && (
        <TextField
          label={t('register.code')}
          hint={t('register.codeHint', { phone: phone.trim() })}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
      )}
      {step === 'details' &&
        DETAILS.map((name) => (
          <TextField
            key={name}
            label={t(`register.${name}`)}
            name={name}
            type={name === 'email' ? 'email' : 'text'}
            value={details[name]}
            onChange={(event) => {
              setDetails({ ...details, [name]: event.target.value });
              if (name === 'email') emailCheck.changed(event.target.value);
            }}
            error={errors[name] ?? (name === 'email' ? emailCheck.error : undefined)}
            {...(name === 'email' ? { dir: 'ltr', onBlur: (event) => emailCheck.left(event.target.value) } : {})}
          />
        ))}
      <Button type="submit" disabled={pending} aria-busy={pending}>
        {step === 'phone' ? t('register.send') : step === 'code' ? t('register.check') : t('register.submit')}
      </Button>
    </form>
  );
};
