import { randomUUID } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
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
 * The request's id: the caller's X-Request-Id when it is well-formed, otherwise a new one. Here and at the
 * socket's edge (edge.ts), which answers some requests ahead of Express.
 */
export const requestIdOf = (headers: IncomingHttpHeaders): string => {
  const incoming = single(headers["x-request-id"]);
  return incoming && ACCEPTABLE.test(incoming) ? incoming : `req_${randomUUID()}`;
};

/** The request's RequestContext: its id and the W3C trace context it came with (`traceparent`, `tracestate`). */
export const requestContextOf = (id: string, headers: IncomingHttpHeaders): RequestContext =>
  new RequestContext(id, single(headers.traceparent), single(headers.tracestate));

/**
 * Echo a caller's well-formed X-Request-Id, otherwise mint one; set it on the response before anything
 * else runs. Then serve the rest of the request inside its RequestContext (request-context.ts), so every
 * log line and outbound call made while serving it carries its id and trace.
 */
export const requestId: RequestHandler = (req, res, next) => {
  req.id = requestIdOf(req.headers);
  res.setHeader("X-Request-Id", req.id);
  const context = requestContextOf(req.id, req.headers);
  req.requestContext = context;
  runInRequestContext(context, next);
};
