import type { IncomingHttpHeaders } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import type { components, operations } from "../generated/contract.ts";
import { type AuthenticatedUser, caller } from "../http/auth.ts";
import type { ContractOperation } from "../http/contract/operation.ts";
import type { CapturedResponse } from "../http/idempotency/capture.ts";
import { sendJson } from "../http/json-reply.ts";

/**
 * Handlers bound to the contract by operationId. The contract router has already matched the path and
 * method (no second match on a path string here), the validator has checked and coerced parameters and
 * body, and these types come from the same contract (src/generated/contract.ts, openapi-typescript), so a
 * handler receives what the contract says it accepts and must return one of the responses it documents.
 */
export type OperationId = keyof operations;

/** A schema of the contract's components by name: the API shape a module builds from its rows. */
export type Schema<N extends keyof components["schemas"]> = components["schemas"][N];

type Op<O extends OperationId> = operations[O];

type JsonContent<C> = C extends { content: { "application/json": infer B } }
  ? B
  : C extends { content: { "application/x-www-form-urlencoded": infer F } }
    ? F
    : never;

/**
 * The request body the operation declares as JSON, or as an HTML form (undefined when it declares
 * none, or it is optional and absent).
 */
export type BodyOf<O extends OperationId> = [NonNullable<Op<O>["requestBody"]>] extends [never]
  ? undefined
  : undefined extends Op<O>["requestBody"]
    ? JsonContent<NonNullable<Op<O>["requestBody"]>> | undefined
    : JsonContent<NonNullable<Op<O>["requestBody"]>>;

type ParametersOf<O extends OperationId> = Op<O> extends { parameters: infer P } ? P : never;

/** Path parameters, decoded. */
export type PathOf<O extends OperationId> = [NonNullable<ParametersOf<O>["path" & keyof ParametersOf<O>]>] extends [
  never,
]
  ? Record<string, never>
  : NonNullable<ParametersOf<O>["path" & keyof ParametersOf<O>]>;

/** Query parameters, coerced to their schema's types, defaults filled in. */
export type QueryOf<O extends OperationId> = [NonNullable<ParametersOf<O>["query" & keyof ParametersOf<O>]>] extends [
  never,
]
  ? Record<string, never>
  : NonNullable<ParametersOf<O>["query" & keyof ParametersOf<O>]>;

/** Statuses a handler may answer without content (the others carry a documented body). */
type EmptyStatus = 200 | 201 | 202 | 204 | 301 | 302 | 303 | 304 | 307 | 308;

type ResponsesOf<O extends OperationId> = Op<O>["responses"];

/** Headers a handler sets on its answer (Location, ETag, Cache-Control, …). */
export type ReplyHeaders = Record<string, string>;

/**
 * A documented response: JSON is sent as `body` (and checked against the contract outside
 * production); any other media type (CSV, HTML, SVG, a stream) is written by `send`, which gets the
 * response with status and `contentType` already set; a response without content has neither.
 */
type ReplyFor<S, R> = R extends { content: infer C }
  ? "application/json" extends keyof C
    ? { status: S; body: C["application/json"]; headers?: ReplyHeaders } | RawReplyOf<S, keyof C & string>
    : [Exclude<keyof C, "application/problem+json">] extends [never]
      ? never
      : RawReplyOf<S, Exclude<keyof C, "application/problem+json"> & string>
  : S extends EmptyStatus
    ? { status: S; headers?: ReplyHeaders }
    : never;

/**
 * Written by the module itself: bytes of a documented media type, or a representation serialized
 * ahead of time (a cached JSON document with its ETag, answered 304 when the client holds it).
 */
type RawReplyOf<S, M extends string> = {
  status: S;
  contentType: M;
  send: (res: Response) => void | Promise<void>;
  headers?: ReplyHeaders;
};

/**
 * One of the operation's documented responses. Problem documents (`application/problem+json`) are not
 * returned but thrown (HttpProblem), and rendered by the error handler; every other documented response
 * (a 200, a 302, a 503 health report) is returned.
 */
export type Reply<O extends OperationId> = {
  [S in keyof ResponsesOf<O> & number]: ReplyFor<S, ResponsesOf<O>[S]>;
}[keyof ResponsesOf<O> & number];

