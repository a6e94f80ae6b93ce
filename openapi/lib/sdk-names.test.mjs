import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertUnique, camel, clientMethods, readSdkExtension, sdkMethodName } from "./sdk-names.mjs";

/** The dotted name and positional parameters of one operation. */
const name = (method, path, operationId, tag = "ledger", extension = undefined) => {
  const sdk = sdkMethodName({ tag, path, method, operationId, extension });
  return `${sdk.name}(${sdk.pathParams.join(", ")})`;
};

describe("sdkMethodName", () => {
  it("makes the tag the namespace and the path's segments the resources, after the module segment", () => {
    expect(name("get", "/api/ledger/accounts", "listLedgerAccounts")).toBe("ledger.accounts.list()");
    expect(name("get", "/api/hub/catalog/{id}/related", "listRelatedModules", "hub")).toBe(
      "hub.catalog.related.list(id)",
    );
    expect(name("get", "/api/hub/registry-stats", "getCatalogStats", "hub")).toBe("hub.registryStats.retrieve()");
    expect(name("get", "/api/oauth/providers", "listProviders", "auth-extra")).toBe("authExtra.providers.list()");
    // A path with no module segment keeps its only segment.
    expect(name("get", "/api/openapi.json", "getOpenApi", "hub")).toBe("hub.openapi.retrieve()");
  });

  it("reads the verb from the operationId, `get` as `retrieve`", () => {
    expect(name("get", "/api/rights/objects/{id}", "getRightsObject", "rights")).toBe("rights.objects.retrieve(id)");
    expect(name("post", "/api/rights/objects", "createRightsObject", "rights")).toBe("rights.objects.create()");
    expect(name("post", "/api/ledger/accounts", "openLedgerAccount")).toBe("ledger.accounts.open()");
    expect(name("patch", "/api/chess/tournaments/{id}", "updateChessTournament", "chess")).toBe(
      "chess.tournaments.update(id)",
    );
  });

  it("passes path parameters positionally, in path order", () => {
    expect(name("get", "/api/shop/things/{id}/parts/{partId}", "getThingPart", "shop")).toBe(
      "shop.things.parts.retrieve(id, partId)",
    );
  });

  it("drops version segments, `.well-known`, file extensions, and `me` unless it is last", () => {
    expect(name("post", "/api/signing/v2/me/keys", "rotateMySigningKey", "signing")).toBe("signing.keys.rotate()");
    expect(name("get", "/api/signing/v2/keys/{keyId}", "getSigningKey", "signing")).toBe(
      "signing.keys.retrieve(keyId)",
    );
    expect(name("get", "/.well-known/jwks.json", "getWellKnownJwks", "signing")).toBe("signing.jwks.retrieve()");
    expect(name("get", "/api/ledger/operations.csv", "exportLedgerOperationsCsv")).toBe("ledger.operations.export()");
    expect(name("get", "/api/auth/me", "getMe", "auth")).toBe("auth.me.retrieve()");
  });

  it("drops a first resource that repeats the namespace", () => {
    expect(name("get", "/api/ecosystem/earnings", "getEcosystemEarnings", "earnings")).toBe("earnings.retrieve()");
  });

  it("takes an action segment that starts the operationId as the method, in the operationId's casing", () => {
    expect(name("get", "/api/ledger/accounts/lookup", "lookupLedgerAccount")).toBe("ledger.accounts.lookup()");
    expect(name("post", "/api/ledger/topup", "topUpLedgerAccount")).toBe("ledger.topUp()");
    expect(name("post", "/api/auth/sign-out-everywhere", "signOutEverywhere", "auth")).toBe("auth.signOutEverywhere()");
    expect(name("post", "/api/signing/v2/sign/batch", "signPayloadBatchV2", "signing")).toBe("signing.signBatch()");
    expect(name("post", "/api/pipeline/protect-batch", "protectWorkBatch", "bureau")).toBe("bureau.protectBatch()");
    expect(name("post", "/api/shop/things/{id}/rename", "renameThing", "shop")).toBe("shop.things.rename(id)");
  });

  it("lets x-sdk replace the resource, the method, or both", () => {
    expect(name("post", "/api/ledger/transfer", "createLedgerTransfer")).toBe("ledger.transfer.create()");
    expect(name("post", "/api/ledger/transfer", "createLedgerTransfer", "ledger", { resource: ["transfers"] })).toBe(
      "ledger.transfers.create()",
    );
    expect(name("get", "/api/auth/me", "getMe", "auth", { resource: [], method: "me" })).toBe("auth.me()");
    expect(name("get", "/api/x/y/{id}/og.svg", "getImage", "x", { method: "image" })).toBe("x.y.og.image(id)");
  });

  it("refuses what cannot be a method name", () => {
    expect(() => name("get", "/api/x/things", "ThingsGet", "x")).toThrow(/does not start with a verb; name the method/);
    expect(name("get", "/api/x/things", "ThingsGet", "x", { method: "list" })).toBe("x.things.list()");
    expect(() => name("get", "/api/x/then", "getThen", "x")).toThrow(/resource "then" is reserved/);
    expect(() => name("get", "/api/x/a", "getA", "x", { method: "isError" })).toThrow(/"isError" is reserved/);
    expect(() => name("get", "/api/x/a", "getA", "")).toThrow(/has no tag/);
  });
});

