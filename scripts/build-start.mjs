// The quick build `npm start` runs (the server's `build:start`, turbo task `build:start`): the ESM entry of
// each workspace library the package in the current directory loads at run time (its `dependencies`
// whose package.json `exports["."].import` points into dist/: @trustplane/canonical-json,
// @trustplane/governance-model, @trustplane/webhook-verifier), bundled by esbuild from src/ into that
// one file. No declarations, no CommonJS, no type-check: the published build (each library's
// scripts/build.mjs, turbo task `build`) makes those, and `npm run typecheck` checks the types.
//
// A workspace library another one imports is bundled from its source, as the published build inlines
// it (@trustplane/webhook-verifier carries its own copy of @trustplane/canonical-json); any other package
// is left to be imported from node_modules.
//
// An entry that is newer than every file it is built from is left as it is: a complete build (from
// `npm test`, `npm run build` or turbo's cache) is never overwritten by this partial one, and a second
// start writes nothing. An entry older than its sources is replaced by this build's file only, so the
// library's dist/ then holds an ESM entry newer than its declarations and CommonJS: turbo's `build`
// (its inputs are the sources, not dist/) rebuilds or restores the whole of dist/ before tests use it.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** The workspace packages by name: their folder and manifest. */
const workspace = new Map();
for (const pattern of readJson(join(root, "package.json")).workspaces) {
  const dirs = pattern.endsWith("/*")
    ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(root, pattern.slice(0, -2), entry.name))
    : [join(root, pattern)];
  for (const dir of dirs) {
    if (!existsSync(join(dir, "package.json"))) continue;
    const manifest = readJson(join(dir, "package.json"));
    workspace.set(manifest.name, { dir, manifest });
  }
}

/** The ESM entry a package's root export names, when it is built into dist/ from src/ (else undefined). */
const esmEntry = ({ dir, manifest }) => {
  const main = manifest.exports?.["."];
  const target = typeof main === "string" ? main : (main?.import?.default ?? main?.import ?? main?.default);
  if (typeof target !== "string") return undefined;
  const match = /^\.\/dist\/(?:esm\/)?(.+)\.js$/.exec(target);
  if (!match) return undefined;
  const source = join(dir, "src", `${match[1]}.ts`);
  return existsSync(source) ? { source, out: join(dir, target) } : undefined;
};

const libraries = new Map();
for (const [name, pkg] of workspace) {
  const entry = esmEntry(pkg);
  if (entry) libraries.set(name, entry);
}

const consumer = readJson(resolve("package.json"));
const wanted = Object.keys(consumer.dependencies ?? {}).filter((name) => libraries.has(name));
const alias = Object.fromEntries([...libraries].map(([name, { source }]) => [name, source]));

const newest = (files) => Math.max(...files.map((file) => statSync(file).mtimeMs));

const results = await Promise.all(
  wanted.map(async (name) => {
    const { source, out } = libraries.get(name);
    const result = await build({
      entryPoints: [source],
      outfile: out,
      bundle: true,
      format: "esm",
      platform: "neutral",
      // Other packages are imported from node_modules at run time, as in the published build.
      packages: "external",
      external: ["node:*"],
      target: "es2023",
      alias,
      write: false,
      metafile: true,
      logLevel: "warning",
      absWorkingDir: root,
    });
    const inputs = Object.keys(result.metafile.inputs).map((file) => join(root, file));
    if (existsSync(out) && statSync(out).mtimeMs >= newest(inputs)) return `${name}: up to date`;
    const [file] = result.outputFiles;
    mkdirSync(dirname(out), { recursive: true });
    const staging = `${out}.${process.pid}.tmp`;
    writeFileSync(staging, file.contents);
    renameSync(staging, out);
    return `${name}: ${relative(root, out)}`;
  }),
);
for (const line of results) console.log(line);
