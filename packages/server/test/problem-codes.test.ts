import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./harness.ts";
import {
  allDocumented,
  CODE_SHAPE,
  codesForStatus,
  documentedCodes,
  type Emission,
  emissionsOf,
  type OperationCodes,
  problemHelpers,
  SERVER_DIR,
  serverEmissions,
} from "./problem-codes.ts";

/**
 * The codes the server can answer with (read from its source, problem-codes.ts) against the codes the
 * contract documents per operation (its response schemas' enums):
 *
 * - every code a module's source can throw is listed by one of that module's operations, under the
 *   status it is thrown with (a batch's item codes under its 2xx body);
 * - every code of the HTTP layer is listed by some operation, or is one of the answers given before any
 *   operation is chosen (named in the contract's description), or is unreachable through a server that
 *   validates requests (listed below, with why);
 * - no operation lists a code nothing throws;
 * - every problem response narrows `code` to an enum, and the codes every operation of a kind can
 *   answer with (a body's 415, a bearer token's 401, an Idempotency-Key's 409 and 422, …) are listed by
 *   exactly the operations of that kind.
 *
 * At run time, the error handler holds every problem to its operation's enum (errors.ts, checkProblems),
 * so no test anywhere passes with a code its operation does not list. Together: the lists are complete
 * and hold nothing dead.
 */

type Finding = string;

/** Answers given before routing chooses an operation (validator.ts, errors.ts, client-error.ts). */
const OUTSIDE_OPERATIONS: Record<string, number> = {
  "not-found": 404,
  "method-not-allowed": 405,
  "bad-request": 400,
  "malformed-request": 400,
  "headers-too-large": 431,
  "request-timeout": 408,
};

/** Codes in the source that a server validating requests (every one but a benchmark's) never answers. */
const UNREACHABLE: Record<string, string> = {
  "invalid-idempotency-key":
    "idempotency.ts checks the key's shape again; the contract's pattern for the header refuses such a key first (400 validation)",
};

/** Codes written without a problem helper: the error handler's name for a response the contract refuses. */
const WRITTEN_DIRECTLY: Emission[] = [
  { code: "response-validation", statuses: [500], file: "src/http/errors.ts", line: 0, owner: "core" },
];

const satisfies = (op: OperationCodes, emission: Emission): boolean =>
  emission.statuses.length === 0
    ? allDocumented(op).has(emission.code)
    : op.itemCodes.has(emission.code) || emission.statuses.some((s) => codesForStatus(op, s).has(emission.code));

const where = (e: Emission) => `${e.code} (${e.statuses.join("/") || "any status"}) at ${e.file}:${e.line}`;

/** A module's codes must be listed by one of its own operations. */
const checkModules = (emissions: Emission[], operations: OperationCodes[], owners: Map<string, string>): Finding[] => {
  const findings: Finding[] = [];
  for (const emission of emissions.filter((e) => e.owner !== "core")) {
    const own = operations.filter((op) => owners.get(op.operationId) === emission.owner);
    if (own.length === 0) findings.push(`module ${emission.owner} serves no operation, yet throws ${where(emission)}`);
    else if (!own.some((op) => satisfies(op, emission)))
      findings.push(`${where(emission)}: no operation of ${emission.owner} lists it`);
  }
  return findings;
};

/** The HTTP layer's codes: listed by some operation, answered outside operations, or unreachable. */
const checkCore = (emissions: Emission[], operations: OperationCodes[], description: string): Finding[] => {
  const findings: Finding[] = [];
  for (const emission of emissions.filter((e) => e.owner === "core")) {
    if (emission.code in UNREACHABLE) continue;
    const outside = OUTSIDE_OPERATIONS[emission.code];
    if (outside !== undefined && emission.statuses.every((s) => s === outside)) continue;
    if (!operations.some((op) => satisfies(op, emission))) findings.push(`${where(emission)}: no operation lists it`);
  }
  for (const [code, status] of Object.entries(OUTSIDE_OPERATIONS)) {
    if (!description.includes(`\`${code}\` (${status}`))
      findings.push(`the contract's description does not name \`${code}\` (${status}), answered outside operations`);
  }
  return findings;
};

