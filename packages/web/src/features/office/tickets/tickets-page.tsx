import { MAX_TICKETS_PER_ORDER, TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { fieldErrorsOf, readEnvelope } from '../../../api/envelope';
import { useSite } from '../../../api/get-site';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { TextField } from '../../../ui/text-field';
import { useExpiredTickets, useMarkExpiredProcessed } from './api/expired-tickets';
import { type TicketsPageData, ticketsPageQueryOptions, usePreReserve, useTicketsPage } from './api/get-tickets-page';
import { HoldPanel } from './components/hold-panel';
import { SeatMap } from './components/seat-map';
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

const Choice = ({ page, eventId }: { page: TicketsPageData; eventId: number }) => {
  const { t } = useTranslation('events');
  const preReserve = usePreReserve(eventId);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [places, setPlaces] = useState('1');
  const errors = fieldErrorsOf(preReserve.error);
  const toggle = useCallback((id: number) => {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_TICKETS_PER_ORDER) next.add(id);
      return next;
    });
  }, []);
  const hold = async () => {
    const body = page.scheme ? { seat_ids: [...picked] } : { quantity: Number(places) };
    // A refused seat (taken meanwhile) leaves the map read again and the choice cleared.
    await preReserve.hold(body).catch(() => setPicked(new Set()));
  };
  const failure = preReserve.error
    ? (errors.seat_ids ?? errors.quantity ?? errors.event ?? readEnvelope(preReserve.error).message)
    : null;

  if (!page.event.registration_open) return <Alert tone="info">{t('tickets.closed')}</Alert>;
  return (
    <section aria-labelledby="choose-title">
      <h2 id="choose-title" className={styles.subtitle}>
        {page.scheme ? t('tickets.chooseSeats') : t('tickets.choosePlaces')}
      </h2>
      {failure && <Alert>{failure}</Alert>}
      {page.scheme ? (
        <>
          <SeatMap
            scheme={page.scheme}
            picked={picked}
            onToggle={toggle}
            label={t('seat.hall', { name: page.event.name })}
          />
          <p className={styles.muted} aria-live="polite">
            {t('tickets.picked', { count: picked.size, max: MAX_TICKETS_PER_ORDER })}
          </p>
        </>
      ) : (
        <TextField
          label={t('tickets.places')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TICKETS_PER_ORDER}
          value={places}
          onChange={(e) => setPlaces(e.target.value)}
          hint={t('tickets.placesLeft', { count: page.event.seats_left })}
        />
      )}
      <div className={styles.actions}>
        <Button
          onClick={() => void hold()}
          disabled={preReserve.isPending || (page.scheme ? picked.size === 0 : !(Number(places) >= 1))}
          aria-busy={preReserve.isPending}
        >
          {t('tickets.hold', { minutes: HOLD_MINUTES })}
        </Button>
      </div>
      <p className={styles.muted}>{t('tickets.holdNote', { minutes: HOLD_MINUTES })}</p>
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
