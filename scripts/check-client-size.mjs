// Size budget of the published clients: what an integrator's bundler ships for one client package with
// its runtime (@trustplane/sdk-core and the openapi-fetch inside it), minified and gzipped, types
// excluded. Bundles each package's built ESM entry for the browser with esbuild (tree-shaken as an
// app's bundler would). The standalone libraries the clients use have a budget of their own, for their
// whole entry. Exits 1 over budget.
// Usage: node scripts/check-client-size.mjs   (after `npm run build`)
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

const BUDGET_BYTES = 10 * 1024;
/** Standalone libraries: folder → budget in bytes (minified and gzipped, every export). */
const LIBRARIES = {
  "canonical-json": 1024,
  "governance-model": 3072,
};
const PACKAGES = {
  "sdk-catalog": "createCatalogClient",
  "sdk-fintech": "createFintechClient",
  "sdk-payments": "createPaymentsClient",
  "sdk-llm": "createLlmClient",
};
const root = fileURLToPath(new URL("..", import.meta.url));

let over = false;
/** Bundles `contents` (resolved from packages/<name>) as an app would, prints its size, notes when over. */
const measure = async (name, contents, budget) => {
  const result = await build({
    stdin: { contents, resolveDir: join(root, "packages", name), loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  const gzipped = gzipSync(code).length;
  const verdict = gzipped <= budget ? "ok" : "OVER BUDGET";
  if (gzipped > budget) over = true;
  console.log(
    `@trustplane/${name}: ${(code.length / 1024).toFixed(1)} kB minified, ${(gzipped / 1024).toFixed(2)} kB gzipped ` +
      `(budget ${budget / 1024} kB) ${verdict}`,
  );
};
const builtEntry = (name, path) => {
  const entry = join(root, "packages", name, path);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`);
  return entry;
};

for (const [name, factory] of Object.entries(PACKAGES)) {
  const entry = builtEntry(name, "dist/index.js");
  // What an app that uses the client ships: the client factory and the whole runtime it re-exports
  // (errors, pagination); extras a bundler drops when unused (offline verification) are not counted.
  await measure(
    name,
    `export { ${factory} } from ${JSON.stringify(entry)};\nexport * from "@trustplane/sdk-core";`,
    BUDGET_BYTES,
  );
}
for (const [name, budget] of Object.entries(LIBRARIES)) {
  await measure(name, `export * from ${JSON.stringify(builtEntry(name, "dist/esm/index.js"))};`, budget);
}
process.exit(over ? 1 : 0);
