// The model's contract: a table of known inputs and outputs (the metric values were worked by hand from
// the weights in README.md for the first rows), plus the validation and distance rules.
import { describe, expect, it } from "vitest";
import {
  distance,
  evaluate,
  METRIC_KEYS,
  REGIMES,
  SLIDER_KEYS,
  SLIDER_SPEC,
  type Sliders,
  validateSliders,
} from "./index.js";

const sliders = (values: number[]): Sliders =>
  Object.fromEntries(SLIDER_KEYS.map((key, i) => [key, values[i]])) as Sliders;

// [sliders in SLIDER_KEYS order, regime id, metrics in METRIC_KEYS order]
const TABLE: [number[], string, number[]][] = [
  [[0, 0, 0, 0, 0, 0, 0, 0], "autocracy", [0, 100, 100, 0, 0, 0]],
  [[100, 100, 100, 100, 100, 100, 100, 100], "polycentric-federation", [100, 0, 0, 100, 100, 100]],
  [[50, 50, 50, 50, 50, 50, 50, 50], "technocracy", [50, 50, 50, 50, 50, 50]],
  // eliteFear = (30·5 + 25·15 + 25·10 + 20·20) / 100 = 11.75 → 11.8 (half up)
  [[20, 15, 5, 10, 10, 20, 5, 20], "autocracy", [11.8, 88, 85.5, 11, 15.8, 13.3]],
  [[100, 0, 0, 0, 0, 0, 0, 0], "autocracy", [0, 100, 65, 0, 20, 20]],
  [[0, 100, 0, 0, 0, 0, 0, 0], "autocracy", [25, 75, 80, 0, 25, 20]],
  [[90, 90, 80, 90, 75, 60, 60, 80], "social-democracy", [81, 21.5, 13.8, 74.8, 79.5, 83.3]],
  [[5, 5, 70, 10, 40, 10, 95, 10], "anarchy", [26.8, 59.3, 85.3, 43, 22.3, 21.5]],
  [[33, 67, 12, 89, 41, 7, 58, 99], "technocracy", [44, 39, 47, 70.2, 51.2, 46.5]],
];

describe("evaluate", () => {
  it.each(TABLE)("%j → %s %j", (values, regime, metrics) => {
    const result = evaluate(sliders(values));
    expect(result.regime.id).toBe(regime);
    expect(result.regime.name).toBe(REGIMES.find((r) => r.id === regime)?.name);
    expect(METRIC_KEYS.map((key) => result.metrics[key])).toEqual(metrics);
    expect(Object.keys(result.metrics)).toEqual([...METRIC_KEYS]);
  });

  it("is deterministic and keeps every metric in 0..100 with at most one decimal", () => {
    let seed = 17;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 101;
    };
    for (let i = 0; i < 2000; i++) {
      const s = sliders(SLIDER_KEYS.map(() => next()));
      const a = evaluate(s);
      expect(evaluate({ ...s })).toEqual(a);
      for (const value of Object.values(a.metrics)) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
        expect(Math.round(value * 10) / 10).toBe(value);
      }
    }
  });
});

describe("REGIMES and SLIDER_SPEC", () => {
  it("lists between 6 and 10 regimes with unique ids, names and descriptions", () => {
    expect(REGIMES.length).toBeGreaterThanOrEqual(6);
    expect(REGIMES.length).toBeLessThanOrEqual(10);
    expect(new Set(REGIMES.map((r) => r.id)).size).toBe(REGIMES.length);
    for (const r of REGIMES) expect(Object.keys(r)).toEqual(["id", "name", "description"]);
  });

  it("describes the eight sliders in order as integers 0..100 defaulting to 50", () => {
    expect(SLIDER_SPEC.map((s) => s.key)).toEqual([...SLIDER_KEYS]);
    for (const s of SLIDER_SPEC) {
      expect(s).toMatchObject({ min: 0, max: 100, step: 1, default: 50 });
      expect(s.label.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(0);
    }
  });
});

describe("validateSliders", () => {
  it("accepts the eight integers and returns them in SLIDER_KEYS order", () => {
    const input = Object.fromEntries([...SLIDER_KEYS].reverse().map((k, i) => [k, i * 10]));
    const result = validateSliders(input);
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.keys(result.sliders)).toEqual([...SLIDER_KEYS]);
  });

  it.each([
    [null, ["sliders: must be an object with the eight sliders"]],
    [[1, 2], ["sliders: must be an object with the eight sliders"]],
    ["50", ["sliders: must be an object with the eight sliders"]],
  ])("refuses %j", (value, errors) => {
    expect(validateSliders(value)).toEqual({ ok: false, errors });
  });

  it("names every missing, out-of-range, fractional, non-numeric and unknown field", () => {
    const result = validateSliders({
      floor: 101,
      ruleOfLaw: -1,
      rotation: 2.5,
      transparency: "50",
      multiStatus: Number.NaN,
      skinInGame: 0,
      polycentricity: 100,
      extra: 1,
    });
    expect(result).toEqual({
      ok: false,
      errors: [
        "sliders.floor: must be an integer from 0 to 100",
        "sliders.ruleOfLaw: must be an integer from 0 to 100",
        "sliders.rotation: must be an integer from 0 to 100",
        "sliders.transparency: must be an integer from 0 to 100",
        "sliders.multiStatus: must be an integer from 0 to 100",
        "sliders.positiveSum: is required",
        "sliders.extra: is not a slider",
      ],
    });
  });
});

describe("distance", () => {
  it("is Euclidean over sliders normalised to 0..1", () => {
    const zero = sliders([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(distance(zero, zero)).toBe(0);
    expect(distance(zero, sliders([100, 100, 100, 100, 100, 100, 100, 100]))).toBeCloseTo(Math.sqrt(8), 12);
    expect(distance(zero, sliders([30, 40, 0, 0, 0, 0, 0, 0]))).toBeCloseTo(0.5, 12);
    const a = sliders([1, 2, 3, 4, 5, 6, 7, 8]);
    const b = sliders([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(distance(a, b)).toBe(distance(b, a));
  });

  it("classifies every regime's prototype-like vector as the nearest regime", () => {
    const result = evaluate(sliders([55, 85, 80, 80, 70, 70, 60, 75]));
    expect(result.regime).toEqual({ id: "liberal-democracy", name: "Liberal democracy" });
  });
});
