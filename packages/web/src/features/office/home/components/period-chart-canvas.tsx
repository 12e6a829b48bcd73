import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { PERIOD_CHART_HEIGHT } from './chart-size';

/** What one chart draws: one label per period and its amount, in the same order. */
export interface PeriodChartData {
  labels: string[];
  values: number[];
  color: string;
  /** Formats an axis amount (compact, in the visitor's language). */
  formatAmount: (value: number) => string;
}

const AXIS = '#4b5c52';
const GRID = '#e1e8e3';

const options = (data: PeriodChartData, width: number): uPlot.Options => ({
  width,
  height: PERIOD_CHART_HEIGHT,
  legend: { show: false },
  cursor: { show: false },
  scales: {
    x: { time: false, range: [-0.5, data.labels.length - 0.5] },
    y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.15 : 1] },
  },
  axes: [
    {
      stroke: AXIS,
      grid: { show: false },
      ticks: { show: false },
      splits: () => data.labels.map((_, index) => index),
      values: (_u, splits) => splits.map((index) => data.labels[index] ?? ''),
    },
    {
      stroke: AXIS,
      size: 56,
      grid: { stroke: GRID, width: 1 },
      ticks: { show: false },
      values: (_u, splits) => splits.map(data.formatAmount),
    },
  ],
  series: [
    {},
    {
      fill: data.color,
      stroke: data.color,
      width: 0,
      points: { show: false },
      paths: uPlot.paths.bars?.({ size: [0.6, 40], gap: 2 }),
    },
  ],
});

/**
 * Bars of one amount over the latest periods, drawn by uPlot (STYLE.md: one small chart library,
 * loaded only by the pages that draw charts: this file and the library are their own chunks). The
 * canvas is decoration; the page beside it carries the same numbers as text.
 */
const PeriodChartCanvas = ({ data }: { data: PeriodChartData }) => {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const xs = data.labels.map((_, index) => index);
    const chart = new uPlot(options(data, element.clientWidth), [xs, data.values], element);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: element.clientWidth, height: PERIOD_CHART_HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [data]);
  // Periods read left to right, oldest first, in every language (as a time axis does).
  return <div ref={holder} aria-hidden="true" style={{ blockSize: PERIOD_CHART_HEIGHT }} dir="ltr" />;
};

export default PeriodChartCanvas;
