import { useSite } from '../../../../api/get-site';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDate } from '../../../../lib/format-date';
import { formatPrice } from '../../../../lib/format-price';
import { Link } from '../../../../lib/link';
import grid from '../../../../ui/card-grid.module.css';
import type { EventSummary } from '../api/get-events';

/** One event in a list: dates, place, price, seats left, and where to go next. */
export const EventCard = ({ event }: { event: EventSummary }) => {
  const { t, i18n } = useTranslation('events');
  const site = useSite();
  return (
    <li className={grid.card}>
      <h2 className={grid.cardTitle}>
        <Link to={paths.OfficeEvent.href({ eventId: event.id })}>{event.name}</Link>
      </h2>
      <p className={grid.muted}>
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
        <Link className={grid.action} to={paths.OfficeEventTickets.href({ eventId: event.id })}>
          {t('event.buy')}
        </Link>
      ) : (
        <p className={grid.muted}>{t('event.closed')}</p>
      )}
    </li>
  );
};
