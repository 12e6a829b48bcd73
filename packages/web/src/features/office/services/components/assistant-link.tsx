import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../../api/envelope';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { useCheckAssistantCode, useLinkAssistant } from '../api/link-assistant';
import styles from '../services.module.css';

/**
 * The voice assistant (spec 2 §7 "messenger-assistant auth endpoints"): the code the messenger's
 * assistant shows is checked, then linked to this account once.
 */
export const AssistantLink = () => {
  const { t } = useTranslation('services');
  const [code, setCode] = useState('');
  const check = useCheckAssistantCode();
  const link = useLinkAssistant();
  const problem = (error: unknown) =>
    error
      ? (fieldErrorsOf(error).code ?? (readEnvelope(error).status === 404 ? t('assistant.unknown') : t('failed')))
      : undefined;
  return (
    <div className={styles.form}>
      <p>{t('assistant.intro')}</p>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          link.reset();
          check.mutate(code.trim());
        }}
      >
        <TextField
          label={t('assistant.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={problem(check.error)}
          autoComplete="one-time-code"
        />
        <Button type="submit" variant="secondary" disabled={!code.trim() || check.isPending}>
          {t('assistant.check')}
        </Button>
      </form>
      {check.data &&
        (link.data?.ok ? (
          <Alert tone="info">{t('assistant.linked', { messenger: check.data.chat_type })}</Alert>
        ) : check.data.valid ? (
          <div className={styles.row}>
            <p>{t('assistant.confirm', { messenger: check.data.chat_type })}</p>
            <Button onClick={() => link.mutate(check.data.code)} disabled={link.isPending}>
              {t('assistant.link')}
            </Button>
          </div>
        ) : (
          <Alert tone="warning">{t('assistant.expired')}</Alert>
        ))}
      {link.error && <Alert>{problem(link.error)}</Alert>}
    </div>
  );
};
