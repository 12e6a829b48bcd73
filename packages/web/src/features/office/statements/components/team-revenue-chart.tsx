import { lazy, useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { numberFormat } from '../../../../lib/intl-formats';
import { periodName } from '../../../../lib/period-name';
import { PERIOD_CHART_HEIGHT } from '../../../../ui/chart-size';
import { ClientOnly } from '../../../../ui/client-only';
import { useMediaMatch } from '../../../../ui/use-media-match';
import type { StatementPage } from '../api/get-statement';
import styles from '../statements.module.css';
import { useMoney } from './money';

// The chart library arrives with this chart only (its own chunk), as on the office home.
const PeriodChartCanvas = lazy(() => import('../../../../ui/period-chart-canvas'));

const COLOR = '#1f7a4d';
/** Up to this many month names fit side by side under a phone-wide chart; past it every other one is named. */
const PHONE_LABELS = 6;
const PHONE_WIDTH = '(max-width: 40rem)';

type Revenue = NonNullable<StatementPage['team_revenue']>;

/** Team revenue period over period, with the same numbers as a table for screen readers. */
export const TeamRevenueChart = ({ revenue, currency }: { revenue: Revenue; currency: string }) => {
  const { t, i18n } = useTranslation('statements');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = useMoney(currency);
  const phone = useMediaMatch(PHONE_WIDTH);
  const data = useMemo(() => {
    const compact = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    const count = revenue.rows.length;
    const sparse = count > PHONE_LABELS && phone === true;
    return {
      // The latest period is always named; on a phone its neighbours alternate so names never overlap.
      labels: revenue.rows.map((r, index) =>
        sparse && (count - 1 - index) % 2 === 1 ? '' : periodName(r.period_id, language, 'short'),
      ),
      values: revenue.rows.map((r) => r.amount),
      color: COLOR,
      formatAmount: (value: number) => compact.format(value),
    };
  }, [revenue, language, phone]);
  return (
    <>
      <figure className={styles.chart}>
        <ClientOnly fallback={<div className={styles.chartPlaceholder} style={{ blockSize: PERIOD_CHART_HEIGHT }} />}>
          <PeriodChartCanvas data={data} />
        </ClientOnly>
      </figure>
      {/* A table keeps the width of its content whatever its own width: its box, not the table, is the one pixel. */}
      <div className={styles.visuallyHidden}>
        <table>
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
      </div>
    </>
  );
};
