import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { useExitSpectator } from '../api/spectator';
import styles from './spectator-banner.module.css';

/** Spec 1 §6: while a manager acts as another user, every page says so and offers the way back. */
export const SpectatorBanner = () => {
  const { t } = useTranslation('auth');
  const { data } = useAuth();
  const exit = useExitSpectator();
  const spectator = data?.spectator;
  if (!spectator) return null;
  return (
    <section className={styles.banner} aria-label={t('spectator.bannerLabel')}>
      <p className={styles.text}>
        {t('spectator.banner', {
          user: [spectator.well_user.name, spectator.well_user.number && `(${spectator.well_user.number})`]
            .filter(Boolean)
            .join(' '),
          manager: spectator.manager.name ?? '',
        })}
        {!spectator.can_create_order_well && <span className={styles.note}> {t('spectator.noOrders')}</span>}
      </p>
      <Button variant="secondary" className={styles.exit} onClick={() => exit.mutate({})} disabled={exit.isPending}>
        {t('spectator.exit')}
      </Button>
    </section>
  );
};
