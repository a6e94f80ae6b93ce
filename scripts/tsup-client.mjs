// The build of the client packages (@trustplane/sdk-core, -catalog, -fintech, -payments, -llm), each
// from its own tsup.config.mjs: ESM and CommonJS with declarations, and the package's `name/version`
// from its package.json baked in as `__TRUSTPLANE_PACKAGE__` (the User-Agent every request sends), so
// nothing reads package.json at run time, which bundlers and browsers could not do.
// tsup runs in the package's folder (its `build` script), so package.json is the one beside it.
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** tsup options for the client package in the working directory; `extra` adds to them (e.g. `noExternal`). */
export const clientBuild = (extra = {}) => {
  const pkg = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8"));
  return {
    entry: ["src/index.ts"],
    format: ["esm", "cjs"],
    dts: true,
    clean: true,
    target: "es2022",
    define: { __TRUSTPLANE_PACKAGE__: JSON.stringify(`${pkg.name}/${pkg.version}`) },
    ...extra,
  };
};
