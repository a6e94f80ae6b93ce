// The governance-scenario model: eight sliders (integers 0..100) → a classified regime and six metrics.
// One implementation for the browser playground and the server, so the two never disagree. The formulas
// are in README.md ("The model"); the table of known inputs and outputs in src/model.test.ts pins them.
// All arithmetic is on integers until the last division, so every runtime gives the same numbers.

/** The eight sliders, in the order every list, vector and formula uses. */
export const SLIDER_KEYS = [
  "floor",
  "ruleOfLaw",
  "rotation",
  "transparency",
  "multiStatus",
  "skinInGame",
  "polycentricity",
  "positiveSum",
] as const;

export type SliderKey = (typeof SLIDER_KEYS)[number];
/** Each slider is an integer from 0 to 100. */
export type Sliders = Record<SliderKey, number>;

export const METRIC_KEYS = [
  "eliteFear",
  "intraConflict",
  "resentment",
  "innovation",
  "stability",
  "legitimacy",
] as const;

export type MetricKey = (typeof METRIC_KEYS)[number];
/** Each metric is a number from 0 to 100 with at most one decimal. */
export type Metrics = Record<MetricKey, number>;

export type RegimeId =
  | "autocracy"
  | "oligarchy"
  | "anarchy"
  | "dominant-party"
  | "populist-democracy"
  | "technocracy"
  | "social-democracy"
  | "liberal-democracy"
  | "polycentric-federation";

export interface SliderSpec {
  key: SliderKey;
  label: string;
  description: string;
  min: 0;
  max: 100;
  step: 1;
  default: number;
}

export interface Regime {
  id: RegimeId;
  name: string;
  description: string;
}

export interface Evaluation {
  regime: { id: RegimeId; name: string };
  metrics: Metrics;
}

const spec = (key: SliderKey, label: string, description: string): SliderSpec => ({
  key,
  label,
  description,
  min: 0,
  max: 100,
  step: 1,
  default: 50,
});

/** The documented range of every slider: integers from 0 to 100 in steps of 1, 50 by default. */
export const SLIDER_SPEC: readonly SliderSpec[] = [
  spec("floor", "Social floor", "What everyone is guaranteed whatever happens: 0 nothing, 100 a generous floor."),
  spec("ruleOfLaw", "Rule of law", "How far the rules bind those who make them: 0 not at all, 100 completely."),
  spec("rotation", "Rotation of power", "How regularly and peacefully power changes hands: 0 never, 100 routinely."),
  spec("transparency", "Transparency", "How much of the use of power the public can see: 0 nothing, 100 everything."),
  spec("multiStatus", "Many status ladders", "How many independent ways there are to gain status: 0 one, 100 many."),
  spec(
    "skinInGame",
    "Skin in the game",
    "How much decision makers bear the costs of their decisions: 0 none, 100 fully.",
  ),
  spec(
    "polycentricity",
    "Polycentricity",
    "How many independent centres of decision there are: 0 one centre, 100 many.",
  ),
  spec(
    "positiveSum",
    "Positive-sum orientation",
    "How much gains come from creating rather than taking: 0 zero-sum, 100 positive-sum.",
  ),
];

/** The regimes, each with its prototype slider vector (README, "Classification"). */
const REGIME_TABLE: readonly (Regime & { prototype: readonly number[] })[] = [
  {
    id: "autocracy",
    name: "Autocracy",
    description: "One ruler or clique above the law, no rotation and no independent centres of power.",
    prototype: [20, 15, 5, 10, 10, 20, 5, 20],
  },
  {
    id: "oligarchy",
    name: "Oligarchy",
    description: "A few families or firms share power among themselves; rules bend for insiders.",
    prototype: [15, 35, 20, 20, 15, 60, 30, 30],
  },
  {
    id: "anarchy",
    name: "Anarchy",
    description: "Many centres and no binding rules: power is local, contested and short-lived.",
    prototype: [15, 10, 60, 25, 45, 15, 85, 15],
  },
  {
    id: "dominant-party",
    name: "Dominant-party state",
    description: "Elections and some rules, but one party always governs and the state provides a floor.",
    prototype: [45, 45, 15, 30, 35, 40, 20, 50],
  },
  {
    id: "populist-democracy",
    name: "Populist democracy",
    description: "Power rotates through elections, but courts, press and minorities are weak against the majority.",
    prototype: [60, 35, 55, 35, 30, 25, 35, 35],
  },
  {
    id: "technocracy",
    name: "Technocracy",
    description: "Experts govern by rules and data with limited rotation and a growth-minded agenda.",
    prototype: [55, 70, 35, 60, 40, 50, 35, 70],
  },
  {
    id: "social-democracy",
    name: "Social democracy",
    description: "A liberal democracy with a generous social floor and broad public services.",
    prototype: [85, 80, 75, 75, 65, 55, 55, 70],
  },
  {
    id: "liberal-democracy",
    name: "Liberal democracy",
    description: "Rule of law, regular rotation, open information and many ways to succeed.",
    prototype: [55, 85, 80, 80, 70, 70, 60, 75],
  },
  {
    id: "polycentric-federation",
    name: "Polycentric federation",
    description: "Many self-governing centres under shared rules, each accountable and competing to serve.",
    prototype: [65, 80, 75, 75, 80, 75, 90, 80],
  },
];

