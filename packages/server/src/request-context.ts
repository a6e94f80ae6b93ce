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
} from "./observability/trace-context.ts";

/**
 * What a request carries, for code that never sees `req`: its id and place in a W3C trace (every log
 * line and outbound call made while serving it) and, on a money-moving route, its database deadline
 * and whether a statement's outcome became unknown (the database layer). The request-id middleware
 * makes one per request and runs the rest of the request inside it (one AsyncLocalStorage: carried
 * across every await, timer and callback the request starts).
 *
 * The trace is worked out on first use, not per request: the request log line reads it when logging is
 * on, an outbound call when one is made; with logging off and no outbound call it costs nothing.
 * - A valid incoming `traceparent`: this request joins that trace; its span is new, and the caller's
 *   span is its parent (`parentSpanId`). A valid `tracestate` is passed on as received.
 * - None, or one that is not valid: a new trace (random trace id, flag "random"), and tracestate is
 *   ignored.
 */
export class RequestContext {
  /** Undefined for the context `runWithDeadline` makes outside a request. */
  readonly requestId: string | undefined;
  readonly #traceparentHeader: string | undefined;
  readonly #tracestateHeader: string | undefined;
  #parent: TraceParent | undefined | null = null;
  #traceId: string | undefined;
  #spanId: string | undefined;
  /**
   * ISO 8601 instant on the DATABASE's clock after which this request's money-moving statements do
   * nothing (db/deadline.ts); set by the idempotency step (`runWithDeadline`).
   */
  deadline: string | undefined;
  /**
   * A statement was sent and never answered (a dead socket, a connection broken mid-statement): whatever
   * it was may yet commit, up to the deadline. Set by the database driver (db/bounded.ts).
   */
  outcomeUnknown = false;

  constructor(requestId: string | undefined, traceparent?: string, tracestate?: string) {
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
 * Run `work` with `deadline` as the request's database deadline and its outcome known so far; `work`
 * gets the context to read `outcomeUnknown` afterwards. Inside a request this sets the request's own
 * context (no second store to enter); outside one (a bare app in a test) it runs in a context of its own.
 */
export const runWithDeadline = <T>(deadline: string | undefined, work: (context: RequestContext) => T): T => {
  const current = storage.getStore();
  if (current !== undefined) {
    current.deadline = deadline;
    current.outcomeUnknown = false;
    return work(current);
  }
  const context = new RequestContext(undefined);
  context.deadline = deadline;
  return storage.run(context, () => work(context));
};

/** The current request's database deadline, when one is set. */
export const currentDeadline = (): string | undefined => storage.getStore()?.deadline;

/** Called by the database driver when a statement's fate is unknown. */
export const markOutcomeUnknown = (): void => {
  const context = storage.getStore();
  if (context !== undefined) context.outcomeUnknown = true;
};

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
  if (context?.requestId === undefined) return object;
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
