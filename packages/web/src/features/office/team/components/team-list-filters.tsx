import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import styles from '../team.module.css';

/** The deepest level the partner list offers as a filter (the upstream accepts any; a longer menu helps no one). */
export const LEVEL_CHOICES = 10;

interface TeamListFiltersProps {
  search: string;
  level?: number | undefined;
  /** Shown for the partner list only. */
  withLevel: boolean;
  onChange: (change: { search: string; level?: number | undefined }) => void;
}

/** The search box (applied on submit) and, for partners, the level. */
export const TeamListFilters = ({ search, level, withLevel, onChange }: TeamListFiltersProps) => {
  const { t } = useTranslation('team');
  const searchId = useId();
  const levelId = useId();
  const [text, setText] = useState(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: text.trim(), level });
  };
  return (
    <search>
      <form className={styles.filters} onSubmit={submit}>
        <div className={styles.filter}>
          <label htmlFor={searchId} className={styles.label}>
            {t('clients.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('clients.searchPlaceholder')}
          />
        </div>
        {withLevel ? (
          <div className={styles.filter}>
            <label htmlFor={levelId} className={styles.label}>
              {t('fields.level')}
            </label>
            <select
              id={levelId}
              className={styles.select}
              value={level ?? ''}
              onChange={(event) => onChange({ search: text.trim(), level: Number(event.target.value) || undefined })}
            >
              <option value="">{t('clients.anyLevel')}</option>
              {Array.from({ length: LEVEL_CHOICES }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <span />
        )}
        <Button type="submit">{t('clients.find')}</Button>
      </form>
    </search>
  );
};
