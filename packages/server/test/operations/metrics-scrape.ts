import type { TestServer } from "../harness.ts";

/** One sample of the Prometheus text format. */
export type Sample = { name: string; labels: Record<string, string>; value: number };

export const parseSamples = (text: string): Sample[] =>
  text
    .split("\n")
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`unparsable sample: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });

/** What /metrics says now: `value(name, labels)` is the sample with exactly those labels (undefined when absent). */
export type Scrape = {
  text: string;
  samples: Sample[];
  value(name: string, labels?: Record<string, string>): number | undefined;
};

export const scrape = async (app: TestServer): Promise<Scrape> => {
  const res = await app.call("GET", "/metrics");
  if (res.status !== 200) throw new Error(`GET /metrics: ${res.status}`);
  const samples = parseSamples(res.text);
  const value = (name: string, labels: Record<string, string> = {}) => {
    const wanted = Object.entries(labels);
    return samples.find(
      (s) =>
        s.name === name &&
        Object.keys(s.labels).length === wanted.length &&
        wanted.every(([k, v]) => s.labels[k] === v),
    )?.value;
  };
  return { text: res.text, samples, value };
};

/** How much a sample grew between two scrapes (a sample absent before counts from 0). */
export const grew = (before: Scrape, after: Scrape, name: string, labels: Record<string, string> = {}): number => {
  const now = after.value(name, labels);
  if (now === undefined) throw new Error(`no sample ${name}${JSON.stringify(labels)}`);
  return now - (before.value(name, labels) ?? 0);
};
