// Builds dist/esm (ESM + declarations) and dist/cjs (CommonJS + declarations) with the shared library
// build (scripts/build-dual-package.mjs at the repository root). The package is one module on purpose:
// a browser can load dist/esm/index.js as it is, with no relative imports to resolve.
import { buildDualPackage } from "../../../scripts/build-dual-package.mjs";

buildDualPackage({
  root: new URL("../", import.meta.url),
  projects: [
    ["tsconfig.build.json", "esm"],
    ["tsconfig.cjs.json", "cjs"],
  ],
});
