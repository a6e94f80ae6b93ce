// Builds dist/esm (ESM + declarations, plus the command line) and dist/cjs (CommonJS + declarations,
// marked "type": "commonjs" so Node and TypeScript read its .js and .d.ts as CommonJS).
// The build goes to a fresh folder that then replaces dist/ by rename, so a test or benchmark that is
// importing the package meanwhile never finds dist/ half-built or missing.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const root = new URL("../", import.meta.url);
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const staging = new URL(`.dist-${process.pid}/`, root);
const retired = new URL(`.dist-old-${process.pid}/`, root);
const dist = new URL("dist/", root);

rmSync(staging, { recursive: true, force: true });
for (const [project, out] of [
  ["tsconfig.build.json", "esm"],
  ["tsconfig.cli.json", "esm"],
  ["tsconfig.cjs.json", "cjs"],
]) {
  const outDir = fileURLToPath(new URL(out, staging));
  const result = spawnSync(process.execPath, [tsc, "-p", project, "--outDir", outDir], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}
mkdirSync(new URL("cjs/", staging), { recursive: true });
writeFileSync(new URL("cjs/package.json", staging), `${JSON.stringify({ type: "commonjs" })}\n`);
chmodSync(new URL("esm/cli.js", staging), 0o755);

// Swap in the new build; another build finishing at the same moment can take dist/ between the two
// renames, so retry a few times.
for (let attempt = 0; ; attempt++) {
  try {
    if (existsSync(dist)) renameSync(dist, retired);
    renameSync(staging, dist);
    break;
  } catch (error) {
    if (attempt >= 5) throw error;
  } finally {
    rmSync(retired, { recursive: true, force: true });
  }
}
