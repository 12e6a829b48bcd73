import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { periodName } from '../../../../lib/period-name';
import { PERIOD_CHART_HEIGHT } from '../../../../ui/chart-size';
import type { StatementPage } from '../api/get-statement';
import styles from '../statements.module.css';
import { useMoney } from './money';

// The chart library arrives with this chart only (its own chunk), as on the office home.
const PeriodChartCanvas = lazy(() => import('../../../../ui/period-chart-canvas'));

const COLOR = '#1f7a4d';

type Revenue = NonNullable<StatementPage['team_revenue']>;

/** Team revenue period over period, with the same numbers as a table for screen readers. */
export const TeamRevenueChart = ({ revenue, currency }: { revenue: Revenue; currency: string }) => {
  const { t, i18n } = useTranslation('statements');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMoney(currency);
  const data = useMemo(() => {
    const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    return {
      labels: revenue.rows.map((r) => periodName(r.period_id, language, 'short')),
      values: revenue.rows.map((r) => r.amount),
      color: COLOR,
      formatAmount: (value: number) => compact.format(value),
    };
  }, [revenue, language]);
  return (
    <>
      <figure className={styles.chart}>
        <Suspense fallback={<div className={styles.chartPlaceholder} style={{ blockSize: PERIOD_CHART_HEIGHT }} />}>
          <PeriodChartCanvas data={data} />
        </Suspense>
      </figure>
      <table className={styles.visuallyHidden}>
        <caption>{t('statement.chartCaption', { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('period')}</th>
            <th scope="col">{t('statement.teamRevenue')}</th>
          </tr>
        </thead>
        <tbody>
          {revenue.rows.map((r) => (
            <tr key={r.period_id}>
              <th scope="row">{periodName(r.period_id, language, 'long')}</th>
              <td>{money(r.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
};
