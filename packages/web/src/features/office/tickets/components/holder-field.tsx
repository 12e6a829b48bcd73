import { useState } from 'react';
import { readEnvelope } from '../../../../api/envelope';
import { useRefusalText } from '../../../../api/refusal-text';
import { useTranslation } from '../../../../i18n/use-translation';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { useTicketPartner } from '../api/get-tickets-page';
import styles from '../tickets.module.css';

interface HolderFieldProps {
  eventId: number;
  value: string;
  onChange: (number: string) => void;
  /** The reservation's refusal of this ticket's holder. */
  error: string | undefined;
  /** A manager viewing the account read-only may look a partner up but not name them (spec 2 §6). */
  readOnly: boolean;
}

/**
 * The owner of one held ticket (spec 2 §7 ticket order partner look-up): type a partner number,
 * see whom it names (the user or a partner of their structure), make them the owner. A number no
 * one of the structure has is told under the field, as the look-up answers it.
 */
export const HolderField = ({ eventId, value, onChange, error, readOnly }: HolderFieldProps) => {
  const { t } = useTranslation(['events', 'team']);
  const refusalText = useRefusalText();
  const [typed, setTyped] = useState(value);
  const [asked, setAsked] = useState('');
  const lookup = useTicketPartner(eventId, asked);
  const found = lookup.data && lookup.data.number === asked ? lookup.data : null;
  const failure = lookup.error ? readEnvelope(lookup.error) : null;
  const lookupError =
    failure?.code === 'partner_not_found'
      ? t('team:lookup.partner_not_found')
      : failure
        ? refusalText(failure)
        : undefined;
  const owner = found && value === found.number;
  return (
    <div className={styles.holder}>
      <div className={styles.holderFind}>
        <TextField
          label={t('hold.holderNumber')}
          hint={t('hold.holderHint')}
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          error={lookupError ?? error}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            setAsked(typed.trim());
          }}
        />
        <Button
          variant="secondary"
          disabled={!typed.trim() || lookup.isFetching}
          onClick={() => setAsked(typed.trim())}
        >
          {t('hold.find')}
        </Button>
      </div>
      {found && (
        <div className={styles.holderFound} aria-live="polite">
          <span>{t('hold.found', { name: found.name, number: found.number })}</span>
          {owner ? (
            <span className={styles.muted}>{t('hold.isOwner')}</span>
          ) : (
            <Button variant="secondary" disabled={readOnly} onClick={() => onChange(found.number)}>
              {t('hold.makeOwner')}
            </Button>
          )}
        </div>
      )}
      {readOnly && found && <p className={styles.muted}>{t('hold.readOnly')}</p>}
    </div>
  );
};
