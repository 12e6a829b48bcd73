import { useRef, useState } from 'react';
import { readEnvelope } from '../../../api/envelope';
import { useTranslation } from '../../../i18n/use-translation';
import { useOnceKey } from '../../../lib/idempotency-key';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { useSendOwnPassword } from './api/profile';
import styles from './profile.module.css';

const TOO_MANY = 429;

/**
 * Spec 2 §7 office/sms/password: the user's password sent by SMS to their own phone, beside the
 * password change. One SMS per attempt: a double click reuses the attempt's key.
 */
export const OwnPasswordSms = () => {
  const { t } = useTranslation('profile');
  const send = useSendOwnPassword();
  const once = useOnceKey();
  const [result, setResult] = useState<'sent' | 'tooMany' | 'failed' | null>(null);
  // The second click of a double click comes before the button shows it is busy: one request only.
  const sending = useRef(false);

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setResult(null);
    try {
      await once((idempotency_key) => send.mutateAsync({ body: { idempotency_key } }));
      setResult('sent');
    } catch (error) {
      const envelope = readEnvelope(error);
      if (!envelope.serverProblems) setResult(envelope.status === TOO_MANY ? 'tooMany' : 'failed');
    } finally {
      sending.current = false;
    }
  };

  return (
    <section className={styles.form} aria-labelledby="password-sms">
      <h3 id="password-sms">{t('passwordSms.title')}</h3>
      <p className={styles.muted}>{t('passwordSms.lead')}</p>
      {result === 'sent' && <Alert tone="info">{t('passwordSms.sent')}</Alert>}
      {result === 'tooMany' && <Alert>{t('passwordSms.tooMany')}</Alert>}
      {result === 'failed' && <Alert>{t('passwordSms.failed')}</Alert>}
      <Button variant="secondary" onClick={() => void submit()} disabled={send.isPending} aria-busy={send.isPending}>
        {t('passwordSms.send')}
      </Button>
    </section>
  );
};
