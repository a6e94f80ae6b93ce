// The build of the zero-dependency library packages (@trustplane/canonical-json,
// @trustplane/webhook-verifier), each from its own scripts/build.mjs: dist/esm (ESM + declarations) and
// dist/cjs (CommonJS + declarations, marked "type": "commonjs" so Node and TypeScript read its .js and
// .d.ts as CommonJS), both compiled by tsc, one tsconfig per output.
// The build goes to a fresh folder that then replaces dist/ by rename, so a test or benchmark that is
// importing the package meanwhile never finds dist/ half-built or missing.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Build the package at `root` (a file URL ending in "/"): `projects` are [tsconfig, "esm" | "cjs"] pairs
 * compiled in order into a staging folder; `finish(staging)` may then add to it (a URL ending in "/",
 * holding esm/ and cjs/) before it replaces dist/. Exits the process with tsc's status when tsc fails.
 */
export const buildDualPackage = ({ root, projects, finish }) => {
  const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
  const staging = new URL(`.dist-${process.pid}/`, root);
  const retired = new URL(`.dist-old-${process.pid}/`, root);
  const dist = new URL("dist/", root);

  rmSync(staging, { recursive: true, force: true });
  try {
    for (const [project, out] of projects) {
      const outDir = fileURLToPath(new URL(out, staging));
      const result = spawnSync(process.execPath, [tsc, "-p", project, "--outDir", outDir], {
        cwd: root,
        stdio: "inherit",
      });
      if (result.status !== 0) {
        rmSync(staging, { recursive: true, force: true });
        process.exit(result.status ?? 1);
      }
    }
    mkdirSync(new URL("cjs/", staging), { recursive: true });
    writeFileSync(new URL("cjs/package.json", staging), `${JSON.stringify({ type: "commonjs" })}\n`);
    finish?.(staging);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }

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
};

/** Every emitted module and declaration file under `dir`, recursively. */
const emittedFiles = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|d\.ts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Inline a single-file workspace package into a staged build, so the published package keeps no
 * dependency and its ESM files still load in a browser straight from dist/ (no bare specifier to
 * resolve): the dependency's built entry (`dist/esm/index.js` and `dist/cjs/index.js`, with their
 * declarations) is copied beside the importing files as `<as>.js` / `<as>.d.ts`, and every
 * `"<name>"` specifier the compiler emitted becomes `"./<as>.js"`. `from` is the URL of the importing
 * package's root (its node_modules link is what resolves the dependency). Throws when the dependency
 * is not built or is more than one file, or when a specifier is left over (a deep import).
 */
export const inlineWorkspacePackage = (staging, { name, as, from }) => {
  const manifest = createRequire(from).resolve(`${name}/package.json`);
  const dependencyDist = join(dirname(manifest), "dist");
  const specifier = JSON.stringify(name);
  const local = JSON.stringify(`./${as}.js`);
  for (const out of ["esm", "cjs"]) {
    const source = join(dependencyDist, out);
    const built = ["index.js", "index.d.ts"].map((file) => join(source, file));
    if (!built.every((file) => existsSync(file))) {
      throw new Error(`${name} is not built (${source}): run \`npx turbo run build --filter=${name}\` first`);
    }
    const others = emittedFiles(source).filter((file) => !built.includes(file));
    if (others.length > 0) throw new Error(`${name} must build to one file to be inlined; found ${others.join(", ")}`);
    const target = fileURLToPath(new URL(`${out}/`, staging));
    copyFileSync(built[0], join(target, `${as}.js`));
    copyFileSync(built[1], join(target, `${as}.d.ts`));
    for (const file of emittedFiles(target)) {
      const code = readFileSync(file, "utf8");
      if (!code.includes(name)) continue;
      const rewritten = code.replaceAll(specifier, local);
      if (rewritten.includes(`"${name}/`) || rewritten.includes(`'${name}`)) {
        throw new Error(`${file} still names ${name} after inlining it (only the package's root can be inlined)`);
      }
      writeFileSync(file, rewritten);
    }
  }
};
