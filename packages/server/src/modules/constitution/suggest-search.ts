// The deterministic governance suggester: the smallest slider changes that reach a regime or move a
// metric, each with its reason, worked out over @trustplane/governance-model's own tables (its regime
// prototypes and metric weights), so it agrees with `evaluate` by construction. It lives with the server
// that answers suggestions, not in the model package a browser loads whole (its size budget).
import {
  type Evaluation,
  evaluate,
  METRIC_KEYS,
  METRIC_TERMS,
  type MetricKey,
  REGIME_TABLE,
  type RegimeId,
  SLIDER_KEYS,
  SLIDER_SPEC,
  type SliderKey,
  type SliderSpec,
  type Sliders,
} from "@trustplane/governance-model";
import {
  type Candidate,
  EXHAUSTIVE_SLIDERS,
  MAX,
  metricConstraint,
  metricLinear,
  regimeConstraints,
  search,
  squaredDistance,
  vector,
} from "./slider-search.ts";

export { EXHAUSTIVE_SLIDERS };
/**
 * What a suggestion works toward: a regime to reach, or a metric to raise or lower by `by` points (an
 * integer from 1 to 100, DEFAULT_AIM_POINTS when left out).
 */
export type Aim = { regime: RegimeId } | { metric: MetricKey; direction: "raise" | "lower"; by?: number };

/** A metric aim's `by` when it names none. */
export const DEFAULT_AIM_POINTS = 10;

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
