// Bundles the contract into dist/openapi.json (`npm run bundle`). openapi.yaml, the root, lists no
// paths: every module file here (a *.yaml with a top-level `paths`, such as auth.yaml or hub.yaml;
// components.yaml and redocly.yaml have none) brings its own, so adding a module is adding its file.
// This script writes the root with a `paths` section of `$ref`s into each module file's `paths` (before
// the root's `components`, where a hand-written list used to be) to a temporary file beside it
// (.openapi-root-<pid>.yaml, so every relative `$ref` reads as in openapi.yaml), runs `redocly bundle`
// on it and removes it.
//
// The order of the paths is the order of the docs page and of every generated client's operations:
//   1. module files in the order of the root's `tags` list, each file taking the place of the tag it is
//      named after (auth.yaml is where tag `auth` is); files named after no tag come after all of them,
//      in name order (platform.yaml);
//   2. within a file, its paths in the order it lists them.
// So a new path goes in its module file where it should appear. A path in two files is an error.
// The root's tags keep their hand-set order (`webhooks`, whose receivers live in earnings.yaml, is listed
// after `chess`). A module file may declare tags of its own (a top-level `tags`, as the root's): they
// follow the root's, in the order of their files' names, so a new module is its file alone. A tag
// declared twice is an error.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { codeSamples } from "../lib/code-samples.mjs";

const here = fileURLToPath(new URL("..", import.meta.url));
const ROOT = "openapi.yaml";
const GENERATED_ROOT = `.openapi-root-${process.pid}.yaml`;
const OUTPUT = "dist/openapi.json";

/** A path as a JSON-pointer segment (RFC 6901): `~` → `~0`, `/` → `~1`. */
const pointerSegment = (path) => path.replaceAll("~", "~0").replaceAll("/", "~1");

/** The module files (every *.yaml beside the root that declares `paths`), parsed, in name order. */
const moduleFiles = (dir) =>
  readdirSync(dir)
    .filter((file) => file.endsWith(".yaml") && file !== ROOT && !file.startsWith("."))
    .sort()
    .map((file) => ({ file, document: parse(readFileSync(join(dir, file), "utf8")) }))
    .filter(({ document }) => document !== null && typeof document === "object" && "paths" in document);

/**
 * The tags the module files declare themselves (their top-level `tags`), in file name order, to follow
 * the root's `rootTags` (names): a tag declared twice, or without a name, is an error.
 */
export const moduleTags = (dir, rootTags) => {
  const declared = new Map(rootTags.map((name) => [name, ROOT]));
  const tags = [];
  for (const { file, document } of moduleFiles(dir)) {
    if (document.tags === undefined) continue;
    if (!Array.isArray(document.tags)) throw new Error(`${file}: \`tags\` must be a list of tags`);
    for (const tag of document.tags) {
      if (typeof tag?.name !== "string") throw new Error(`${file}: every tag needs a \`name\``);
      if (declared.has(tag.name))
        throw new Error(`tag ${tag.name} is declared by both ${declared.get(tag.name)} and ${file}`);
      declared.set(tag.name, file);
      tags.push(tag);
    }
  }
  return tags;
};

/** The module files and their paths, in bundle order (see the rule above). */
export const modulePaths = (dir, tags) => {
  const modules = moduleFiles(dir);
  const place = (file) => {
    const index = tags.indexOf(file.slice(0, -".yaml".length));
    return index < 0 ? tags.length : index;
  };
  modules.sort((a, b) => place(a.file) - place(b.file) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));

  const owner = new Map();
  for (const { file, document } of modules) {
    if (document.paths === null || typeof document.paths !== "object" || Array.isArray(document.paths)) {
      throw new Error(`${file}: \`paths\` must be a map of paths`);
    }
    for (const path of Object.keys(document.paths)) {
      if (owner.has(path)) throw new Error(`${path} is declared by both ${owner.get(path)} and ${file}`);
      owner.set(path, file);
    }
  }
  return [...owner].map(([path, file]) => ({ path, file }));
};

