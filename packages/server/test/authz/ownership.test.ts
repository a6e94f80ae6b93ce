// The authorization matrix, driven by the contract: every id an operation marks in `x-owned-ids` must be
// the caller's, and another user's id must get exactly the answer an unknown id gets, changing nothing.
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../src/http/openapi.ts";
import { startTestServer, type TestResponse, type TestServer, testConfig } from "../harness.ts";
import {
  constitutionCommentArtifact,
  factories,
  keyshieldShares,
  newSession,
  own,
  rememberKeyshieldShares,
  type Session,
  snapshot,
} from "./factories.ts";
import {
  annotationProblems,
  type ContractOperation,
  isRequired,
  type OwnedId,
  readOperations,
  setAtPointer,
  unannotatedIds,
  where,
} from "./owned-ids.ts";

const contract = loadContract(testConfig().openapiPath);
const operations = readOperations(contract);
const annotated = operations.filter((op) => op.owned.length > 0);
const cases = annotated.flatMap((op) => op.owned.map((entry) => ({ op, entry })));

/** The rest of a valid request, per operation, when the contract has no example body for it. */
type Fixture = (parties: { payee: Session; caller: Session }) => Promise<{
  body?: unknown;
  query?: Record<string, string>;
  params?: Record<string, string>;
  /** Sees the answer (a rotation's new shares, which the next request needs). */
  answered?: (res: TestResponse) => void;
}>;
const fixtures: Record<string, Fixture> = {
  topUpLedgerAccount: async () => ({ body: { amount: 1 } }),
  createLedgerTransfer: async ({ payee }) => ({ body: { to: await own(payee, "account"), amount: 0.01 } }),
  createPaymentTransfer: async ({ payee }) => ({ body: { to: await own(payee, "payment-wallet"), amount: 0.01 } }),
  signPayloadV2: async () => ({ body: { payload: { note: "authorization matrix" } } }),
  // The contract's example renders an inline scenario; the matrix names a saved one instead.
  renderConstitutionPdf: async () => ({ body: {} }),
  // The comment named is on the caller's artifact: the caller's own comment is deleted, another's is not there.
  deleteConstitutionArtifactComment: async ({ caller }) => ({
    params: { id: await constitutionCommentArtifact(caller) },
  }),
  // Deleting the caller's own scenario (the control call) uses it up: the next operation gets a new one.
  deleteConstitutionScenario: async ({ caller }) => ({
    answered: (res) => {
      if (res.status === 204) caller.made.delete("constitution-scenario");
    },
  }),
  // Likewise retiring the caller's own key: the next operation gets a new one.
  retireKeyshieldKey: async ({ caller }) => ({
    answered: (res) => {
      if (res.status === 204) caller.made.delete("keyshield-key");
    },
  }),
  // Within the 30 days a recovery reaches back.
  recoverPaymentWebhookDeliveries: async () => ({ body: { since: new Date(Date.now() - 3_600_000).toISOString() } }),
  signPayloadBatchV2: async () => ({ body: { items: [{ payload: { note: "authorization matrix" } }] } }),
  // The caller's key's current shares (a rotation's answer replaces them).
  recoverKeyshieldKey: async ({ caller }) => ({
    body: { shares: await keyshieldShares(caller), message: "authorization matrix" },
  }),
  rotateKeyshieldKey: async ({ caller }) => {
    const keyId = await own(caller, "keyshield-key");
    return {
      body: { shares: await keyshieldShares(caller) },
      answered: (res) => {
        if (res.status === 200) rememberKeyshieldShares(keyId, res.body.shares);
      },
    };
  },
  // An open request of the payee's (its id is the capability, not an owned id): the same one until it
  // is paid, so the refused calls name the same request and their answers compare equal.
  payPaymentRequest: async ({ payee }) => {
    if (payableRequest) {
      const seen = await payee.server.call("GET", `/api/payments/requests/${payableRequest}/public`);
      if (seen.body.status === "open") return { params: { id: payableRequest }, body: {} };
    }
    await own(payee, "payment-wallet");
    const made = await payee.server.call("POST", "/api/payments/requests", {
      token: payee.token,
      body: { amount: 0.01, description: "authorization matrix" },
    });
    payableRequest = made.body.id as string;
    return { params: { id: payableRequest }, body: {} };
  },
};
let payableRequest: string | undefined;

