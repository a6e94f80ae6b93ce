import type { RequestHandler } from "express";
import { validationFailed } from "./problem.ts";

const BRACKET = /[[\]]|%5b|%5d/i;

/**
 * express-openapi-validator re-parses the raw query string with a parser that turns `a[b]=1` into
 * objects, and then fails with a TypeError (a 500) on parameters it expects to be strings. No
 * parameter in the contract uses bracket (deepObject) syntax, so a bracketed key is a client mistake:
 * answer 400 naming it, before the validator sees it. The common path is one substring test.
 */
export const refuseBracketedQueryKeys: RequestHandler = (req, _res, next) => {
  const q = req.url.indexOf("?");
  if (q < 0 || !BRACKET.test(req.url.slice(q + 1))) return next();
  const keys = [...new URLSearchParams(req.url.slice(q + 1)).keys()].filter((key) => /[[\]]/.test(key));
  if (keys.length === 0) return next();
  next(
    validationFailed(`Query parameters do not use bracket syntax: ${keys.join(", ")}`, {
      errors: keys.map((key) => ({ path: `/query/${key}`, message: "bracketed query keys are not supported" })),
    }),
  );
};
