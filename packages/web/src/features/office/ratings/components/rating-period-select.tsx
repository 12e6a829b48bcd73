import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { periodName } from '../../../../lib/period-name';
import styles from '../ratings.module.css';
import { PERIOD_PARAM } from './period-param';

/** Spec 2 §2 "one page per rating, with a period selector": month names in the page's language. */
export const RatingPeriodSelect = ({ periods, value }: { periods: readonly { id: number }[]; value: number }) => {
  const { t, i18n } = useTranslation('ratings');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [, setParams] = useSearchParams();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{t('period')}</label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set(PERIOD_PARAM, event.target.value);
            return next;
          })
        }
      >
        {periods.map((p) => (
          <option key={p.id} value={p.id}>
            {periodName(p.id, language, 'long')}
          </option>
        ))}
      </select>
    </div>
  );
};
