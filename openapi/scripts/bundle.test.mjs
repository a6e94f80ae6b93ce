import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { modulePaths, rootWithPaths } from "./bundle.mjs";

const dirs = [];
const folder = (files) => {
  const dir = mkdtempSync(join(tmpdir(), "openapi-bundle-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const moduleFile = (...paths) => `paths:\n${paths.map((p) => `  ${p}:\n    get: { responses: {} }\n`).join("")}`;

describe("modulePaths", () => {
  it("orders module files by their tag's place in the root's tags, untagged files after in name order", () => {
    const dir = folder({
      "openapi.yaml": "paths: {}\n",
      "components.yaml": "components: {}\n",
      "redocly.yaml": "rules: {}\n",
      "zeta.yaml": moduleFile("/z"),
      "beta.yaml": moduleFile("/b2", "/b1"),
      "alpha.yaml": moduleFile("/a"),
      "extra.yaml": moduleFile("/x"),
      ".scratch.yaml": moduleFile("/never"),
    });
    expect(modulePaths(dir, ["beta", "webhooks", "alpha"])).toEqual([
      { path: "/b2", file: "beta.yaml" },
      { path: "/b1", file: "beta.yaml" },
      { path: "/a", file: "alpha.yaml" },
      { path: "/x", file: "extra.yaml" },
      { path: "/z", file: "zeta.yaml" },
    ]);
  });

  it("refuses a path declared by two files, and paths that are not a map", () => {
    expect(() => modulePaths(folder({ "a.yaml": moduleFile("/same"), "b.yaml": moduleFile("/same") }), [])).toThrow(
      "/same is declared by both a.yaml and b.yaml",
    );
    expect(() => modulePaths(folder({ "a.yaml": "paths: [/x]\n" }), [])).toThrow("a.yaml: `paths` must be a map");
  });

  it("finds the contract's modules in today's order: each module's paths together, platform.yaml last", () => {
    const here = fileURLToPath(new URL("..", import.meta.url));
    const root = parse(readFileSync(join(here, "openapi.yaml"), "utf8"));
    const paths = modulePaths(
      here,
      root.tags.map((tag) => tag.name),
    );
    const files = paths.map((p) => p.file).filter((file, i, all) => all.indexOf(file) === i);
    expect(files).toEqual([
      "auth.yaml",
      "hub.yaml",
      "ledger.yaml",
      "signing.yaml",
      "rights.yaml",
      "bureau.yaml",
      "registry.yaml",
      "earnings.yaml",
      "chess.yaml",
      "waitlist.yaml",
      "llm.yaml",
      "fanout.yaml",
      "constitution.yaml",
      "payments.yaml",
      "checkout.yaml",
      "payouts.yaml",
      "merchants.yaml",
      "merchant-webhooks.yaml",
      "media.yaml",
      "contracts.yaml",
      "keyshield.yaml",
      "constitution-artifacts.yaml",
      "coach.yaml",
      "platform.yaml",
    ]);
    expect(paths.slice(-2).map((p) => p.path)).toEqual(["/api/openapi.json", "/metrics"]);
    expect(new Set(paths.map((p) => p.path)).size).toBe(paths.length);
  });
});

describe("rootWithPaths", () => {
  const paths = [
    { path: "/api/a/{id}", file: "a.yaml" },
    { path: "/api/x~y", file: "b.yaml" },
  ];

  it("inserts the paths as $refs (JSON-pointer escaped) before the root's components", () => {
    const text = rootWithPaths("openapi: 3.0.3\nsecurity: []\ncomponents:\n  schemas: {}\n", paths);
    expect(text).toBe(
      [
        "openapi: 3.0.3",
        "security: []",
        "paths:",
        '  "/api/a/{id}":',
        '    $ref: "./a.yaml#/paths/~1api~1a~1{id}"',
        '  "/api/x~y":',
        '    $ref: "./b.yaml#/paths/~1api~1x~0y"',
        "components:",
        "  schemas: {}",
        "",
      ].join("\n"),
    );
    expect(parse(text).paths).toEqual({
      "/api/a/{id}": { $ref: "./a.yaml#/paths/~1api~1a~1{id}" },
      "/api/x~y": { $ref: "./b.yaml#/paths/~1api~1x~0y" },
    });
  });

  it("appends them when the root has no components, and refuses a root that lists paths itself", () => {
    expect(parse(rootWithPaths("openapi: 3.0.3", paths)).paths["/api/a/{id}"]).toBeDefined();
    expect(() => rootWithPaths("openapi: 3.0.3\npaths: {}\n", paths)).toThrow(/lists no paths by hand/);
  });
});
