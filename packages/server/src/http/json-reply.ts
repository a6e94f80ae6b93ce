import type { Request, Response } from "express";

const CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * `res.json(body)`, written directly in the common case: the same status, headers (`Content-Type:
 * application/json; charset=utf-8`, `Content-Length`) and bytes as Express's, without what `res.json`
 * and `res.send` do on every call to find that nothing else applies (four settings read through
 * `app.get`, `Content-Type` set and then parsed again to add the charset, a freshness check). Express
 * answers itself whenever anything else could apply: a JSON setting of the app (`json replacer`, `json
 * spaces`, `json escape`) or ETags on, `res.json` replaced on this response (the validator checks
 * responses against the contract that way outside production), a `Content-Type` or
 * `Transfer-Encoding` already set, a conditional request (`If-None-Match`, `If-Modified-Since`: it may
 * be answered 304), a status whose body Express drops (204, 205, 304), or a body JSON cannot write.
 */
export const sendJson = (req: Request, res: Response, body: unknown): void => {
  const settings = req.app.settings as Record<string, unknown>;
  const headers = req.headers;
  const status = res.statusCode;
  const text =
    Object.hasOwn(res, "json") ||
    settings["json replacer"] ||
    settings["json spaces"] ||
    settings["json escape"] ||
    typeof settings["etag fn"] === "function" ||
    headers["if-none-match"] ||
    headers["if-modified-since"] ||
    status === 204 ||
    status === 205 ||
    status === 304 ||
    res.getHeader("content-type") !== undefined ||
    res.getHeader("transfer-encoding") !== undefined
      ? undefined
      : JSON.stringify(body);
  if (text === undefined) {
    res.json(body);
    return;
  }
  res.setHeader("Content-Type", CONTENT_TYPE);
  res.setHeader("Content-Length", String(Buffer.byteLength(text)));
  if (req.method === "HEAD") res.end();
  else res.end(text, "utf8");
};
