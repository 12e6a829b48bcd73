import { type FormEvent, useId } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '../config/constants';
import { Button } from './button';
import styles from './search-form.module.css';

export interface SearchFormProps {
  value: string;
  onChange: (value: string) => void;
  /** The trimmed text; not called for an empty one. */
  onSubmit: (text: string) => void;
  label: string;
  submitLabel: string;
  placeholder?: string;
  /** Shown beside the field (the shop's search page); read by screen readers only otherwise. */
  labelShown?: boolean;
  /** The dialog's first field: focused when the dialog opens. */
  autoFocus?: boolean;
  className?: string;
}

/**
 * The one search field of the site: the corporate search dialog, its results page and the shop's
 * search page (spec 1 §2), each bounded by SEARCH_QUERY_MAX_LENGTH as the gateway is.
 */
export const SearchForm = ({
  value,
  onChange,
  onSubmit,
  label,
  submitLabel,
  placeholder,
  labelShown = false,
  autoFocus = false,
  className,
}: SearchFormProps) => {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    if (text) onSubmit(text);
  };
  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={inputId} className={labelShown ? styles.label : styles.visuallyHidden}>
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        {...(autoFocus ? { 'data-autofocus': '' } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
};
