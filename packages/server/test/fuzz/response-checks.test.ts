import { describe, expect, test } from "vitest";
import type { Outcome, WireRequest } from "./http-send.ts";
import { checkResponse } from "./response-checks.ts";

/** The fuzzer's response checks flag what they must, and not an echo of the request. */

const request = (sentText = ""): WireRequest => ({
  method: "POST",
  path: "/api/x",
  headers: {},
  body: undefined,
  description: "POST /api/x",
  sentText,
  large: false,
});

const problem = (status: number, extra: Record<string, unknown> = {}): Outcome => ({
  status,
  headers: { "content-type": "application/problem+json; charset=utf-8", "x-request-id": "req_1" },
  text: JSON.stringify({
    type: "https://trustplane.dev/problems/validation",
    title: "Validation failed",
    status,
    ...extra,
  }),
  bytes: 0,
});

const checks = (outcome: Outcome, sent = "") => checkResponse(request(sent), outcome).map((f) => f.check);

describe("response checks", () => {
  test("a problem+json 4xx passes", () => {
    expect(checks(problem(400))).toEqual([]);
  });

  test("5xx, even as problem+json", () => {
    expect(checks(problem(500))).toEqual(["5xx"]);
  });

  test("a 4xx that is not problem+json, or whose status disagrees", () => {
    expect(checks({ status: 431, headers: {}, text: "", bytes: 0 })).toEqual(["not-problem-json"]);
    expect(checks({ status: 404, headers: { "content-type": "text/html" }, text: "<h1>no</h1>", bytes: 0 })).toEqual([
      "not-problem-json",
    ]);
    expect(checks({ ...problem(400), text: JSON.stringify({ type: "x", title: "y", status: 404 }) })).toEqual([
      "not-problem-json",
    ]);
  });

  test("an operation answering OpenAI's error body (x-error-format: openai): that body, not problem+json", () => {
    const openAI = (outcome: Outcome) => checkResponse(request(""), outcome, "openai").map((f) => f.check);
    const error = { error: { message: "No such model", type: "invalid_request_error", param: null, code: "x" } };
    const json = { "content-type": "application/json; charset=utf-8" };
    expect(openAI({ status: 404, headers: json, text: JSON.stringify(error), bytes: 0 })).toEqual([]);
    expect(openAI(problem(404))).toEqual(["not-problem-json"]);
    expect(openAI({ status: 404, headers: json, text: JSON.stringify({ error: "x" }), bytes: 0 })).toEqual([
      "not-problem-json",
    ]);
    // The other operations are held to problem+json as before.
    expect(checks({ status: 404, headers: json, text: JSON.stringify(error), bytes: 0 })).toEqual(["not-problem-json"]);
  });

  test("stack traces and source paths, but not an echo of what was sent", () => {
    const stack = "TypeError: x is undefined\n    at handler (/srv/app/src/modules/rights/routes.ts:12:5)";
    expect(checks(problem(400, { detail: stack }))).toEqual(["leak"]);
    expect(checks(problem(400, { detail: "at async file:///app/dist/main.js:3:9" }))).toEqual(["leak"]);
    expect(checks(problem(422, { detail: "see /home/ci/work/src/db/pool.ts" }))).toEqual(["leak"]);
    expect(
      checks(
        { status: 201, headers: {}, text: JSON.stringify({ title: "/home/me/notes.ts" }), bytes: 0 },
        "/home/me/notes.ts",
      ),
    ).toEqual([]);
    expect(
      checks({ status: 200, headers: {}, text: JSON.stringify({ url: "https://cdn.example/app.js" }), bytes: 0 }),
    ).toEqual([]);
  });

  test("no answer at all, unless the client itself could not send the request", () => {
    expect(checks({ error: "ECONNRESET" })).toEqual(["no-response"]);
    expect(checks({ error: "client-refused: Invalid character in header content" })).toEqual([]);
  });
});
