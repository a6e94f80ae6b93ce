import { type Request, type Response, Router } from "express";
import { notModified, strongEtag } from "../../http/etag.ts";
import type { OpenApiDocument } from "../../http/openapi.ts";
import { ASSET_PREFIX, type DocsAsset, loadDocsAssets } from "./assets.ts";
import { compressed, negotiateCoding } from "./compression.ts";
import { DOCS_CSP } from "./csp.ts";
import { docsPageHtml } from "./page.ts";

/** Asset names carry a digest of their bytes, so a cached copy is never stale. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The page names the current assets: revalidate it every time (cheap, by ETag). */
const REVALIDATE = "no-cache";
/** Below this, compressing costs more than it saves. */
const MIN_COMPRESSIBLE_BYTES = 1024;

const isCompressible = (asset: DocsAsset): boolean =>
  !asset.contentType.startsWith("image/") && asset.body.length >= MIN_COMPRESSIBLE_BYTES;

const sendAsset = async (req: Request, res: Response, asset: DocsAsset): Promise<void> => {
  res.setHeader("Content-Security-Policy", DOCS_CSP);
  const compressible = isCompressible(asset);
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  const coding = compressible ? negotiateCoding(req) : undefined;
  // Each coding is its own representation, so it gets its own strong ETag.
  const etag = coding ? `${asset.etag.slice(0, -1)}-${coding}"` : asset.etag;
  if (notModified(req, res, etag, IMMUTABLE)) return;
  const body = coding ? await compressed(asset.body, coding) : asset.body;
  if (coding) res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Type", asset.contentType);
  res.setHeader("Content-Length", body.length);
  res.end(body);
};

/**
 * Human documentation at /docs: Swagger UI rendering the bundled contract, served entirely from this
 * server (no CDN, no web fonts, no validator badge). Outside the contract and its validation (see
 * UNVALIDATED in app.ts); these responses carry their own CSP instead of the API's.
 */
export const docsRouter = (contract: OpenApiDocument): Router => {
  const router = Router();
  const assets = loadDocsAssets();
  const byPath = new Map(Object.values(assets).map((asset) => [asset.path, asset]));
  const page = Buffer.from(docsPageHtml(assets, contract.info.title), "utf8");
  const pageEtag = strongEtag(page);

  router.get("/docs", (req, res) => {
    res.setHeader("Content-Security-Policy", DOCS_CSP);
    if (notModified(req, res, pageEtag, REVALIDATE)) return;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", page.length);
    res.end(page);
  });

  router.get(`${ASSET_PREFIX}:file`, async (req, res, next) => {
    const asset = byPath.get(`${ASSET_PREFIX}${String(req.params.file)}`);
    if (!asset) {
      next();
      return;
    }
    await sendAsset(req, res, asset);
  });

  return router;
};
