import { TICKET_STATUS_NAME } from '@gf/contracts/rules/ticket-rules';
import { useParams } from 'react-router-dom';
import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { formatPrice } from '../../../lib/format-price';
import { Link } from '../../../lib/link';
import grid from '../../../ui/card-grid.module.css';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { RichText } from '../../../ui/rich-text';
import { useEvent } from './api/get-event';
import styles from './events.module.css';

/** Spec 1 §2 /office/events/{event_id}: the event, the user's tickets, and the ways in. */
export const EventPage = () => {
  const { t, i18n } = useTranslation('events');
  const site = useSite();
  const eventId = Number(useParams().eventId);
  const event = useEvent(eventId);
  return (
    <div className={grid.page}>
      <QueryView query={event} group="events">
        {({ event: e, tickets }) => (
          <>
            <PageTitle title={e.name} />
            <h1 className={grid.title}>{e.name}</h1>
            <p className={grid.muted}>
              {t('event.dates', {
                from: formatDate(e.date_from, site.dateFormat),
                to: formatDate(e.date_to, site.dateFormat),
              })}{' '}
              · {e.city}, {e.address}
            </p>
            <p>
              {t('event.priceFrom', { price: formatPrice(e.price, e.currency_code, i18n.language) })} ·{' '}
              {t('event.seatsLeft', { count: e.seats_left })}
            </p>
            <RichText html={e.description} />
            <div className={grid.links}>
              {e.registration_open && (
                <Link className={grid.action} to={paths.OfficeEventTickets.href({ eventId: e.id })}>
                  {t('event.buy')}
                </Link>
              )}
              {tickets.length > 0 && (
                <Link to={paths.OfficeEventTicketRegistration.href({ eventId: e.id })}>
                  {t('registration.title', { name: e.name })}
                </Link>
              )}
              {e.instruction && (
                <Link to={paths.OfficeEventInstruction.href({ eventPath: e.path })}>{t('event.instruction')}</Link>
              )}
            </div>
            {tickets.length > 0 && (
              <section aria-labelledby="event-tickets">
                <h2 id="event-tickets" className={grid.subtitle}>
                  {t('tickets.mine')}
                </h2>
                <ul className={styles.plainList}>
                  {tickets.map((ticket) => (
                    <li key={ticket.id}>
                      {ticket.hash ? (
                        <Link to={paths.OfficeTicket.href({ ticketId: ticket.hash })}>
                          {t('ticket.number', { number: ticket.number })}
                        </Link>
                      ) : (
                        t('ticket.number', { number: ticket.number })
                      )}{' '}
                      · {t(`status.${TICKET_STATUS_NAME[ticket.status]}`)}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </QueryView>
    </div>
  );
};
