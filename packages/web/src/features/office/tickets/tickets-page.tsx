import { TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format-date';
import { Link } from '../../../lib/link';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useExpiredTickets, useMarkExpiredProcessed } from './api/expired-tickets';
import { type TicketsPageData, ticketsPageQueryOptions, useTicketsPage } from './api/get-tickets-page';
import { HoldPanel } from './components/hold-panel';
import { TicketPlace } from './components/ticket-place';
import { HOLD_MINUTES } from './lib/hold-minutes';
import styles from './tickets.module.css';

/**
 * Lapsed holds of this event not shown yet (spec 2 §4): the timeout modal tells the user once,
 * then they are marked processed, so a reload after the lapse still tells, and only once.
 */
const useLapseNotice = (eventId: number, enabled: boolean) => {
  const modals = useModals();
  const expired = useExpiredTickets(enabled);
  const processed = useMarkExpiredProcessed();
  const mine = expired.data?.tickets.filter((t) => t.event_id === eventId) ?? [];
  const ids = mine.map((t) => t.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the ids of the lapsed tickets are the trigger.
  useEffect(() => {
    if (!ids) return;
    modals.open('tickets-confirmation-timeout');
    processed.mutate({ body: { ids: ids.split(',').map(Number) } });
  }, [ids]);
  return expired.refetch;
};

/**
 * Spec 1 §2: seats are chosen in the scheme-seats-selector modal (a hall map) or, for an event sold
 * by number of places, the number-seats-selector modal; both hold what was chosen and close.
 */
const Choice = ({ page, eventId }: { page: TicketsPageData; eventId: number }) => {
  const { t } = useTranslation('events');
  const modals = useModals();
  if (!page.event.registration_open) return <Alert tone="info">{t('tickets.closed')}</Alert>;
  return (
    <section aria-labelledby="choose-title">
      <h2 id="choose-title" className={styles.subtitle}>
        {page.scheme ? t('tickets.chooseSeats') : t('tickets.choosePlaces')}
      </h2>
      {!page.scheme && <p className={styles.muted}>{t('tickets.placesLeft', { count: page.event.seats_left })}</p>}
      <div className={styles.actions}>
        <Button
          onClick={() => modals.open(page.scheme ? 'scheme-seats-selector' : 'number-seats-selector', { eventId })}
        >
          {page.scheme ? t('tickets.openScheme') : t('tickets.openNumber')}
        </Button>
      </div>
      <p className={styles.muted}>{t('tickets.holdNote', { count: HOLD_MINUTES })}</p>
    </section>
  );
};

/** Spec 1 §2 /office/orders/events/{event_id}/tickets: choose seats or places, hold, name, confirm. */
export const TicketsPage = () => {
  const { t } = useTranslation('events');
  const site = useSite();
  const eventId = Number(useParams().eventId);
  const page = useTicketsPage(eventId);
  const queryClient = useQueryClient();
  const refetchExpired = useLapseNotice(eventId, page.isSuccess);
  const onLapse = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ticketsPageQueryOptions(eventId).queryKey });
    void refetchExpired();
  }, [queryClient, eventId, refetchExpired]);

  return (
    <div className={styles.page}>
      <QueryView query={page} group="events">
        {(data) => {
          const registered = data.tickets.filter((ticket) => ticket.status === TICKET_STATUS.registered);
          const held = data.hold.held_until !== null;
          return (
            <>
              <PageTitle title={t('tickets.title', { name: data.event.name })} />
              <header className={styles.head}>
                <h1 className={styles.title}>{t('tickets.title', { name: data.event.name })}</h1>
                <p className={styles.muted}>
                  {formatDate(data.event.date_from, site.dateFormat)} · {data.event.city}
                </p>
              </header>
              {held ? (
                <HoldPanel
                  key={`${data.hold.order_id}:${data.hold.tickets.map((x) => x.id).join(',')}`}
                  eventId={eventId}
                  hold={data.hold}
                  receivedAt={page.dataUpdatedAt}
                  onLapse={onLapse}
                />
              ) : (
                <Choice page={data} eventId={eventId} />
              )}
              {registered.length > 0 && (
                <section aria-labelledby="mine-title" className={styles.mine}>
                  <h2 id="mine-title" className={styles.subtitle}>
                    {t('tickets.mine')}
                  </h2>
                  <ul className={styles.ticketList}>
                    {registered.map((ticket, i) => (
                      <li key={ticket.id} className={styles.ticketRow}>
                        {ticket.hash ? (
                          <Link to={paths.OfficeTicket.href({ ticketId: ticket.hash })}>
                            {t('ticket.number', { number: ticket.number })}
                          </Link>
                        ) : (
                          t('ticket.number', { number: ticket.number })
                        )}
                        <TicketPlace ticket={ticket} index={i} />
                        <span className={styles.muted}>{ticket.holder?.name}</span>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
};
