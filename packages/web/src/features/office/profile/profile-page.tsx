import { passwordProblem } from '@gf/contracts/rules/password-rules';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { z } from 'zod';
import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { formatDate } from '../../../lib/format-date';
import { useOfficePages } from '../../../lib/office-access';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { FormRefusal } from '../../../ui/form-refusal';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { TextField } from '../../../ui/text-field';
import { useAgreementRestorable } from './api/agreement-state';
import { useChangePassword, useProfile, useUpdateProfile } from './api/profile';
import { OwnPasswordSms } from './own-password-sms';
import styles from './profile.module.css';
import { SponsorChange } from './sponsor-change';

type Profile = NonNullable<ReturnType<typeof useProfile>['data']>;
const EDITABLE = ['email', 'phone', 'city', 'address'] as const;
type Editable = (typeof EDITABLE)[number];
const RULES = ['invalid', 'type', 'country', 'length', 'short', 'long', 'weak', 'mismatch'] as const;
/** An empty field's rule, worded by the form (`profile:required`). */
const REQUIRED = 'required';

/** A field's error (the form's rule, the gateway's rule or the upstream's own text) in words. */
const useRuleText = () => {
  const { t } = useTranslation('profile');
  return (error: FieldError | undefined) => {
    const message = error?.message;
    if (message === REQUIRED && error?.type !== 'server') return t('required');
    return message && (RULES as readonly string[]).includes(message)
      ? t(`rules.${message as (typeof RULES)[number]}`)
      : message;
  };
};

/**
 * The contacts as PartnerProfileInput takes them; a changed phone follows spec 2 §5 for the site's
 * country (an unchanged one from another country is not checked again).
 */
const contactForm = (phone: string, country: string) =>
  z
    .object({ email: z.string(), phone: z.string(), city: z.string(), address: z.string() })
    .superRefine((values, ctx) => {
      const problem = values.phone !== phone ? phoneProblem(values.phone, country) : null;
      if (problem) ctx.addIssue({ code: 'custom', path: ['phone'], message: problem });
    });

/** The password change: the old one given, the new one by spec 2's password rule, typed twice alike. */
const passwordForm = z
  .object({ old_password: z.string(), password: z.string(), password_repeat: z.string() })
  .superRefine((values, ctx) => {
    if (!values.old_password) ctx.addIssue({ code: 'custom', path: ['old_password'], message: REQUIRED });
    const problem = passwordProblem(values.password, values.password_repeat);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        path: [problem === 'mismatch' ? 'password_repeat' : 'password'],
        message: problem,
      });
  });

/** Changing one's contacts: only what changed goes up (PUT takes no idempotency key). */
const ContactForm = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('profile');
  const site = useSite();
  const rule = useRuleText();
  const update = useUpdateProfile();
  const original: Record<Editable, string> = {
    email: profile.email,
    phone: profile.phone,
    city: profile.city,
    address: profile.address ?? '',
  };
  const form = useZodForm(contactForm(profile.phone, site.country), original);
  const [saved, setSaved] = useState(false);
  const { submit, refusal } = useFormSubmit(form, {
    send: async (values) => {
      const changed = Object.fromEntries(
        EDITABLE.filter((name) => values[name] !== original[name]).map((name) => [name, values[name]]),
      );
      if (Object.keys(changed).length > 0) await update.mutateAsync({ body: changed });
    },
    onDone: () => setSaved(true),
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setSaved(false);
        void submit(event);
      }}
      noValidate
      aria-labelledby="contacts"
    >
      <h2 id="contacts">{t('contacts')}</h2>
      <FormRefusal message={refusal} />
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      {EDITABLE.map((name) => (
        <TextField
          key={name}
          label={t(`fields.${name}`)}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          dir={name === 'email' || name === 'phone' ? 'ltr' : undefined}
          {...form.register(name)}
          error={rule(form.formState.errors[name])}
        />
      ))}
      <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
        {t('save')}
      </Button>
    </form>
  );
};

/** Changing one's password (the call takes no idempotency key: a second press is dropped by useFormSubmit). */
const PasswordForm = () => {
  const { t } = useTranslation('profile');
  const rule = useRuleText();
  const change = useChangePassword();
  const empty = { old_password: '', password: '', password_repeat: '' };
  const form = useZodForm(passwordForm, empty);
  const [done, setDone] = useState(false);
  const { submit, refusal } = useFormSubmit(form, {
    send: (body) => change.mutateAsync({ body }),
    onDone: () => {
      form.reset(empty);
      setDone(true);
    },
  });

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setDone(false);
        void submit(event);
      }}
      noValidate
      aria-labelledby="password"
    >
      <h2 id="password">{t('password.title')}</h2>
      <FormRefusal message={refusal} />
      {done && <Alert tone="info">{t('password.done')}</Alert>}
      {(['old_password', 'password', 'password_repeat'] as const).map((name) => (
        <TextField
          key={name}
          label={t(`password.${name}`)}
          type="password"
          autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
          {...form.register(name)}
          error={rule(form.formState.errors[name])}
        />
      ))}
      <Button type="submit" disabled={change.isPending} aria-busy={change.isPending}>
        {t('password.submit')}
      </Button>
    </form>
  );
};

/** The way to the agreement restore page, for a partner whose agreement lapsed and no one else. */
const RestoreLink = ({ asked }: { asked: boolean }) => {
  const { t } = useTranslation('profile');
  const restorable = useAgreementRestorable(asked);
  return restorable ? (
    <ButtonLink variant="secondary" to={paths.OfficeAgreementRestore.href()}>
      {t('restoreAgreement')}
    </ButtonLink>
  ) : null;
};

/**
 * OfficeProfile, /office/profile (spec 2 §2 "Profile and security settings"): the person's data,
 * their contacts to edit with per-field errors, the password change or the password by SMS, and the
 * sponsor, which may be changed only when can_change_sponsor says so (spec 2 §6); a partner whose
 * agreement lapsed (can_restore) is led to the agreement restore page.
 */
export const ProfilePage = () => {
  const { t } = useTranslation('profile');
  const site = useSite();
  const profile = useProfile();
  const mayOpen = useOfficePages();
  return (
    <div className={styles.page}>
      <PageTitle title={t('title')} />
      <h1>{t('title')}</h1>
      <QueryView query={profile} group="office">
        {(data) => (
          <>
            <section className={styles.card} aria-labelledby="about">
              <h2 id="about">{[data.first_name, data.patronymic, data.last_name].filter(Boolean).join(' ')}</h2>
              <dl className={styles.facts}>
                <dt>{t('number')}</dt>
                <dd>{data.number}</dd>
                <dt>{t('since')}</dt>
                <dd>{formatDate(data.registration_date, site.dateFormat)}</dd>
                <dt>{t('sponsor')}</dt>
                <dd>{data.sponsor ? `${data.sponsor.name} (${data.sponsor.number})` : '—'}</dd>
              </dl>
              {data.can_change_sponsor ? <SponsorChange /> : <p className={styles.muted}>{t('sponsorFixed')}</p>}
              <RestoreLink asked={!data.sponsor && mayOpen('OfficeAgreementRestore')} />
            </section>
            <section className={styles.card}>
              <ContactForm profile={data} />
            </section>
            <section className={styles.card}>
              <PasswordForm />
              <OwnPasswordSms />
            </section>
          </>
        )}
      </QueryView>
    </div>
  );
};
