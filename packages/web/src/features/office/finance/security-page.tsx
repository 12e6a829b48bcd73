import { SecuritySettings as SecuritySettingsForm } from '@gf/contracts/upstream/entities/profile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useZodForm } from '../../../lib/form';
import { useFormSubmit } from '../../../lib/form-submit';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FormRefusal } from '../../../ui/form-refusal';
import styles from '../../../ui/money.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { type SecuritySettings, useSaveSecurity, useSecurity } from './api/security-settings';
import { MySessions } from './components/my-sessions';
import { SpectatorTrail } from './components/spectator-trail';

const TWO_FACTOR: readonly SecuritySettings['two_factor'][] = ['off', 'sms', 'email'];

const SecurityForm = ({ saved }: { saved: SecuritySettings }) => {
  const { t } = useTranslation('finance');
  const form = useZodForm(SecuritySettingsForm, saved);
  const [done, setDone] = useState(false);
  const save = useSaveSecurity();
  useEffect(() => form.reset(saved), [saved, form]);
  // Settings are put whole (PUT security/set), so sending them twice changes nothing: no key is sent.
  const { submit, refusal } = useFormSubmit(form, {
    send: (body) => save.mutateAsync({ body }),
    onDone: () => setDone(true),
    refusalText: (envelope) => (envelope.code.startsWith('spectator_') ? t('errors.spectator') : undefined),
  });
  const errors = form.formState.errors;
  const errorOf = (message: string | undefined) => (message ? <span className={styles.error}>{message}</span> : null);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        setDone(false);
        void submit(event);
      }}
    >
      <FormRefusal message={refusal} />
      <label className={styles.field}>
        {t('security.twoFactor')}
        <select className={styles.select} {...form.register('two_factor')}>
          {TWO_FACTOR.map((option) => (
            <option key={option} value={option}>
              {t(`security.twoFactorOption.${option}`)}
            </option>
          ))}
        </select>
        {errorOf(errors.two_factor?.message)}
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register('notify_on_login')} />
        {t('security.notifyOnLogin')}
        {errorOf(errors.notify_on_login?.message)}
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register('confirm_payouts_by_sms')} />
        {t('security.confirmPayouts')}
        {errorOf(errors.confirm_payouts_by_sms?.message)}
      </label>
      {done ? <Alert tone="info">{t('security.saved')}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('security.save')}
        </Button>
      </div>
    </form>
  );
};

/**
 * /office/finance/security: the security settings, read and changed (security/get, PUT security/set);
 * the account's sessions and the spectator trail (issue 35).
 */
export const SecurityPage = () => {
  const { t } = useTranslation('finance');
  const security = useSecurity();
  return (
    <div className={styles.page}>
      <PageTitle title={t('security.title')} />
      <h1 className={styles.title}>{t('security.title')}</h1>
      <Card title={t('security.settings')}>
        <QueryView query={security} group="office">
          {(data) => <SecurityForm saved={data} />}
        </QueryView>
      </Card>
      <Card title={t('security.sessions.title')}>
        <MySessions />
      </Card>
      <Card title={t('security.trail.title')}>
        <SpectatorTrail />
      </Card>
    </div>
  );
};
