// Builds dist/esm (ESM + declarations) and dist/cjs (CommonJS + declarations) with the shared library
// build (scripts/build-dual-package.mjs at the repository root). The package is one module on purpose:
// @trustplane/webhook-verifier inlines this build as a single file.
import { buildDualPackage } from "../../../scripts/build-dual-package.mjs";

buildDualPackage({
  root: new URL("../", import.meta.url),
  projects: [
    ["tsconfig.build.json", "esm"],
    ["tsconfig.cjs.json", "cjs"],
  ],
});
