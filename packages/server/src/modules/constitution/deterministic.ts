import {
  evaluate,
  METRIC_KEYS,
  type MetricKey,
  REGIMES,
  type RegimeId,
  type Sliders,
} from "@trustplane/governance-model";
import { fieldsInvalid, type ProblemFieldError } from "../../http/problem.ts";
import type { Schema } from "../../platform/operations.ts";
import { suggestionProblems } from "./problems.ts";
import { type Aim, suggestChanges } from "./suggest-search.ts";
import { MAX_RATIONALE } from "./suggestion.ts";

/**
 * Suggestions without a language model (CONSTITUTION_AI_PROVIDER left at `echo`, which only repeats the
 * prompt): the aim is the request's `aim`, or read from its `goal`, and `suggestChanges` of the governance
 * model works out the smallest slider changes toward it, each with its reason. Nothing is asked of the
 * gateway and no run is stored; the answer has the model path's shape with `source: "deterministic"`,
 * `provider: "builtin"`, `model: "governance-model"` and `runId: null`.
 */
export const BUILTIN_PROVIDER = "builtin";
export const BUILTIN_MODEL = "governance-model";

type AimBody = Schema<"ConstitutionSuggestAim">;

/**
 * The request's `aim` as the governance model takes it, or undefined when none was sent. The contract
 * checks each field; the combinations are checked here: either `regime` alone, or `metric` with
 * `direction` (and `by`).
 */
export const aimOfBody = (aim: AimBody | undefined): Aim | undefined => {
  if (aim === undefined) return undefined;
  const errors: ProblemFieldError[] = [];
  const refuse = (field: string, message: string) => errors.push({ path: `/body/aim/${field}`, message });
  if (aim.regime !== undefined) {
    if (aim.metric !== undefined) refuse("metric", "send either regime or metric, not both");
    if (aim.direction !== undefined) refuse("direction", "goes with metric, not regime");
    if (aim.by !== undefined) refuse("by", "goes with metric, not regime");
  } else if (aim.metric === undefined) {
    errors.push({ path: "/body/aim", message: "must have regime, or metric with direction" });
  } else if (aim.direction === undefined) {
    refuse("direction", "is required with metric (raise or lower)");
  }
  if (errors.length > 0) throw fieldsInvalid(errors);
  if (aim.regime !== undefined) return { regime: aim.regime };
  return {
    metric: aim.metric as MetricKey,
    direction: aim.direction as "raise" | "lower",
    ...(aim.by === undefined ? {} : { by: aim.by }),
  };
};

/** Lower case, every run of anything but letters and digits one space, padded: words match on ` word `. */
const words = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

const REGIME_NAMES: { id: RegimeId; names: string[] }[] = REGIMES.map((r) => ({
  id: r.id,
  names: [...new Set([words(r.name), words(r.id)])],
}));

/** How a goal may name each metric (its key and the words for it). */
const METRIC_NAMES: Record<MetricKey, string[]> = {
  eliteFear: ["elite fear", "elites fear", "elitefear"],
  intraConflict: ["internal conflict", "intra conflict", "intraconflict", "infighting", "conflict"],
  resentment: ["resentment"],
  innovation: ["innovation"],
  stability: ["stability"],
  legitimacy: ["legitimacy"],
};

const RAISE = new Set(
  "more raise raising increase increasing higher high boost boosting improve improving grow growing greater better strengthen stronger enhance maximise maximize max up".split(
    " ",
  ),
);
const LOWER = new Set(
  "less lower lowering reduce reducing decrease decreasing fewer cut cutting minimise minimize min weaken weaker smaller down".split(
    " ",
  ),
);
/** Words that end the look-back: what comes before them is about something else ("without losing"). */
const STOP = new Set(
  "lose losing keep keeping maintain maintaining preserve preserving hold holding protect protecting".split(" "),
);
/** The direction each metric moves as the sliders rise: the way the model counts as better. */
const BETTER: Record<MetricKey, "raise" | "lower"> = {
  eliteFear: "raise",
  intraConflict: "lower",
  resentment: "lower",
  innovation: "raise",
  stability: "raise",
  legitimacy: "raise",
};

/** Every place (the index of its leading space in `text`) a name occurs as whole words. */
const occurrences = (text: string, name: string): number[] => {
  const found: number[] = [];
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) found.push(at);
  return found;
};

