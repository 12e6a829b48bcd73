import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { ticketsPageQueryOptions, useTicketsPage } from './api/get-tickets-page';
import { HoldPanel } from './components/hold-panel';
import { TicketRows } from './components/ticket-rows';
import styles from './tickets.module.css';

/**
 * Spec 1 §2 /office/orders/events/{event_id}/registration: the attendees of the user's tickets for
 * an event, where each registration stands, and the running hold's holders to name and confirm.
 */
export const TicketRegistrationPage = () => {
  const { t } = useTranslation('events');
  const eventId = Number(useParams().eventId);
  const page = useTicketsPage(eventId);
  const queryClient = useQueryClient();
  const onLapse = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ticketsPageQueryOptions(eventId).queryKey });
  }, [queryClient, eventId]);
  return (
    <div className={styles.page}>
      <QueryView query={page} group="events">
        {(data) => (
          <>
            <PageTitle title={t('registration.title', { name: data.event.name })} />
            <h1 className={styles.title}>{t('registration.title', { name: data.event.name })}</h1>
            {data.hold.held_until !== null && (
              <HoldPanel
                key={`${data.hold.order_id}:${data.hold.tickets.map((x) => x.id).join(',')}`}
                eventId={eventId}
                hold={data.hold}
                receivedAt={page.dataUpdatedAt}
                onLapse={onLapse}
              />
            )}
            {data.tickets.length === 0 ? (
              <p>
                {t('registration.none')} <Link to={paths.OfficeEventTickets.href({ eventId })}>{t('event.buy')}</Link>
              </p>
            ) : (
              <TicketRows tickets={data.tickets} label={t('tickets.mine')} />
            )}
          </>
        )}
      </QueryView>
    </div>
  );
};
