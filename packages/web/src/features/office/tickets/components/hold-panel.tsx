import { HELD_STATUSES, TICKET_STATUS } from '@gf/contracts/rules/ticket-rules';
import { ticketsOperations } from '@gf/contracts/upstream/tickets';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { paths } from '../../../../config/paths';
import { useTranslation } from '../../../../i18n/use-translation';
import { useAuth, useViewer } from '../../../../lib/auth';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import { formatPrice } from '../../../../lib/format-price';
import { Link } from '../../../../lib/link';
import { useModals } from '../../../../modals/modals-context';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { FormRefusal } from '../../../../ui/form-refusal';
import { usePurchaseRegistration } from '../api/get-purchase';
import {
  type TicketCartItem,
  type TicketHold,
  useCancelHold,
  useConfirmHold,
  useReserve,
} from '../api/get-tickets-page';
import { formatCountdown, holdLeftMs, useSecondTick } from '../lib/hold-clock';
import { sumPrices } from '../lib/money-sum';
import { useTicketsToCart } from '../lib/ticket-cart';
import styles from '../tickets.module.css';
import { HolderField } from './holder-field';
import { TicketPlace } from './ticket-place';

const holder = ticketsOperations.ticketOrderReserve.body.shape.tickets.element.shape;
/** The holders as TicketOrderReserve takes them: each held ticket with a partner number, trimmed. */
const HoldersForm = z.object({
  tickets: z.array(
    z.object({ ticket_id: holder.ticket_id, partner_number: z.string().trim().pipe(holder.partner_number) }),
  ),
});

interface HoldPanelProps {
  eventId: number;
  hold: TicketHold;
  /** When the reply with this hold arrived, by the browser's clock. */
  receivedAt: number;
  onLapse: () => void;
  /** On a purchase's registration page the holders are named through that purchase. */
  purchaseId?: number;
}

/**
 * Spec 2 §2 a confirmed hold is paid through the checkout: `put` adds its ticket items to the cart
 * (once: the confirm does it), `pay` also takes the user there; beside other kinds of items the
 * cart refuses them, and the panel says why.
 */
const usePayForTickets = () => {
  const toCart = useTicketsToCart();
  const navigate = useNavigate();
  const [refused, setRefused] = useState(false);
  const put = async (items: readonly TicketCartItem[]) => {
    const result = await toCart(items);
    setRefused(!result.ok);
    return result.ok;
  };
  const pay = async (items: readonly TicketCartItem[]) => {
    if (await put(items)) navigate(paths.ShopCart.href());
  };
  return { put, pay, refused };
};

/** The confirmed, unpaid hold: pay through the checkout before the countdown ends. */
const AwaitingPayment = ({
  hold,
  pay,
  refused,
}: { hold: TicketHold } & Pick<ReturnType<typeof usePayForTickets>, 'pay' | 'refused'>) => {
  const { t } = useTranslation('events');
  return (
    <div className={styles.payment}>
      <h3 className={styles.subtitle}>{t('hold.payTitle')}</h3>
      <p>{t('hold.payText')}</p>
      {hold.shop_order ? (
        <p>
          {t('hold.orderPlaced', { number: hold.shop_order.number })}{' '}
          <Link to={paths.OfficeOrder.href({ id: String(hold.shop_order.id) })}>{t('hold.payOrder')}</Link>
        </p>
      ) : (
        <Button onClick={() => void pay(hold.cart_items)}>{t('hold.pay')}</Button>
      )}
      {refused && (
        <Alert>
          {t('hold.cartRefused')} <Link to={paths.ShopCart.href()}>{t('hold.toCart')}</Link>
        </Alert>
      )}
    </div>
  );
};

/**
 * The running hold (spec 2 §4): the countdown from the server's time, a holder for each ticket
 * (the buyer or a team member, by partner number), then confirm or cancel.
 */
