import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import { useAuth } from '../../../../lib/auth';
import { Link } from '../../../../lib/link';
import { formatCountdown, holdLeftMs, useSecondTick } from '../lib/hold-clock';
import styles from '../tickets.module.css';

/**
 * The site-wide reminder while tickets are held (auth info `min_tickets_timer`, spec 1 §4): how long
 * the earliest hold has left, counted from when the server said so, and the way back to finish it.
 */
export const HoldReminder = () => {
  const { t } = useTranslation('events');
  const auth = useAuth();
  const timer = auth.data?.min_tickets_timer ?? null;
  const now = useSecondTick(timer !== null);
  if (timer === null) return null;
  const left = holdLeftMs({ held_until: timer, server_time: 0 }, auth.dataUpdatedAt, now);
  if (!left) return null;
  return (
    <div className={styles.reminder} role="status" data-testid="hold-reminder">
      <span>{t('reminder.text', { left: formatCountdown(left) })}</span>
      <Link to={paths.OfficeOrdersEvents.href()}>{t('reminder.link')}</Link>
    </div>
  );
};
