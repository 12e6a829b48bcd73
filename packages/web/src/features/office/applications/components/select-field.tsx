import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styles from '../applications.module.css';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/**
 * A labelled select whose error sits under it and is tied to it. The label names the select by
 * `for`, not by wrapping it, so the options' texts never become part of its name.
 */
export const SelectField = ({ label, error, children, ...select }: SelectFieldProps) => {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
};
