import {
  type Evaluation,
  evaluate,
  REGIMES,
  SLIDER_KEYS,
  SLIDER_SPEC,
  type SliderKey,
  type Sliders,
} from "@trustplane/governance-model";
import type { Message } from "../llm/index.ts";
import { type Aim, DEFAULT_AIM_POINTS } from "./suggest-search.ts";

/**
 * What an AI suggestion asks the model, and how its answer is read. The answer is never trusted: the
 * last JSON object in the text that holds `sliders` (a goal the model repeats comes before it) must
 * name only the eight sliders in it, each a number from 0 to 100 (fractions rounded), and may hold a string `rationale`. The prompt's last line is
 * the current scenario in exactly that shape, so a model that only repeats the prompt suggests no change,
 * and parses. (The offline `echo` provider, which does just that, is never asked: without a language
 * model the governance model works suggestions out, deterministic.ts.)
 */
export const MAX_RATIONALE = 2000;
/** Answers longer than this are not read (no model needs that many characters for eight numbers). */
const MAX_ANSWER = 20_000;
/** At most this many `{` are tried as the start of the JSON object. */
const MAX_STARTS = 200;

const SYSTEM = [
  "You advise on the design of a society's governance, described by eight sliders, each an integer from 0 to 100:",
  ...SLIDER_SPEC.map((s) => `- ${s.key} (${s.label}): ${s.description}`),
  `The sliders are classified into one of these regimes: ${REGIMES.map((r) => r.name).join(", ")}.`,
  "Suggest how to move the sliders toward the user's goal; move only the sliders that matter.",
  'Answer with exactly one JSON object and nothing else: {"sliders": {<all eight sliders>}, "rationale": "<why, in at most three sentences, in the language of the goal>"}.',
].join("\n");

/** How a prompt states an aim the request sent beside its goal. */
const aimLine = (aim: Aim): string => {
  if ("regime" in aim) return `Aim: reach the regime ${REGIMES.find((r) => r.id === aim.regime)?.name ?? aim.regime}.`;
  return `Aim: ${aim.direction} ${aim.metric} by at least ${aim.by ?? DEFAULT_AIM_POINTS} points.`;
};

/**
 * The messages of a suggestion: instructions, then the goal (and the aim, when the request sent one)
 * with the current scenario as the last line.
 */
export const suggestionMessages = (sliders: Sliders, goal: string, aim?: Aim): Message[] => {
  const current = evaluate(sliders);
  const metrics = Object.entries(current.metrics)
    .map(([key, value]) => `${key} ${value}`)
    .join(", ");
  return [
    { role: "system", content: SYSTEM },
    {
      role: "user",
      content: [
        `Goal: ${goal}`,
        ...(aim ? [aimLine(aim)] : []),
        `Now: ${current.regime.name}; metrics (0-100): ${metrics}.`,
        "The current scenario, in the shape of the answer:",
        JSON.stringify({ sliders, rationale: "No change suggested: these are the current sliders." }),
      ].join("\n"),
    },
  ];
};

export type Suggestion = Evaluation & {
  sliders: Sliders;
  changes: { key: SliderKey; from: number; to: number }[];
  rationale: string;
};

export type Reading = { ok: true; suggestion: Suggestion } | { ok: false; reason: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Where the JSON value starting with the `{` at `start` ends (its matching `}`), strings skipped; -1 if never. */
const matchingBrace = (text: string, start: number): number => {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return i;
  }
  return -1;
};

/**
 * The last balanced `{…}` of the text that parses as a JSON object with a `sliders` member (what a model
 * says last is its answer; a goal it repeats, or a JSON example in its prose, comes before), or, when none
 * has one, whether any JSON object was found at all. `{` are tried from the last one back.
 */
const lastAnswer = (text: string): Record<string, unknown> | "no-sliders" | undefined => {
  let sawObject = false;
  let start = text.lastIndexOf("{");
  for (let tries = 0; start !== -1 && tries < MAX_STARTS; tries++) {
    const end = matchingBrace(text, start);
    if (end !== -1) {
      try {
        const value: unknown = JSON.parse(text.slice(start, end + 1));
        if (isRecord(value)) {
          if ("sliders" in value) return value;
          sawObject = true;
        }
      } catch {
        // not JSON: try the `{` before
      }
    }
    start = start === 0 ? -1 : text.lastIndexOf("{", start - 1);
  }
  return sawObject ? "no-sliders" : undefined;
};

/** Reads a model's answer as a suggestion for `current`, or says what is wrong with it. */
export const readSuggestion = (text: string, current: Sliders): Reading => {
  if (text.length > MAX_ANSWER) return { ok: false, reason: `the answer is longer than ${MAX_ANSWER} characters` };
  const answer = lastAnswer(text);
  if (answer === undefined) return { ok: false, reason: "the answer holds no JSON object" };
  if (answer === "no-sliders") return { ok: false, reason: 'the answer\'s JSON object has no "sliders" object' };
  const proposed = answer.sliders;
  if (!isRecord(proposed)) return { ok: false, reason: 'the answer\'s JSON object has no "sliders" object' };
  const sliders = { ...current };
  const problems: string[] = [];
  for (const [key, value] of Object.entries(proposed)) {
    if (!(SLIDER_KEYS as readonly string[]).includes(key)) {
      problems.push(`"${key.slice(0, 40)}" is not a slider`);
    } else if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 100) {
      problems.push(`${key} is ${JSON.stringify(value)?.slice(0, 40)}, not a number from 0 to 100`);
    } else {
      sliders[key as SliderKey] = Math.round(value);
    }
  }
  if (problems.length > 0) return { ok: false, reason: problems.slice(0, 8).join("; ") };
  const rationale = typeof answer.rationale === "string" ? answer.rationale.trim().slice(0, MAX_RATIONALE) : "";
  const changes = SLIDER_KEYS.filter((key) => sliders[key] !== current[key]).map((key) => ({
    key,
    from: current[key],
    to: sliders[key],
  }));
  return { ok: true, suggestion: { sliders, ...evaluate(sliders), changes, rationale } };
};
