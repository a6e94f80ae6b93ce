// Types that turn an openapi-typescript `operations[...]` entry into a method signature. The generated
// operations.ts of each package uses them; nothing here exists at run time except the descriptor shape.
import type { PagePromise } from "./pagination.js";
import type { RequestOptions } from "./request-options.js";

/** What the runtime needs to know to call one operation (written by the generator). */
export type OperationDescriptor = {
  readonly method: string;
  /** The contract's path template, e.g. `/api/hub/catalog/{id}`. */
  readonly path: string;
  /** The operation declares `Idempotency-Key`: the runtime sends one on every call. */
  readonly idempotent?: boolean;
  /** `cursor` + `limit` in, `{items, total, nextCursor}` out: the method returns a {@link PagePromise}. */
  readonly paginated?: boolean;
  /** Array query parameters are comma-separated (`explode: false`) rather than repeated. */
  readonly commaArrays?: boolean;
  /** A request body that is not JSON is sent as given, with this Content-Type. */
  readonly contentType?: string;
};

/** Operations grouped by tag: `{ hub: { listCatalog: {...} } }`. */
export type OperationTable = Readonly<Record<string, Readonly<Record<string, OperationDescriptor>>>>;

type Defined<T> = Exclude<T, undefined>;

/** The `path` or `query` parameters of an operation, or `{}` when it has none. */
type ParameterGroup<Op, Where extends "path" | "query"> = Op extends { parameters: infer P }
  ? Where extends keyof P
    ? [Defined<P[Where]>] extends [never]
      ? unknown
      : Defined<P[Where]>
    : unknown
  : unknown;

type BodyOf<RequestBody> = RequestBody extends { content: infer C } ? C[keyof C] : never;

type BodyPart<Op> = Op extends { requestBody: infer RequestBody }
  ? { body: BodyOf<RequestBody> }
  : Op extends { requestBody?: infer RequestBody }
    ? [Defined<RequestBody>] extends [never]
      ? unknown
      : { body?: BodyOf<Defined<RequestBody>> }
    : unknown;

type Flatten<T> = { [K in keyof T]: T[K] } & {};

/**
 * A method's input: the path and query parameters side by side, and the request body under `body`.
 * Header parameters go in {@link RequestOptions} (`idempotencyKey`, `headers`).
 */
export type Input<Op> = Flatten<ParameterGroup<Op, "path"> & ParameterGroup<Op, "query"> & BodyPart<Op>>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;

/** The parsed body of a successful answer (JSON as its type, other media types as text). */
export type Data<Op> = Op extends { responses: infer R } ? ContentOf<R[Extract<keyof R, SuccessStatus>]> : never;

/** A successful answer with what came with it. */
export type WithResponse<T> = {
  data: T;
  response: Response;
  /** The `X-Request-Id` the server answered with: quote it when reporting a problem. */
  requestId: string | undefined;
};

/** A call signature; the input may be left out when none of its keys is required. */
type Call<Op, Result> =
  Partial<Input<Op>> extends Input<Op>
    ? (input?: Input<Op>, options?: RequestOptions) => Result
    : (input: Input<Op>, options?: RequestOptions) => Result;

/** A method of the client: resolves to the answer's data, or rejects with an {@link ApiError}. */
export type Method<Op> = Call<Op, Promise<Data<Op>>> & {
  /** The same call, resolving to the data together with the raw `Response` and its request id. */
  withResponse: Call<Op, Promise<WithResponse<Data<Op>>>>;
};

/** The item type of a `{items, total, nextCursor}` page. */
export type ItemOf<Page> = Page extends { items: readonly (infer Item)[] } ? Item : never;

/** A list method: `await` it for the first page, or `for await` over every item of every page. */
export type PaginatedMethod<Op> = Call<Op, PagePromise<ItemOf<Data<Op>>, Data<Op>>> & {
  withResponse: Call<Op, Promise<WithResponse<Data<Op>>>>;
};

/** The client surface a table of descriptors produces, given its generated `Api` interface. */
export type ApiMethods<Api> = { readonly [Tag in keyof Api]: Api[Tag] };
