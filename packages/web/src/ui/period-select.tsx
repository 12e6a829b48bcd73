import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '../i18n/use-translation';
import { periodName } from '../lib/period-name';
import { PAGE_PARAM } from './pager';
import styles from './period-select.module.css';

/** The query parameter a page keeps its chosen period in, so a link or a reload keeps the choice. */
export const PERIOD_PARAM = 'period';

/** The chosen period from `?period=` (undefined: the current one). */
export const usePeriodParam = (): number | undefined => {
  const [params] = useSearchParams();
  const raw = Number(params.get(PERIOD_PARAM));
  return Number.isInteger(raw) && raw > 0 ? raw : undefined;
};

interface PeriodSelectProps {
  periods: readonly { id: number }[];
  value: number;
  label: string;
}

/**
 * The period selector of spec 2 §2 (statements, ratings): month names in the page's language, as
 * the API lists them (newest first), kept in `?period=`; another period's rows start at page 1.
 */
export const PeriodSelect = ({ periods, value, label }: PeriodSelectProps) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [, setParams] = useSearchParams();
  const id = useId();
  const choose = (period: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(PERIOD_PARAM, period);
      next.delete(PAGE_PARAM);
      return next;
    });
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} className={styles.select} value={value} onChange={(event) => choose(event.target.value)}>
        {periods.map((p) => (
          <option key={p.id} value={p.id}>
            {periodName(p.id, language, 'long')}
          </option>
        ))}
      </select>
    </div>
  );
};