describe("readSdkExtension", () => {
  it("accepts resource and/or method, and refuses anything else", () => {
    expect(readSdkExtension(undefined, "op")).toBeUndefined();
    expect(readSdkExtension({ resource: ["a", "bC"] }, "op")).toEqual({ resource: ["a", "bC"] });
    expect(readSdkExtension({ resource: [] }, "op")).toEqual({ resource: [] });
    expect(() => readSdkExtension("create", "op")).toThrow(/must be an object/);
    expect(() => readSdkExtension({}, "op")).toThrow(/names neither/);
    expect(() => readSdkExtension({ verb: "x" }, "op")).toThrow(/unknown keys verb/);
    expect(() => readSdkExtension({ resource: "transfers" }, "op")).toThrow(/list of names/);
    expect(() => readSdkExtension({ resource: ["Transfers"] }, "op")).toThrow(/not a camelCase identifier/);
    expect(() => readSdkExtension({ method: "create-many" }, "op")).toThrow(/not a camelCase identifier/);
  });
});

describe("camel", () => {
  it("joins words, lowercasing the first letter", () => {
    expect(camel("registry-stats")).toBe("registryStats");
    expect(camel("sign_out.everywhere")).toBe("signOutEverywhere");
    expect(camel("OAuth")).toBe("oAuth");
  });
});

const ok = { 200: { description: "ok" } };
const contract = (paths) => ({ openapi: "3.0.3", info: { title: "t", version: "1" }, paths });