/** The regimes the model classifies into, in tie-breaking order. */
export const REGIMES: readonly Regime[] = REGIME_TABLE.map(({ id, name, description }) => ({ id, name, description }));

/**
 * Each metric is a weighted sum of sliders (integer weights summing to 100). A term `[key, w]` adds
 * w·slider, a term `[key, w, true]` adds w·(100 − slider): the sum is an integer from 0 to 10 000.
 */
type Term = readonly [SliderKey, number, boolean?];
const METRIC_TERMS: Record<MetricKey, readonly Term[]> = {
  eliteFear: [
    ["rotation", 30],
    ["ruleOfLaw", 25],
    ["transparency", 25],
    ["skinInGame", 20],
  ],
  intraConflict: [
    ["positiveSum", 30, true],
    ["ruleOfLaw", 25, true],
    ["rotation", 25, true],
    ["polycentricity", 20, true],
  ],
  resentment: [
    ["floor", 35, true],
    ["multiStatus", 25, true],
    ["transparency", 20, true],
    ["ruleOfLaw", 20, true],
  ],
  innovation: [
    ["polycentricity", 30],
    ["multiStatus", 25],
    ["positiveSum", 25],
    ["transparency", 20],
  ],
  stability: [
    ["ruleOfLaw", 25],
    ["floor", 20],
    ["positiveSum", 20],
    ["skinInGame", 15],
    ["rotation", 10],
    ["polycentricity", 10],
  ],
  legitimacy: [
    ["floor", 20],
    ["ruleOfLaw", 20],
    ["transparency", 20],
    ["rotation", 15],
    ["multiStatus", 15],
    ["skinInGame", 10],
  ],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Checks that `value` is an object with exactly the eight sliders, each an integer from 0 to 100.
 * Returns a fresh object in SLIDER_KEYS order, or every problem found (one message per field).
 */
export function validateSliders(value: unknown): { ok: true; sliders: Sliders } | { ok: false; errors: string[] } {
  if (!isRecord(value)) return { ok: false, errors: ["sliders: must be an object with the eight sliders"] };
  const errors: string[] = [];
  const sliders = {} as Sliders;
  for (const key of SLIDER_KEYS) {
    const v = value[key];
    if (v === undefined) errors.push(`sliders.${key}: is required`);
    else if (typeof v !== "number" || !Number.isInteger(v) || v < 0 || v > 100)
      errors.push(`sliders.${key}: must be an integer from 0 to 100`);
    else sliders[key] = v === 0 ? 0 : v; // -0 → 0
  }
  for (const key of Object.keys(value)) {
    if (!(SLIDER_KEYS as readonly string[]).includes(key)) errors.push(`sliders.${key}: is not a slider`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, sliders };
}

const squaredDistance = (a: readonly number[], b: readonly number[]): number => {
  let sum = 0;
  for (let i = 0; i < SLIDER_KEYS.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    sum += d * d;
  }
  return sum;
};

const vector = (sliders: Sliders): number[] => SLIDER_KEYS.map((key) => sliders[key]);

/**
 * Euclidean distance between two slider vectors, each slider normalised to 0..1 (slider / 100):
 * 0 for equal vectors, at most √8 ≈ 2.828.
 */
export function distance(a: Sliders, b: Sliders): number {
  return Math.sqrt(squaredDistance(vector(a), vector(b))) / 100;
}

/**
 * The regime (the one whose prototype is nearest to the sliders; a tie goes to the earlier in REGIMES)
 * and the six metrics (weighted sums, README "Metrics"), each rounded half up to one decimal.
 * Expects valid sliders (see validateSliders).
 */
export function evaluate(sliders: Sliders): Evaluation {
  const v = vector(sliders);
  let best = REGIME_TABLE[0] as (typeof REGIME_TABLE)[number];
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const regime of REGIME_TABLE) {
    const d = squaredDistance(v, regime.prototype);
    if (d < bestDistance) {
      best = regime;
      bestDistance = d;
    }
  }
  const metrics = {} as Metrics;
  for (const key of METRIC_KEYS) {
    let sum = 0;
    for (const [slider, weight, inverted] of METRIC_TERMS[key]) {
      sum += weight * (inverted ? 100 - sliders[slider] : sliders[slider]);
    }
    metrics[key] = Math.round(sum / 10) / 10;
  }
  return { regime: { id: best.id, name: best.name }, metrics };
}

// ---- Suggestions: the smallest slider changes toward an aim ---------------------------------------
//
// Every aim is a set of linear constraints over the sliders, `Σ a[i]·slider[i] ≥ min` with integer
// coefficients: a regime's, one per other regime (nearer the target's prototype than that regime's, a
// tie allowed only against a regime listed after it); a metric's, one (its weighted sum at or past the
// threshold that rounds to the target). Changes of up to EXHAUSTIVE_SLIDERS sliders are searched
// exhaustively over every integer value (the last slider of each set solved exactly from the others), so
// an answer found there is the smallest; a larger one comes from a bounded walk toward a point known to
// meet the aim, each slider then taken back as far as the aim allows.

/**
 * What a suggestion works toward: a regime to reach, or a metric to raise or lower by `by` points (an
 * integer from 1 to 100, DEFAULT_AIM_POINTS when left out).
 */
export type Aim = { regime: RegimeId } | { metric: MetricKey; direction: "raise" | "lower"; by?: number };

/** A metric aim's `by` when it names none. */
export const DEFAULT_AIM_POINTS = 10;

/** Changes of up to this many sliders are searched exhaustively (the answer is then the smallest). */
export const EXHAUSTIVE_SLIDERS = 3;

export interface SuggestedChange {
  key: SliderKey;
  from: number;
  to: number;
  /** Why this slider moves: which regime boundary or which metric term it moves. */
  reason: string;
}

/**
 * `suggested`: `changes` reach the aim. `already-met`: the sliders already classify as the aim's regime.
 * `unreachable`: no sliders can meet it (the metric is already at its limit); `changes` is empty.
 */
export type SuggestionOutcome = "suggested" | "already-met" | "unreachable";

export interface SuggestionResult extends Evaluation {
  outcome: SuggestionOutcome;
  /** The aim worked toward (a metric aim with its `by`). */
  aim: Aim;
  /** The suggested sliders (the current ones when nothing changes), with their regime and metrics. */
  sliders: Sliders;
  /** The sliders that move, in slider order. */
  changes: SuggestedChange[];
  /**
   * True when no change reaches the aim with fewer sliders, or with as many and a smaller total move
   * (found by the exhaustive search); false for a change of more than EXHAUSTIVE_SLIDERS sliders.
   */
  minimal: boolean;
  /** One or two sentences: what was found and how large it is (each change's reason is separate). */
  summary: string;
}

/** `Σ a[i]·x[i] ≥ min`, in SLIDER_KEYS order. */
interface Constraint {
  a: number[];
  min: number;
}

interface Candidate {
  x: number[];
  count: number;
  total: number;
  /** The smallest surplus over the constraints: how far inside the aim the change ends. */
  slack: number;
}

const N = SLIDER_KEYS.length;
const MAX = 100;

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
const regimeConstraints = (target: number): Constraint[] => {
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
const metricLinear = (key: MetricKey): { constant: number; a: number[] } => {
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
const metricConstraint = (key: MetricKey, direction: "raise" | "lower", tenths: number): Constraint => {
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

const search = (current: readonly number[], constraints: readonly Constraint[], anchor: readonly number[]) => {
  for (let k = 1; k <= EXHAUSTIVE_SLIDERS; k++) {
    const found = exhaustive(current, constraints, k);
    if (found) return { found, minimal: true };
  }
  return { found: walk(current, constraints, anchor), minimal: false };
};

const METRIC_NAMES: Record<MetricKey, string> = {
  eliteFear: "elite fear",
  intraConflict: "internal conflict",
  resentment: "resentment",
  innovation: "innovation",
  stability: "stability",
  legitimacy: "legitimacy",
};

const sliderLabel = (key: SliderKey): string => (SLIDER_SPEC.find((s) => s.key === key) as SliderSpec).label;
const lower = (label: string): string => label.charAt(0).toLowerCase() + label.slice(1);
const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const tenthsText = (tenths: number): string => String(tenths / 10);
const sliderCount = (n: number): string => `${n} slider${n === 1 ? "" : "s"}`;
const points = (n: number): string => `${n} point${n === 1 ? "" : "s"}`;

/** Why slider `i` moves toward a regime: the boundary (with the regime it most moves away from) it crosses. */
const regimeReason = (
  target: number,
  currentRegime: number,
  current: readonly number[],
  i: number,
  to: number,
): string => {
  const key = SLIDER_KEYS[i] as SliderKey;
  const from = current[i] as number;
  const delta = to - from;
  const T = REGIME_TABLE[target] as (typeof REGIME_TABLE)[number];
  // The regime this move gains most against: the regime now if it gains against it, else one of the
  // regimes nearer than the target now, else any.
  const nearer = (r: number) => {
    const pR = (REGIME_TABLE[r] as (typeof REGIME_TABLE)[number]).prototype;
    return squaredDistance(current, pR) <= squaredDistance(current, T.prototype);
  };
  const gain = (r: number) =>
    ((T.prototype[i] as number) - ((REGIME_TABLE[r] as (typeof REGIME_TABLE)[number]).prototype[i] as number)) * delta;
  let against = -1;
  for (const pool of [(r: number) => r === currentRegime, nearer, () => true]) {
    for (let r = 0; r < REGIME_TABLE.length; r++) {
      if (r === target || !pool(r) || gain(r) <= 0) continue;
      if (against === -1 || gain(r) > gain(against)) against = r;
    }
    if (against !== -1) break;
  }
  const head = `${sliderLabel(key)} ${from} → ${to}`;
  if (against === -1) return `${head}: needed to stay within ${T.name} once the other sliders move.`;
  const R = REGIME_TABLE[against] as (typeof REGIME_TABLE)[number];
  const verb = delta > 0 ? "raising" : "lowering";
  const prototypes = `${T.name}'s prototype has ${T.prototype[i]} here, ${R.name}'s ${R.prototype[i]}`;
  if (against === currentRegime)
    return `${head}: ${prototypes}; ${verb} it moves the scenario across the boundary from ${R.name} (the regime now) toward ${T.name}.`;
  if (nearer(against))
    return `${head}: ${prototypes}; ${verb} it moves the scenario to ${T.name}'s side of its boundary with ${R.name}, which is nearer now.`;
  return `${head}: ${prototypes}; ${verb} it keeps the scenario on ${T.name}'s side of its boundary with ${R.name}.`;
};

/** Why slider `i` moves for a metric: its weight in the metric and how far this move shifts it. */
const metricReason = (key: MetricKey, current: readonly number[], i: number, to: number): string => {
  const slider = SLIDER_KEYS[i] as SliderKey;
  const from = current[i] as number;
  const delta = to - from;
  const term = METRIC_TERMS[key].find(([s]) => s === slider);
  const head = `${sliderLabel(slider)} ${from} → ${to}`;
  const name = METRIC_NAMES[key];
  if (!term) return `${head}: ${name} does not depend on it.`;
  const [, weight, inverted] = term;
  const shift = Math.round((weight * Math.abs(delta)) / 10);
  const up = delta > 0 !== Boolean(inverted);
  const counts = inverted
    ? `${name} counts 100 − ${lower(sliderLabel(slider))} at ${weight}%`
    : `${name} counts ${lower(sliderLabel(slider))} at ${weight}%`;
  return `${head}: ${counts}, so ${delta > 0 ? "raising" : "lowering"} it ${up ? "raises" : "lowers"} ${name} by ${tenthsText(shift)}.`;
};

const slidersAt = (x: readonly number[]): Sliders =>
  Object.fromEntries(SLIDER_KEYS.map((key, i) => [key, x[i]])) as Sliders;

const checkedAim = (aim: Aim): Aim => {
  if (typeof aim !== "object" || aim === null) throw new TypeError("aim: must be an object");
  if ("regime" in aim) {
    if (!REGIME_TABLE.some((r) => r.id === aim.regime))
      throw new RangeError(`aim.regime: "${String(aim.regime)}" is not a regime`);
    return { regime: aim.regime };
  }
  if (!(METRIC_KEYS as readonly string[]).includes(aim.metric))
    throw new RangeError(`aim.metric: "${String(aim.metric)}" is not a metric`);
  if (aim.direction !== "raise" && aim.direction !== "lower")
    throw new RangeError('aim.direction: must be "raise" or "lower"');
  const by = aim.by ?? DEFAULT_AIM_POINTS;
  if (!Number.isInteger(by) || by < 1 || by > MAX) throw new RangeError("aim.by: must be an integer from 1 to 100");
  return { metric: aim.metric, direction: aim.direction, by };
};

/**
 * The smallest slider changes that reach `aim` from `sliders`: the change of the fewest sliders, then the
 * smallest total move (Σ |to − from|), then the one that ends deepest inside the aim, then the one moving
 * the earlier sliders (SLIDER_KEYS order), then the lower values. Changes of up to EXHAUSTIVE_SLIDERS
 * sliders are searched exhaustively (`minimal: true`); past that a deterministic walk finds one
 * (`minimal: false`). A metric aim asks for `by` points (DEFAULT_AIM_POINTS by default), or as far as
 * the metric's limit (0 or 100) when that is nearer. Each change says why it moves. Expects valid
 * sliders (see validateSliders); throws a RangeError for an aim that names no regime or metric.
 */
export function suggestChanges(sliders: Sliders, aim: Aim): SuggestionResult {
  const checked = checkedAim(aim);
  const current = vector(sliders);
  const now = evaluate(sliders);
  const currentRegime = REGIME_TABLE.findIndex((r) => r.id === now.regime.id);
  const answer = (
    outcome: SuggestionOutcome,
    summary: string,
    x: readonly number[] = current,
    minimal = true,
    reasons: string[] = [],
  ) => {
    const next = slidersAt(x);
    const changes: SuggestedChange[] = [];
    SLIDER_KEYS.forEach((key, i) => {
      if (x[i] !== current[i])
        changes.push({ key, from: current[i] as number, to: x[i] as number, reason: reasons[i] as string });
    });
    return { outcome, aim: checked, sliders: next, ...evaluate(next), changes, minimal, summary };
  };
  const size = (found: Candidate) => `${sliderCount(found.count)}, ${points(found.total)} in all`;

  if ("regime" in checked) {
    const target = REGIME_TABLE.findIndex((r) => r.id === checked.regime);
    const T = REGIME_TABLE[target] as (typeof REGIME_TABLE)[number];
    if (target === currentRegime)
      return answer("already-met", `The sliders already classify as ${T.name}: nothing to change.`);
    const { found, minimal } = search(current, regimeConstraints(target), T.prototype);
    const reasons = found.x.map((v, i) => (v === current[i] ? "" : regimeReason(target, currentRegime, current, i, v)));
    const summary = minimal
      ? `The smallest change that takes the sliders from ${now.regime.name} to ${T.name} moves ${size(found)}.`
      : `No change of ${EXHAUSTIVE_SLIDERS} or fewer sliders takes the sliders from ${now.regime.name} to ${T.name}. This one moves ${size(found)}: found by moving toward ${T.name}'s prototype and taking back what was not needed, so a smaller one may exist.`;
    return answer("suggested", summary, found.x, minimal, reasons);
  }

  const { metric, direction } = checked;
  const by = checked.by as number;
  const name = METRIC_NAMES[metric];
  const nowTenths = Math.round(now.metrics[metric] * 10);
  const limit = direction === "raise" ? 1000 : 0;
  if (nowTenths === limit) {
    return answer(
      "unreachable",
      `${capital(name)} is already ${limit / 10}, the ${direction === "raise" ? "most" : "least"} the model gives: no sliders can ${direction} it.`,
    );
  }
  const goal = direction === "raise" ? Math.min(limit, nowTenths + by * 10) : Math.max(limit, nowTenths - by * 10);
  const { a } = metricLinear(metric);
  // The sliders at the metric's best for the direction (0 or 100), the others where they are.
  const anchor = current.map((c, i) =>
    (a[i] as number) === 0 ? c : (a[i] as number) > 0 === (direction === "raise") ? MAX : 0,
  );
  const { found, minimal } = search(current, [metricConstraint(metric, direction, goal)], anchor);
  const reasons = found.x.map((v, i) => (v === current[i] ? "" : metricReason(metric, current, i, v)));
  const reached = Math.round(evaluate(slidersAt(found.x)).metrics[metric] * 10);
  const clipped =
    goal === limit && Math.abs(goal - nowTenths) < by * 10
      ? ` (its ${direction === "raise" ? "maximum" : "minimum"}; ${by} points were asked)`
      : "";
  const aimText = `${direction === "raise" ? "raises" : "lowers"} ${name} from ${tenthsText(nowTenths)} to ${direction === "raise" ? "at least" : "at most"} ${tenthsText(goal)}${clipped}`;
  const summary = minimal
    ? `The smallest change that ${aimText} moves ${size(found)}; ${name} becomes ${tenthsText(reached)}.`
    : `No change of ${EXHAUSTIVE_SLIDERS} or fewer sliders ${aimText}. This one moves ${size(found)} (${name} becomes ${tenthsText(reached)}): found by moving toward the sliders' limits and taking back what was not needed, so a smaller one may exist.`;
  return answer("suggested", summary, found.x, minimal, reasons);
}
