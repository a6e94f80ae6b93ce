// The search behind suggestChanges (suggest-search.ts): an aim as linear constraints on the eight
// sliders (nearer a regime's prototype than every other's; a metric's weighted sum past a bound), the best
// change of up to EXHAUSTIVE_SLIDERS sliders tried exhaustively, and a fixed walk beyond.
import { METRIC_TERMS, type MetricKey, REGIME_TABLE, SLIDER_KEYS, type Sliders } from "@trustplane/governance-model";

/** Changes of up to this many sliders are searched exhaustively (the answer is then the smallest). */
export const EXHAUSTIVE_SLIDERS = 3;

export const squaredDistance = (a: readonly number[], b: readonly number[]): number => {
  let sum = 0;
  for (let i = 0; i < SLIDER_KEYS.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  return sum;
};

export const vector = (sliders: Sliders): number[] => SLIDER_KEYS.map((key) => sliders[key]);

/** `Σ a[i]·x[i] ≥ min`, in SLIDER_KEYS order. */
interface Constraint {
  a: number[];
  min: number;
}

export interface Candidate {
  x: number[];
  count: number;
  total: number;
  /** The smallest surplus over the constraints: how far inside the aim the change ends. */
  slack: number;
}

const N = SLIDER_KEYS.length;
export const MAX = 100;

const dot = (a: readonly number[], x: readonly number[]): number => {
  let sum = 0;
  for (let i = 0; i < N; i++) sum += (a[i] as number) * (x[i] as number);
  return sum;
};

const slackOf = (constraints: readonly Constraint[], x: readonly number[]): number => {
  let slack = Number.POSITIVE_INFINITY;
  for (const c of constraints) slack = Math.min(slack, dot(c.a, x) - c.min);
  return slack;
};

const meets = (constraints: readonly Constraint[], x: readonly number[]): boolean => slackOf(constraints, x) >= 0;

/** Nearer `target`'s prototype than every other's (squared distances: Σ 2x(pT − pR) ≥ |pT|² − |pR|²). */
export const regimeConstraints = (target: number): Constraint[] => {
  const pT = (REGIME_TABLE[target] as (typeof REGIME_TABLE)[number]).prototype;
  const origin = new Array<number>(N).fill(0);
  const normT = squaredDistance(pT, origin);
  const constraints: Constraint[] = [];
  REGIME_TABLE.forEach((regime, r) => {
    if (r === target) return;
    const pR = regime.prototype;
    constraints.push({
      a: pT.map((t, i) => 2 * (t - (pR[i] as number))),
      // A tie goes to the regime listed first: against an earlier one the target must be strictly nearer.
      min: normT - squaredDistance(pR, origin) + (r < target ? 1 : 0),
    });
  });
  return constraints;
};

/** A metric's weighted sum as `constant + Σ coefficient·slider`. */
export const metricLinear = (key: MetricKey): { constant: number; a: number[] } => {
  const a = new Array<number>(N).fill(0);
  let constant = 0;
  for (const [slider, weight, inverted] of METRIC_TERMS[key]) {
    const i = SLIDER_KEYS.indexOf(slider);
    a[i] = (a[i] as number) + (inverted ? -weight : weight);
    if (inverted) constant += weight * MAX;
  }
  return { constant, a };
};

/**
 * The metric at `tenths` or beyond in `direction`. A metric shows Math.round(sum / 10) tenths, so at least
 * T tenths is a sum of at least 10·T − 5, and at most T tenths a sum of at most 10·T + 4.
 */
export const metricConstraint = (key: MetricKey, direction: "raise" | "lower", tenths: number): Constraint => {
  const { constant, a } = metricLinear(key);
  return direction === "raise"
    ? { a, min: 10 * tenths - 5 - constant }
    : { a: a.map((v) => -v), min: constant - 10 * tenths - 4 };
};

/** The integers v in 0..100 with `sums[q] + a[q][i]·v ≥ min` for every constraint, or undefined. */
const interval = (
  constraints: readonly Constraint[],
  sums: readonly number[],
  i: number,
): [number, number] | undefined => {
  let lo = 0;
  let hi = MAX;
  for (let q = 0; q < constraints.length; q++) {
    const c = constraints[q] as Constraint;
    const a = c.a[i] as number;
    const need = c.min - (sums[q] as number);
    if (a === 0) {
      if (need > 0) return undefined;
    } else if (a > 0) lo = Math.max(lo, Math.ceil(need / a));
    else hi = Math.min(hi, Math.floor(need / a));
    if (lo > hi) return undefined;
  }
  return [lo, hi];
};

/** Fewer sliders, then a smaller total move, then deeper inside the aim, then earlier sliders, then lower values. */
const better = (a: Candidate, b: Candidate | undefined, current: readonly number[]): boolean => {
  if (!b) return true;
  if (a.count !== b.count) return a.count < b.count;
  if (a.total !== b.total) return a.total < b.total;
  if (a.slack !== b.slack) return a.slack > b.slack;
  const moved = (x: readonly number[]) => x.flatMap((v, i) => (v === current[i] ? [] : [i]));
  const ma = moved(a.x);
  const mb = moved(b.x);
  for (let i = 0; i < ma.length; i++) if (ma[i] !== mb[i]) return (ma[i] as number) < (mb[i] as number);
  for (let i = 0; i < N; i++) if (a.x[i] !== b.x[i]) return (a.x[i] as number) < (b.x[i] as number);
  return false;
};

/** The best change of exactly `k` sliders that meets every constraint, trying every integer value. */
const exhaustive = (
  current: readonly number[],
  constraints: readonly Constraint[],
  k: number,
): Candidate | undefined => {
  let best: Candidate | undefined;
  const Q = constraints.length;
  const a = constraints.map((c) => c.a);
  const min = constraints.map((c) => c.min);
  const x = [...current];
  // sums[depth][q]: constraint q's sum with the subset's first `depth` sliders set, the rest of it at 0.
  const sums = Array.from({ length: k }, () => new Array<number>(Q).fill(0));
  // most[depth][q]: the most the subset's sliders from `depth` on can add to constraint q.
  const most = Array.from({ length: k + 1 }, () => new Array<number>(Q).fill(0));
  let subset: readonly number[] = [];

  const consider = (partial: number) => {
    const last = subset[k - 1] as number;
    const range = interval(constraints, sums[k - 1] as number[], last);
    if (!range) return;
    const c = current[last] as number;
    const v = Math.min(range[1], Math.max(range[0], c));
    if (v === c) return; // it would move fewer sliders; the smaller searches found none
    const total = partial + Math.abs(v - c);
    if (best && total > best.total) return;
    x[last] = v;
    const candidate = { x: [...x], count: k, total, slack: slackOf(constraints, x) };
    if (better(candidate, best, current)) best = candidate;
    x[last] = c;
  };

  // Sets subset[depth] to each value but its current one, nearest first (all but the subset's last slider).
  const assign = (depth: number, partial: number) => {
    if (depth === k - 1) return consider(partial);
    const i = subset[depth] as number;
    const c = current[i] as number;
    const from = sums[depth] as number[];
    const to = sums[depth + 1] as number[];
    const rest = most[depth + 1] as number[];
    for (let d = 1; d <= MAX; d++) {
      // The subset's last slider adds at least 1 more: past the best total, nothing can win.
      if (best && partial + d >= best.total) break;
      for (let side = 0; side < 2; side++) {
        const v = side === 0 ? c - d : c + d;
        if (v < 0 || v > MAX) continue;
        let possible = true;
        for (let q = 0; q < Q; q++) {
          const s = (from[q] as number) + ((a[q] as number[])[i] as number) * v;
          to[q] = s;
          if (s + (rest[q] as number) < (min[q] as number)) possible = false;
        }
        if (!possible) continue;
        x[i] = v;
        assign(depth + 1, partial + d);
        x[i] = c;
      }
    }
  };

  for (const chosen of subsetsOf(k)) {
    subset = chosen;
    const inside = new Set(chosen);
    for (let q = 0; q < Q; q++) {
      const aq = a[q] as number[];
      let outside = 0;
      for (let j = 0; j < N; j++) if (!inside.has(j)) outside += (aq[j] as number) * (current[j] as number);
      (sums[0] as number[])[q] = outside;
      for (let depth = k - 1; depth >= 0; depth--) {
        const j = chosen[depth] as number;
        (most[depth] as number[])[q] =
          ((most[depth + 1] as number[])[q] as number) + Math.max(0, (aq[j] as number) * MAX);
      }
    }
    // Not even every slider of the subset at its best can meet some constraint: skip it.
    if (
      (min as number[]).some((m, q) => ((sums[0] as number[])[q] as number) + ((most[0] as number[])[q] as number) < m)
    )
      continue;
    assign(0, 0);
  }
  return best;
};

/**
 * A change of more than EXHAUSTIVE_SLIDERS sliders: for k from EXHAUSTIVE_SLIDERS + 1 up, every set of k
 * sliders walks toward `anchor` (a point that meets the aim) in hundredths of the way until the aim is
 * met; then each moved slider is taken back toward its current value as far as the aim allows, until
 * none can be. The best of these (as `better` orders them) of the smallest k that has one. Deterministic;
 * not proven the smallest.
 */
const walk = (current: readonly number[], constraints: readonly Constraint[], anchor: readonly number[]): Candidate => {
  // Toward the anchor, and toward the limits (0 or 100) on the anchor's side: within a set of sliders,
  // the anchor's own values may not be enough to meet the aim.
  const limits = anchor.map((p, i) => (p === current[i] ? p : p > (current[i] as number) ? MAX : 0));
  const along = (moving: readonly number[], to: readonly number[]): Candidate | undefined => {
    for (let step = 1; step <= 100; step++) {
      const x = [...current];
      for (const i of moving) {
        const c = current[i] as number;
        x[i] = c + Math.round((step * ((to[i] as number) - c)) / 100);
      }
      if (!meets(constraints, x)) continue;
      for (let changed = true; changed; ) {
        changed = false;
        for (let i = 0; i < N; i++) {
          if (x[i] === current[i]) continue;
          const sums = constraints.map((con) => dot(con.a, x) - (con.a[i] as number) * (x[i] as number));
          const range = interval(constraints, sums, i) as [number, number];
          const v = Math.min(range[1], Math.max(range[0], current[i] as number));
          if (v !== x[i]) {
            x[i] = v;
            changed = true;
          }
        }
      }
      const count = x.filter((v, i) => v !== current[i]).length;
      const total = x.reduce((s, v, i) => s + Math.abs(v - (current[i] as number)), 0);
      return { x, count, total, slack: slackOf(constraints, x) };
    }
    return undefined;
  };
  for (let k = EXHAUSTIVE_SLIDERS + 1; k <= N; k++) {
    let best: Candidate | undefined;
    for (const moving of subsetsOf(k)) {
      for (const to of [anchor, limits]) {
        const found = along(moving, to);
        if (found && found.count <= k && better(found, best, current)) best = found;
      }
    }
    if (best) return best;
  }
  // The anchor itself meets the aim, so the set of all eight sliders, walked all the way, always does.
  throw new Error("unreachable: the anchor does not meet the aim");
};

/** The sets of k slider indices, in lexicographic order. */
const subsetsOf = (k: number): number[][] => {
  const out: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === k) out.push([...chosen]);
    else for (let i = from; i < N; i++) pick(i + 1, [...chosen, i]);
  };
  pick(0, []);
  return out;
};

export const search = (current: readonly number[], constraints: readonly Constraint[], anchor: readonly number[]) => {
  for (let k = 1; k <= EXHAUSTIVE_SLIDERS; k++) {
    const found = exhaustive(current, constraints, k);
    if (found) return { found, minimal: true };
  }
  return { found: walk(current, constraints, anchor), minimal: false };
};
