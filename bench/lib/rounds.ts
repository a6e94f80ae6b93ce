// Scenarios measured in alternating rounds of one run, and ratios as the mean of per-round ratios, so a
// machine that gets busier or quieter during the run weighs on a route and its baseline alike.
import autocannon from "autocannon";

export type HttpRequest = { method?: "GET" | "POST"; body?: unknown; headers?: Record<string, string> };
export type Scenario = { name: string; url: string; request: HttpRequest };
export type Ratio = { mean: number; rounds: number[] };
/** Each scenario's autocannon runs, one a round, by scenario name. */
export type Measured = Map<string, autocannon.Result[]>;
/** One scenario's autocannon runs, one a round, summed up. */
export type Summary = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  rounds: number[];
};

export const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Each step once a round, in reverse order every other round; the results by step name, in round order.
 * `round` is 0 in the first round (the one to warm up in).
 */
export const inRounds = async <T>(
  rounds: number,
  steps: { name: string; run: (round: number) => Promise<T> }[],
  report?: (round: number, name: string, result: T) => void,
): Promise<Map<string, T[]>> => {
  const measured = new Map<string, T[]>();
  for (let round = 0; round < rounds; round++) {
    for (const step of round % 2 === 0 ? steps : [...steps].reverse()) {
      const result = await step.run(round);
      measured.set(step.name, [...(measured.get(step.name) ?? []), result]);
      report?.(round, step.name, result);
    }
  }
  return measured;
};

/** One autocannon measurement of a scenario (with a 2 s warm-up first when `warm`). */
export const measure = async (
  scenario: Scenario,
  options: { duration: number; connections: number; warm: boolean },
): Promise<autocannon.Result> => {
  const { request } = scenario;
  const settings = {
    url: scenario.url,
    connections: options.connections,
    method: request.method ?? "GET",
    headers: { ...(request.body === undefined ? {} : { "content-type": "application/json" }), ...request.headers },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  };
  if (options.warm) await autocannon({ ...settings, duration: 2 });
  return autocannon({ ...settings, duration: options.duration });
};

/** Every scenario with autocannon in `rounds` alternating rounds (warmed up in the first). */
export const measureInRounds = (
  scenarios: Scenario[],
  options: { rounds: number; duration: number; connections: number },
): Promise<Measured> =>
  inRounds(
    options.rounds,
    scenarios.map((scenario) => ({
      name: scenario.name,
      run: (round: number) => measure(scenario, { ...options, warm: round === 0 }),
    })),
    (round, name, r) => console.log(`round ${round + 1}: ${name}: ${Math.round(r.requests.average)} req/s`),
  );

/** req/s as the mean of the rounds, latency as the worst round's, errors and non-2xx summed. */
export const summarize = (measured: Measured): Summary[] =>
  [...measured].map(([name, runs]) => ({
    name,
    rps: Math.round(mean(runs.map((r) => r.requests.average))),
    p50: Math.max(...runs.map((r) => r.latency.p50)),
    p99: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors + r.timeouts, 0),
    rounds: runs.map((r) => Math.round(r.requests.average)),
  }));

/** A route's share of its baseline's req/s: the mean of the rounds' ratios (each round measures both). */
export const ratioOf = (measured: Measured, route: string, baseline: string): Ratio | undefined => {
  const a = measured.get(route);
  const b = measured.get(baseline);
  if (!a || !b) return undefined;
  const rounds = a.map((r, i) => r.requests.average / b[i]!.requests.average);
  return { mean: mean(rounds), rounds };
};

/** `41.3% (rounds: 40%, 43%)` */
export const percent = (r: Ratio): string =>
  `${(r.mean * 100).toFixed(1)}% (rounds: ${r.rounds.map((x) => `${(x * 100).toFixed(0)}%`).join(", ")})`;
