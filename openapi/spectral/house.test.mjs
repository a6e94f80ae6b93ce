import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The house ruleset (../.spectral.yaml) run by Spectral itself on small contracts: one that keeps every
// convention (no finding), and one operation per convention broken (exactly that rule's finding), so
// no rule is a check that cannot fail.
const here = dirname(fileURLToPath(import.meta.url));
const ruleset = join(here, "..", ".spectral.yaml");
const spectralPackage = createRequire(import.meta.url).resolve("@stoplight/spectral-cli/package.json");
const spectral = join(dirname(spectralPackage), "dist", "index.js");
const folder = mkdtempSync(join(tmpdir(), "house-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const problem = (codes) => ({
  description: `\`code\`: ${codes.join(", ")}`,
  content: {
    "application/problem+json": {
      schema: { type: "object", properties: { code: { type: "string", enum: codes } } },
    },
  },
});
const json = (schema) => ({ description: "OK", content: { "application/json": { schema } } });
const page = {
  type: "object",
  properties: {
    items: { type: "array", items: { type: "object" } },
    total: { type: "integer" },
    nextCursor: { type: "string", nullable: true },
  },
};
const query = (name) => ({ name, in: "query", schema: { type: "string" } });
const samples = [{ lang: "curl", source: "curl …" }];
const op = (operationId, responses, extra = {}) => ({
  tags: ["things"],
  operationId,
  summary: "Does a thing.",
  description: "Does a thing.",
  "x-codeSamples": samples,
  "x-scope": `things:${extra.method === "get" ? "read" : "write"}`,
  security: [{ bearerAuth: [] }],
  responses: { ...responses, 404: problem(["thing-not-found"]) },
  ...Object.fromEntries(Object.entries(extra).filter(([key]) => key !== "method")),
});

/** A contract that keeps every house rule: a paged list, create, read by id, delete. */
const clean = () => ({
  openapi: "3.0.3",
  info: { title: "Things", version: "1.0.0", description: "Things.", contact: { name: "Us" } },
  servers: [{ url: "https://example.com" }],
  tags: [{ name: "things", description: "Things." }],
  components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
  paths: {
    "/api/things": {
      get: op("listThings", { 200: json(page) }, { method: "get", parameters: [query("limit"), query("cursor")] }),
      post: op("createThing", { 201: json({ type: "object" }) }),
    },
    "/api/things/{id}": {
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      get: op("getThing", { 200: json({ type: "object" }) }, { method: "get" }),
      delete: op("deleteThing", { 204: { description: "Deleted." } }),
    },
  },
});

/**
 * Spectral's finding codes for each document, from one run over all of them (a run costs seconds).
 * Findings at the fail severity make it exit 1; its report is on stdout either way.
 */
const lintAll = (documents) => {
  const files = Object.keys(documents).map((name) => join(folder, `${name}.json`));
  for (const [i, document] of Object.values(documents).entries()) writeFileSync(files[i], JSON.stringify(document));
  let out;
  try {
    out = execFileSync(process.execPath, [spectral, "lint", ...files, "--ruleset", ruleset, "-f", "json", "--quiet"], {
      encoding: "utf8",
    });
  } catch (err) {
    out = err.stdout;
  }
  const findings = JSON.parse(out || "[]");
  return Object.fromEntries(
    Object.keys(documents).map((name, i) => [name, findings.filter((f) => f.source === files[i]).map((f) => f.code)]),
  );
};

const house = (codes) => codes.filter((code) => code.startsWith("trustplane-"));

const broken = {
  "trustplane-paged-lists": (doc) => {
    doc.paths["/api/things"].get.parameters = [query("limit")];
  },
  "trustplane-delete-204": (doc) => {
    doc.paths["/api/things/{id}"].delete.responses = {
      200: json({ type: "object" }),
      404: problem(["thing-not-found"]),
    };
  },
  "trustplane-get-by-id": (doc) => {
    delete doc.paths["/api/things/{id}"].get;
  },
  "trustplane-scope": (doc) => {
    doc.paths["/api/things"].post["x-scope"] = "things:read";
  },
  "trustplane-problem-codes": (doc) => {
    doc.paths["/api/things/{id}"].get.responses[404] = {
      description: "Not found.",
      content: { "application/problem+json": { schema: { type: "object" } } },
    };
  },
  "trustplane-summary": (doc) => {
    delete doc.paths["/api/things"].post.summary;
  },
  "trustplane-operation-id": (doc) => {
    doc.paths["/api/things"].post.operationId = "thingMaker";
  },
  "trustplane-get-verbs": (doc) => {
    doc.paths["/api/things/{id}"].get.operationId = "createThingView";
  },
  "trustplane-path-nouns": (doc) => {
    doc.paths["/api/Other_Things"] = {
      get: op("getOtherThings", { 200: json({ type: "object" }) }, { method: "get" }),
    };
  },
  "trustplane-code-samples": (doc) => {
    delete doc.paths["/api/things"].post["x-codeSamples"];
  },
};
const bounded = (reason) => {
  const doc = clean();
  doc.paths["/api/things"].get.parameters = [];
  doc.paths["/api/things"].get["x-unpaginated"] = reason;
  return doc;
};
const readElsewhere = (target) => {
  const doc = clean();
  doc.paths["/api/public-things/{thingId}"] = doc.paths["/api/things/{id}"];
  delete doc.paths["/api/things/{id}"];
  doc.paths["/api/things"].post["x-read-by-id"] = target;
  return doc;
};

