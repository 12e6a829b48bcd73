import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { useState } from 'react';
import { z } from 'zod';
import { useSite } from '../../../api/get-site';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { FormRefusal } from '../../../ui/form-refusal';
import { TextField } from '../../../ui/text-field';
import { useResetPersonPassword } from './api/reset-password';
import styles from './people.module.css';

const PHONE_RULES = ['invalid', 'type', 'country', 'length'] as const;
const TOO_MANY = 429;
const NOT_FOUND = 404;
const REFUSED = 403;

/** The phone as the form holds it: spec 2 §5's rule for the site's country, as at the gateway. */
const resetForm = (country: string) =>
  z.object({
    phone: z
      .string()
      .trim()
      .superRefine((phone, ctx) => {
        const problem = phoneProblem(phone, country);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
  });

/**
 * Spec 2 §7 office/sms/registration/reset-password: a person the user registered lost their
 * password; the user sends them a new one by SMS to their phone. One SMS per attempt (a double
 * click reuses the attempt's key); the phone follows spec 2 §5 here as at the gateway.
 */
export const ResetPasswordForm = () => {
  const { t } = useTranslation('people');
  const site = useSite();
  const reset = useResetPersonPassword();
  const form = useZodForm(resetForm(site.country), { phone: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, refusal } = useFormSubmit(form, {
    send: ({ phone }, idempotency_key) => reset.mutateAsync({ body: { phone, idempotency_key } }),
    onDone: (_, { phone }) => setSentTo(phone),
    refusalText: ({ status }) =>
      status === NOT_FOUND
        ? t('resetPassword.notFound')
        : status === TOO_MANY
          ? t('register.tooMany')
          : status === REFUSED
            ? t('resetPassword.refused')
            : t('resetPassword.failed'),
  });

  const phoneText = (problem: string | undefined) =>
    problem && (PHONE_RULES as readonly string[]).includes(problem)
      ? t(`phoneRules.${problem as (typeof PHONE_RULES)[number]}`)
      : problem;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setSentTo(null);
        void submit(event);
      }}
      noValidate
    >
      <p className={styles.muted}>{t('resetPassword.lead')}</p>
      {sentTo && <Alert tone="info">{t('resetPassword.sent', { phone: sentTo })}</Alert>}
      <FormRefusal message={refusal} />
      <TextField
        label={t('resetPassword.phone')}
        type="tel"
        inputMode="tel"
        dir="ltr"
        {...form.register('phone')}
        error={phoneText(form.formState.errors.phone?.message)}
      />
      <Button type="submit" disabled={reset.isPending} aria-busy={reset.isPending}>
        {t('resetPassword.send')}
      </Button>
    </form>
  );
};
