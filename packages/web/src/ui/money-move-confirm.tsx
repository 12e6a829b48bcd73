import { Button } from './button';
import { Dialog } from './dialog';
import styles from './money-move-confirm.module.css';

/** What a money move takes from where to where, already in the reader's words and currency. */
export interface MoneyMove {
  from: string;
  to: string;
  amount: string;
  /** What else the reader confirms (a comment, a period), after the three that matter. */
  more?: readonly { label: string; value: string }[];
}

/** The dialog's words, from the move's own area (a transfer says "Transfer", a payout "Request"). */
export interface MoneyMoveLabels {
  title: string;
  from: string;
  to: string;
  amount: string;
  confirm: string;
  pending: string;
  back: string;
  close: string;
}

interface Props {
  move: MoneyMove;
  labels: MoneyMoveLabels;
  pending: boolean;
  /** Why the last try failed without a refusal (a timeout): the same try can be sent again. */
  failure: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The confirm step of every money move (issue 32 item 2; spec 1 §2 "transfer", "confirm"): from,
 * to and the amount stacked label over value, so each value has the dialog's whole width (never a
 * column one letter wide), the amount largest; the buttons in the dialog's footer, so on a
 * 375×812 phone the three and the confirm button are seen at once.
 */
export const MoneyMoveConfirm = ({ move, labels, pending, failure, onConfirm, onClose }: Props) => (
  <Dialog
    open
    onClose={onClose}
    title={labels.title}
    closeLabel={labels.close}
    footer={
      <>
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {labels.back}
        </Button>
        <Button onClick={onConfirm} disabled={pending} aria-busy={pending} data-autofocus>
          {pending ? labels.pending : labels.confirm}
        </Button>
      </>
    }
  >
    <dl className={styles.summary}>
      <div>
        <dt>{labels.from}</dt>
        <dd data-confirm="from">{move.from}</dd>
      </div>
      <div>
        <dt>{labels.to}</dt>
        <dd data-confirm="to">{move.to}</dd>
      </div>
      <div className={styles.amount}>
        <dt>{labels.amount}</dt>
        <dd data-confirm="amount">{move.amount}</dd>
      </div>
      {move.more?.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
    {failure ? (
      <p className={styles.error} role="alert">
        {failure}
      </p>
    ) : null}
  </Dialog>
);
