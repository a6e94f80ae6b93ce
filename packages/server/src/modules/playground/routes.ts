import { type Request, type Response, Router } from "express";
import { notModified, strongEtag } from "../../http/etag.ts";
import { ASSET_PREFIX, loadPlaygroundAssets, type PlaygroundAsset } from "./assets.ts";
import { PLAYGROUND_CSP } from "./csp.ts";
import { playgroundPageHtml } from "./page.ts";

/** Asset names carry a digest of their bytes, so a cached copy is never stale. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** The page names the current assets: revalidate it every time (cheap, by ETag). */
const REVALIDATE = "no-cache";

const send = (req: Request, res: Response, body: Buffer, contentType: string, etag: string, cache: string) => {
  res.setHeader("Content-Security-Policy", PLAYGROUND_CSP);
  if (notModified(req, res, etag, cache)) return;
  res.setHeader("Content-Type", contentType);
  res.setHeader("Content-Length", body.length);
  res.end(body);
};

/** The public governance playground at /playground/ (outside the contract: UNVALIDATED in app.ts). */
export const playgroundRouter = (): Router => {
  const router = Router({ strict: true });
  const assets = loadPlaygroundAssets();
  const byPath = new Map<string, PlaygroundAsset>(Object.values(assets).map((asset) => [asset.path, asset]));
  const page = Buffer.from(playgroundPageHtml(assets), "utf8");
  const pageEtag = strongEtag(page);

  router.get("/playground", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.redirect(301, "/playground/");
  });
  router.get("/playground/", (req, res) => send(req, res, page, "text/html; charset=utf-8", pageEtag, REVALIDATE));
  router.get(`${ASSET_PREFIX}:file`, (req, res, next) => {
    const asset = byPath.get(`${ASSET_PREFIX}${String(req.params.file)}`);
    if (!asset) {
      next();
      return;
    }
    send(req, res, asset.body, asset.contentType, asset.etag, IMMUTABLE);
  });
  return router;
};
