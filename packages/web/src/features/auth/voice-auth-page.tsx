import { useSearchParams } from 'react-router-dom';
import { readEnvelope } from '../../api/envelope';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { Spinner } from '../../ui/spinner';
import { useVoiceAuth } from './api/external-auth';
import styles from './auth-page.module.css';
import { CredentialsForm, useCredentials } from './components/credentials-form';

/**
 * The voice-assistant auth page (spec 1 §2, external-auth layout): the assistant's account-linking
 * screen opens it with `?redirect_uri=&state=`; after signing in the gateway says where to send
 * the assistant back (only to assistants it knows), carrying a one-time key.
 */
export const VoiceAuthPage = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const link = useVoiceAuth();
  const credentials = useCredentials();
  const redirectUri = params.get('redirect_uri');
  const state = params.get('state') ?? '';
  const unknownAssistant = link.error ? readEnvelope(link.error).code === 'redirect_not_allowed' : false;

  return (
    <section className={styles.card} aria-labelledby="voice-title">
      <h1 id="voice-title" className={styles.title}>
        {t('voice.title')}
      </h1>
      {link.isSuccess ? (
        <Spinner label={t('voice.returning')} />
      ) : !redirectUri || unknownAssistant ? (
        <Alert>{t('voice.badLink')}</Alert>
      ) : (
        <CredentialsForm
          credentials={credentials}
          send={(typed) => link.mutateAsync({ body: { ...typed, redirect_uri: redirectUri, state } })}
          onDone={({ location }) => window.location.assign(location)}
          submitLabel={t('voice.submit')}
        >
          <p className={styles.lead}>{t('voice.lead')}</p>
        </CredentialsForm>
      )}
    </section>
  );
};
