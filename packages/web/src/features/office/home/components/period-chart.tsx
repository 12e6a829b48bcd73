import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../lib/format-price';
import type { OfficePeriodVolumes } from '../api/get-office-home';
import styles from '../office-home.module.css';
import { PERIOD_CHART_HEIGHT } from './chart-size';

// The chart library arrives with the first chart a partner opens, never with any other page.
const PeriodChartCanvas = lazy(() => import('./period-chart-canvas'));

/** The chart's colours: the brand's accent for personal volume, a lighter green for the group. */
const COLORS = { personal: '#1f7a4d', group: '#8cc7a5', axis: '#4b5c52', grid: '#e1e8e3' };

/** A period id is `YYYYMM`: the month's short name in the visitor's language, and its year. */
const monthOf = (periodId: number, language: string): string =>
  new Intl.DateTimeFormat(language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(Math.floor(periodId / 100), (periodId % 100) - 1, 1),
  );

interface PeriodChartProps {
  history: OfficePeriodVolumes[];
  currency: string;
}

/**
 * A partner compares periods (issue 16): personal and group volume of the latest periods as bars,
 * with the same numbers in a table for screen readers and for anyone who prefers text.
 */
export const PeriodChart = ({ history, currency }: PeriodChartProps) => {
  const { t, i18n } = useTranslation('office');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const data = useMemo(() => {
    const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      labels: history.map((p) => monthOf(p.period_id, language)),
      personal: history.map((p) => p.LO),
      group: history.map((p) => p.SGO),
      formatAmount: (value: number) => compact.format(value),
      colors: COLORS,
    };
  }, [history, language]);
  return (
    <figure className={styles.chart}>
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatch} style={{ background: COLORS.personal }} aria-hidden="true" />
          {t('volume.personal')}
        </li>
        <li>
          <span className={styles.swatch} style={{ background: COLORS.group }} aria-hidden="true" />
          {t('volume.group')}
        </li>
      </ul>
      <Suspense fallback={<div className={styles.chartPlaceholder} style={{ blockSize: PERIOD_CHART_HEIGHT }} />}>
        <PeriodChartCanvas data={data} />
      </Suspense>
      <table className={styles.visuallyHidden}>
        <caption>{t('chart.caption', { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.period')}</th>
            <th scope="col">{t('volume.personal')}</th>
            <th scope="col">{t('volume.group')}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((p, index) => (
            <tr key={p.period_id}>
              <th scope="row">{data.labels[index]}</th>
              <td>{formatPrice(p.LO, currency, language)}</td>
              <td>{formatPrice(p.SGO, currency, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};
