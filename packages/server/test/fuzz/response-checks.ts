import path from "node:path";
import type { Outcome, WireRequest } from "./http-send.ts";

/**
 * What every response must be, whatever was sent: an answer (not a dropped connection), never 5xx,
 * no stack trace or source path in the body, and every 4xx an RFC 9457 problem+json document.
 * "Nothing in the database changed for a refused request" is the runner's, around these.
 */

export type Check = "no-response" | "5xx" | "leak" | "not-problem-json" | "db-changed" | "fixture-failed";

export type Finding = { check: Check; detail: string; problemType?: string };

/** The repository's absolute path: nothing under it belongs in a response. */
const REPOSITORY = path.resolve(new URL("../../../../", import.meta.url).pathname);

const LEAKS: { name: string; pattern: RegExp }[] = [
  // A V8 stack frame: "at handler (/srv/app/src/x.ts:12:5)", "at async file:///…:3:9", "at node:internal/…:1:2".
  {
    name: "stack frame",
    pattern: /\bat (?:async )?(?:[^\s()"]+ \()?(?:file:\/\/|node:|\/|[A-Za-z]:\\)[^\s)"]*:\d+:\d+/,
  },
  // An absolute source path on a server's disk.
  {
    name: "source path",
    pattern:
      /(?:file:\/\/)?(?<![\w.:/-])\/(?:home|usr|opt|srv|app|work|var|tmp|root|src|Users|workspace|builds?)\/[^\s"'<>]*\.(?:ts|js|mjs|cjs|sql)\b/,
  },
  { name: "node internals", pattern: /node:internal\/|node_modules\// },
  { name: "repository path", pattern: new RegExp(REPOSITORY.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) },
];

const problemTypeOf = (outcome: Outcome): string | undefined => {
  if ("error" in outcome) return undefined;
  try {
    const body = JSON.parse(outcome.text) as { type?: unknown; error?: { code?: unknown } };
    // OpenAI's error body (an `x-error-format: openai` operation): its code.
    if (typeof body.error?.code === "string") return body.error.code;
    return typeof body.type === "string" ? body.type.replace("https://trustplane.dev/problems/", "") : undefined;
  } catch {
    return undefined;
  }
};

/**
 * `errorFormat`: how the operation answers its 4xx, problem+json or (`x-error-format: openai`, the
 * gateway's OpenAI-compatible face) OpenAI's error body.
 */
export const checkResponse = (
  wire: WireRequest,
  outcome: Outcome,
  errorFormat: "problem" | "openai" = "problem",
): Finding[] => {
  if ("error" in outcome) {
    // The client could not even send it (a header Node refuses): the generator's problem, not the server's.
    if (outcome.error.startsWith("client-refused")) return [];
    // The server closed the connection before the body was sent in full (an oversized body on a route
    // that answers without reading it): HTTP allows it, and curl shows the answer; Node's client may
    // lose it to the reset. Counted in the summary, not a failure.
    if (outcome.error.startsWith("closed-while-sending")) return [];
    return [{ check: "no-response", detail: `no HTTP response: ${outcome.error}` }];
  }
  const findings: Finding[] = [];
  const problemType = problemTypeOf(outcome);
  if (outcome.status >= 500) findings.push({ check: "5xx", detail: `status ${outcome.status}`, problemType });
  for (const { name, pattern } of LEAKS) {
    const match = pattern.exec(outcome.text);
    // A string we sent and the server echoes back (a title, a path) is not the server's leak.
    if (match && !wire.sentText.includes(match[0].trim())) {
      findings.push({ check: "leak", detail: `${name} in the body: ${JSON.stringify(match[0].trim())}`, problemType });
      break;
    }
  }
  if (outcome.status >= 400 && outcome.status < 500) {
    const problem =
      errorFormat === "openai"
        ? openAIErrorError(outcome, wire.method === "HEAD")
        : problemJsonError(outcome, wire.method === "HEAD");
    if (problem) findings.push({ check: "not-problem-json", detail: problem, problemType });
  }
  return findings;
};

/** Why a 4xx response is not problem+json, or undefined when it is. */
const problemJsonError = (outcome: Extract<Outcome, { status: number }>, head: boolean): string | undefined => {
  const type = String(outcome.headers["content-type"] ?? "");
  if (!/^application\/problem\+json\s*(;|$)/i.test(type)) return `Content-Type is ${JSON.stringify(type)}`;
  if (head) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(outcome.text);
  } catch {
    return "the body is not JSON";
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) return "the body is not a JSON object";
  const problem = body as Record<string, unknown>;
  if (typeof problem.type !== "string") return "no string `type`";
  if (typeof problem.title !== "string") return "no string `title`";
  if (problem.status !== outcome.status)
    return `\`status\` is ${JSON.stringify(problem.status)}, not ${outcome.status}`;
  return undefined;
};

/** Why a 4xx response is not OpenAI's error body (`{error: {message, type, param, code}}`), or undefined when it is. */
const openAIErrorError = (outcome: Extract<Outcome, { status: number }>, head: boolean): string | undefined => {
  const type = String(outcome.headers["content-type"] ?? "");
  if (!/^application\/json\s*(;|$)/i.test(type)) return `Content-Type is ${JSON.stringify(type)}`;
  if (head) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(outcome.text);
  } catch {
    return "the body is not JSON";
  }
  const error = (body as { error?: Record<string, unknown> } | null)?.error;
  if (typeof error !== "object" || error === null) return "no `error` object";
  if (typeof error.message !== "string") return "no string `error.message`";
  if (typeof error.type !== "string") return "no string `error.type`";
  if (!("param" in error) || !("code" in error)) return "no `error.param` or `error.code`";
  return undefined;
};

export const isRefused = (outcome: Outcome): boolean => !("error" in outcome) && outcome.status >= 400;
export const isAnswered = (outcome: Outcome): outcome is Extract<Outcome, { status: number }> => !("error" in outcome);
export { problemTypeOf };
