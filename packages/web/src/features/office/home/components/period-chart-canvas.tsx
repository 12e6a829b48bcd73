import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { PERIOD_CHART_HEIGHT } from './chart-size';

/** What the canvas draws: one label per period and the two volumes of each, in the same order. */
export interface PeriodChartData {
  labels: string[];
  personal: number[];
  group: number[];
  /** Formats an axis amount (compact, in the visitor's language). */
  formatAmount: (value: number) => string;
  colors: { personal: string; group: string; axis: string; grid: string };
}

const options = (data: PeriodChartData, width: number): uPlot.Options => {
  const count = data.labels.length;
  const bars = (align: -1 | 1) => uPlot.paths.bars?.({ size: [0.38, 28], align, gap: 2 });
  return {
    width,
    height: PERIOD_CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    scales: {
      x: { time: false, range: [-0.5, count - 0.5] },
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        stroke: data.colors.axis,
        grid: { show: false },
        ticks: { show: false },
        splits: () => data.labels.map((_, index) => index),
        values: (_u, splits) => splits.map((index) => data.labels[index] ?? ''),
      },
      {
        stroke: data.colors.axis,
        size: 64,
        grid: { stroke: data.colors.grid, width: 1 },
        ticks: { show: false },
        values: (_u, splits) => splits.map(data.formatAmount),
      },
    ],
    series: [
      {},
      { fill: data.colors.personal, stroke: data.colors.personal, width: 0, paths: bars(-1) },
      { fill: data.colors.group, stroke: data.colors.group, width: 0, paths: bars(1) },
    ],
  };
};

/**
 * The bars of the period comparison, drawn by uPlot (STYLE.md: one small chart library, loaded
 * only by the pages that draw charts: this file is its own chunk). The canvas is decoration; the
 * page beside it carries the same numbers as text.
 */
const PeriodChartCanvas = ({ data }: { data: PeriodChartData }) => {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const xs = data.labels.map((_, index) => index);
    const chart = new uPlot(options(data, element.clientWidth), [xs, data.personal, data.group], element);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: PERIOD_CHART_HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [data]);
  return <div ref={holder} aria-hidden="true" style={{ blockSize: PERIOD_CHART_HEIGHT }} dir="ltr" />;
};

export default PeriodChartCanvas;
