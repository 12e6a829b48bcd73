import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import styles from '../../../../ui/money.module.css';

interface PayoutSelectProps<V extends FieldValues> {
  form: UseFormReturn<V, unknown, unknown>;
  name: Path<V>;
  label: string;
  options: readonly { value: string | number; label: string }[];
  /** The field's error in words (amount-check.ts `fieldMessage`), the schema's or the gateway's. */
  error: string | undefined;
  /** Ids (a period, a company) go to the form as numbers, as the contract takes them. */
  numeric?: boolean;
  /** Said under the choice (the rate of the chosen currency). */
  children?: ReactNode;
}

/** A choice of a payout form (the period, the company, the currency, a select config field), its error under it. */
export const PayoutSelect = <V extends FieldValues>({
  form,
  name,
  label,
  options,
  error,
  numeric = false,
  children,
}: PayoutSelectProps<V>) => (
  <label className={styles.field}>
    {label}
    <select className={styles.select} {...form.register(name, numeric ? { valueAsNumber: true } : {})}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
    {children}
    {error ? <span className={styles.error}>{error}</span> : null}
  </label>
);
