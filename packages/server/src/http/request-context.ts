import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";
import {
  FLAG_RANDOM,
  formatTraceparent,
  newSpanId,
  newTraceId,
  parseTraceparent,
  parseTracestate,
  type TraceParent,
} from "../observability/trace-context.ts";

/**
 * What every log line and outbound call made while serving a request knows about it: its id and its
 * place in a W3C trace. The request-id middleware (request-id.ts) makes one per request and runs the
 * rest of the request inside it (AsyncLocalStorage: carried across every await, timer and callback
 * the request starts), so code that never sees `req` (a service, the database layer) still logs with
 * the request's id through the app logger (`requestAwareLogger`).
 *
 * The trace is worked out on first use, not per request: the request log line reads it when logging is
 * on, an outbound call when one is made; with logging off and no outbound call it costs nothing.
 * - A valid incoming `traceparent`: this request joins that trace; its span is new, and the caller's
 *   span is its parent (`parentSpanId`). A valid `tracestate` is passed on as received.
 * - None, or one that is not valid: a new trace (random trace id, flag "random"), and tracestate is
 *   ignored.
 */
export class RequestContext {
  readonly requestId: string;
  readonly #traceparentHeader: string | undefined;
  readonly #tracestateHeader: string | undefined;
  #parent: TraceParent | undefined | null = null;
  #traceId: string | undefined;
  #spanId: string | undefined;

  constructor(requestId: string, traceparent?: string, tracestate?: string) {
    this.requestId = requestId;
    this.#traceparentHeader = traceparent;
    this.#tracestateHeader = tracestate;
  }

  /** The caller's trace context, when it sent a valid one. */
  get parent(): TraceParent | undefined {
    if (this.#parent === null) this.#parent = parseTraceparent(this.#traceparentHeader);
    return this.#parent;
  }

  get traceId(): string {
    this.#traceId ??= this.parent?.traceId ?? newTraceId();
    return this.#traceId;
  }

  /** This server's span for the request. */
  get spanId(): string {
    this.#spanId ??= newSpanId();
    return this.#spanId;
  }

  /** The caller's span, when the request joined its trace. */
  get parentSpanId(): string | undefined {
    return this.parent?.parentId;
  }

  get traceFlags(): number {
    return this.parent ? this.parent.flags : FLAG_RANDOM;
  }

  /** The caller's tracestate, passed on unchanged (only with a valid traceparent). */
  get tracestate(): string | undefined {
    return this.parent ? parseTracestate(this.#tracestateHeader) : undefined;
  }

  /** Headers for one outbound call: the same trace, a new span whose parent is this request's span. */
  outboundHeaders(): { traceparent: string; tracestate?: string } {
    const traceparent = formatTraceparent(this.traceId, newSpanId(), this.traceFlags);
    const tracestate = this.tracestate;
    return tracestate === undefined ? { traceparent } : { traceparent, tracestate };
  }
}

declare global {
  namespace Express {
    interface Request {
      /** The request's id and trace (set by the request-id middleware). */
      requestContext?: RequestContext;
    }
  }
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Run `work`, and everything it starts, as part of `context`'s request. */
export const runInRequestContext = <T>(context: RequestContext, work: () => T): T => storage.run(context, work);

/** The request being served, when there is one. */
export const currentRequestContext = (): RequestContext | undefined => storage.getStore();

/**
 * Trace headers for an outbound HTTP call made while serving a request (`traceparent` with a new child
 * span, and `tracestate` when the caller sent one); none outside a request.
 */
export const outboundTraceHeaders = (): Record<string, string> => storage.getStore()?.outboundHeaders() ?? {};

/** `init` with the request's trace headers added (for fetch). */
export const withTraceHeaders = <I extends { headers?: unknown }>(init: I | undefined): I | undefined => {
  const context = storage.getStore();
  if (!context) return init;
  const headers = new Headers(init?.headers as ConstructorParameters<typeof Headers>[0]);
  for (const [name, value] of Object.entries(context.outboundHeaders())) headers.set(name, value);
  return { ...init, headers } as I;
};

/** pino's log formatter: the request's fields first, what the line says itself wins. */
const withRequestFields = (object: object): object => {
  const context = storage.getStore();
  if (context === undefined) return object;
  return { requestId: context.requestId, traceId: context.traceId, spanId: context.spanId, ...object };
};

/**
 * `logger`, each line written while serving a request carrying its `requestId`, `traceId` and `spanId`.
 * The server hands this logger to everything (`ctx.logger`, `req.log`), so handlers and services log
 * as before and the request's fields come with every line. Costs nothing on a line not written (below
 * the level) and a store lookup on one that is. (A child logger made per request would cost every
 * request, and reach only the code that is handed `req`.)
 */
export const requestAwareLogger = (logger: Logger): Logger =>
  logger.child({}, { formatters: { log: withRequestFields } });
