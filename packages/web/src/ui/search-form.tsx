import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../config/constants';
import { useZodForm } from '../lib/form';
import { queryField } from '../lib/query-form';
import { readSearch, searchParams } from '../lib/search-query';
import { Button } from './button';
import styles from './search-form.module.css';

/** The search form's text, read as the address reads `q` (trimmed, one space between words). */
const searchForm = z.object({ q: queryField(searchParams.q) });

/** A search form's state, starting with `initial` (the address's query on a results page). */
export const useSearchForm = (initial = '') => useZodForm(searchForm, { q: initial });

/** What a search form holds now, as its submit would send it: '' for nothing to look for. */
export const typedSearch = (form: ReturnType<typeof useSearchForm>): string =>
  searchParams.q.parse(form.watch('q')) ?? '';

/**
 * A results page's search: `q` from the address, a form starting with it, and a search that
 * writes the next `q` there (the corporate results page and the shop's search page).
 */
export const useAddressSearch = () => {
  const [params, setParams] = useSearchParams();
  const q = readSearch(params);
  const form = useSearchForm(q);
  return { q, form, onSearch: (next: string) => setParams({ q: next }) };
};

export interface SearchFormProps {
  form: ReturnType<typeof useSearchForm>;
  /** The text as the address reads it; not called for an empty one. */
  onSearch: (q: string) => void;
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
 * search page (spec 1 §2), each bounded by SEARCH_QUERY_MAX_LENGTH as the gateway is. A search
 * only changes the address: no submit helper, nothing to refuse.
 */
export const SearchForm = ({
  form,
  onSearch,
  label,
  submitLabel,
  placeholder,
  labelShown = false,
  autoFocus = false,
  className,
}: SearchFormProps) => {
  const inputId = useId();
  const submit = form.handleSubmit(({ q }) => {
    if (q) onSearch(q);
  });
  return (
    <form className={[styles.form, className].filter(Boolean).join(' ')} onSubmit={submit}>
      <label htmlFor={inputId} className={labelShown ? styles.label : styles.visuallyHidden}>
        {label}
      </label>
      <input
        id={inputId}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        {...(autoFocus ? { 'data-autofocus': '' } : {})}
        // The server's page shows the query too: react-hook-form fills its fields only once they mount.
        defaultValue={form.formState.defaultValues?.q}
        {...form.register('q')}
      />
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
};