/** No operation lists a code nothing throws; every allowance above still matches the source. */
const checkDead = (emissions: Emission[], operations: OperationCodes[]): Finding[] => {
  const emitted = new Set(emissions.map((e) => e.code));
  const findings: Finding[] = [];
  for (const op of operations) {
    for (const code of allDocumented(op)) {
      if (!emitted.has(code)) findings.push(`${op.label} lists \`${code}\`, which nothing in the server throws`);
    }
  }
  for (const code of [...Object.keys(UNREACHABLE), ...Object.keys(OUTSIDE_OPERATIONS)]) {
    if (!emitted.has(code)) findings.push(`\`${code}\` is allowed for above but no longer thrown: drop it`);
  }
  return findings;
};

/** Every problem response narrows `code`, to codes of the right shape. */
const checkNarrowed = (operations: OperationCodes[]): Finding[] =>
  operations.flatMap((op) => [
    ...op.unnarrowed.map((key) => `${op.label}: its ${key} problem does not list its codes (an enum on \`code\`)`),
    ...[...allDocumented(op)]
      .filter((code) => !CODE_SHAPE.test(code))
      .map((code) => `${op.label}: \`${code}\` is not a code's shape`),
  ]);

/**
 * The codes the HTTP layer answers for a kind of operation, by status: listed by every operation of
 * that kind and by no other.
 */
const TRAITS: { status: string; code: string; applies: (op: OperationCodes) => boolean; kind: string }[] = [
  { status: "400", code: "validation", applies: () => true, kind: "every operation" },
  { status: "400", code: "malformed-json", applies: (op) => op.takesBody, kind: "operations with a request body" },
  { status: "413", code: "payload-too-large", applies: (op) => op.takesBody, kind: "operations with a request body" },
  {
    status: "415",
    code: "unsupported-media-type",
    applies: (op) => op.takesBody,
    kind: "operations with a request body",
  },
  { status: "400", code: "invalid-cursor", applies: (op) => op.paginated, kind: "paginated operations" },
  {
    status: "401",
    code: "unauthorized",
    applies: (op) => op.acceptsBearer,
    kind: "operations taking a bearer token (required or optional)",
  },
  {
    status: "409",
    code: "idempotency-key-in-flight",
    applies: (op) => op.takesIdempotencyKey,
    kind: "operations taking an Idempotency-Key",
  },
  {
    status: "422",
    code: "idempotency-key-reused",
    applies: (op) => op.takesIdempotencyKey,
    kind: "operations taking an Idempotency-Key",
  },
  { status: "429", code: "rate-limited", applies: (op) => op.rateLimited, kind: "rate-limited operations" },
  { status: "500", code: "internal", applies: () => true, kind: "every operation" },
  { status: "500", code: "response-validation", applies: () => true, kind: "every operation" },
];

const checkTraits = (operations: OperationCodes[]): Finding[] => {
  const findings: Finding[] = [];
  for (const op of operations) {
    for (const trait of TRAITS) {
      const listed = codesForStatus(op, Number(trait.status)).has(trait.code);
      if (trait.applies(op) && !listed)
        findings.push(`${op.label}: ${trait.kind} list ${trait.status} \`${trait.code}\``);
      if (!trait.applies(op) && listed)
        findings.push(`${op.label} lists ${trait.status} \`${trait.code}\` (only ${trait.kind})`);
    }
    // A bearer token is checked against the database: its outage is a 503 for every such operation.
    if (op.requiresBearer && !codesForStatus(op, 503).has("unavailable"))
      findings.push(`${op.label}: operations taking a bearer token list 503 \`unavailable\``);
  }
  return findings;
};

const clone = (operations: OperationCodes[]): OperationCodes[] =>
  operations.map((op) => ({
    ...op,
    problems: new Map([...op.problems].map(([key, codes]) => [key, new Set(codes)])),
    itemCodes: new Set(op.itemCodes),
  }));

let app: TestServer;
let emissions: Emission[];
let operations: OperationCodes[];
let owners: Map<string, string>;
let description: string;
beforeAll(async () => {
  app = await startTestServer();
  owners = app.modules.owners;
  const contract = app.ctx.contract as unknown as Record<string, unknown>;
  description = (contract.info as { description: string }).description.replace(/\s+/g, " ");
  operations = documentedCodes(contract);
  emissions = [...serverEmissions(), ...WRITTEN_DIRECTLY];
});
afterAll(async () => {
  await app?.close();
});

