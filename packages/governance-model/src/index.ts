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

/** The regimes, each with its prototype slider vector in SLIDER_KEYS order (README, "Classification"). */
export const REGIME_TABLE: readonly (Regime & { prototype: readonly number[] })[] = [
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
export type Term = readonly [SliderKey, number, boolean?];
export const METRIC_TERMS: Record<MetricKey, readonly Term[]> = {
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
