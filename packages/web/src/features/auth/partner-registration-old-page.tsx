import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useModals } from '../../modals/modals-context';
import { Button } from '../../ui/button';
import { PageTitle } from '../../ui/page-title';
import styles from './auth-page.module.css';

/**
 * PartnerRegistrationOld (spec 1 §2, /office/partner/registration, the old address): registration
 * is by invitation now, so the page opens the sign-up modal, where the invite code leads on to the
 * invite page's registration.
 */
export const PartnerRegistrationOldPage = () => {
  const { t } = useTranslation('registration');
  const { open } = useModals();
  useEffect(() => open('sign-up'), [open]);
  return (
    <div className={styles.page}>
      <PageTitle title={t('old.title')} />
      <section className={styles.card} aria-labelledby="old-title">
        <h1 id="old-title" className={styles.title}>
          {t('old.title')}
        </h1>
        <p className={styles.lead}>{t('old.lead')}</p>
        <Button onClick={() => open('sign-up')}>{t('old.enterCode')}</Button>
      </section>
    </div>
  );
};
