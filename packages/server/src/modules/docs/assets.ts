import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { strongEtag } from "../../http/etag.ts";

/**
 * The files the docs page loads, all served by us: Swagger UI's prebuilt bundle and stylesheet from the
 * installed `swagger-ui-dist` (pinned to an exact version in package.json), and our own start-up script
 * and style overrides. Read once per process; each is served under a name carrying a digest of its bytes,
 * so it can be cached for a year and a new release changes the name.
 */
export type DocsAsset = {
  /** URL path under which it is served (`/docs/assets/<name>.<digest>.<ext>`). */
  path: string;
  contentType: string;
  body: Buffer;
  etag: string;
};

export type DocsAssets = {
  swaggerUiScript: DocsAsset;
  swaggerUiStyles: DocsAsset;
  favicon: DocsAsset;
  startScript: DocsAsset;
  styles: DocsAsset;
};

export const ASSET_PREFIX = "/docs/assets/";

const CONTENT_TYPES = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  png: "image/png",
} as const;

const require = createRequire(import.meta.url);

/** The directory of the installed swagger-ui-dist (resolved like an import, so workspaces hoisting works). */
const swaggerUiDist = (): string => dirname(require.resolve("swagger-ui-dist/package.json"));

const ownFile = (name: string): string => fileURLToPath(new URL(`./public/${name}`, import.meta.url));

const readAsset = (file: string, name: string, ext: keyof typeof CONTENT_TYPES): DocsAsset => {
  const body = readFileSync(file);
  const digest = createHash("sha256").update(body).digest("hex").slice(0, 12);
  return {
    path: `${ASSET_PREFIX}${name}.${digest}.${ext}`,
    contentType: CONTENT_TYPES[ext],
    body,
    etag: strongEtag(body),
  };
};

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
