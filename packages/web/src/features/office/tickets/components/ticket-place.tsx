import { useTranslation } from '../../../../i18n/use-translation';
import type { TicketRegistration } from '../api/get-tickets-page';

/** Where a ticket seats its holder: zone, row and seat, or a numbered place where there is no scheme. */
export const TicketPlace = ({ ticket, index }: { ticket: Pick<TicketRegistration, 'seat'>; index: number }) => {
  const { t } = useTranslation('events');
  return (
    <span>
      {ticket.seat
        ? t('seat.short', { zone: ticket.seat.zone, row: ticket.seat.row, number: ticket.seat.number })
        : t('seat.place', { number: index + 1 })}
    </span>
  );
};