export type OperationInput<O extends OperationId> = {
  body: BodyOf<O>;
  params: PathOf<O>;
  query: QueryOf<O>;
  headers: IncomingHttpHeaders;
  /** The signed-in user when the request carried a valid bearer token. */
  user: AuthenticatedUser | undefined;
  /** The signed-in user; 401 when there is none (for operations the contract protects, there always is). */
  caller: () => AuthenticatedUser;
  /** The Idempotency-Key the request carried, when the operation declares one. */
  idempotencyKey: string | undefined;
  req: Request;
  res: Response;
};

export type Handler<O extends OperationId> = (input: OperationInput<O>) => Reply<O> | Promise<Reply<O>>;

/** What runs before a handler, for one operation (idempotency, partner signatures): Express middleware. */
export type OperationStep = RequestHandler;

export type BoundOperation = {
  operationId: OperationId;
  handler: Handler<OperationId>;
  before: OperationStep[];
};

/** A module's handlers: one per operationId it serves. */
export type OperationHandlers = { [O in OperationId]?: Handler<O> };

export type BindOptions = {
  /**
   * The scope Idempotency-Keys are recorded under (default: the operationId). Operations that existed
   * before handlers were bound by operationId keep their earlier scope, so a retry across the upgrade
   * still finds its first answer.
   */
  idempotencyScope?: Partial<Record<OperationId, string>>;
  /**
   * Steps an operation runs ahead of its idempotency step: a check whose refusal must not be recorded
   * under the request's Idempotency-Key (an operator-only operation's role check).
   */
  before?: Partial<Record<OperationId, OperationStep[]>>;
  /**
   * What of an operation's response its Idempotency-Key keeps for replays (default: all of it): for an
   * answer holding what must never be stored, such as a threshold key's shares.
   */
  idempotencyRecorded?: Partial<Record<OperationId, (response: CapturedResponse) => CapturedResponse>>;
};

/**
 * Sends what a handler returned. JSON goes through `res.json` (sendJson writes what it would directly
 * when nothing else applies), which the validator checks against the contract outside production; for
 * any other reply the status and media type are checked here (with `checkResponses`), before anything
 * is written.
 */
const sendReply = (
  res: Response,
  operation: ContractOperation,
  reply: Reply<OperationId>,
  checkResponses: boolean,
): void | Promise<void> => {
  if (res.headersSent) return;
  const anyReply = reply as { status: number; headers?: ReplyHeaders; body?: unknown; send?: unknown };
  res.status(anyReply.status);
  if (anyReply.headers) for (const [name, value] of Object.entries(anyReply.headers)) res.setHeader(name, value);
  if ("body" in anyReply) {
    sendJson(res.req, res, anyReply.body);
    return;
  }
  const raw = typeof anyReply.send === "function" ? (reply as RawReply) : undefined;
  if (checkResponses) {
    const mismatch = operation.checkMedia(anyReply.status, raw?.contentType);
    if (mismatch) throw mismatch;
  }
  if (raw) {
    if (!res.getHeader("content-type")) res.type(raw.contentType);
    return raw.send(res);
  }
  res.end();
};

type RawReply = { contentType: string; send: (res: Response) => void | Promise<void> };

const inputOf = (req: Request, res: Response): OperationInput<OperationId> =>
  ({
    body: req.body,
    params: req.contractParams ?? {},
    query: req.query,
    headers: req.headers,
    user: req.user,
    caller: () => caller(req),
    idempotencyKey: res.locals.idempotency?.key,
    req,
    res,
  }) as OperationInput<OperationId>;

/** Runs the operation's handler and sends what it returns (awaiting the sending only when it is asynchronous). */
const respond = async (
  req: Request,
  res: Response,
  operation: ContractOperation,
  target: BoundOperation,
  checkResponses: boolean,
): Promise<void> => {
  const reply = await target.handler(inputOf(req, res));
  const sending = sendReply(res, operation, reply, checkResponses);
  if (sending) await sending;
};

/**
 * The answering steps of one operation: its steps (`before`: idempotency, a role check) and then its
 * handler, sending what it returns; undefined when no served module binds the operation.
 */
export const operationResponder = (
  bound: ReadonlyMap<string, BoundOperation>,
  options: { checkResponses: boolean },
): ((operation: ContractOperation) => RequestHandler[] | undefined) => {
  const { checkResponses } = options;
  return (operation) => {
    const operationId = operation.schema.operationId;
    const target = operationId === undefined ? undefined : bound.get(operationId);
    if (target === undefined) return undefined;
    const answer: RequestHandler = (req, res, next) => {
      respond(req, res, operation, target, checkResponses).catch(next);
    };
    return [...target.before, answer];
  };
};
