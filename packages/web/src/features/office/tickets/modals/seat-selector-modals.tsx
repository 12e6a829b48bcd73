import { MAX_TICKETS_PER_ORDER } from '@gf/contracts/rules/ticket-rules';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import type { ModalComponentProps } from '../../../../modals/modal-definition';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { TextField } from '../../../../ui/text-field';
import { usePreReserve, useTicketsPage } from '../api/get-tickets-page';
import { SeatMap } from '../components/seat-map';
import { HOLD_MINUTES } from '../lib/hold-minutes';
import styles from '../tickets.module.css';

export interface SeatSelectorProps {
  eventId: number;
}

/** The refusal of a pre-reservation in words: the field's own message (a seat taken meanwhile) first. */
const useFailureText = (error: unknown): string | null => {
  const refusalText = useRefusalText();
  if (!error) return null;
  const fields = fieldErrorsOf(error);
  return fields.seat_ids ?? fields.quantity ?? fields.event ?? refusalText(readEnvelope(error));
};

/**
 * Spec 1 §2 scheme-seats-selector: the hall map of the event (read from the tickets page's query,
 * so a refusal that refreshes the map shows the seat taken), seats picked up to
 * MAX_TICKETS_PER_ORDER, then held for the hold's minutes. A refused seat leaves the map read again
 * and the choice cleared; the modal stays open with the reason.
 */
export const SchemeSeatsSelectorModal = ({ props, close }: ModalComponentProps<SeatSelectorProps>) => {
  const { t } = useTranslation('events');
  const page = useTicketsPage(props.eventId);
  const preReserve = usePreReserve(props.eventId);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback((id: number) => {
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_TICKETS_PER_ORDER) next.add(id);
      return next;
    });
  }, []);
  const hold = async () => {
    try {
      await preReserve.hold({ seat_ids: [...picked] });
      close();
    } catch {
      setPicked(new Set());
    }
  };
  const failure = useFailureText(preReserve.error);
  const scheme = page.data?.scheme;
  return (
    <Dialog
      open
      onClose={close}
      title={t('tickets.chooseSeats')}
      closeLabel={t('close')}
      className={styles.selectorDialog}
    >
      {failure && <Alert>{failure}</Alert>}
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
        <Button
          onClick={() => void hold()}
          disabled={preReserve.isPending || picked.size === 0}
          aria-busy={preReserve.isPending}
        >
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
  const preReserve = usePreReserve(props.eventId);
  const [places, setPlaces] = useState('1');
  const wanted = Number(places);
  const valid = Number.isInteger(wanted) && wanted >= 1 && wanted <= MAX_TICKETS_PER_ORDER;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    try {
      await preReserve.hold({ quantity: wanted });
      close();
    } catch {
      // The reason is shown from the mutation's error; the typed number stays.
    }
  };
  const failure = useFailureText(preReserve.error);
  return (
    <Dialog open onClose={close} title={t('tickets.choosePlaces')} closeLabel={t('close')}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        {failure && <Alert>{failure}</Alert>}
        <TextField
          label={t('tickets.places')}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_TICKETS_PER_ORDER}
          value={places}
          onChange={(e) => setPlaces(e.target.value)}
          hint={page.data ? t('tickets.placesLeft', { count: page.data.event.seats_left }) : undefined}
          data-autofocus=""
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={preReserve.isPending || !valid} aria-busy={preReserve.isPending}>
            {t('tickets.hold', { count: HOLD_MINUTES })}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