describe("clientMethods", () => {
  it("lists a package's operations with their names, and what it leaves out", () => {
    const { operations, skipped } = clientMethods(
      contract({
        "/api/shop/things": {
          get: { tags: ["shop"], operationId: "listThings", responses: ok },
          post: { tags: ["shop"], operationId: "createThing", responses: { 201: { description: "made" } } },
        },
        "/api/shop/go": {
          get: { tags: ["shop"], operationId: "goThere", responses: { 302: { description: "away" } } },
        },
        "/metrics": { get: { tags: ["shop"], operationId: "getMetrics", "x-sdk-exclude": true, responses: ok } },
        "/api/other/x": { get: { tags: ["other"], operationId: "getX", responses: ok } },
      }),
      { tags: ["shop"] },
    );
    expect(operations.map((o) => [o.operationId, o.sdk.name])).toEqual([
      ["listThings", "shop.things.list"],
      ["createThing", "shop.things.create"],
    ]);
    expect(skipped.map((s) => [s.operationId, s.reason])).toEqual([
      ["goThere", "no 2xx response"],
      ["getMetrics", "x-sdk-exclude"],
    ]);
  });

  it("fails on two operations with one name, naming both and the way out", () => {
    const spec = contract({
      "/api/signing/sign": { post: { tags: ["signing"], operationId: "signPayload", responses: ok } },
      "/api/signing/v2/sign": { post: { tags: ["signing"], operationId: "signPayloadV2", responses: ok } },
    });
    expect(() => clientMethods(spec)).toThrow(
      "Two operations would be client.signing.sign(): signPayload (POST /api/signing/sign) and signPayloadV2 " +
        "(POST /api/signing/v2/sign). Give one of them another name with x-sdk (CONTRIBUTING.md).",
    );
    spec.paths["/api/signing/sign"].post["x-sdk"] = { resource: ["v1"] };
    expect(clientMethods(spec).operations.map((o) => o.sdk.name)).toEqual(["signing.v1.sign", "signing.sign"]);
  });

  it("fails on a name that is both a method and a resource", () => {
    const spec = contract({
      "/api/shop/things": { get: { tags: ["shop"], operationId: "listThings", responses: ok } },
      "/api/shop/list/things": { get: { tags: ["shop"], operationId: "getListThings", responses: ok } },
      "/api/shop/x": {
        get: { tags: ["shop"], operationId: "getX", "x-sdk": { resource: ["things", "list"] }, responses: ok },
      },
    });
    expect(() => clientMethods(spec)).toThrow(
      /client\.shop\.things\.list would be both the method of listThings \(GET \/api\/shop\/things\) and a resource holding client\.shop\.things\.list\.retrieve\(\) of getX/,
    );
  });

  it("keeps namespaces the client uses itself free", () => {
    const spec = contract({ "/api/auth/x": { get: { tags: ["auth"], operationId: "getX", responses: ok } } });
    expect(() => clientMethods(spec, { reservedNamespaces: ["auth", "setToken"] })).toThrow(
      /the namespace "auth" is taken by the client itself/,
    );
  });

  it("checks assertUnique on its own too", () => {
    const op = (operationId, dotted) => ({
      path: `/${operationId}`,
      method: "get",
      operationId,
      sdk: { name: dotted },
    });
    expect(() => assertUnique([op("a", "x.y.list"), op("b", "x.y.retrieve")])).not.toThrow();
    expect(() => assertUnique([op("a", "x.y.list"), op("b", "x.y.list")])).toThrow(/Two operations/);
  });
});

describe("the contract's client methods", () => {
  const spec = JSON.parse(readFileSync(new URL("../dist/openapi.json", import.meta.url), "utf8"));
  const names = new Map(
    clientMethods(spec).operations.map((o) => [o.operationId, `${o.sdk.name}(${o.sdk.pathParams})`]),
  );

  it("read like stripe-node's and openai-node's", () => {
    expect(names.get("createLedgerTransfer")).toBe("ledger.transfers.create()");
    expect(names.get("listLedgerOperations")).toBe("ledger.operations.list()");
    expect(names.get("getRightsObject")).toBe("rights.objects.retrieve(id)");
    expect(names.get("rotateMySigningKey")).toBe("signing.keys.rotate()");
    expect(names.get("register")).toBe("auth.register()");
    expect(names.get("login")).toBe("auth.login()");
    expect(names.get("getMe")).toBe("auth.me()");
  });
});

describe("the Spectral rule for x-sdk", () => {
  const dir = mkdtempSync(join(tmpdir(), "x-sdk-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses a malformed x-sdk", () => {
    const file = join(dir, "bad.json");
    const operation = (operationId, xSdk) => ({
      operationId,
      summary: "s",
      description: "d",
      tags: ["t"],
      "x-sdk": xSdk,
      responses: { 200: { description: "ok" } },
    });
    writeFileSync(
      file,
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: "t", version: "1", description: "d", contact: { name: "c" } },
        servers: [{ url: "https://example.test" }],
        tags: [{ name: "t", description: "d" }],
        paths: {
          "/a": { get: operation("getA", { verb: "x" }) },
          "/b": { get: operation("getB", { resource: ["Things"] }) },
          "/c": { get: operation("getC", { resource: ["things"], method: "list" }) },
        },
      }),
    );
    const spectral = new URL("../../node_modules/.bin/spectral", import.meta.url).pathname;
    const ruleset = new URL("../.spectral.yaml", import.meta.url).pathname;
    let output = "";
    try {
      execFileSync(spectral, ["lint", file, "--ruleset", ruleset, "--format", "json", "--quiet"], { encoding: "utf8" });
    } catch (error) {
      output = error.stdout;
    }
    const findings = JSON.parse(output).filter((f) => f.code === "trustplane-x-sdk");
    expect(findings.map((f) => f.path.slice(0, 2).join(" "))).toEqual(["paths /a", "paths /b"]);
  }, 60_000);
});
