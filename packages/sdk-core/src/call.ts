import createFetchClient, { createQuerySerializer } from "openapi-fetch";
import { newIdempotencyKey } from "./idempotency-key.js";
import type { OperationDescriptor } from "./operation-types.js";
import type { ClientOptions, RequestOptions } from "./request-options.js";
import { type Outcome, send, type TransportSettings } from "./transport.js";

export type AnyInput = Record<string, unknown> | undefined;

const commaArrays = createQuerySerializer({ array: { style: "form", explode: false } });
const repeatedArrays = createQuerySerializer();

const headerIn = (headers: Record<string, string> | undefined, name: string): string | undefined => {
  for (const key in headers) if (key.toLowerCase() === name) return headers[key];
  return undefined;
};

/** Sends one operation: splits the input into path, query and body, and hands the request to {@link send}. */
export const caller = (settings: TransportSettings, options: ClientOptions) => {
  const raw = createFetchClient({ baseUrl: options.baseUrl });
  return async (descriptor: OperationDescriptor, input: AnyInput, call: RequestOptions = {}): Promise<Outcome> => {
    const path: Record<string, unknown> = {};
    const query: Record<string, unknown> = {};
    let body: unknown;
    for (const key in input) {
      if (key === "body") body = input.body;
      else if (descriptor.path.includes(`{${key}}`)) path[key] = input[key];
      else query[key] = input[key];
    }
    const headers: Record<string, string> = { ...options.headers, ...call.headers };
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
          outcome = await send(request, settings, call);
          return outcome.response;
        },
      } as never,
    );
    return outcome!;
  };
};

export type Call = ReturnType<typeof caller>;
