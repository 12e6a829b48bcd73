import { teamOperations } from '@gf/contracts/upstream/team';
import { useEffect, useId } from 'react';
import { z } from 'zod';
import { useTranslation } from '../../../../i18n/use-translation';
import { useZodForm } from '../../../../lib/form';
import { Button } from '../../../../ui/button';
import styles from '../team.module.css';

/** The deepest level the partner list offers as a filter (the upstream accepts any; a longer menu helps no one). */
export const LEVEL_CHOICES = 10;

const { shape } = teamOperations.teamPartnerList.query;
/**
 * The lists' parameters as the upstream takes them (TeamPartnerList's query): the search trimmed,
 * and the level, none while "any level" (the empty choice) is chosen.
 */
const TeamListFilter = z.object({
  search: shape.search.unwrap().trim(),
  level: z.preprocess((value) => (value === '' ? undefined : value), shape.level),
});

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
  const form = useZodForm(TeamListFilter, { search, level: level ?? '' });
  // The address is the list's state: going back or forward shows its parameters again.
  useEffect(() => form.reset({ search, level: level ?? '' }), [form, search, level]);
  const submit = form.handleSubmit(onChange);
  return (
    <search>
      <form className={styles.filters} onSubmit={(event) => void submit(event)}>
        <div className={styles.filter}>
          <label htmlFor={searchId} className={styles.label}>
            {t('clients.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            {...form.register('search')}
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
              // A level is taken at once, with the search as typed.
              {...form.register('level', { onChange: () => void submit() })}
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
