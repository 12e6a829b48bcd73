import { TICKET_STATUS_NAME } from '@gf/contracts/rules/ticket-rules';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../../../i18n/use-translation';
import { Alert } from '../../../ui/alert';
import { PageTitle } from '../../../ui/page-title';
import { QueryView } from '../../../ui/query-view';
import { useTicketCheck, useTicketTemplate } from './api/get-external-ticket';
import { PrintedTicket } from './components/printed-ticket';
import styles from './tickets.module.css';

const useHash = () => useSearchParams()[0].get('hash') ?? '';

/** Spec 1 §2 /external/ticket-template?hash=: the ticket as printed, for whoever holds the link. */
export const ExternalTicketTemplatePage = () => {
  const { t } = useTranslation('events');
  const hash = useHash();
  const ticket = useTicketTemplate(hash);
  return (
    <div className={styles.page}>
      <PageTitle title={t('ticket.title')} />
      <h1 className={styles.title}>{t('ticket.title')}</h1>
      {hash === '' ? (
        <Alert>{t('external.noHash')}</Alert>
      ) : (
        <QueryView query={ticket} group="events">
          {(data) => <PrintedTicket ticket={data.ticket} layout={data.layout} />}
        </QueryView>
      )}
    </div>
  );
};

/** Spec 1 §2 /external/ticket?hash=: the ticket check at the entrance (a scanned barcode's link). */
export const ExternalTicketPage = () => {
  const { t } = useTranslation('events');
  const hash = useHash();
  const check = useTicketCheck(hash);
  return (
    <div className={styles.page}>
      <PageTitle title={t('external.checkTitle')} />
      <h1 className={styles.title}>{t('external.checkTitle')}</h1>
      {hash === '' ? (
        <Alert>{t('external.noHash')}</Alert>
      ) : (
        <QueryView query={check} group="events">
          {(data) => (
            <>
              <Alert tone={data.valid ? 'info' : 'warning'}>
                {data.valid
                  ? t('external.valid')
                  : t('ticket.notValid', { status: t(`status.${TICKET_STATUS_NAME[data.status]}`) })}
              </Alert>
              {data.ticket && <PrintedTicket ticket={data.ticket} layout={data.layout} />}
            </>
          )}
        </QueryView>
      )}
    </div>
  );
};
