// The server's view of the contract as TypeScript: openapi-typescript over the whole bundled contract
// (openapi/dist/openapi.json), the same step as the client packages (scripts/generate-clients.mjs)
// without their per-tag pruning. Handlers are bound to these types by operationId
// (src/platform/operations.ts). Deterministic output, committed, and drift-checked by .ci/run.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";

const here = dirname(fileURLToPath(import.meta.url));
const specFile = process.argv[2] ?? join(here, "../../../openapi/dist/openapi.json");
const outFile = process.argv[3] ?? join(here, "../src/generated/contract.ts");
const spec = JSON.parse(readFileSync(specFile, "utf8"));
const ast = await openapiTS(spec, { silent: true, alphabetize: false });
const header =
  "// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.\n" +
  "// Regenerate with `npm run generate -w @trustplane/server` (scripts/generate-contract-types.mjs).\n";
mkdirSync(dirname(outFile), { recursive: true });
writeFileSync(outFile, `${header}\n${astToString(ast)}`);
console.log(`@trustplane/server: ${Object.keys(spec.paths).length} paths → src/generated/contract.ts`);
