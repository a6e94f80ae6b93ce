import type { Registry } from "prom-client";

/** One series of a BoundHistogram: an observation is a bucket search and three additions. */
export class HistogramSeries {
  readonly labels: Readonly<Record<string, string>>;
  readonly #bounds: readonly number[];
  /** Observations per bucket (not cumulative; the last bound's bucket is the last element). */
  readonly counts: Float64Array;
  sum = 0;
  count = 0;

  constructor(labels: Readonly<Record<string, string>>, bounds: readonly number[]) {
    this.labels = labels;
    this.#bounds = bounds;
    this.counts = new Float64Array(bounds.length);
  }

  observe(value: number): void {
    const bounds = this.#bounds;
    for (let i = 0; i < bounds.length; i++) {
      if (value <= bounds[i]!) {
        this.counts[i]! += 1;
        break;
      }
    }
    this.sum += value;
    this.count += 1;
  }
}

type Value = {
  labels: Record<string, string | number>;
  sharedLabels: Readonly<Record<string, string>>;
  value: number;
  metricName: string;
  /** No exemplars are kept: null on a bucket, as prom-client exports one without. */
  exemplar?: null;
};

/**
 * A Prometheus histogram with labels whose series a hot path binds once (`series`) and observes without
 * anything per call but the bucket search: prom-client's own `observe`, even through `labels(…)`, copies,
 * validates and hashes the label set on every observation (one to two microseconds a request on the
 * request-duration histogram, bench/README.md). The registry exports it exactly as it exports
 * prom-client's Histogram (bound-histogram.test.ts compares the two): buckets cumulative by `le`, then
 * `+Inf`, `_sum` and `_count`, per series in the order the series were made.
 */
export class BoundHistogram {
  readonly name: string;
  readonly help: string;
  readonly type = "histogram";
  readonly aggregator = "sum";
  readonly #bounds: readonly number[];
  readonly #series = new Map<string, HistogramSeries>();

  constructor(spec: { name: string; help: string; buckets: readonly number[]; registers: Registry[] }) {
    this.name = spec.name;
    this.help = spec.help;
    this.#bounds = [...spec.buckets].sort((a, b) => a - b);
    for (const registry of spec.registers) registry.registerMetric(this as never);
  }

  /** The series of these label values, made on first use and then the same object: keep it. */
  series(key: string, labels: () => Record<string, string>): HistogramSeries {
    let series = this.#series.get(key);
    if (series === undefined) {
      series = new HistogramSeries(labels(), this.#bounds);
      this.#series.set(key, series);
    }
    return series;
  }

  reset(): void {
    this.#series.clear();
  }

  /** What the registry writes (the text format). */
  getForPromString() {
    const values: Value[] = [];
    const bucket = `${this.name}_bucket`;
    for (const series of this.#series.values()) {
      let cumulative = 0;
      this.#bounds.forEach((le, i) => {
        cumulative += series.counts[i]!;
        values.push({
          labels: { le },
          sharedLabels: series.labels,
          value: cumulative,
          metricName: bucket,
          exemplar: null,
        });
      });
      values.push(
        {
          labels: { le: "+Inf" },
          sharedLabels: series.labels,
          value: series.count,
          metricName: bucket,
          exemplar: null,
        },
        { labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_count` },
      );
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  /** What the registry gives as JSON: each value's labels with its series' labels merged in. */
  get() {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ sharedLabels, labels, ...rest }) => ({
        ...rest,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }
}
