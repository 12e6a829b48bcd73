import { useSite } from '../../../../api/get-site';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatDate } from '../../../../lib/format-date';
import type { TicketLayout, TicketView } from '../api/get-ticket';
import styles from '../tickets.module.css';

/**
 * The ticket as printed (GET ticket/layout/{id}/): each field drawn where the layout puts it. The
 * drawing scales to the width it is given; without a layout the fields are listed plainly.
 */
export const PrintedTicket = ({ ticket, layout }: { ticket: TicketView; layout: TicketLayout | null }) => {
  const { t } = useTranslation('events');
  const site = useSite();
  const text: Record<string, string> = {
    event_name: ticket.event_name,
    date: formatDate(ticket.date, site.dateFormat),
    city: ticket.city,
    address: ticket.address,
    holder_name: ticket.holder_name,
    seat: ticket.seat
      ? t('seat.short', { zone: ticket.seat.zone, row: ticket.seat.row, number: ticket.seat.number })
      : t('seat.general'),
    number: t('ticket.number', { number: ticket.number }),
    barcode: ticket.barcode,
  };
  if (!layout) {
    return (
      <ul
        className={styles.plainTicket}
        aria-label={t('ticket.printedLabel', { name: ticket.event_name, holder: ticket.holder_name })}
      >
        {Object.entries(text).map(([field, value]) => (
          <li key={field}>{value}</li>
        ))}
      </ul>
    );
  }
  return (
    <svg
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      className={styles.printed}
      role="img"
      aria-label={t('ticket.printedLabel', { name: ticket.event_name, holder: ticket.holder_name })}
    >
      <rect width={layout.width} height={layout.height} rx={12} className={styles.printedPaper} />
      {layout.elements.map((element) => (
        <text
          key={element.field}
          x={element.x}
          y={element.y}
          fontSize={element.font_size}
          className={styles.printedText}
        >
          {text[element.field] ?? ''}
        </text>
      ))}
    </svg>
  );
};
