import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import styles from '../../../../ui/money.module.css';

export interface TransferSummary {
  from: string;
  to: string;
  amount: string;
  comment: string;
}

interface Props {
  open: boolean;
  summary: TransferSummary;
  pending: boolean;
  /** Why the last try failed without a refusal (a timeout): the same try can be sent again. */
  failure: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** The transfer dialog's confirm step (spec 1 §2 "transfer", "confirm"): exactly what will move, where. */
export const TransferConfirm = ({ open, summary, pending, failure, onConfirm, onClose }: Props) => {
  const { t } = useTranslation('finance');
  return (
    <Dialog open={open} onClose={onClose} title={t('confirm.title')} closeLabel={t('close')}>
      <dl className={styles.summary}>
        <dt>{t('confirm.from')}</dt>
        <dd>{summary.from}</dd>
        <dt>{t('confirm.to')}</dt>
        <dd>{summary.to}</dd>
        <dt>{t('confirm.amount')}</dt>
        <dd data-confirm="amount">{summary.amount}</dd>
        {summary.comment ? (
          <>
            <dt>{t('transfer.comment')}</dt>
            <dd>{summary.comment}</dd>
          </>
        ) : null}
      </dl>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending} data-autofocus>
          {pending ? t('confirm.sending') : t('confirm.send')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('confirm.back')}
        </Button>
      </div>
    </Dialog>
  );
};
