import type { AnyInput, Call } from "./call.js";
import type { OperationDescriptor, WithResponse } from "./operation-types.js";
import { type Page, PagePromise } from "./pagination.js";
import type { RequestOptions } from "./request-options.js";
import type { Outcome } from "./transport.js";

const withRequestId = (outcome: Outcome): WithResponse<unknown> => ({
  data: outcome.data,
  response: outcome.response,
  requestId: outcome.response.headers.get("x-request-id") ?? undefined,
});

/** One method of the client, from its descriptor. `after` sees each successful result (accounts use it). */
export const method = (call: Call, descriptor: OperationDescriptor, after?: (data: unknown) => void) => {
  const once = async (input: AnyInput, options?: RequestOptions): Promise<Outcome> => {
    const outcome = await call(descriptor, input, options);
    after?.(outcome.data);
    return outcome;
  };
  const invoke = descriptor.paginated
    ? (input: AnyInput, options?: RequestOptions) =>
        new PagePromise(
          async (cursor) =>
            (await once(cursor === undefined ? input : { ...input, cursor }, options)).data as Page<unknown>,
        )
    : async (input: AnyInput, options?: RequestOptions) => (await once(input, options)).data;
  return Object.assign(invoke, {
    withResponse: async (input: AnyInput, options?: RequestOptions) => withRequestId(await once(input, options)),
  });
};
