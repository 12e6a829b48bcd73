import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { useOnceKey } from '../../../lib/idempotency-key';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useResetPersonPassword } from './api/reset-password';
import styles from './people.module.css';

const PHONE_RULES = ['invalid', 'type', 'country', 'length'] as const;
const TOO_MANY = 429;
const NOT_FOUND = 404;
const REFUSED = 403;

/**
 * Spec 2 §7 office/sms/registration/reset-password: a person the user registered lost their
 * password; the user sends them a new one by SMS to their phone. One SMS per attempt (a double
 * click reuses the attempt's key); the phone follows spec 2 §5 here as at the gateway.
 */
export const ResetPasswordForm = () => {
  const { t } = useTranslation('people');
  const site = useSite();
  const reset = useResetPersonPassword();
  const once = useOnceKey();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The second click of a double click comes before the button shows it is busy: one request only.
  const sending = useRef(false);

  const phoneText = (problem: string) =>
    (PHONE_RULES as readonly string[]).includes(problem)
      ? t(`phoneRules.${problem as (typeof PHONE_RULES)[number]}`)
      : problem;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    setError(undefined);
    setFormError(undefined);
    setSentTo(null);
    const problem = phoneProblem(phone, site.country);
    if (problem) return setError(phoneText(problem));
    sending.current = true;
    try {
      await once((idempotency_key) => reset.mutateAsync({ body: { phone: phone.trim(), idempotency_key } }));
      setSentTo(phone.trim());
    } catch (failure) {
      const envelope = readEnvelope(failure);
      if (envelope.serverProblems) return;
      const field = fieldErrorsOf(failure).phone;
      if (field) return setError(phoneText(field));
      setFormError(
        envelope.status === NOT_FOUND
          ? t('resetPassword.notFound')
          : envelope.status === TOO_MANY
            ? t('register.tooMany')
            : envelope.status === REFUSED
              ? t('resetPassword.refused')
              : t('resetPassword.failed'),
      );
    } finally {
      sending.current = false;
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.muted}>{t('resetPassword.lead')}</p>
      {sentTo && <Alert tone="info">{t('resetPassword.sent', { phone: sentTo })}</Alert>}
      {formError && <Alert>{formError}</Alert>}
      <TextField
        label={t('resetPassword.phone')}
        name="reset_phone"
        type="tel"
        inputMode="tel"
        dir="ltr"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        error={error}
      />
      <Button type="submit" disabled={reset.isPending} aria-busy={reset.isPending}>
        {t('resetPassword.send')}
      </Button>
    </form>
  );
};
