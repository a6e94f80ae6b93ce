import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type StaticAsset, type StaticAssetKind, staticAsset } from "../../http/static-asset.ts";

/**
 * The files the playground page loads, all served by us under names carrying a digest of their bytes
 * (cached for a year; a new release changes the name): the governance model exactly as
 * `@trustplane/governance-model` builds it (its one-file ES module, the code the API classifies with),
 * the page's script, which imports the model by its digest name, and its stylesheet.
 */
export type PlaygroundAsset = StaticAsset;

export type PlaygroundAssets = {
  model: PlaygroundAsset;
  script: PlaygroundAsset;
  styles: PlaygroundAsset;
  icon: PlaygroundAsset;
};

export const ASSET_PREFIX = "/playground/assets/";

const require = createRequire(import.meta.url);

/** The model's browser build: dist/esm/index.js of the installed package (a workspace link here). */
const modelFile = (): string =>
  join(dirname(require.resolve("@trustplane/governance-model/package.json")), "dist", "esm", "index.js");

const ownFile = (name: string): string => fileURLToPath(new URL(`./public/${name}`, import.meta.url));

const asset = (body: Buffer, name: string, ext: StaticAssetKind): PlaygroundAsset =>
  staticAsset(ASSET_PREFIX, name, ext, body);

/** How the page's script names the model; replaced by the model's digest name when it is served. */
export const MODEL_IMPORT = "./governance-model.js";

let loaded: PlaygroundAssets | undefined;

/** Read on first use and kept for the life of the process (the files do not change). */
export const loadPlaygroundAssets = (): PlaygroundAssets => {
  if (loaded) return loaded;
  const model = asset(readFileSync(modelFile()), "governance-model", "js");
  const source = readFileSync(ownFile("playground.js"), "utf8");
  if (!source.includes(`"${MODEL_IMPORT}"`))
    throw new Error(`playground.js must import the model from "${MODEL_IMPORT}"`);
  const script = source.replace(`"${MODEL_IMPORT}"`, `"./${model.path.slice(ASSET_PREFIX.length)}"`);
  loaded = {
    model,
    script: asset(Buffer.from(script, "utf8"), "playground", "js"),
    styles: asset(readFileSync(ownFile("playground.css")), "playground", "css"),
    icon: asset(readFileSync(ownFile("icon.svg")), "icon", "svg"),
  };
  return loaded;
};