describe("reading the source", () => {
  it("reads the helpers of problem.ts with their statuses and codes", () => {
    const helpers = problemHelpers();
    expect(helpers.get("conflict")).toEqual({ status: 409, code: "conflict" });
    expect(helpers.get("tooManyRequests")).toEqual({ status: 429, code: "rate-limited" });
    expect(helpers.get("fieldsInvalid")).toEqual({ status: 400, code: "validation" });
    expect(helpers.size).toBeGreaterThanOrEqual(14);
  });

  it("finds each way a problem is made, and refuses what it cannot follow", () => {
    const dir = mkdtempSync(join(SERVER_DIR, "test", ".problem-codes-"));
    try {
      const file = join(dir, "fixture.ts");
      writeFileSync(
        file,
        [
          `const a = () => conflict("x");`,
          `const b = () => notFound("x", { type: "thing-missing" });`,
          `const c = (ok: boolean) => unprocessable("x", { type: ok ? "one-way" : "other-way", status: 418 });`,
          `const make = (status: number, type: string) => (detail: string) => new HttpProblem({ status, type, title: "t", detail });`,
          `const d = make(402, "pay-first");`,
          `const refuse = (detail: string, type = "default-refusal") => unauthorized(detail, { type });`,
          `refuse("x"); refuse("y", "named-refusal"); refuse("z", cond ? "cond-refusal" : undefined);`,
          `const answer = { status: 431, reason: "r", type: "too-big" };`,
          `const notAProblem = { format: "der", type: "spki" };`,
        ].join("\n"),
      );
      const found = emissionsOf(file, problemHelpers()).map((e) => `${e.code} ${e.statuses.join("/")}`);
      expect(found.sort()).toEqual(
        [
          "conflict 409",
          "thing-missing 404",
          "one-way 418",
          "other-way 418",
          "pay-first 402",
          "default-refusal 401",
          "named-refusal 401",
          "cond-refusal 401",
          "default-refusal 401",
          "too-big 431",
        ].sort(),
      );
      writeFileSync(file, `export const make = (type: string) => new HttpProblem({ status: 400, type, title: "t" });`);
      expect(() => emissionsOf(file, problemHelpers())).toThrow(/no code in this file calls/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds the codes of every module and of the HTTP layer (not a vacuous list)", () => {
    const codes = new Set(emissions.map((e) => e.code));
    expect(emissions.length).toBeGreaterThanOrEqual(90);
    expect(codes.size).toBeGreaterThanOrEqual(65);
    const modules = new Set(emissions.map((e) => e.owner));
    for (const module of [
      "core",
      "auth",
      "hub",
      "ledger",
      "signing",
      "rights",
      "bureau",
      "registry",
      "earnings",
      "chess",
      "payments",
    ])
      expect(modules, module).toContain(module);
    const found = (code: string) => emissions.filter((e) => e.code === code).map((e) => `${e.owner} ${e.statuses}`);
    expect(found("insufficient-funds")).toEqual(["ledger 422", "payments 422"]);
    expect(found("oauth-email-in-use")).toEqual(["auth 409"]);
    expect(found("webhook-timestamp")).toContain("core 401");
    expect(found("batch-incomplete")).toEqual(["bureau 503,500"]);
    expect(found("headers-too-large")).toEqual(["core 431"]);
    expect(readFileSync(join(SERVER_DIR, "src/http/errors.ts"), "utf8")).toContain('"response-validation"');
  });
});

describe("the contract lists every code per operation", () => {
  it("reads every operation's problem responses (not a vacuous list)", () => {
    expect(operations.length).toBe(
      Object.values(app.ctx.contract.paths)
        .flatMap((item) => Object.keys(item as object))
        .filter((k) => k !== "parameters").length,
    );
    expect(operations.length).toBeGreaterThanOrEqual(60);
    expect(operations.reduce((n, op) => n + op.problems.size, 0)).toBeGreaterThanOrEqual(350);
    expect(owners.size).toBe(operations.length);
    const transfer = operations.find((op) => op.operationId === "createLedgerTransfer")!;
    expect([...transfer.problems.get("422")!]).toEqual([
      "insufficient-funds",
      "balance-limit",
      "idempotency-key-reused",
    ]);
    const batch = operations.find((op) => op.operationId === "signPayloadBatchV2")!;
    expect(batch.itemCodes).toContain("signing-key-retired");
    // An operation answering OpenAI's error body lists its codes in x-problem-codes, read the same way.
    const openAI = operations.find((op) => op.operationId === "createLlmOpenAiChatCompletion")!;
    expect([...openAI.problems.get("404")!]).toEqual(["llm-model-not-found"]);
    expect([...openAI.problems.get("429")!]).toEqual([
      "rate-limited",
      "llm-upstream-rate-limited",
      "llm-budget-exceeded",
    ]);
    expect(openAI.unnarrowed).toEqual([]);
  });

  it("narrows `code` in every problem response", () => {
    expect(checkNarrowed(operations)).toEqual([]);
  });

  it("lists every code a module throws on one of that module's operations, under its status", () => {
    expect(checkModules(emissions, operations, owners)).toEqual([]);
  });

  it("lists every code of the HTTP layer, or names it among the answers outside operations", () => {
    expect(checkCore(emissions, operations, description)).toEqual([]);
  });

  it("lists no code that nothing throws", () => {
    expect(checkDead(emissions, operations)).toEqual([]);
  });

  it("lists the HTTP layer's codes on exactly the operations of their kind", () => {
    expect(checkTraits(operations)).toEqual([]);
  });
});

describe("the checks catch", () => {
  it("a module's code no operation of it lists, or lists under another status", () => {
    const planted: Emission = {
      code: "made-up",
      statuses: [409],
      file: "src/modules/ledger/x.ts",
      line: 1,
      owner: "ledger",
    };
    expect(checkModules([...emissions, planted], operations, owners)).toEqual([
      "made-up (409) at src/modules/ledger/x.ts:1: no operation of ledger lists it",
    ]);
    const elsewhere = { ...planted, code: "insufficient-funds", statuses: [409] };
    expect(checkModules([elsewhere], operations, owners)).toHaveLength(1);
    const otherModule = { ...planted, code: "insufficient-funds", statuses: [422], owner: "chess" };
    expect(checkModules([otherModule], operations, owners)).toHaveLength(1);
  });

  it("a code dropped from its operation's list", () => {
    const edited = clone(operations);
    edited
      .find((op) => op.operationId === "createLedgerTransfer")!
      .problems.get("422")!
      .delete("insufficient-funds");
    expect(checkModules(emissions, edited, owners)).toEqual([
      expect.stringMatching(/^insufficient-funds \(422\) at src\/modules\/ledger\/problems\.ts:\d+: no operation/),
    ]);
  });

  it("a code dropped from the x-problem-codes of an operation answering OpenAI's error body", () => {
    const edited = clone(operations);
    const completion = edited.find((op) => op.operationId === "createLlmOpenAiChatCompletion")!;
    completion.problems.get("404")!.delete("llm-model-not-found");
    completion.problems.get("401")!.delete("unauthorized");
    expect(checkModules(emissions, edited, owners)).toEqual([
      expect.stringMatching(/^llm-model-not-found \(404\) at src\/modules\/llm\/problems\.ts:\d+: no operation/),
    ]);
    expect(checkTraits(edited)).toEqual([
      expect.stringContaining(
        "createLlmOpenAiChatCompletion (POST /api/llm/v1/chat/completions): operations taking a bearer token",
      ),
    ]);
  });

  it("a dead code, an unnarrowed response and a generic code on the wrong kind of operation", () => {
    const edited = clone(operations);
    const me = edited.find((op) => op.operationId === "getMe")!;
    me.problems.get("401")!.add("never-thrown");
    me.problems.get("400")!.add("malformed-json");
    me.unnarrowed.push("401");
    expect(checkDead(emissions, edited)).toEqual([expect.stringContaining("lists `never-thrown`")]);
    expect(checkTraits(edited)).toEqual([
      expect.stringContaining("getMe (GET /api/auth/me) lists 400 `malformed-json`"),
    ]);
    expect(checkNarrowed(edited)).toEqual([expect.stringContaining("its 401 problem does not list its codes")]);
  });

  it("an answer outside operations the contract's description does not name", () => {
    expect(checkCore(emissions, operations, "")).toHaveLength(Object.keys(OUTSIDE_OPERATIONS).length);
  });
});
