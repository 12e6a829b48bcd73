import { TICKET_STATUS_NAME } from '@gf/contracts/rules/ticket-rules';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../lib/link';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { usePurchase } from './api/get-purchase';
import { PURCHASE_QUERY_PREFIX, ticketsPageQueryOptions } from './api/get-tickets-page';
import { HoldPanel } from './components/hold-panel';
import { TicketRows } from './components/ticket-rows';
import styles from './tickets.module.css';

/**
 * Spec 1 §2 /office/orders/ticket-purchase/{purchase_id}/registration: the attendees of one
 * purchase. While its hold runs the holders are named here and the purchase confirmed and paid
 * (the same panel as the tickets page); afterwards each ticket, its holder and where its
 * registration stands. Another user's purchase is not found (the gateway answers 404).
 */
export const PurchaseRegistrationPage = () => {
  const { t } = useTranslation('events');
  const purchaseId = Number(useParams().purchaseId);
  const purchase = usePurchase(purchaseId);
  const queryClient = useQueryClient();
  const eventId = purchase.data?.event_id;
  const onLapse = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: PURCHASE_QUERY_PREFIX });
    if (eventId !== undefined) {
      void queryClient.invalidateQueries({ queryKey: ticketsPageQueryOptions(eventId).queryKey });
    }
  }, [queryClient, eventId]);
  return (
    <div className={styles.page}>
      <QueryView query={purchase} group="events">
        {(data) => {
          const title = t('purchase.title', { id: data.order_id ?? purchaseId, name: data.event_name });
          return (
            <>
              <PageTitle title={title} />
              <h1 className={styles.title}>{title}</h1>
              <p className={styles.muted}>
                {t('purchase.status', { status: t(`status.${TICKET_STATUS_NAME[data.status]}`) })} ·{' '}
                <Link to={paths.OfficeEventTickets.href({ eventId: String(data.event_id) })}>
                  {t('purchase.eventLink')}
                </Link>
              </p>
              {data.held_until !== null && (
                <HoldPanel
                  key={`${data.order_id}:${data.tickets.map((x) => x.id).join(',')}`}
                  eventId={data.event_id}
                  hold={data}
                  receivedAt={purchase.dataUpdatedAt}
                  onLapse={onLapse}
                  purchaseId={purchaseId}
                />
              )}
              <h2 className={styles.subtitle}>{t('purchase.attendees')}</h2>
              <TicketRows tickets={data.tickets} label={t('purchase.attendees')} />
            </>
          );
        }}
      </QueryView>
    </div>
  );
};
