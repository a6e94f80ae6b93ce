import type { Call, CallInput } from "./call.js";
import { ApiError } from "./errors.js";
import type { OperationDescriptor, WithResponse } from "./operation-types.js";
import { type Page, PagePromise } from "./pagination.js";
import type { RequestOptions } from "./request-options.js";
import type { Outcome } from "./transport.js";

const withRequestId = (outcome: Outcome): WithResponse<unknown> => ({
  data: outcome.data,
  response: outcome.response,
  requestId: outcome.response.headers.get("x-request-id") ?? undefined,
});

type Input = Omit<CallInput, "operation" | "descriptor">;

/**
 * The client method `operation` (e.g. `ledger.transfers.create`) from its descriptor: called with the
 * path parameters first, in path order, then the params object (unless the operation takes none), then
 * the request options. `after` sees each successful result (the accounts methods use it).
 */
export const method = (
  call: Call,
  operation: string,
  descriptor: OperationDescriptor,
  after?: (data: unknown) => void,
) => {
  const names = Array.from(descriptor.path.matchAll(/\{([^}]+)\}/g), (match) => match[1]!);
  const takesParams = descriptor.params !== "none";

  const split = (args: unknown[]): Input => {
    const path: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = args[i];
      if ((typeof value !== "string" && typeof value !== "number") || value === "") {
        throw new TypeError(`${operation}: the path parameter ${name} (argument ${i + 1}) must be a non-empty string`);
      }
      path[name] = value;
    });
    return {
      path,
      params: takesParams ? args[names.length] : undefined,
      options: args[names.length + (takesParams ? 1 : 0)] as RequestOptions | undefined,
    };
  };
  const once = async (input: Input): Promise<Outcome> => {
    const outcome = await call({ operation, descriptor, ...input });
    after?.(outcome.data);
    return outcome;
  };

  const invoke = descriptor.paginated
    ? (...args: unknown[]) => {
        let input: Input;
        try {
          input = split(args);
        } catch (error) {
          return new PagePromise(() => Promise.reject(error));
        }
        return new PagePromise(async (cursor) => {
          if (cursor === undefined) return (await once(input)).data as Page<unknown>;
          // The cursor says where the next page starts, so an `offset` that placed the first page is
          // not sent again (the API refuses a cursor and an offset together).
          const { offset: _placedFirstPage, ...params } = (input.params ?? {}) as Record<string, unknown>;
          return (await once({ ...input, params: { ...params, cursor } })).data as Page<unknown>;
        });
      }
    : async (...args: unknown[]) => (await once(split(args))).data;
  return Object.assign(invoke, {
    withResponse: async (...args: unknown[]) => withRequestId(await once(split(args))),
    isError: (error: unknown): error is ApiError => error instanceof ApiError && error.operation === operation,
  });
};
