// The package as npm would ship it: both builds load by name and agree, the build is one module with no
// imports and no Node-only globals (a browser loads dist/esm/index.js as it is), on every Node found here.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));

const NODES = [process.execPath, "/usr/bin/node"].filter(
  (node, index, all) => existsSync(node) && all.indexOf(node) === index,
);

const SMOKE = `
(async () => {
  const esm = await import("@trustplane/governance-model");
  const cjs = require("@trustplane/governance-model");
  const s = { floor: 90, ruleOfLaw: 90, rotation: 80, transparency: 90, multiStatus: 75, skinInGame: 60, polycentricity: 60, positiveSum: 80 };
  console.log(JSON.stringify({
    results: [esm.evaluate(s), cjs.evaluate(s)],
    exports: [esm, cjs].map((lib) => Object.keys(lib).filter((k) => k !== "default" && k !== "__esModule").sort()),
  }));
})().catch((e) => { console.error(e); process.exit(1); });
`;

describe("package layout", () => {
  it("declares ESM and CommonJS entries with types, no side effects, no dependencies", () => {
    expect(pkg.exports["."]).toEqual({
      import: { types: "./dist/esm/index.d.ts", default: "./dist/esm/index.js" },
      require: { types: "./dist/cjs/index.d.ts", default: "./dist/cjs/index.js" },
    });
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.files).toEqual(["dist", "README.md", "LICENSE"]);
    expect(pkg.dependencies).toBeUndefined();
    expect(readFileSync(new URL("dist/cjs/package.json", root), "utf8")).toContain('"commonjs"');
  });

  it("builds to one module per format with no imports and no Node globals", () => {
    for (const build of ["dist/esm/", "dist/cjs/"]) {
      const files = readdirSync(new URL(build, root)).filter((f) => f.endsWith(".js"));
      expect(files).toEqual(["index.js"]);
      const code = readFileSync(new URL(`${build}index.js`, root), "utf8");
      expect(code).not.toMatch(/\bfrom\s*["']|require\(["']|import\(["']/);
      expect(code).not.toMatch(/\bBuffer\b|\bprocess\b/);
    }
  });

  it.each(NODES)("loads both builds on %s and they agree", (node) => {
    const result = JSON.parse(execFileSync(node, ["-e", SMOKE], { cwd: fileURLToPath(root), encoding: "utf8" }));
    const expected = {
      regime: { id: "social-democracy", name: "Social democracy" },
      metrics: {
        eliteFear: 81,
        intraConflict: 21.5,
        resentment: 13.8,
        innovation: 74.8,
        stability: 79.5,
        legitimacy: 83.3,
      },
    };
    expect(result.results).toEqual([expected, expected]);
    const names = [
      "METRIC_KEYS",
      "METRIC_TERMS",
      "REGIMES",
      "REGIME_TABLE",
      "SLIDER_KEYS",
      "SLIDER_SPEC",
      "distance",
      "evaluate",
      "validateSliders",
    ];
    expect(result.exports).toEqual([names, names]);
  });
});
