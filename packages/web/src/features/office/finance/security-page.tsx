import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readEnvelope } from '../../../api/envelope';
import { useRefusalText } from '../../../api/refusal-text';
import { refusalMessage } from '../../../lib/amount-check';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import styles from '../../../ui/money.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { type SecuritySettings, useSaveSecurity, useSecurity } from './api/security-settings';
import { MySessions } from './components/my-sessions';
import { SpectatorTrail } from './components/spectator-trail';

const TWO_FACTOR: readonly SecuritySettings['two_factor'][] = ['off', 'sms', 'email'];

const SecurityForm = ({ saved }: { saved: SecuritySettings }) => {
  const { t } = useTranslation('finance');
  const refusalText = useRefusalText();
  const [settings, setSettings] = useState(saved);
  const [outcome, setOutcome] = useState<{ tone: 'info' | 'error'; text: string }>();
  const save = useSaveSecurity();
  useEffect(() => setSettings(saved), [saved]);
  const submit = async () => {
    setOutcome(undefined);
    try {
      await save.mutateAsync({ body: settings });
      setOutcome({ tone: 'info', text: t('security.saved') });
    } catch (error) {
      const envelope = readEnvelope(error);
      const field = Object.values(envelope.fields ?? {})[0]?.[0];
      setOutcome({ tone: 'error', text: field ?? refusalMessage(t, envelope, refusalText) });
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label className={styles.field}>
        {t('security.twoFactor')}
        <select
          className={styles.select}
          value={settings.two_factor}
          onChange={(e) => setSettings({ ...settings, two_factor: e.target.value as SecuritySettings['two_factor'] })}
        >
          {TWO_FACTOR.map((option) => (
            <option key={option} value={option}>
              {t(`security.twoFactorOption.${option}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={settings.notify_on_login}
          onChange={(e) => setSettings({ ...settings, notify_on_login: e.target.checked })}
        />
        {t('security.notifyOnLogin')}
      </label>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={settings.confirm_payouts_by_sms}
          onChange={(e) => setSettings({ ...settings, confirm_payouts_by_sms: e.target.checked })}
        />
        {t('security.confirmPayouts')}
      </label>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
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