/** A GET whose 410 is a page for a browser only (text/html, by Accept), beside its problem+json 404. */
const browserPage = (problemToo) => {
  const doc = clean();
  const html = { "text/html": { schema: { type: "string" } } };
  doc.paths["/api/things/{id}"].get.responses[410] = {
    description: "Gone (a page, for a browser).",
    content: problemToo ? { ...html, "application/problem+json": { schema: { type: "object" } } } : html,
  };
  return doc;
};

/**
 * A GET whose 4xx answer OpenAI's error body (`x-error-format: openai`, the gateway's OpenAI-compatible
 * face), each listing its codes in `x-problem-codes`; `variant` breaks it one way.
 */
const openAIFace = (variant) => {
  const doc = clean();
  const op = doc.paths["/api/things/{id}"].get;
  const openAIError = {
    type: "object",
    required: ["error"],
    properties: {
      error: {
        type: "object",
        properties: { message: { type: "string" }, type: { type: "string" }, code: { type: "string" } },
      },
    },
  };
  const answer = (codes) => ({
    description: "An error, as OpenAI answers it.",
    ...(codes ? { "x-problem-codes": codes } : {}),
    content: { "application/json": { schema: openAIError } },
  });
  if (variant !== "undeclared") op["x-error-format"] = "openai";
  for (const status of Object.keys(op.responses).filter((s) => /^4/.test(s))) {
    op.responses[status] = answer(["thing-not-found"]);
  }
  if (variant === "withoutCodes") op.responses[404] = answer(undefined);
  if (variant === "problemToo") op.responses[404].content["application/problem+json"] = { schema: { type: "object" } };
  return doc;
};

const results = lintAll({
  clean: clean(),
  ...Object.fromEntries(
    Object.entries(broken).map(([rule, breakIt]) => {
      const doc = clean();
      breakIt(doc);
      return [rule, doc];
    }),
  ),
  bounded: bounded("At most three things per user."),
  unexplained: bounded("small"),
  elsewhere: readElsewhere("/api/public-things/{thingId}"),
  nowhere: readElsewhere("/api/nowhere/{id}"),
  page: browserPage(false),
  pageAndProblem: browserPage(true),
  openAI: openAIFace("ok"),
  openAIWithoutCodes: openAIFace("withoutCodes"),
  openAIProblemToo: openAIFace("problemToo"),
  openAIUndeclared: openAIFace("undeclared"),
});

describe("the house ruleset", () => {
  it("finds nothing in a contract that keeps every convention", () => {
    expect(results.clean).toEqual([]);
  });

  for (const rule of Object.keys(broken)) {
    it(`${rule} finds its convention broken, and only it`, () => {
      expect(house(results[rule])).toEqual([rule]);
    });
  }

  it("takes a bounded list that says why in x-unpaginated, and refuses one that does not say", () => {
    expect(results.bounded).toEqual([]);
    expect(house(results.unexplained)).toEqual(["trustplane-paged-lists"]);
  });

  it("takes a 4xx that is only a page for a browser (text/html), but not one that is a problem too without its codes", () => {
    expect(results.page).toEqual([]);
    expect(house(results.pageAndProblem)).toEqual(["trustplane-problem-codes"]);
  });

  it("takes OpenAI's error body for an x-error-format: openai operation that lists its codes in x-problem-codes, and only for one", () => {
    expect(results.openAI).toEqual([]);
    expect(house(results.openAIWithoutCodes)).toEqual(["trustplane-problem-codes"]);
    expect(house(results.openAIProblemToo)).toEqual(["trustplane-problem-codes"]);
    // Without x-error-format the same answers are problems without their codes: refused, as before.
    expect(house(results.openAIUndeclared)).toEqual(["trustplane-problem-codes"]);
  });

  it("takes a resource read elsewhere by x-read-by-id, only when that GET exists", () => {
    expect(house(results.elsewhere)).toEqual([]);
    expect(house(results.nowhere)).toEqual(["trustplane-get-by-id"]);
  });
});
