// The package as npm would ship it: both builds load and agree, the library entry has no Node-only
// imports, and it runs on every Node found here (the pinned Node 24 and, when present, the host's Node 20),
// with node:crypto and with Web Crypto alone.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = new URL("../", import.meta.url);
const pkg = JSON.parse(readFileSync(new URL("package.json", root), "utf8"));

const NODES = [process.execPath, "/usr/bin/node"].filter(
  (node, index, all) => existsSync(node) && all.indexOf(node) === index,
);

/** Loads the ESM and CJS entries by package name and checks them against every vector. */
const SMOKE = `
const { createRequire } = require("node:module");
const hideNode = process.argv.includes("--web-crypto");
const original = process.getBuiltinModule;
if (hideNode) process.getBuiltinModule = undefined;
(async () => {
  const esm = await import("@trustplane/webhook-verifier");
  const cjs = require("@trustplane/webhook-verifier");
  if (hideNode) process.getBuiltinModule = original;
  const { vectors } = require("@trustplane/webhook-verifier/test-vectors.json");
  const results = [];
  for (const lib of [esm, cjs]) {
    let ok = 0;
    for (const v of vectors) {
      const signed = await lib.sign({ secret: v.secret, body: v.body, timestamp: v.timestamp });
      if (signed.body !== v.canonicalBody || signed.headers["X-Svc-Signature"] !== v.signature) continue;
      const verified = await lib.verify({ secret: v.secret, headers: signed.headers, body: Buffer.from(signed.body), now: v.timestamp });
      if (verified.matchedOn === "raw") ok++;
    }
    results.push({ backend: lib.hmacBackend, ok, exports: Object.keys(lib).filter((k) => k !== "default" && k !== "__esModule").sort() });
  }
  console.log(JSON.stringify({ node: process.version, vectors: vectors.length, results }));
})().catch((e) => { console.error(e); process.exit(1); });
`;

const smoke = (node: string, ...args: string[]) =>
  JSON.parse(execFileSync(node, ["-e", SMOKE, "--", ...args], { cwd: fileURLToPath(root), encoding: "utf8" })) as {
    node: string;
    vectors: number;
    results: { backend: string; ok: number; exports: string[] }[];
  };

describe("package layout", () => {
  it("declares ESM and CommonJS entries with types, the vectors, a bin, no side effects, no dependencies", () => {
    expect(pkg.exports["."]).toEqual({
      import: { types: "./dist/esm/index.d.ts", default: "./dist/esm/index.js" },
      require: { types: "./dist/cjs/index.d.ts", default: "./dist/cjs/index.js" },
    });
    expect(pkg.exports["./test-vectors.json"]).toBe("./test-vectors.json");
    expect(pkg.exports["./package.json"]).toBe("./package.json");
    expect(pkg.sideEffects).toBe(false);
    expect(pkg.bin).toEqual({ "webhook-verifier": "dist/esm/cli.js" });
    expect(pkg.files).toEqual(["dist", "test-vectors.json", "README.md", "LICENSE"]);
    expect(pkg.engines.node).toBe(">=20");
    expect(pkg.dependencies).toBeUndefined();
    expect(readFileSync(new URL("dist/cjs/package.json", root), "utf8")).toContain('"commonjs"');
    expect(readFileSync(new URL("dist/esm/cli.js", root), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/);
  });

  it("has no node: import or require anywhere in the library builds (only the command line uses Node)", () => {
    for (const build of ["dist/esm/", "dist/cjs/"]) {
      const files = readdirSync(new URL(build, root)).filter((f) => f.endsWith(".js") && !f.startsWith("cli"));
      expect(files).toContain("index.js");
      for (const file of files) {
        const code = readFileSync(new URL(build + file, root), "utf8");
        expect(code, `${build}${file}`).not.toMatch(
          /\bfrom\s*["'](node:|fs|crypto|http|buffer)|require\(["'](node:|fs|crypto|http|buffer)|import\(["']node:/,
        );
        expect(code, `${build}${file}`).not.toMatch(/\bBuffer\.|new Buffer\b/);
      }
    }
  });

  it.each(NODES)(
    "loads both builds on %s and signs and verifies every vector, with node:crypto and with Web Crypto alone",
    (node) => {
      for (const [flag, backend] of [
        [undefined, "node:crypto"],
        ["--web-crypto", "web-crypto"],
      ] as const) {
        const result = smoke(node, ...(flag ? [flag] : []));
        expect(result.results).toHaveLength(2);
        const [esm, cjs] = result.results;
        expect(esm).toMatchObject({ backend, ok: result.vectors });
        expect(cjs).toMatchObject({ backend, ok: result.vectors });
        expect(cjs!.exports).toEqual(esm!.exports);
        expect(esm!.exports).toEqual(
          expect.arrayContaining(["sign", "verify", "verifyRequest", "verifyIncomingMessage", "webhookMiddleware"]),
        );
      }
    },
  );
});
