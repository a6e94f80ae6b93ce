import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

declare global {
  namespace Express {
    interface Request {
      id: string;
    }
  }
}

/** Echo a caller's well-formed X-Request-Id, otherwise mint one; set it on the response before anything else runs. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.get("x-request-id");
  req.id = incoming && ACCEPTABLE.test(incoming) ? incoming : `req_${randomUUID()}`;
  res.setHeader("X-Request-Id", req.id);
  next();
};
