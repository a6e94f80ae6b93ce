// The operators' matrix, driven by the contract: every operation that documents 403 `admin-only` (the
// operators' routes, role admin) refuses a signed-in user who is not an operator with exactly that, and
// a caller without a token with 401, changing nothing; the same request as an operator gets past the
// role check. Operations added later are covered by documenting `admin-only`.
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolve } from "../../src/http/contract/document.ts";
import { loadContract } from "../../src/http/openapi.ts";
import { DatabaseFingerprint } from "../fuzz/database-fingerprint.ts";
import { startTestServer, type TestServer, testConfig } from "../harness.ts";
import { type ContractOperation, readOperations } from "./owned-ids.ts";

const contract = loadContract(testConfig().openapiPath);

type Schema = Record<string, unknown>;

/** Every `code` enum value a problem schema can carry (through allOf, oneOf, anyOf). */
const codesOf = (schema: unknown, depth = 0): string[] => {
  if (depth > 8 || typeof schema !== "object" || schema === null) return [];
  const s = resolve<Schema>(contract, schema as Schema);
  const code = resolve<Schema>(contract, ((s.properties as Schema | undefined)?.code ?? {}) as Schema);
  return [
    ...((code.enum as string[] | undefined) ?? []),
    ...["allOf", "oneOf", "anyOf"].flatMap((k) =>
      ((s[k] as unknown[] | undefined) ?? []).flatMap((part) => codesOf(part, depth + 1)),
    ),
  ];
};

const forbiddenCodes = (op: ContractOperation): string[] => {
  const raw = contract.paths[op.path]?.[op.method.toLowerCase()] as { responses?: Record<string, unknown> };
  const response = raw.responses?.["403"];
  if (!response) return [];
  const resolved = resolve<{ content?: Record<string, { schema?: unknown }> }>(contract, response as Schema);
  return codesOf(resolved.content?.["application/problem+json"]?.schema);
};

const operatorsOnly = readOperations(contract).filter((op) => forbiddenCodes(op).includes("admin-only"));

/** Bodies for operators' operations whose contract gives no example. */
const BODIES: Record<string, unknown> = {
  setUserRole: { role: "user" },
  createChessTournament: {
    name: "Operators' matrix",
    startsAt: "2030-01-01T10:00:00Z",
    format: "Blitz 3+2",
    prizePool: 1,
    capacity: 8,
  },
  updateChessTournament: { name: "Operators' matrix" },
};

/**
 * A value for a path parameter: its schema's example, a fresh id of its pattern's kind, a module, or for
 * an id of no set shape one no object has.
 */
const pathValue = (op: ContractOperation, name: string): string => {
  const parameter = op.parameters.find((p) => p.in === "path" && p.name === name);
  const schema = resolve<Schema>(contract, (parameter?.schema ?? {}) as Schema);
  if (typeof schema.example === "string") return schema.example;
  const kind = /^\^([a-z]{2,6})_\[0-9A-HJKMNP-TV-Z\]\{26\}\$$/.exec(String(schema.pattern ?? ""));
  if (kind) return `${kind[1]}_${ulid()}`;
  if (name === "module") return "media";
  if (name === "id" && schema.type === "string" && schema.pattern === undefined) return `unknown_${ulid()}`;
  throw new Error(`${op.operationId}: no value for the path parameter ${name}; teach operators.test.ts one`);
};

const requestOf = (op: ContractOperation): { path: string; body: unknown } => {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(pathValue(op, name)));
  const body = BODIES[op.operationId] ?? op.bodyExample;
  if (op.bodyRequired && body === undefined)
    throw new Error(
      `No request body for ${op.operationId}: add one to operators.test.ts or an example to the contract`,
    );
  return { path, body };
};

let server: TestServer;
let fingerprint: DatabaseFingerprint;
let user: { token: string };
let operator: { token: string };
beforeAll(async () => {
  server = await startTestServer();
  fingerprint = await DatabaseFingerprint.open(server.ctx.database.connectionUri);
  user = await server.register({ name: "Not An Operator" });
  operator = await server.registerAdmin();
});
afterAll(async () => {
  await fingerprint?.close();
  await server?.close();
});

describe("the operators' operations (403 admin-only documented)", () => {
  it("are found in the contract (not a vacuous list), the media module's among them", () => {
    const ids = operatorsOnly.map((op) => op.operationId);
    expect(ids).toEqual(
      expect.arrayContaining([
        "approvePayout",
        "setUserRole",
        "createMediaVideo",
        "listMediaAdminVideos",
        "getMediaAdminVideo",
        "updateMediaVideo",
        "deleteMediaVideo",
        "createMediaTrack",
        "listMediaAdminTracks",
        "getMediaAdminTrack",
        "updateMediaTrack",
        "deleteMediaTrack",
      ]),
    );
    // Each takes a bearer token (an operator is a signed-in user).
    expect(operatorsOnly.filter((op) => !op.bearer).map((op) => op.operationId)).toEqual([]);
  });

  it.each(operatorsOnly.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))(
    "%s: 403 admin-only for a user, 401 without a token, nothing changed; an operator gets past",
    async (_name, op) => {
      const { path, body } = requestOf(op);
      const options = body === undefined ? {} : { body };
      const before = await fingerprint.take();
      const refused = await server.call(op.method, path, { ...options, token: user.token });
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body).toMatchObject({ code: "admin-only", status: 403 });
      const anonymous = await server.call(op.method, path, options);
      expect(anonymous.status, anonymous.text).toBe(401);
      expect(DatabaseFingerprint.diff(before, await fingerprint.take())).toEqual([]);

      const allowed = await server.call(op.method, path, { ...options, token: operator.token });
      expect([401, 403], `as an operator: ${allowed.text}`).not.toContain(allowed.status);
      expect(allowed.status, allowed.text).toBeLessThan(500);
    },
  );
});
