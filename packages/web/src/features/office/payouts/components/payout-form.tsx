import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../i18n/use-translation';
import { Alert } from '../../../../ui/alert';
import { Button } from '../../../../ui/button';
import { FormRefusal } from '../../../../ui/form-refusal';
import styles from '../../../../ui/money.module.css';
import { TextField } from '../../../../ui/text-field';

interface PayoutFormProps<V extends FieldValues> {
  /** The payout form: its amount as typed, as both payout schemas hold it. */
  form: UseFormReturn<V, unknown, unknown>;
  /** usePayoutSubmit's: the schema, then the confirm step. */
  review: (event?: BaseSyntheticEvent) => Promise<void>;
  refusal: string | undefined;
  /** The least and most a payout may be, in money. */
  bounds: { min: string; max: string };
  /** The balance's currency, the amount's. */
  currency: string;
  /** The amount's error in words (amount-check.ts `fieldMessage`). */
  amountError: string | undefined;
  /** What the last payout came to; cleared on the next review. */
  outcome: string | undefined;
  onReview: () => void;
  pending: boolean;
  submitLabel: string;
  /** The choices before the amount (the period and company, the currency). */
  choices: ReactNode;
  /** Asked after the amount (an international payout's config fields). */
  children?: ReactNode;
}

/**
 * Both payout forms, at home and abroad (spec 2 §2 "Payouts"): the refusal at the top, the bounds,
 * the choices, the amount, what the last payout came to and the button that opens the confirm step.
 */
export const PayoutForm = <V extends FieldValues & { amount: string }>({
  form,
  review,
  refusal,
  bounds,
  currency,
  amountError,
  outcome,
  onReview,
  pending,
  submitLabel,
  choices,
  children,
}: PayoutFormProps<V>) => {
  const { t } = useTranslation('payouts');
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        onReview();
        void review(event);
      }}
    >
      <FormRefusal message={refusal} />
      <p className={styles.muted}>{t('request.bounds', bounds)}</p>
      {choices}
      <TextField
        label={t('request.amount', { currency })}
        inputMode="decimal"
        autoComplete="off"
        {...form.register('amount' as Path<V>)}
        error={amountError}
      />
      {children}
      {outcome ? <Alert tone="info">{outcome}</Alert> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
