import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { modulePaths, moduleTags, rootWithPaths } from "./bundle.mjs";

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

  it("finds the contract's modules in that order: each module's paths together, untagged files (platform.yaml) last", () => {
    const here = fileURLToPath(new URL("..", import.meta.url));
    const root = parse(readFileSync(join(here, "openapi.yaml"), "utf8"));
    const rootTags = root.tags.map((tag) => tag.name);
    const tags = [...rootTags, ...moduleTags(here, rootTags).map((tag) => tag.name)];
    const paths = modulePaths(here, tags);
    const files = paths.map((p) => p.file).filter((file, i, all) => all.indexOf(file) === i);
    // Each file's paths are together, and every path is in one file.
    expect(files.flatMap((file) => paths.filter((p) => p.file === file))).toEqual(paths);
    expect(new Set(paths.map((p) => p.path)).size).toBe(paths.length);
    const named = files.filter((file) => tags.includes(file.slice(0, -".yaml".length)));
    const untagged = files.filter((file) => !named.includes(file));
    expect(files).toEqual([...named, ...untagged]);
    expect(named.map((file) => tags.indexOf(file.slice(0, -".yaml".length)))).toEqual(
      named.map((file) => tags.indexOf(file.slice(0, -".yaml".length))).sort((a, b) => a - b),
    );
    expect(untagged).toEqual([...untagged].sort());
    expect(named.slice(0, 4)).toEqual(["auth.yaml", "hub.yaml", "ledger.yaml", "signing.yaml"]);
    expect(untagged).toContain("platform.yaml");
    // Parses every module file: well under a second alone, but seconds beside a loaded test run (the
    // new-module test runs it inside the long suite), past vitest's default 5 s.
  }, 30_000);
});

describe("moduleTags", () => {
  const tagged = (name, ...paths) =>
    `tags:\n  - name: ${name}\n    description: The ${name} module.\n${moduleFile(...paths)}`;

  it("gives the module files' own tags, in file name order, which then place their files", () => {
    const dir = folder({
      "openapi.yaml": "tags:\n  - name: beta\n",
      "beta.yaml": moduleFile("/b"),
      "zeta.yaml": tagged("zeta", "/z"),
      "gamma.yaml": tagged("gamma", "/g"),
      "extra.yaml": moduleFile("/x"),
    });
    const extra = moduleTags(dir, ["beta"]);
    expect(extra).toEqual([
      { name: "gamma", description: "The gamma module." },
      { name: "zeta", description: "The zeta module." },
    ]);
    const files = modulePaths(dir, ["beta", ...extra.map((tag) => tag.name)]).map((p) => p.file);
    expect(files).toEqual(["beta.yaml", "gamma.yaml", "zeta.yaml", "extra.yaml"]);
  });

  it("refuses a tag declared twice, a tag without a name and tags that are not a list", () => {
    expect(() => moduleTags(folder({ "a.yaml": tagged("beta", "/a") }), ["beta"])).toThrow(
      "tag beta is declared by both openapi.yaml and a.yaml",
    );
    expect(() => moduleTags(folder({ "a.yaml": tagged("x", "/a"), "b.yaml": tagged("x", "/b") }), [])).toThrow(
      "tag x is declared by both a.yaml and b.yaml",
    );
    expect(() => moduleTags(folder({ "a.yaml": `tags:\n  - description: no name\n${moduleFile("/a")}` }), [])).toThrow(
      "a.yaml: every tag needs a `name`",
    );
    expect(() => moduleTags(folder({ "a.yaml": `tags: {}\n${moduleFile("/a")}` }), [])).toThrow(
      "a.yaml: `tags` must be a list",
    );
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
