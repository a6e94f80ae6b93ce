// The deterministic suggester against the governance model: exact answers for known starts, every
// answer checked by `evaluate` alone and against a brute force of one- and two-slider changes.
import {
  evaluate,
  METRIC_KEYS,
  type MetricKey,
  REGIMES,
  type RegimeId,
  SLIDER_KEYS,
  SLIDER_SPEC,
  type SliderKey,
  type Sliders,
} from "@trustplane/governance-model";
import { describe, expect, it } from "vitest";
import { type Aim, DEFAULT_AIM_POINTS, EXHAUSTIVE_SLIDERS, suggestChanges } from "./suggest-search.ts";

const sliders = (values: number[]): Sliders =>
  Object.fromEntries(SLIDER_KEYS.map((key, i) => [key, values[i]])) as Sliders;

const DEFAULTS = sliders([50, 50, 50, 50, 50, 50, 50, 50]);
const AUTOCRATIC = sliders([20, 15, 5, 10, 10, 20, 5, 20]);
const NORDIC = sliders([90, 90, 80, 90, 75, 60, 60, 80]);
const STARTS = { defaults: DEFAULTS, autocratic: AUTOCRATIC, nordic: NORDIC };
type Start = keyof typeof STARTS;

/** Whether `s` meets the aim, judged by `evaluate` alone (not by the search's own constraints). */
const meetsAim = (start: Sliders, s: Sliders, aim: Aim): boolean => {
  if ("regime" in aim) return evaluate(s).regime.id === aim.regime;
  const before = evaluate(start).metrics[aim.metric];
  const by = aim.by ?? DEFAULT_AIM_POINTS;
  const after = evaluate(s).metrics[aim.metric];
  return aim.direction === "raise"
    ? after >= Math.min(100, before + by) - 1e-9
    : after <= Math.max(0, before - by) + 1e-9;
};

/**
 * Every change of one slider, then of two, tried with `evaluate` (286 000 scenarios): the fewest sliders,
 * then the smallest total move, that meet the aim; undefined when two are not enough. An independent
 * check of the search's constraints and pruning.
 */
const bruteForce = (start: Sliders, aim: Aim): { count: number; total: number } | undefined => {
  for (const count of [1, 2]) {
    let total = Number.POSITIVE_INFINITY;
    for (let i = 0; i < SLIDER_KEYS.length; i++) {
      const a = SLIDER_KEYS[i] as SliderKey;
      for (let j = count === 1 ? i : i + 1; j < (count === 1 ? i + 1 : SLIDER_KEYS.length); j++) {
        const b = SLIDER_KEYS[j] as SliderKey;
        for (let u = 0; u <= 100; u++) {
          if (u === start[a]) continue;
          for (let v = 0; v <= (count === 1 ? 0 : 100); v++) {
            if (count === 2 && v === start[b]) continue;
            const moved = count === 1 ? { ...start, [a]: u } : { ...start, [a]: u, [b]: v };
            const size = Math.abs(u - start[a]) + (count === 1 ? 0 : Math.abs(v - start[b]));
            if (size < total && meetsAim(start, moved, aim)) total = size;
          }
        }
      }
    }
    if (total !== Number.POSITIVE_INFINITY) return { count, total };
  }
  return undefined;
};

const changesOf = (result: ReturnType<typeof suggestChanges>) =>
  result.changes.map(({ key, from, to }) => [key, from, to]);
const totalOf = (result: ReturnType<typeof suggestChanges>) =>
  result.changes.reduce((sum, c) => sum + Math.abs(c.to - c.from), 0);

