import type { Registry } from 'prom-client';

type Labels = Record<string, string>;

/** A line of the exposition as prom-client's registry reads it from a metric's `get()`. */
interface Value {
  metricName?: string;
  labels: Record<string, string | number>;
  value: number;
}

/** One series (a combination of the labels' values): its answers in plain numbers. */
export interface Series {
  readonly labels: Labels;
  /** Answers per bucket (not cumulative), the last one past the highest bound (+Inf). */
  buckets: Float64Array;
  sum: number;
  count: number;
  /** Set when a reset dropped it: no longer in the exposition, so not to be counted again. */
  dropped: boolean;
}

/**
 * The two per-answer metrics (a request counter and a latency histogram with the same labels),
 * kept in plain numbers per series and written in Prometheus' text by prom-client's registry.
 * prom-client's own Counter and Histogram hash the labels object on every `inc`/`observe`, even
 * through `labels()` children: on every answer that was about 2% of a dashboard call's CPU
 * (docs/scaling.md). Here an answer costs a bucket search and three additions, on a series its
 * caller keeps (`seriesOf`, then `observe`).
 */
export class RequestMetrics {
  private readonly byKey = new Map<string, Series>();

  constructor(
    private readonly names: { counter: string; histogram: string },
    private readonly help: { counter: string; histogram: string },
    private readonly bounds: readonly number[],
  ) {}

  /** Registers both metrics in `registry` (served by its `metrics()`, like prom-client's own). */
  register(registry: Registry): this {
    registry.registerMetric(this.metric('counter') as never);
    registry.registerMetric(this.metric('histogram') as never);
    return this;
  }

  /**
   * The series `key` names (a string naming exactly `labels()`'s values), made on first use. A
   * caller may keep it and `observe` it directly, as long as it is not `dropped`.
   */
  seriesOf(key: string, labels: () => Labels): Series {
    let series = this.byKey.get(key);
    if (!series) {
      series = {
        labels: labels(),
        buckets: new Float64Array(this.bounds.length + 1),
        sum: 0,
        count: 0,
        dropped: false,
      };
      this.byKey.set(key, series);
    }
    return series;
  }

  /** One answer of `series`, in seconds. */
  observe(series: Series, seconds: number): void {
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket++;
    series.buckets[bucket]! += 1;
    series.sum += seconds;
    series.count += 1;
  }

  private reset(): void {
    for (const series of this.byKey.values()) series.dropped = true;
    this.byKey.clear();
  }

  private metric(type: 'counter' | 'histogram') {
    const name = this.names[type];
    return {
      name,
      help: this.help[type],
      type,
      aggregator: 'sum' as const,
      get: async () => ({
        name,
        help: this.help[type],
        type,
        aggregator: 'sum',
        values: type === 'counter' ? this.counterValues() : this.histogramValues(name),
      }),
      reset: () => this.reset(),
    };
  }

  private counterValues(): Value[] {
    return [...this.byKey.values()].map((s) => ({ labels: s.labels, value: s.count }));
  }

  private histogramValues(name: string): Value[] {
    const values: Value[] = [];
    for (const s of this.byKey.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += s.buckets[i]!;
        values.push({ metricName: `${name}_bucket`, labels: { le: bound, ...s.labels }, value: cumulative });
      });
      values.push({ metricName: `${name}_bucket`, labels: { le: '+Inf', ...s.labels }, value: s.count });
      values.push({ metricName: `${name}_sum`, labels: s.labels, value: s.sum });
      values.push({ metricName: `${name}_count`, labels: s.labels, value: s.count });
    }
    return values;
  }
}
