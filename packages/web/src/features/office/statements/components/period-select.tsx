import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { periodName } from '../../../../lib/period-name';
import { PAGE_PARAM } from '../../../../ui/pager';
import styles from '../statements.module.css';

/** The query parameter the statement pages keep the chosen period in, so a link or reload keeps it. */
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
}

/** The period selector of spec 2 §2 "choose a period": names in the page's language, newest first. */
export const PeriodSelect = ({ periods, value }: PeriodSelectProps) => {
  const { t, i18n } = useTranslation('statements');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [, setParams] = useSearchParams();
  const id = useId();
  const choose = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(PERIOD_PARAM, id);
      // Another period's rows start at their first page.
      next.delete(PAGE_PARAM);
      return next;
    });
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('period')}</label>
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
