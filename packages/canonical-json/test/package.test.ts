// The package as npm would ship it: both builds load by name and agree, the build has no Node-only
// imports, and it runs on every Node found here (the pinned Node 24 and, when present, the host's Node 20).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));

const NODES = [process.execPath, "/usr/bin/node"].filter(
  (node, index, all) => existsSync(node) && all.indexOf(node) === index,
);

/** Loads the ESM and CJS entries by package name, serializes with both and crosses their errors. */
const SMOKE = `
(async () => {
  const esm = await import("@trustplane/canonical-json");
  const cjs = require("@trustplane/canonical-json");
  const value = { b: [1e21, -0, 0.1, "\\u20ac"], a: { d: null, c: true } };
  const caught = (lib) => { try { lib.canonicalize({ n: [Number.NaN] }); } catch (error) { return error; } };
  const [esmError, cjsError] = [caught(esm), caught(cjs)];
  console.log(JSON.stringify({
    texts: [esm.canonicalize(value), cjs.canonicalize(value)],
    exports: [esm, cjs].map((lib) => Object.keys(lib).filter((k) => k !== "default" && k !== "__esModule").sort()),
    paths: [esmError.path, cjsError.path],
    sameClass: esm.CanonicalizationError === cjs.CanonicalizationError,
    crossInstanceof: [cjsError instanceof esm.CanonicalizationError, esmError instanceof cjs.CanonicalizationError],
    typeErrors: [esmError instanceof TypeError, cjsError instanceof TypeError],
    plainErrorIsNot: new TypeError("x") instanceof esm.CanonicalizationError,
  }));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe("package layout", () => {
  it("declares ESM and CommonJS entries with types, no side effects, no dependencies", () => {
    expect(pkg.exports["."]).toEqual({
      import: { types: "./dist/esm/index.d.ts", default: "./dist/esm/index.js" },
      require: { types: "./dist/cjs/index.d.ts", default: "./dist/cjs/index.js" },
    });
    expect(pkg.exports["./package.json"]).toBe("./package.json");
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.files).toEqual(["dist", "README.md", "LICENSE"]);
    expect(pkg.engines.node).toBe(">=20");
    expect(pkg.dependencies).toBeUndefined();
    expect(readFileSync(new URL("dist/cjs/package.json", root), "utf8")).toContain('"commonjs"');
  });

  it("builds to one module per format (what @trustplane/webhook-verifier inlines), with no node: import", () => {
    for (const build of ["dist/esm/", "dist/cjs/"]) {
      const files = readdirSync(new URL(build, root)).filter((f) => f.endsWith(".js"));
      expect(files).toEqual(["index.js"]);
      const code = readFileSync(new URL(`${build}index.js`, root), "utf8");
      expect(code).not.toMatch(/\bfrom\s*["']|require\(["']|import\(["']/);
      expect(code).not.toMatch(/\bBuffer\b|\bprocess\b/);
    }
  });

  it.each(NODES)("loads both builds on %s; they agree, and each build's errors are the other's instances", (node) => {
    const result = JSON.parse(execFileSync(node, ["-e", SMOKE], { cwd: fileURLToPath(root), encoding: "utf8" }));
    const canonical = '{"a":{"c":true,"d":null},"b":[1e+21,0,0.1,"€"]}';
    expect(result).toEqual({
      texts: [canonical, canonical],
      exports: [
        ["CanonicalizationError", "canonicalize"],
        ["CanonicalizationError", "canonicalize"],
      ],
      paths: ["/n/0", "/n/0"],
      sameClass: false,
      crossInstanceof: [true, true],
      typeErrors: [true, true],
      plainErrorIsNot: false,
    });
  });
});
