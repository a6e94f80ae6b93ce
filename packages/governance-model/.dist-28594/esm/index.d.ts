/** The eight sliders, in the order every list, vector and formula uses. */
export declare const SLIDER_KEYS: readonly [
  "floor",
  "ruleOfLaw",
  "rotation",
  "transparency",
  "multiStatus",
  "skinInGame",
  "polycentricity",
  "positiveSum",
];
export type SliderKey = (typeof SLIDER_KEYS)[number];
/** Each slider is an integer from 0 to 100. */
export type Sliders = Record<SliderKey, number>;
export declare const METRIC_KEYS: readonly [
  "eliteFear",
  "intraConflict",
  "resentment",
  "innovation",
  "stability",
  "legitimacy",
];
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
  regime: {
    id: RegimeId;
    name: string;
  };
  metrics: Metrics;
}
/** The documented range of every slider: integers from 0 to 100 in steps of 1, 50 by default. */
export declare const SLIDER_SPEC: readonly SliderSpec[];
/** The regimes the model classifies into, in tie-breaking order. */
export declare const REGIMES: readonly Regime[];
/**
 * Checks that `value` is an object with exactly the eight sliders, each an integer from 0 to 100.
 * Returns a fresh object in SLIDER_KEYS order, or every problem found (one message per field).
 */
export declare function validateSliders(value: unknown):
  | {
      ok: true;
      sliders: Sliders;
    }
  | {
      ok: false;
      errors: string[];
    };
/**
 * Euclidean distance between two slider vectors, each slider normalised to 0..1 (slider / 100):
 * 0 for equal vectors, at most √8 ≈ 2.828.
 */
export declare function distance(a: Sliders, b: Sliders): number;
/**
 * The regime (the one whose prototype is nearest to the sliders; a tie goes to the earlier in REGIMES)
 * and the six metrics (weighted sums, README "Metrics"), each rounded half up to one decimal.
 * Expects valid sliders (see validateSliders).
 */
export declare function evaluate(sliders: Sliders): Evaluation;
