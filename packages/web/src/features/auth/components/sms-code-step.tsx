import type { Path, UseFormReturn } from 'react-hook-form';
import { AuthField } from './auth-field';
import styles from './auth-forms.module.css';

/**
 * The step that asks for the SMS code just sent: where it went, then the code (recovery,
 * registration), held under `sms` (form-schemas.ts: where the gateway reports the code's errors).
 */
export const SmsCodeStep = <V extends { sms: string }>({
  form,
  sent,
  label,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  sent: string;
  label: string;
}) => (
  <>
    <p className={styles.stepTitle} role="status">
      {sent}
    </p>
    <AuthField
      form={form}
      name={'sms' as Path<V>}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      data-autofocus=""
    />
  </>
);