/** The root's text with a generated `paths` section before its `components` (refs relative to the root). */
export const rootWithPaths = (rootText, paths) => {
  const root = parse(rootText);
  if (root.paths !== undefined) {
    throw new Error(`${ROOT} lists no paths by hand: they are collected from the module files (scripts/bundle.mjs)`);
  }
  const lines = ["paths:"];
  for (const { path, file } of paths) {
    lines.push(`  ${JSON.stringify(path)}:`, `    $ref: ${JSON.stringify(`./${file}#/paths/${pointerSegment(path)}`)}`);
  }
  const section = `${lines.join("\n")}\n`;
  const text = rootText.endsWith("\n") ? rootText : `${rootText}\n`;
  const components = /^components:/m.exec(text);
  return components ? text.slice(0, components.index) + section + text.slice(components.index) : text + section;
};

/**
 * The client packages that are published (not `private`), each with the contract tags it is generated
 * from (`trustplane.tags`) and its factory (`sdk-fintech` → `createFintechClient`).
 */
export const publishedClients = (packagesDir) =>
  readdirSync(packagesDir)
    .filter((dir) => dir.startsWith("sdk-") && dir !== "sdk-core")
    .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(packagesDir, dir, "package.json"), "utf8")) }))
    .filter(({ pkg }) => !pkg.private && Array.isArray(pkg.trustplane?.tags))
    .map(({ dir, pkg }) => ({
      package: pkg.name,
      factory: `create${camelWords(dir.slice("sdk-".length))}Client`,
      tags: pkg.trustplane.tags,
    }));

const camelWords = (text) => text.replace(/(^|-)([a-z])/g, (_, _dash, letter) => letter.toUpperCase());

/**
 * A narrowed problem code (`{ code: { enum: [...] } }`) gets its first value as `example`, so a docs
 * renderer's sample of an error shows a code the operation answers with instead of a string built from
 * Problem's `code` pattern.
 */
const exampleProblemCodes = (node) => {
  if (Array.isArray(node)) for (const item of node) exampleProblemCodes(item);
  else if (node !== null && typeof node === "object") {
    const code = node.properties?.code;
    if (code && Array.isArray(code.enum) && code.example === undefined) code.example = code.enum[0];
    for (const value of Object.values(node)) exampleProblemCodes(value);
  }
};

/**
 * The bundle after redocly: the module files' own tags after the root's, and every operation with
 * `x-codeSamples` (curl, and the client package's call, lib/code-samples.mjs).
 */
const finish = (bundlePath, packagesDir, extraTags) => {
  const spec = JSON.parse(readFileSync(bundlePath, "utf8"));
  spec.tags = [...(spec.tags ?? []), ...extraTags];
  const samples = codeSamples(spec, publishedClients(packagesDir));
  for (const item of Object.values(spec.paths)) {
    for (const operation of Object.values(item)) {
      const entry = operation && typeof operation === "object" ? samples.get(operation.operationId) : undefined;
      if (entry) operation["x-codeSamples"] = entry.samples;
    }
  }
  exampleProblemCodes(spec);
  writeFileSync(bundlePath, `${JSON.stringify(spec, null, 2)}\n`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rootText = readFileSync(join(here, ROOT), "utf8");
  const rootTags = (parse(rootText).tags ?? []).map((tag) => tag.name);
  const extraTags = moduleTags(here, rootTags);
  const paths = modulePaths(here, [...rootTags, ...extraTags.map((tag) => tag.name)]);
  const redoclyPackage = createRequire(import.meta.url).resolve("@redocly/cli/package.json");
  const { bin } = JSON.parse(readFileSync(redoclyPackage, "utf8"));
  const redocly = join(dirname(redoclyPackage), typeof bin === "string" ? bin : bin.redocly);
  writeFileSync(join(here, GENERATED_ROOT), rootWithPaths(rootText, paths));
  let status;
  try {
    const args = [redocly, "bundle", GENERATED_ROOT, "-o", OUTPUT, "--ext", "json"];
    status = spawnSync(process.execPath, args, { cwd: here, stdio: "inherit" }).status;
  } finally {
    rmSync(join(here, GENERATED_ROOT), { force: true });
  }
  if (status === 0) finish(join(here, OUTPUT), join(here, "..", "packages"), extraTags);
  process.exit(status ?? 1);
}