describe("suggestChanges", () => {
  it.each([
    // [start, aim, expected changes [key, from, to] in slider order, regime after]
    ["defaults", { regime: "social-democracy" }, [["floor", 50, 93]], "social-democracy"],
    ["defaults", { regime: "populist-democracy" }, [["ruleOfLaw", 50, 41]], "populist-democracy"],
    [
      "defaults",
      { regime: "liberal-democracy" },
      [
        ["rotation", 50, 80],
        ["skinInGame", 50, 62],
      ],
      "liberal-democracy",
    ],
    ["autocratic", { regime: "oligarchy" }, [["skinInGame", 20, 59]], "oligarchy"],
    ["nordic", { regime: "liberal-democracy" }, [["floor", 90, 75]], "liberal-democracy"],
    // innovation = 30·polycentricity + …: 34 more points of polycentricity add 10.2.
    ["defaults", { metric: "innovation", direction: "raise" }, [["polycentricity", 50, 84]], "technocracy"],
    // resentment = 35·¬floor + 25·¬multiStatus + …: 30 points lower needs both at 100 (17.5 + 12.5).
    [
      "defaults",
      { metric: "resentment", direction: "lower", by: 30 },
      [
        ["floor", 50, 100],
        ["multiStatus", 50, 100],
      ],
      "social-democracy",
    ],
    // stability: ruleOfLaw (25) to its limit, then floor and positiveSum (20 each) tie: the earlier, floor.
    [
      "defaults",
      { metric: "stability", direction: "raise", by: 20 },
      [
        ["floor", 50, 88],
        ["ruleOfLaw", 50, 100],
      ],
      "social-democracy",
    ],
  ] as [Start, Aim, [SliderKey, number, number][], RegimeId][])(
    "%s, %j: the smallest change",
    (name, aim, changes, regime) => {
      const start = STARTS[name];
      const result = suggestChanges(start, aim);
      expect(result.outcome).toBe("suggested");
      expect(result.minimal).toBe(true);
      expect(changesOf(result)).toEqual(changes);
      expect(result.sliders).toEqual({ ...start, ...Object.fromEntries(changes.map(([key, , to]) => [key, to])) });
      // What it says is what the model gives for the suggested sliders, and that meets the aim.
      expect({ regime: result.regime, metrics: result.metrics }).toEqual(evaluate(result.sliders));
      expect(result.regime.id).toBe(regime);
      expect(meetsAim(start, result.sliders, aim)).toBe(true);
    },
  );

  it.each([
    ["defaults", { regime: "liberal-democracy" }],
    ["defaults", { regime: "anarchy" }],
    ["autocratic", { regime: "technocracy" }],
    ["nordic", { regime: "populist-democracy" }],
    ["defaults", { metric: "innovation", direction: "raise", by: 20 }],
    ["nordic", { metric: "intraConflict", direction: "lower" }],
    ["autocratic", { regime: "liberal-democracy" }],
  ] as [Start, Aim][])(
    "%s, %j: no one- or two-slider change is smaller (every one tried)",
    (name, aim) => {
      const start = STARTS[name];
      const result = suggestChanges(start, aim);
      const best = bruteForce(start, aim);
      if (best === undefined) {
        // Two sliders are not enough: the answer moves more, and says whether it is proven the smallest.
        expect(result.changes.length).toBeGreaterThan(2);
        expect(result.minimal).toBe(result.changes.length <= EXHAUSTIVE_SLIDERS);
      } else {
        expect({ count: result.changes.length, total: totalOf(result) }).toEqual(best);
        expect(result.minimal).toBe(true);
      }
      expect(meetsAim(start, result.sliders, aim)).toBe(true);
    },
    30_000,
  );

  it("reaches every regime from many scenarios: re-classified, each change explained", () => {
    let seed = 29;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 101;
    };
    const starts = [
      DEFAULTS,
      AUTOCRATIC,
      NORDIC,
      sliders([0, 0, 0, 0, 0, 0, 0, 0]),
      sliders([100, 100, 100, 100, 100, 100, 100, 100]),
    ];
    for (let i = 0; i < 15; i++) starts.push(sliders(SLIDER_KEYS.map(() => next())));
    const names = new Map(SLIDER_SPEC.map((s) => [s.key, s.label]));
    for (const start of starts) {
      for (const { id } of REGIMES) {
        const result = suggestChanges(start, { regime: id });
        expect(evaluate(result.sliders).regime.id).toBe(id);
        expect(result.regime.id).toBe(id);
        if (evaluate(start).regime.id === id) {
          expect(result).toMatchObject({ outcome: "already-met", changes: [], sliders: start, minimal: true });
          continue;
        }
        expect(result.outcome).toBe("suggested");
        expect(result.changes.length).toBeGreaterThan(0);
        expect(result.minimal).toBe(result.changes.length <= EXHAUSTIVE_SLIDERS);
        // The changes are exactly the sliders that differ, in slider order.
        expect(result.changes.map((c) => c.key)).toEqual(
          SLIDER_KEYS.filter((key) => result.sliders[key] !== start[key]),
        );
        for (const change of result.changes) {
          expect(change.from).toBe(start[change.key]);
          expect(change.to).toBe(result.sliders[change.key]);
          expect(change.reason).toContain(`${names.get(change.key)} ${change.from} → ${change.to}: `);
          expect(change.reason).toContain(REGIMES.find((r) => r.id === id)?.name);
        }
      }
    }
  }, 60_000);

  it("raises or lowers every metric by `by` points, or to its limit", () => {
    for (const start of [DEFAULTS, AUTOCRATIC, NORDIC, sliders([95, 95, 95, 95, 95, 95, 95, 95])]) {
      for (const metric of METRIC_KEYS) {
        for (const direction of ["raise", "lower"] as const) {
          for (const by of [1, 10, 35]) {
            const aim = { metric, direction, by };
            const result = suggestChanges(start, aim);
            expect(result.aim).toEqual(aim);
            expect(meetsAim(start, result.sliders, aim)).toBe(true);
            const before = evaluate(start).metrics[metric];
            if (before === (direction === "raise" ? 100 : 0)) expect(result.outcome).toBe("unreachable");
            else expect(result.outcome).toBe("suggested");
            for (const change of result.changes) expect(change.reason).toMatch(/ by \d+(\.\d)?\.$/);
          }
        }
      }
    }
  }, 60_000);

  it("says so when the aim is already met", () => {
    const result = suggestChanges(DEFAULTS, { regime: "technocracy" });
    expect(result).toEqual({
      outcome: "already-met",
      aim: { regime: "technocracy" },
      sliders: DEFAULTS,
      ...evaluate(DEFAULTS),
      changes: [],
      minimal: true,
      summary: "The sliders already classify as Technocracy: nothing to change.",
    });
  });

  it("says so when the aim is unreachable: a metric already at its limit", () => {
    const top = sliders([100, 100, 100, 100, 100, 100, 100, 100]);
    expect(suggestChanges(top, { metric: "innovation", direction: "raise" })).toEqual({
      outcome: "unreachable",
      aim: { metric: "innovation", direction: "raise", by: DEFAULT_AIM_POINTS },
      sliders: top,
      ...evaluate(top),
      changes: [],
      minimal: true,
      summary: "Innovation is already 100, the most the model gives: no sliders can raise it.",
    });
    const bottom = sliders([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(suggestChanges(bottom, { metric: "legitimacy", direction: "lower", by: 5 })).toMatchObject({
      outcome: "unreachable",
      changes: [],
      sliders: bottom,
      summary: "Legitimacy is already 0, the least the model gives: no sliders can lower it.",
    });
  });

  it("goes to the limit when `by` asks past it, and says so", () => {
    const high = sliders([50, 50, 50, 95, 95, 50, 95, 95]);
    const result = suggestChanges(high, { metric: "innovation", direction: "raise", by: 10 });
    expect(result.metrics.innovation).toBe(100);
    // All four sliders innovation counts must be at 100: more than the exhaustive search tries.
    expect(changesOf(result)).toEqual([
      ["transparency", 95, 100],
      ["multiStatus", 95, 100],
      ["polycentricity", 95, 100],
      ["positiveSum", 95, 100],
    ]);
    expect(result.minimal).toBe(false);
    expect(result.summary).toContain("to at least 100 (its maximum; 10 points were asked)");
  });

  it("explains each change: the regime boundary it crosses, or the metric term it moves", () => {
    const regime = suggestChanges(DEFAULTS, { regime: "liberal-democracy" });
    expect(regime.changes.map((c) => c.reason)).toEqual([
      "Rotation of power 50 → 80: Liberal democracy's prototype has 80 here, Technocracy's 35; raising it moves the scenario across the boundary from Technocracy (the regime now) toward Liberal democracy.",
      "Skin in the game 50 → 62: Liberal democracy's prototype has 70 here, Technocracy's 50; raising it moves the scenario across the boundary from Technocracy (the regime now) toward Liberal democracy.",
    ]);
    expect(regime.summary).toBe(
      "The smallest change that takes the sliders from Technocracy to Liberal democracy moves 2 sliders, 42 points in all.",
    );
    const metric = suggestChanges(DEFAULTS, { metric: "resentment", direction: "lower", by: 30 });
    expect(metric.changes.map((c) => c.reason)).toEqual([
      "Social floor 50 → 100: resentment counts 100 − social floor at 35%, so raising it lowers resentment by 17.5.",
      "Many status ladders 50 → 100: resentment counts 100 − many status ladders at 25%, so raising it lowers resentment by 12.5.",
    ]);
    expect(metric.summary).toBe(
      "The smallest change that lowers resentment from 50 to at most 20 moves 2 sliders, 100 points in all; resentment becomes 20.",
    );
  });

  it("says when a change of more sliders than it searches exhaustively is not proven the smallest", () => {
    const result = suggestChanges(AUTOCRATIC, { regime: "liberal-democracy" });
    expect(result.outcome).toBe("suggested");
    expect(result.regime.id).toBe("liberal-democracy");
    expect(result.minimal).toBe(false);
    expect(result.changes.length).toBeGreaterThan(EXHAUSTIVE_SLIDERS);
    expect(result.summary).toMatch(
      /^No change of 3 or fewer sliders takes the sliders from Autocracy to Liberal democracy\. This one moves \d sliders, \d+ points in all: .* so a smaller one may exist\.$/,
    );
  });

  it("is deterministic: the same answer every time, whatever the key order of the sliders", () => {
    const aims: Aim[] = [
      { regime: "polycentric-federation" },
      { regime: "oligarchy" },
      { metric: "legitimacy", direction: "raise", by: 15 },
      { metric: "eliteFear", direction: "lower" },
    ];
    for (const start of [DEFAULTS, AUTOCRATIC, NORDIC]) {
      const reversed = Object.fromEntries([...SLIDER_KEYS].reverse().map((key) => [key, start[key]])) as Sliders;
      for (const aim of aims) {
        const first = suggestChanges(start, aim);
        expect(suggestChanges({ ...start }, { ...aim })).toEqual(first);
        expect(suggestChanges(reversed, aim)).toEqual(first);
      }
    }
  });

  it.each([
    [{ regime: "monarchy" }, 'aim.regime: "monarchy" is not a regime'],
    [{ metric: "happiness", direction: "raise" }, 'aim.metric: "happiness" is not a metric'],
    [{ metric: "innovation", direction: "up" }, 'aim.direction: must be "raise" or "lower"'],
    [{ metric: "innovation", direction: "raise", by: 0 }, "aim.by: must be an integer from 1 to 100"],
    [{ metric: "innovation", direction: "raise", by: 2.5 }, "aim.by: must be an integer from 1 to 100"],
  ])("refuses the aim %j", (aim, message) => {
    expect(() => suggestChanges(DEFAULTS, aim as unknown as Aim)).toThrow(new RangeError(message));
  });

  it("keeps the metric names it explains with in step with METRIC_KEYS", () => {
    for (const metric of METRIC_KEYS as readonly MetricKey[]) {
      const result = suggestChanges(DEFAULTS, { metric, direction: "raise", by: 1 });
      expect(result.summary).toMatch(/^The smallest change that raises [a-z ]+ from 50 to at least 51 moves 1 slider/);
    }
  });
});
