import { MAX_TICKETS_PER_ORDER } from '@gf/contracts/rules/ticket-rules';
import { ticketsOperations } from '@gf/contracts/upstream/tickets';
import { useCallback, useId, useMemo } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { useFormSubmit } from '../../../../lib/form-submit';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { FormRefusal } from '../../../../ui/form-refusal';
import { TextField } from '../../../../ui/text-field';
import { usePreReserve, useTicketsPage } from '../api/get-tickets-page';
import { SeatMap } from '../components/seat-map';
import { HOLD_MINUTES } from '../lib/hold-minutes';
import styles from '../tickets.module.css';

const { shape } = ticketsOperations.ticketOrderPreReserve.body;
/** Seats picked on the map, as TicketOrderPreReserve takes them, one to MAX_TICKETS_PER_ORDER. */
const SeatsForm = z.object({ seat_ids: shape.seat_ids.unwrap().min(1).max(MAX_TICKETS_PER_ORDER) });
/** A number of places as typed, as TicketOrderPreReserve takes it, one to MAX_TICKETS_PER_ORDER. */
const PlacesForm = z.object({ quantity: z.coerce.number().pipe(shape.quantity.unwrap().max(MAX_TICKETS_PER_ORDER)) });

/**
 * The pre-reservation of either selector: held, the modal closes; refused, the reason stands at the
 * top of the form (a seat taken meanwhile is the seats' own refusal, said there too).
 */
const useHoldSubmit = <V extends FieldValues, O extends z.output<typeof SeatsForm> | z.output<typeof PlacesForm>>(
  form: UseFormReturn<V, unknown, O>,
  eventId: number,
  { close, onRefused }: { close: () => void; onRefused?: () => void },
) => {
  const preReserve = usePreReserve(eventId);
  const { submit, refusal } = useFormSubmit(form, {
    send: async (body) => {
      try {
        return await preReserve.hold(body);
      } catch (failure) {
        onRefused?.();
        throw failure;
      }
    },
    onDone: close,
  });
  return { submit, refusal, pending: preReserve.isPending };
};

export interface SeatSelectorProps {
  eventId: number;
}

/**
 * Spec 1 §2 scheme-seats-selector: the hall map of the event (read from the tickets page's query,
 * so a refusal that refreshes the map shows the seat taken), seats picked up to
 * MAX_TICKETS_PER_ORDER, then held for the hold's minutes. A refused seat leaves the map read again
 * and the choice cleared; the modal stays open with the reason.
 */
export const SchemeSeatsSelectorModal = ({ props, close }: ModalComponentProps<SeatSelectorProps>) => {
  const { t } = useTranslation('events');
  const formId = useId();
  const page = useTicketsPage(props.eventId);
  const form = useZodForm(SeatsForm, { seat_ids: [] });
  const seatIds = form.watch('seat_ids');
  const picked = useMemo<ReadonlySet<number>>(() => new Set(seatIds), [seatIds]);
  const toggle = useCallback(
    (id: number) => {
      const current = form.getValues('seat_ids');
      if (current.includes(id))
        form.setValue(
          'seat_ids',
          current.filter((seat) => seat !== id),
        );
      else if (current.length < MAX_TICKETS_PER_ORDER) form.setValue('seat_ids', [...current, id]);
    },
    [form],
  );
  // A refused seat leaves the map read again (usePreReserve) and the choice cleared.
  const hold = useHoldSubmit(form, props.eventId, { close, onRefused: () => form.setValue('seat_ids', []) });
  const seatsError = form.formState.errors.seat_ids?.message;
  const scheme = page.data?.scheme;
  return (
    <Dialog
      open
      onClose={close}
      title={t('tickets.chooseSeats')}
      closeLabel={t('close')}
      className={styles.selectorDialog}
    >
      {/* The form holds the refusal only: the map and the footer stay the dialog body's own boxes. */}
      <form id={formId} className={styles.selectorForm} noValidate onSubmit={hold.submit}>
        <FormRefusal message={hold.refusal ?? seatsError} />
      </form>
      {scheme && page.data && (
        <SeatMap
          scheme={scheme}
          picked={picked}
          onToggle={toggle}
          label={t('seat.hall', { name: page.data.event.name })}
        />
      )}
      {/* The count and the hold stay in view however far the hall scrolls (issue 32 item 6). */}
      <div className={styles.selectorFooter}>
        <p className={styles.muted} aria-live="polite">
          {t('tickets.picked', { picked: picked.size, max: MAX_TICKETS_PER_ORDER })}
        </p>
        <Button type="submit" form={formId} disabled={hold.pending || picked.size === 0} aria-busy={hold.pending}>
          {t('tickets.hold', { count: HOLD_MINUTES })}
        </Button>
      </div>
    </Dialog>
  );
};

/** Spec 1 §2 number-seats-selector: how many places (no seat map), held for the hold's minutes. */
export const NumberSeatsSelectorModal = ({ props, close }: ModalComponentProps<SeatSelectorProps>) => {
  const { t } = useTranslation('events');
  const page = useTicketsPage(props.eventId);
  const form = useZodForm(PlacesForm, { quantity: '1' });
  // The typed number stays through a refusal.
  const hold = useHoldSubmit(form, props.eventId, { close });
  const valid = PlacesForm.safeParse({ quantity: form.watch('quantity') }).success;
  return (
    <Dialog open onClose={close} title={t('tickets.choosePlaces')} closeLabel={t('close')}>
      <form onSubmit={hold.submit} noValidate>
        <FormRefusal message={hold.refusal} />
        <TextField
          label={t('tickets.places')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TICKETS_PER_ORDER}
          {...form.register('quantity')}
          error={form.formState.errors.quantity?.message}
          hint={page.data ? t('tickets.placesLeft', { count: page.data.event.seats_left }) : undefined}
          data-autofocus=""
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={hold.pending || !valid} aria-busy={hold.pending}>
            {t('tickets.hold', { count: HOLD_MINUTES })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
