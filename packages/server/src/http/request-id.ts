import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { RequestContext, runInRequestContext } from "../request-context.ts";

const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

declare global {
  namespace Express {
    interface Request {
      id: string;
    }
  }
}

const single = (value: string | string[] | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;

/**
 * Echo a caller's well-formed X-Request-Id, otherwise mint one; set it on the response before anything
 * else runs. Then serve the rest of the request inside its RequestContext (request-context.ts): the id
 * and the W3C trace context it came with (`traceparent`, `tracestate`), so every log line and outbound
 * call made while serving it carries them.
 */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = single(req.headers["x-request-id"]);
  req.id = incoming && ACCEPTABLE.test(incoming) ? incoming : `req_${randomUUID()}`;
  res.setHeader("X-Request-Id", req.id);
  const context = new RequestContext(req.id, single(req.headers.traceparent), single(req.headers.tracestate));
  req.requestContext = context;
  runInRequestContext(context, next);
};
