import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { fieldErrorsOf, readEnvelope } from '../../api/envelope';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useMessengerAuth } from './api/external-auth';
import styles from './auth-page.module.css';
import formStyles from './components/auth-forms.module.css';

/**
 * The messenger auth page (spec 1 §2, external-auth layout): the company's chat bot sends a partner
 * here with `?chat_id=&chat_type=`; signing in links that chat to the partner.
 */
export const MessengerAuthPage = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const link = useMessengerAuth();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ login?: string; password?: string }>({});
  const chatId = params.get('chat_id');
  const chatType = params.get('chat_type');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      ...(login.trim() ? {} : { login: t('signIn.loginRequired') }),
      ...(password ? {} : { password: t('signIn.passwordRequired') }),
    };
    setMissing(next);
    if (next.login || next.password || !chatId || !chatType) return;
    link.mutate({ body: { login: login.trim(), password, chat_id: chatId, chat_type: chatType } });
  };

  const server = fieldErrorsOf(link.error);
  const failure = link.error ? readEnvelope(link.error) : null;

  return (
    <section className={styles.card} aria-labelledby="messenger-title">
      <h1 id="messenger-title" className={styles.title}>
        {t('messenger.title')}
      </h1>
      {link.data ? (
        <div className={formStyles.success}>
          <Alert tone="info">{link.data.msg}</Alert>
          <p>{t('messenger.done')}</p>
        </div>
      ) : !chatId || !chatType ? (
        <Alert>{t('messenger.badLink')}</Alert>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>{t('messenger.lead')}</p>
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
            {t('messenger.submit')}
          </Button>
        </form>
      )}
    </section>
  );
};
