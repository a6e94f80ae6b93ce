// Builds dist/esm (ESM + declarations, plus the command line) and dist/cjs (CommonJS + declarations)
// with the shared library build (scripts/build-dual-package.mjs at the repository root).
// RFC 8785 serialization comes from @trustplane/canonical-json, inlined into both builds as
// canonical-json.js: the published package keeps no dependency, and its ESM files load in a browser
// straight from dist/esm.
import { chmodSync } from "node:fs";
import { buildDualPackage, inlineWorkspacePackage } from "../../../scripts/build-dual-package.mjs";

const root = new URL("../", import.meta.url);

buildDualPackage({
  root,
  projects: [
    ["tsconfig.build.json", "esm"],
    ["tsconfig.cli.json", "esm"],
    ["tsconfig.cjs.json", "cjs"],
  ],
  finish: (staging) => {
    inlineWorkspacePackage(staging, { name: "@trustplane/canonical-json", as: "canonical-json", from: root });
    chmodSync(new URL("esm/cli.js", staging), 0o755);
  },
});
