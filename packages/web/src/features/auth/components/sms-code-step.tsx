import { TextField } from '../../../ui/text-field';
import styles from './auth-forms.module.css';

/** The step that asks for the SMS code just sent: where it went, then the code (recovery, registration). */
export const SmsCodeStep = ({
  sent,
  label,
  value,
  onChange,
  error,
}: {
  sent: string;
  label: string;
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
}) => (
  <>
    <p className={styles.stepTitle} role="status">
      {sent}
    </p>
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      data-autofocus=""
    />
  </>
);
