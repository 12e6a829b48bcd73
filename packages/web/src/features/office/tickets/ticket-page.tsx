import { TICKET_STATUS_NAME } from '@gf/contracts/rules/ticket-rules';
import { useParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { useModals } from '../../../modals/modals-context';
import { Alert } from '../../../ui/alert';
import { Button, buttonClass } from '../../../ui/button';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { ticketDownloadHref, useTicket } from './api/get-ticket';
import { PrintedTicket } from './components/printed-ticket';
import styles from './tickets.module.css';

/** Spec 1 §2 /office/orders/tickets/{ticket_id}: the ticket, its barcode and its PDF. */
export const TicketPage = () => {
  const { t } = useTranslation('events');
  const hash = useParams().ticketId ?? '';
  const ticket = useTicket(hash);
  const modals = useModals();
  return (
    <div className={styles.page}>
      <PageTitle title={t('ticket.title')} />
      <h1 className={styles.title}>{t('ticket.title')}</h1>
      <QueryView query={ticket} group="events">
        {(data) =>
          data.ticket ? (
            <div className={styles.ticketPage}>
              <PrintedTicket ticket={data.ticket} layout={data.layout} />
              <p>{t(`status.${TICKET_STATUS_NAME[data.status]}`)}</p>
              <div className={styles.actions}>
                <Button
                  onClick={() =>
                    data.ticket &&
                    modals.open('ticket-barcode', { barcode: data.ticket.barcode, number: data.ticket.number })
                  }
                >
                  {t('ticket.showBarcode')}
                </Button>
                <a className={buttonClass('secondary')} href={ticketDownloadHref(hash)} download>
                  {t('ticket.download')}
                </a>
              </div>
            </div>
          ) : (
            <Alert tone="warning">
              {t('ticket.notValid', { status: t(`status.${TICKET_STATUS_NAME[data.status]}`) })}
            </Alert>
          )
        }
      </QueryView>
    </div>
  );
};