/**
 * The aim a goal names, for sliders now classified as `now`, or undefined when it names none:
 * - a regime by its name or id; of several, the last named that is not the regime now ("from technocracy
 *   to liberal democracy"), else the regime now (already met);
 * - else the first metric named, raised or lowered as the nearest of the three words before it says
 *   (or the word after it: "innovation up"), else the way the model counts as better; "by N" after it
 *   (N from 1 to 100) is how many points.
 */
export const aimFromGoal = (goal: string, now: RegimeId): Aim | undefined => {
  const text = words(goal);
  const regimes = REGIME_NAMES.map(({ id, names }) => ({
    id,
    at: Math.max(-1, ...names.flatMap((name) => occurrences(text, name))),
  }))
    .filter((r) => r.at >= 0)
    .sort((a, b) => b.at - a.at);
  if (regimes.length > 0) return { regime: (regimes.find((r) => r.id !== now) ?? regimes[0])?.id as RegimeId };

  let first: { metric: MetricKey; at: number; name: string } | undefined;
  for (const metric of METRIC_KEYS) {
    for (const name of METRIC_NAMES[metric]) {
      const at = occurrences(text, ` ${name} `)[0];
      if (at !== undefined && (first === undefined || at < first.at)) first = { metric, at, name };
    }
  }
  if (!first) return undefined;
  const before = text.slice(0, first.at).trim().split(" ").filter(Boolean).slice(-3).reverse();
  const after = text
    .slice(first.at + first.name.length + 2)
    .trim()
    .split(" ");
  let direction: "raise" | "lower" | undefined;
  for (const word of before) {
    if (STOP.has(word)) break;
    if (RAISE.has(word) || LOWER.has(word)) {
      direction = RAISE.has(word) ? "raise" : "lower";
      break;
    }
  }
  const next = after[0] ?? "";
  if (!direction && (next === "up" || next === "down")) direction = next === "up" ? "raise" : "lower";
  const byAt = after.indexOf("by");
  const by = byAt !== -1 && byAt <= 3 ? Number(after[byAt + 1]) : Number.NaN;
  return {
    metric: first.metric,
    direction: direction ?? BETTER[first.metric],
    ...(Number.isInteger(by) && by >= 1 && by <= 100 ? { by } : {}),
  };
};

/** The request's aim, or its goal's; a goal that names none is 422 constitution-aim-unclear. */
export const aimOf = (body: { goal: string; aim?: AimBody }, sliders: Sliders): Aim => {
  const aim = aimOfBody(body.aim) ?? aimFromGoal(body.goal, evaluate(sliders).regime.id);
  if (!aim) throw suggestionProblems.aimUnclear();
  return aim;
};

export type DeterministicSuggestion = Schema<"ConstitutionSuggestion"> & { source: "deterministic" };

/**
 * The governance model's answer: the suggestion, and its rationale's lines (what was found, then each
 * change's reason), which the stream sends as `delta` events and which, joined, are the `rationale`. The
 * rationale keeps within MAX_RATIONALE: a reason that would not fit is left to `changes`.
 */
export const deterministicSuggestion = (
  sliders: Sliders,
  aim: Aim,
): { suggestion: DeterministicSuggestion; lines: string[] } => {
  const result = suggestChanges(sliders, aim);
  const lines = [result.summary];
  let length = result.summary.length;
  const more = "\nThe other changes' reasons are in `changes`.";
  for (const [i, change] of result.changes.entries()) {
    const line = `\n${change.reason}`;
    const last = i === result.changes.length - 1;
    if (length + line.length + (last ? 0 : more.length) > MAX_RATIONALE) {
      lines.push(more);
      break;
    }
    lines.push(line);
    length += line.length;
  }
  const answerAim: AimBody = "regime" in result.aim ? { regime: result.aim.regime } : { ...result.aim };
  return {
    lines,
    suggestion: {
      sliders: result.sliders,
      regime: result.regime,
      metrics: result.metrics,
      changes: result.changes.map(({ key, from, to, reason }) => ({ key, from, to, reason })),
      rationale: lines.join(""),
      source: "deterministic",
      outcome: result.outcome,
      aim: answerAim,
      provider: BUILTIN_PROVIDER,
      model: BUILTIN_MODEL,
      runId: null,
    },
  };
};
