import { passwordProblem } from '@gf/contracts/rules/password-rules';
import { phoneProblem } from '@gf/contracts/rules/phone-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { useOfficePages } from '../../../lib/office-access';
import { Alert } from '../../../ui/alert';
import { Button, ButtonLink } from '../../../ui/button';
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

/** A rule's name (the gateway's or the form's) in words; the upstream's own texts as they come. */
const useRuleText = () => {
  const { t } = useTranslation('profile');
  return (message: string | undefined) =>
    message && (RULES as readonly string[]).includes(message)
      ? t(`rules.${message as (typeof RULES)[number]}`)
      : message;
};

const ContactForm = ({ profile }: { profile: Profile }) => {
  const { t } = useTranslation('profile');
  const site = useSite();
  const rule = useRuleText();
  const update = useUpdateProfile();
  const [values, setValues] = useState<Record<Editable, string>>({
    email: profile.email,
    phone: profile.phone,
    city: profile.city,
    address: profile.address ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const problem = values.phone !== profile.phone ? phoneProblem(values.phone, site.country) : null;
    if (problem) return setErrors({ phone: rule(problem) });
    setErrors({});
    // Only what changed goes up: an unchanged phone from another country is not re-checked here.
    const original: Record<Editable, string> = { ...profile, address: profile.address ?? '' };
    const changed = Object.fromEntries(
      EDITABLE.filter((name) => values[name] !== original[name]).map((name) => [name, values[name]]),
    );
    if (Object.keys(changed).length === 0) return setSaved(true);
    try {
      await update.mutateAsync({ body: changed });
      setSaved(true);
    } catch (error) {
      if (readEnvelope(error).serverProblems) return;
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([name, text]) => [name, rule(text)])));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="contacts">
      <h2 id="contacts">{t('contacts')}</h2>
      {saved && <Alert tone="info">{t('saved')}</Alert>}
      {EDITABLE.map((name) => (
        <TextField
          key={name}
          label={t(`fields.${name}`)}
          name={name}
          type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
          dir={name === 'email' || name === 'phone' ? 'ltr' : undefined}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          error={errors[name]}
        />
      ))}
      <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
        {t('save')}
      </Button>
    </form>
  );
};

const PasswordForm = () => {
  const { t } = useTranslation('profile');
  const rule = useRuleText();
  const change = useChangePassword();
  const [values, setValues] = useState({ old_password: '', password: '', password_repeat: '' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const problem = passwordProblem(values.password, values.password_repeat);
    if (!values.old_password) return setErrors({ old_password: t('required') });
    if (problem) return setErrors({ [problem === 'mismatch' ? 'password_repeat' : 'password']: rule(problem) });
    setErrors({});
    try {
      await change.mutateAsync({ body: values });
      setValues({ old_password: '', password: '', password_repeat: '' });
      setDone(true);
    } catch (error) {
      if (readEnvelope(error).serverProblems) return;
      setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([name, text]) => [name, rule(text)])));
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="password">
      <h2 id="password">{t('password.title')}</h2>
      {done && <Alert tone="info">{t('password.done')}</Alert>}
      {(['old_password', 'password', 'password_repeat'] as const).map((name) => (
        <TextField
          key={name}
          label={t(`password.${name}`)}
          name={name}
          type="password"
          autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
          value={values[name]}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          error={errors[name]}
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
