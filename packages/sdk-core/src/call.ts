import createFetchClient, { createQuerySerializer } from "openapi-fetch";
import { newIdempotencyKey } from "./idempotency-key.js";
import type { OperationDescriptor } from "./operation-types.js";
import type { ClientOptions, RequestOptions } from "./request-options.js";
import { type Outcome, send, type TransportSettings } from "./transport.js";

const commaArrays = createQuerySerializer({ array: { style: "form", explode: false } });
const repeatedArrays = createQuerySerializer();

const headerIn = (headers: Record<string, string> | undefined, name: string): string | undefined => {
  for (const key in headers) if (key.toLowerCase() === name) return headers[key];
  return undefined;
};

/** One call: the client method, its descriptor, its path parameters by name, its params object, its options. */
export type CallInput = {
  operation: string;
  descriptor: OperationDescriptor;
  path: Record<string, unknown>;
  params: unknown;
  options: RequestOptions | undefined;
};

/**
 * Sends one operation: puts the params object in the query or the body as the descriptor says, adds
 * the headers (the client's, the call's, an Idempotency-Key where the operation takes one, the
 * User-Agent), and hands the request to {@link send}.
 */
export const caller = (settings: TransportSettings, options: ClientOptions, userAgent: string | undefined) => {
  const raw = createFetchClient({ baseUrl: options.baseUrl });

  return async ({ operation, descriptor, path, params, options: call = {} }: CallInput): Promise<Outcome> => {
    let query: Record<string, unknown> | undefined;
    let body: unknown;
    if (descriptor.params === "raw") body = params;
    else if (descriptor.params === "body") {
      body = params;
      if (descriptor.query && params) {
        // The operation takes both: its query parameters are picked out, the rest is the body.
        const fields: Record<string, unknown> = {};
        query = {};
        for (const [key, value] of Object.entries(params)) {
          if (descriptor.query.includes(key)) query[key] = value;
          else fields[key] = value;
        }
        body = fields;
      }
    } else if (descriptor.params !== "none") query = params as Record<string, unknown> | undefined;
    // The representation a text twin asks for (`format=csv`) wins over anything the params name.
    if (descriptor.fixedQuery) query = { ...query, ...descriptor.fixedQuery };

    const headers: Record<string, string> = { ...options.headers, ...call.headers };
    // A User-Agent of the caller's own (client-wide or for this call) replaces the client's.
    if (userAgent && headerIn(headers, "user-agent") === undefined) headers["User-Agent"] = userAgent;
    if (descriptor.idempotent) {
      // One key per call, sent again on each of its retries so the server acts at most once.
      headers["Idempotency-Key"] =
        call.idempotencyKey ?? headerIn(call.headers, "idempotency-key") ?? newIdempotencyKey();
    }
    if (descriptor.contentType) headers["Content-Type"] = descriptor.contentType;

    let outcome: Outcome | undefined;
    await raw.request(
      descriptor.method.toLowerCase() as "get",
      descriptor.path as never,
      {
        params: { path, query },
        body: body as never,
        headers,
        parseAs: "stream",
        querySerializer: descriptor.commaArrays ? commaArrays : repeatedArrays,
        ...(descriptor.contentType ? { bodySerializer: (value: unknown) => value as BodyInit } : {}),
        fetch: async (request: Request) => {
          outcome = await send(request, settings, call, { operation, path: descriptor.path });
          return outcome.response;
        },
      } as never,
    );
    return outcome!;
  };
};

export type Call = ReturnType<typeof caller>;
