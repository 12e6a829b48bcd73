import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSite } from '../../../../api/get-site';
import { paths } from '../../../../config/paths';
import { formatDate } from '../../../../lib/format-date';
import { formatPrice } from '../../../../lib/format-price';
import type { EventSummary } from '../api/get-events';
import styles from '../events.module.css';

/** One event in a list: dates, place, price, seats left, and where to go next. */
export const EventCard = ({ event }: { event: EventSummary }) => {
  const { t, i18n } = useTranslation('events');
  const site = useSite();
  return (
    <li className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={paths.OfficeEvent.href({ eventId: event.id })}>{event.name}</Link>
      </h2>
      <p className={styles.muted}>
        {t('event.dates', {
          from: formatDate(event.date_from, site.dateFormat),
          to: formatDate(event.date_to, site.dateFormat),
        })}{' '}
        · {event.city}
      </p>
      <p>
        {t('event.priceFrom', { price: formatPrice(event.price, event.currency_code, i18n.language) })} ·{' '}
        {t('event.seatsLeft', { count: event.seats_left })}
      </p>
      {event.registration_open ? (
        <Link className={styles.action} to={paths.OfficeEventTickets.href({ eventId: event.id })}>
          {t('event.buy')}
        </Link>
      ) : (
        <p className={styles.muted}>{t('event.closed')}</p>
      )}
    </li>
  );
};
