import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { type StaticAsset, type StaticAssetKind, staticAsset } from "../../http/static-asset.ts";

/**
 * The files the docs page loads, all served by us: Swagger UI's prebuilt bundle and stylesheet from the
 * installed `swagger-ui-dist` (pinned to an exact version in package.json), and our own start-up script
 * and style overrides. Read once per process; each is served under a name carrying a digest of its bytes,
 * so it can be cached for a year and a new release changes the name.
 */
export type DocsAsset = StaticAsset;

export type DocsAssets = {
  swaggerUiScript: DocsAsset;
  swaggerUiStyles: DocsAsset;
  favicon: DocsAsset;
  startScript: DocsAsset;
  styles: DocsAsset;
};

export const ASSET_PREFIX = "/docs/assets/";

const require = createRequire(import.meta.url);

/** The directory of the installed swagger-ui-dist (resolved like an import, so workspaces hoisting works). */
const swaggerUiDist = (): string => dirname(require.resolve("swagger-ui-dist/package.json"));

const ownFile = (name: string): string => fileURLToPath(new URL(`./public/${name}`, import.meta.url));

const readAsset = (file: string, name: string, ext: StaticAssetKind): DocsAsset =>
  staticAsset(ASSET_PREFIX, name, ext, readFileSync(file));

let loaded: DocsAssets | undefined;

/** The docs assets, read on first use and kept for the life of the process (the files do not change). */
export const loadDocsAssets = (): DocsAssets => {
  if (loaded) return loaded;
  const swaggerUi = swaggerUiDist();
  loaded = {
    swaggerUiScript: readAsset(join(swaggerUi, "swagger-ui-bundle.js"), "swagger-ui-bundle", "js"),
    swaggerUiStyles: readAsset(join(swaggerUi, "swagger-ui.css"), "swagger-ui", "css"),
    favicon: readAsset(join(swaggerUi, "favicon-32x32.png"), "favicon", "png"),
    startScript: readAsset(ownFile("docs-start.js"), "docs-start", "js"),
    styles: readAsset(ownFile("docs.css"), "docs", "css"),
  };
  return loaded;
};
