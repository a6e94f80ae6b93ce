// The shared build of the client packages (scripts/tsup-client.mjs): ESM + CommonJS, `name/version` baked in;
// and the `trustplane-log-monitor` command (package.json `bin`), ESM for Node only, in dist/bin (which the
// library's build leaves to it, the two building at once).
import { clientBuild } from "../../scripts/tsup-client.mjs";

const library = clientBuild({ clean: ["!bin/**"] });

export default [
  library,
  {
    entry: { "trustplane-log-monitor": "src/bin/trustplane-log-monitor.ts" },
    outDir: "dist/bin",
    format: ["esm"],
    platform: "node",
    target: "node20",
    dts: false,
    clean: true,
    define: library.define,
  },
];
