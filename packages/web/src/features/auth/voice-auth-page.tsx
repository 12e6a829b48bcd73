import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, readEnvelope } from '../../api/envelope';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import { useVoiceAuth } from './api/external-auth';
import styles from './auth-page.module.css';
import formStyles from './components/auth-forms.module.css';

/**
 * The voice-assistant auth page (spec 1 §2, external-auth layout): the assistant's account-linking
 * screen opens it with `?redirect_uri=&state=`; after signing in the gateway says where to send
 * the assistant back (only to assistants it knows), carrying a one-time key.
 */
export const VoiceAuthPage = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const link = useVoiceAuth();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ login?: string; password?: string }>({});
  const redirectUri = params.get('redirect_uri');
  const state = params.get('state') ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(login.trim() ? {} : { login: t('signIn.loginRequired') }),
      ...(password ? {} : { password: t('signIn.passwordRequired') }),
    };
    setMissing(next);
    if (next.login || next.password || !redirectUri) return;
    link.mutate(
      { body: { login: login.trim(), password, redirect_uri: redirectUri, state } },
      { onSuccess: ({ location }) => window.location.assign(location) },
    );
  };

  const server = fieldErrorsOf(link.error);
  const failure = link.error ? readEnvelope(link.error) : null;
  const unknownAssistant = failure?.code === 'redirect_not_allowed';

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
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>{t('voice.lead')}</p>
          {failure && !failure.serverProblems && <Alert>{t('signIn.failed')}</Alert>}
          <TextField
            label={t('signIn.login')}
            name="login"
            autoComplete="username"
            value={login}
            onChange={(event) => setLogin(event.target.value)}
            error={missing.login ?? server.login}
          />
          <TextField
            label={t('signIn.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={missing.password ?? server.password}
          />
          <Button type="submit" disabled={link.isPending} aria-busy={link.isPending}>
            {t('voice.submit')}
          </Button>
        </form>
      )}
    </section>
  );
};