describe("the contract's ownership annotations", () => {
  it("are well-formed and name locations their operations have", () => {
    expect(annotationProblems(contract, operations)).toEqual([]);
  });

  it("account for every id an operation with a bearer token takes (owned, or not owned with a reason)", () => {
    expect(unannotatedIds(contract, operations)).toEqual([]);
  });

  it("would catch an operation that names an id without saying whose it must be", () => {
    const stripped = structuredClone(contract);
    const op = stripped.paths["/api/rights/objects/{id}"]?.get as Record<string, unknown>;
    delete op["x-owned-ids"];
    expect(unannotatedIds(stripped, readOperations(stripped))).toEqual([
      "GET /api/rights/objects/{id} (getRightsObject): path id",
    ]);
  });

  it("name only kinds this suite can make an object of", () => {
    const kinds = [...new Set(cases.map(({ entry }) => entry.kind))];
    expect(kinds.filter((kind) => !(kind in factories))).toEqual([]);
    expect(cases.length).toBeGreaterThan(0);
  });
});

/** Every occurrence of `id` replaced, and the per-request parts dropped, so two answers can be compared. */
const normalized = (res: TestResponse, id: string) => {
  const text = (typeof res.body === "string" ? res.body : JSON.stringify(res.body)).split(id).join("<named-id>");
  const body: unknown = typeof res.body === "string" ? text : JSON.parse(text);
  if (body && typeof body === "object" && "requestId" in body) delete (body as { requestId?: unknown }).requestId;
  return { status: res.status, contentType: res.headers.get("content-type"), body };
};

/** The refusal itself: the response, or for a batch the failed item's problem. */
const refusal = (res: TestResponse, entry: OwnedId): { status: number; type?: string; title?: string } => {
  if (!entry.perItem) return { status: res.status, type: res.body?.type, title: res.body?.title };
  expect(res.status, `a batch answers 200 with per-item results: ${res.text}`).toBe(200);
  const item = res.body.items?.[0];
  expect(item?.ok, `the item naming the id must fail: ${res.text}`).toBe(false);
  return { status: item.error.status, type: item.error.type, title: item.error.title };
};

/** Every scope an API key can hold: each operation's `x-scope` but `session`. */
const everyScope = [
  ...new Set(
    Object.values(contract.paths).flatMap((item) =>
      Object.values(item ?? {}).map((op) => (op as { "x-scope"?: string })["x-scope"]),
    ),
  ),
].filter((scope): scope is string => scope !== undefined && scope !== "session");

