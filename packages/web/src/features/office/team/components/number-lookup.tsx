import { useTranslation } from '../../../../i18n/use-translation';
import { useModals } from '../../../../modals/modals-context';
import { Spinner } from '../../../../ui/spinner';
import { usePartnerCard } from '../api/get-partner-card';
import styles from '../team.module.css';
import { LookupError } from './lookup-error';

/**
 * A whole partner number that matched nobody in the team: the card is looked up to say why (spec 2 §8,
 * the partner-lookup code: no such partner, or not in the structure), or to open it (the user's own).
 */
export const NumberLookup = ({ number }: { number: string }) => {
  const { t } = useTranslation('team');
  const { open } = useModals();
  const card = usePartnerCard(number);
  if (card.isPending) return <Spinner label={t('card.loading')} />;
  if (card.isError) return <LookupError error={card.error} />;
  return (
    <button type="button" className={styles.result} onClick={() => open('my-partner', { number })}>
      <span className={styles.name}>{card.data.name}</span>
      <span className={styles.muted}>{card.data.number}</span>
    </button>
  );
};
