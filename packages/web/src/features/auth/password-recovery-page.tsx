import { useTranslation } from '../../i18n/use-translation';
import { PageTitle } from '../../ui/page-title';
import styles from './auth-page.module.css';
import { PasswordRecoveryForm } from './components/password-recovery-form';

/** PasswordRecovery, /office/password-recovery (spec 1 §2; spec 2 §4 "Password reset"). */
export const PasswordRecoveryPage = () => {
  const { t } = useTranslation('registration');
  return (
    <div className={styles.page}>
      <PageTitle title={t('recovery.title')} />
      <section className={styles.card} aria-labelledby="recovery-title">
        <h1 id="recovery-title" className={styles.title}>
          {t('recovery.title')}
        </h1>
        <p className={styles.lead}>{t('recovery.lead')}</p>
        <PasswordRecoveryForm />
      </section>
    </div>
  );
};
