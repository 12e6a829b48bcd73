import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useAuth } from '../../../lib/auth';
import { Button } from '../../../ui/button';
import { useExitSpectator } from '../api/spectator';
import styles from './spectator-banner.module.css';

/** The room the banner takes at the bottom of the viewport, which the layouts leave free at their end. */
const SPECTATOR_SPACE_PROPERTY = '--spectator-space';

/**
 * Spec 1 §6: while a manager acts as another user, every page says so and offers the way back.
 * It lies over the bottom of the viewport instead of above the page: the account is known only
 * after the page has drawn, and a banner pushed in above it would shift everything (CLS). The
 * layouts pad their end by its height, so nothing stays hidden under it.
 */
export const SpectatorBanner = () => {
  const { t } = useTranslation('auth');
  const { data } = useAuth();
  const exit = useExitSpectator();
  const banner = useRef<HTMLElement>(null);
  const spectator = data?.spectator;

  useEffect(() => {
    const element = banner.current;
    if (!spectator || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(SPECTATOR_SPACE_PROPERTY, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SPECTATOR_SPACE_PROPERTY);
    };
  }, [spectator]);

  if (!spectator) return null;
  const user = [spectator.well_user.name, spectator.well_user.number && `(${spectator.well_user.number})`]
    .filter(Boolean)
    .join(' ');
  // One line on a phone (issue 32 item 6): who is viewed and the way out; the full sentence where it fits.
  return (
    <section ref={banner} className={styles.banner} aria-label={t('spectator.bannerLabel')} data-spectator-banner="">
      <p className={styles.text} title={t('spectator.banner', { user, manager: spectator.manager.name ?? '' })}>
        <span className={styles.short}>{t('spectator.viewing', { user: spectator.well_user.name ?? user })}</span>
        <span className={styles.full}>
          {t('spectator.banner', { user, manager: spectator.manager.name ?? '' })}
          {!spectator.can_create_order_well && <span className={styles.note}> {t('spectator.noOrders')}</span>}
        </span>
      </p>
      <Button variant="secondary" className={styles.exit} onClick={() => exit.mutate({})} disabled={exit.isPending}>
        <span className={styles.short}>{t('spectator.exitShort')}</span>
        <span className={styles.full}>{t('spectator.exit')}</span>
      </Button>
    </section>
  );
};
