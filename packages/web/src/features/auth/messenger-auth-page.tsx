import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert';
import { useMessengerAuth } from './api/external-auth';
import styles from './auth-page.module.css';
import formStyles from './components/auth-forms.module.css';
import { CredentialsForm, useCredentials } from './components/credentials-form';

/**
 * The messenger auth page (spec 1 §2, external-auth layout): the company's chat bot sends a partner
 * here with `?chat_id=&chat_type=`; signing in links that chat to the partner.
 */
export const MessengerAuthPage = () => {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const link = useMessengerAuth();
  const credentials = useCredentials();
  const chatId = params.get('chat_id');
  const chatType = params.get('chat_type');

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
        <CredentialsForm
          credentials={credentials}
          send={(typed) => link.mutateAsync({ body: { ...typed, chat_id: chatId, chat_type: chatType } })}
          submitLabel={t('messenger.submit')}
        >
          <p className={styles.lead}>{t('messenger.lead')}</p>
        </CredentialsForm>
      )}
    </section>
  );
};