// Twice: the intruder calls with a signed-in session, then with an API key holding every scope (a key is
// its owner and nothing more). Operations a key may not call (`x-scope: session`) are the session's only.
describe.each([
  ["a session", false],
  ["an API key with every scope", true],
] as const)(
  "authorization matrix: another user's ids are answered like unknown ids, called with %s",
  (_credential, withKey) => {
    let server: TestServer;
    let owner: Session;
    let intruder: Session;
    let payee: Session;
    /** What the intruder sends as its bearer credential. */
    let intruderCredential: string;

    beforeAll(async () => {
      // Loopback webhook URLs (factories.ts's receiver).
      server = await startTestServer({ PAYMENTS_ALLOW_PRIVATE_WEBHOOKS: "1" });
      owner = await newSession(server, "Ada Owner");
      intruder = await newSession(server, "Bo Intruder");
      payee = await newSession(server, "Cy Payee");
      intruderCredential = intruder.token;
      if (withKey) {
        const made = await server.call("POST", "/api/auth/api-keys", {
          token: intruder.token,
          body: { name: "every scope", scopes: everyScope },
        });
        expect(made.status, made.text).toBe(201);
        intruderCredential = made.body.key;
      }
    });
    afterAll(async () => {
      await server?.close();
    });

    /** The operation's request with `entry` set to `id`, and its other required owned ids the caller's own. */
    const request = async (op: ContractOperation, entry: OwnedId, id: string, caller: Session) => {
      const fixture = fixtures[op.operationId];
      const base = fixture
        ? await fixture({ payee, caller })
        : op.bodyExample === undefined
          ? {}
          : { body: structuredClone(op.bodyExample) };
      if (op.bodyRequired && base.body === undefined)
        throw new Error(
          `No request body for ${op.operationId}: add a fixture to ownership.test.ts or an example to the contract`,
        );
      let body = base.body;
      let path = op.path;
      for (const [name, value] of Object.entries(base.params ?? {}))
        path = path.replace(`{${name}}`, encodeURIComponent(value));
      const query = new URLSearchParams(base.query);
      const put = async (location: OwnedId, value: string) => {
        if (location.in === "body") body = setAtPointer(body, location.pointer!, value);
        else if (location.in === "path") path = path.replace(`{${location.name}}`, encodeURIComponent(value));
        else if (location.in === "query") query.set(location.name!, value);
        else throw new Error(`${op.operationId}: ${where(location)} is not supported by the matrix yet`);
      };
      for (const other of op.owned)
        if (other !== entry && isRequired(contract, op, other)) await put(other, await own(caller, other.kind));
      await put(entry, id);
      const url = query.size > 0 ? `${path}?${query}` : path;
      const token = caller === intruder ? intruderCredential : caller.token;
      const res = await server.call(op.method, url, { token, ...(body === undefined ? {} : { body }) });
      base.answered?.(res);
      return res;
    };

    const callable = withKey ? cases.filter(({ op }) => op.scope !== "session") : cases;
    it.each(callable.map((c) => [`${c.op.operationId} ${where(c.entry)} (${c.entry.kind})`, c] as const))(
      "%s",
      async (_name, { op, entry }) => {
        expect(factories[entry.kind], `no factory for the kind "${entry.kind}"`).toBeDefined();
        const theirs = await own(owner, entry.kind);
        const unknown = `${theirs.slice(0, theirs.indexOf("_") + 1)}${ulid()}`;

        // The request is otherwise valid: naming the caller's own object, it succeeds.
        const control = await request(op, entry, await own(intruder, entry.kind), intruder);
        expect(control.status, `with the caller's own id: ${control.text}`).toBeGreaterThanOrEqual(200);
        expect(control.status, `with the caller's own id: ${control.text}`).toBeLessThan(300);
        if (entry.perItem) expect(control.body.items[0].ok, control.text).toBe(true);

        const before = await snapshot(owner);
        const withTheirs = await request(op, entry, theirs, intruder);
        const withUnknown = await request(op, entry, unknown, intruder);
        expect(await snapshot(owner), "the owner's things changed").toEqual(before);

        const refused = refusal(withTheirs, entry);
        expect([403, 404], `someone else's id must be refused: ${withTheirs.text}`).toContain(refused.status);
        expect(
          { unknownId: refusal(withUnknown, entry) },
          `someone else's id answered ${withTheirs.text}; an unknown id answered ${withUnknown.text}`,
        ).toEqual({ unknownId: refused });
        expect(normalized(withTheirs, theirs), "the same answer as for an unknown id").toEqual(
          normalized(withUnknown, unknown),
        );

        // Nothing about the owner beyond the id the caller already named.
        const answer = `${withTheirs.text}\n${[...withTheirs.headers.entries()].map(([k, v]) => `${k}: ${v}`).join("\n")}`;
        const ownerIds = await Promise.all([...owner.made.values()]);
        for (const secret of [owner.email, owner.name, owner.userId, ...ownerIds.filter((id) => id !== theirs)])
          expect(answer.toLowerCase(), `the answer reveals ${secret}`).not.toContain(secret.toLowerCase());
      },
    );
  },
);
