import type { Metric, Registry } from 'prom-client';

type Labels = Record<string, string>;
/** One line of the exposition, as prom-client's own metrics give it to the registry. */
interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/**
 * A counter or histogram counted on every request, exposed through prom-client's registry in the
 * same text as prom-client's own. prom-client's `inc` and `observe` check and hash their labels on
 * every call (about 2.5 µs each, four a signed-in read: 5% of its gateway CPU, issue 30's guard
 * rails); a tally keeps one record per label set, which the caller looks up once (`series`) and
 * keeps, so counting is a few additions. The records are read only when /metrics is scraped.
 */
abstract class Tally<Series extends { labels: Labels }> {
  private readonly records = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    registry: Registry,
  ) {
    // The registry reads a metric through name, help, type, aggregator, get() and reset() alone.
    registry.registerMetric(this as unknown as Metric);
  }

  abstract readonly type: 'counter' | 'histogram';
  readonly aggregator = 'sum';

  protected abstract make(labels: Labels): Series;
  protected abstract valuesOf(series: Series): Sample[];

  /** The record of one label set, made at its first use; callers keep it for their next count. */
  series(labels: Labels): Series {
    const key = JSON.stringify(labels);
    let series = this.records.get(key);
    if (!series) {
      series = this.make(labels);
      this.records.set(key, series);
    }
    return series;
  }

  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Sample[] }> {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values: [...this.records.values()].flatMap((series) => this.valuesOf(series)),
    };
  }

  reset(): void {
    this.records.clear();
  }
}

export interface CounterSeries {
  labels: Labels;
  value: number;
}

export class TallyCounter extends Tally<CounterSeries> {
  readonly type = 'counter';

  protected make(labels: Labels): CounterSeries {
    return { labels, value: 0 };
  }

  protected valuesOf(series: CounterSeries): Sample[] {
    return [{ labels: series.labels, value: series.value }];
  }

  inc(series: CounterSeries, by = 1): void {
    series.value += by;
  }
}

export interface HistogramSeries {
  labels: Labels;
  /** Observations per bucket (not cumulative), the last one past every bound (+Inf). */
  counts: number[];
  sum: number;
  count: number;
}

export class TallyHistogram extends Tally<HistogramSeries> {
  readonly type = 'histogram';

  constructor(
    name: string,
    help: string,
    registry: Registry,
    private readonly bounds: readonly number[],
  ) {
    super(name, help, registry);
  }

  protected make(labels: Labels): HistogramSeries {
    return { labels, counts: new Array<number>(this.bounds.length + 1).fill(0), sum: 0, count: 0 };
  }

  /** The buckets as Prometheus reads them, cumulative, `le` first as prom-client writes it. */
  protected valuesOf(series: HistogramSeries): Sample[] {
    const bucket = `${this.name}_bucket`;
    let below = 0;
    const values: Sample[] = this.bounds.map((bound, i) => {
      below += series.counts[i] ?? 0;
      return { labels: { le: bound, ...series.labels }, value: below, metricName: bucket };
    });
    values.push(
      { labels: { le: '+Inf', ...series.labels }, value: series.count, metricName: bucket },
      { labels: series.labels, value: series.sum, metricName: `${this.name}_sum` },
      { labels: series.labels, value: series.count, metricName: `${this.name}_count` },
    );
    return values;
  }

  observe(series: HistogramSeries, value: number): void {
    let i = 0;
    while (i < this.bounds.length && value > (this.bounds[i] as number)) i += 1;
    series.counts[i] = (series.counts[i] ?? 0) + 1;
    series.sum += value;
    series.count += 1;
  }
}
