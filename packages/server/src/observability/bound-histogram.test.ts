import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { BoundHistogram } from "./bound-histogram.ts";

describe("BoundHistogram", () => {
  it("is exported exactly as prom-client's Histogram with the same observations, as text and as JSON", async () => {
    const buckets = [0.001, 0.0025, 0.01, 0.5, 2.5];
    const theirs = new Registry();
    const ours = new Registry();
    const spec = { name: "demo_duration_seconds", help: "A demo.", buckets };
    const reference = new Histogram({ ...spec, labelNames: ["method", "route", "status"], registers: [theirs] });
    const bound = new BoundHistogram({ ...spec, registers: [ours] });
    const series = [
      { method: "GET", route: "/a/{id}", status: "200" },
      { method: "POST", route: 'a "quoted" \\ route', status: "503" },
      { method: "GET", route: "/a/{id}", status: "404" },
    ];
    // Values on, between, below and above every bound, in each series, interleaved.
    const values = [0, 0.001, 0.0011, 0.0025, 0.003, 0.01, 0.2, 0.5, 0.5000001, 2.5, 3, 120];
    values.forEach((value, i) => {
      for (const [s, labels] of series.entries()) {
        if ((i + s) % 3 === 2) continue;
        reference.observe(labels, value);
        bound.series(`${labels.method} ${labels.status} ${labels.route}`, () => labels).observe(value);
      }
    });
    expect(await ours.metrics()).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it("gives the same series object for the same key", () => {
    const bound = new BoundHistogram({ name: "demo_seconds", help: "A demo.", buckets: [1], registers: [] });
    const first = bound.series("k", () => ({ a: "1" }));
    expect(bound.series("k", () => ({ a: "2" }))).toBe(first);
  });
});