export const HoldPanel = ({ eventId, hold, receivedAt, onLapse, purchaseId }: HoldPanelProps) => {
  const { t, i18n } = useTranslation('events');
  const { user } = useViewer();
  const spectator = useAuth().data?.spectator;
  // Spec 2 §6: a manager viewing the account without can_create_order_well may look, not change.
  const readOnly = Boolean(spectator) && !spectator?.can_create_order_well;
  const modals = useModals();
  const byEvent = useReserve(eventId);
  const byPurchase = usePurchaseRegistration(purchaseId ?? 0, eventId);
  const reserve = purchaseId === undefined ? byEvent : byPurchase;
  const confirm = useConfirmHold(eventId);
  const { put, pay, refused } = usePayForTickets();
  const cancel = useCancelHold(eventId);
  const running = hold.held_until !== null && hold.status !== null && HELD_STATUSES.includes(hold.status);
  const now = useSecondTick(running);
  const left = holdLeftMs(hold, receivedAt, now);
  const lapsed = useRef(false);
  useEffect(() => {
    if (running && left === 0 && !lapsed.current) {
      lapsed.current = true;
      onLapse();
    }
  }, [running, left, onLapse]);

  // The buyer holds the first ticket unless it is named already; what was typed stays through a refusal.
  const form = useZodForm(HoldersForm, {
    tickets: hold.tickets.map((ticket, i) => ({
      ticket_id: ticket.id,
      partner_number: ticket.holder?.number ?? (i === 0 ? (user?.number ?? '') : ''),
    })),
  });
  const { submit, refusal } = useFormSubmit(form, { send: ({ tickets }) => reserve.reserve(tickets) });
  const errors = form.formState.errors.tickets;
  // A refusal of the whole list (the gateway's `tickets`) has no one field to stand under.
  const listError = errors?.message ?? errors?.root?.message;
  const named = hold.status === TICKET_STATUS.confirmAwaited;
  const awaitingPayment = hold.awaiting_payment;
  const total = hold.tickets[0]
    ? formatPrice(sumPrices(hold.tickets.map((t) => t.price)), hold.tickets[0].currency_code, i18n.language)
    : '';

  if (!running || left === null) return null;
  return (
    <section className={styles.hold} aria-labelledby="hold-title">
      <div className={styles.holdHead}>
        <h2 id="hold-title" className={styles.subtitle}>
          {t('hold.title')}
        </h2>
        <p className={styles.timer}>
          {t('hold.left')}{' '}
          <span role="timer" aria-live="off" data-testid="hold-countdown" className={styles.countdown}>
            {formatCountdown(left)}
          </span>
        </p>
      </div>
      {purchaseId === undefined && hold.order_id !== null && (
        <p className={styles.muted}>
          <Link to={paths.OfficeTicketPurchaseRegistration.href({ purchaseId: String(hold.order_id) })}>
            {t('hold.attendees')}
          </Link>
        </p>
      )}
      <form onSubmit={submit} className={styles.holdForm} noValidate>
        <FormRefusal message={refusal ?? listError} />
        <ul className={styles.ticketList}>
          {hold.tickets.map((ticket, i) => (
            <li key={ticket.id} className={styles.ticketRow}>
              <span>
                <TicketPlace ticket={ticket} index={i} />
                <span className={styles.muted}>
                  {' '}
                  · {formatPrice(ticket.price, ticket.currency_code, i18n.language)}
                </span>
              </span>
              {named || awaitingPayment ? (
                <span>
                  {t('hold.holder', { name: ticket.holder?.name ?? '', number: ticket.holder?.number ?? '' })}
                </span>
              ) : (
                <HolderField
                  eventId={eventId}
                  value={form.watch(`tickets.${i}.partner_number`)}
                  readOnly={readOnly}
                  error={errors?.[i]?.partner_number?.message ?? errors?.[i]?.ticket_id?.message}
                  onChange={(number) => form.setValue(`tickets.${i}.partner_number`, number)}
                />
              )}
            </li>
          ))}
        </ul>
        <p className={styles.total}>{t('hold.total', { total })}</p>
        {awaitingPayment && <AwaitingPayment hold={hold} pay={pay} refused={refused} />}
        <div className={styles.actions}>
          {awaitingPayment ? null : named ? (
            <Button
              onClick={() =>
                modals.open('tickets-preorder-confirm', {
                  count: hold.tickets.length,
                  // Confirmed tickets go to the cart at once; the panel then offers to pay for them.
                  onConfirm: async () => put((await confirm.run()).cart_items),
                })
              }
            >
              {t('hold.confirm')}
            </Button>
          ) : (
            <Button type="submit" disabled={reserve.isPending} aria-busy={reserve.isPending}>
              {t('hold.reserve')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={() =>
              modals.open('tickets-preorder-cancel', { count: hold.tickets.length, onConfirm: cancel.run })
            }
          >
            {t('hold.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
};
