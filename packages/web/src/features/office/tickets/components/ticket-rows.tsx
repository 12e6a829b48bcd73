import { TICKET_STATUS_NAME } from '@gf/contracts/rules/ticket-rules';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import { Link } from '../../../../lib/link';
import type { TicketRegistration } from '../api/get-tickets-page';
import styles from '../tickets.module.css';
import { TicketPlace } from './ticket-place';

type TicketRow = Pick<TicketRegistration, 'id' | 'hash' | 'number' | 'seat' | 'holder' | 'status'>;

/** Tickets with their place, holder and status; a ticket issued links to its page. */
export const TicketRows = ({ tickets, label }: { tickets: readonly TicketRow[]; label: string }) => {
  const { t } = useTranslation('events');
  return (
    <ul className={styles.ticketList} aria-label={label}>
      {tickets.map((ticket, i) => (
        <li key={ticket.id} className={styles.ticketRow}>
          <span>
            {ticket.hash ? (
              <Link to={paths.OfficeTicket.href({ ticketId: ticket.hash })}>
                {t('ticket.number', { number: ticket.number })}
              </Link>
            ) : (
              t('ticket.number', { number: ticket.number })
            )}{' '}
            · <TicketPlace ticket={ticket} index={i} />
          </span>
          <span>
            {ticket.holder
              ? t('hold.holder', { name: ticket.holder.name, number: ticket.holder.number })
              : t('registration.noHolder')}
          </span>
          <span className={styles.muted}>{t(`status.${TICKET_STATUS_NAME[ticket.status]}`)}</span>
        </li>
      ))}
    </ul>
  );
};
