import { lazy, useMemo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { formatPrice } from '../../../../lib/format-price';
import { numberFormat } from '../../../../lib/intl-formats';
import { periodName } from '../../../../lib/period-name';
import { PERIOD_CHART_HEIGHT } from '../../../../ui/chart-size';
import { ClientOnly } from '../../../../ui/client-only';
import type { OfficePeriodVolumes } from '../api/get-office-home';
import styles from '../office-home.module.css';

// The chart library arrives with the first chart a partner opens, never with any other page.
const PeriodChartCanvas = lazy(() => import('../../../../ui/period-chart-canvas'));

/** The two volumes, each on its own scale: group volume is often a thousand times the personal one. */
const VOLUMES = [
  { key: 'LO', label: 'volume.personal', color: '#1f7a4d' },
  { key: 'SGO', label: 'volume.group', color: '#5a9e78' },
] as const;

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
  const charts = useMemo(() => {
    const compact = numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
    const labels = history.map((p) => periodName(p.period_id, language, 'short'));
    return VOLUMES.map((volume) => ({
      ...volume,
      data: {
        labels,
        values: history.map((p) => p[volume.key]),
        color: volume.color,
        formatAmount: (value: number) => compact.format(value),
      },
    }));
  }, [history, language]);
  return (
    <div className={styles.charts}>
      {charts.map((chart) => (
        <figure key={chart.key} className={styles.chart}>
          <figcaption className={styles.chartTitle}>
            <span className={styles.swatch} style={{ background: chart.color }} aria-hidden="true" />
            {t(chart.label)}, {currency}
          </figcaption>
          <ClientOnly fallback={<div className={styles.chartPlaceholder} style={{ blockSize: PERIOD_CHART_HEIGHT }} />}>
            <PeriodChartCanvas data={chart.data} />
          </ClientOnly>
        </figure>
      ))}
      {/* A table keeps the width of its content whatever its own width: its box, not the table, is the one pixel. */}
      <div className={styles.visuallyHidden}>
        <table>
          <caption>{t('chart.caption', { currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.period')}</th>
              <th scope="col">{t('volume.personal')}</th>
              <th scope="col">{t('volume.group')}</th>
            </tr>
          </thead>
          <tbody>
            {history.map((p) => (
              <tr key={p.period_id}>
                <th scope="row">{periodName(p.period_id, language, 'long')}</th>
                <td>{formatPrice(p.LO, currency, language)}</td>
                <td>{formatPrice(p.SGO, currency, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
};
