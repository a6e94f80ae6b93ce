// Types that turn an openapi-typescript `operations[...]` entry into a method signature. The generated
// operations.ts of each package uses them; nothing here exists at run time except the descriptor shape.
import type { ApiError } from "./errors.js";
import type { PagePromise } from "./pagination.js";
import type { RequestOptions } from "./request-options.js";

/** What the runtime needs to know to call one operation (written by the generator). */
export type OperationDescriptor = {
  readonly method: string;
  /** The contract's path template, e.g. `/api/hub/catalog/{id}`: its parameters are the leading arguments. */
  readonly path: string;
  /**
   * Where the params object goes: absent, the query string; `"body"`, its fields are the JSON body;
   * `"raw"`, it is the body itself (a non-object body, e.g. CSV text); `"none"`, the method takes none.
   */
  readonly params?: "body" | "raw" | "none";
  /** With `params: "body"`: the names in the params object that go to the query string instead. */
  readonly query?: readonly string[];
  /** The operation declares `Idempotency-Key`: the runtime sends one on every call. */
  readonly idempotent?: boolean;
  /** `cursor` + `limit` in, `{items, total, nextCursor}` out: the method returns a {@link PagePromise}. */
  readonly paginated?: boolean;
  /** Array query parameters are comma-separated (`explode: false`) rather than repeated. */
  readonly commaArrays?: boolean;
  /** A request body that is not JSON is sent as given, with this Content-Type. */
  readonly contentType?: string;
  /**
   * Query parameters this method always sends, e.g. `{ format: "csv" }` for the CSV twin of a list
   * whose JSON method answers JSON only: one method per representation, each typed exactly.
   */
  readonly fixedQuery?: Readonly<Record<string, string>>;
};

/** Operations by client method: `{ "hub.catalog.list": {...} }`. */
export type OperationTable = Readonly<Record<string, OperationDescriptor>>;

/** Where a method's params object goes (see {@link OperationDescriptor.params}); `"query"` is the default. */
export type ParamsShape = "query" | "body" | "raw" | "none";

type Defined<T> = Exclude<T, undefined>;
type Flatten<T> = { [K in keyof T]: T[K] } & {};
// biome-ignore lint/complexity/noBannedTypes: `{}` is "no parameters", which an intersection leaves out.
type Nothing = {};

/** The query parameters of an operation, or `{}` when it has none. */
export type QueryParams<Op> = Op extends { parameters: { query?: infer Q } }
  ? [Defined<Q>] extends [never]
    ? Nothing
    : Defined<Q>
  : Nothing;

/** The type of one path parameter of an operation. */
export type PathParam<Op, Name extends string> = Op extends { parameters: { path: infer P } }
  ? Name extends keyof P
    ? P[Name]
    : string
  : string;

/** The request body of an operation (its first media type), or never. */
export type RequestBody<Op> = Op extends { requestBody?: infer B }
  ? Defined<B> extends { content: infer C }
    ? C[keyof C]
    : never
  : never;

type BodyRequired<Op> = Op extends { requestBody: { content: unknown } } ? true : false;

/**
 * A method's params object: query parameters and body fields side by side, or the raw body. `Only`
 * narrows fields the method fixes (`{ stream?: false }`: a JSON answer; `{ format?: never }`: the
 * representation is the method's own).
 */
export type Params<Op, Shape extends ParamsShape, Only = Nothing> = Shape extends "raw"
  ? RequestBody<Op>
  : Shape extends "body"
    ? Flatten<Narrowed<QueryParams<Op> & RequestBody<Op>, Only>>
    : Flatten<Narrowed<QueryParams<Op>, Only>>;

/** `T` with the fields `Only` names narrowed to its types (a field `Only` makes `never` cannot be sent). */
type Narrowed<T, Only> = [keyof Only] extends [never]
  ? T
  : { [K in keyof T]: K extends keyof Only ? T[K] & Only[K] : T[K] };

type ParamsOptional<Op, Shape extends ParamsShape> = Shape extends "query"
  ? Nothing extends QueryParams<Op>
    ? true
    : false
  : BodyRequired<Op> extends true
    ? false
    : Nothing extends QueryParams<Op>
      ? true
      : false;

/**
 * A method's arguments: the path parameters (a labelled tuple, e.g. `[id: string]`), then the params
 * object (left out when the operation has none; optional when nothing in it is required), then the
 * per-call {@link RequestOptions}.
 */
export type Args<Op, Path extends readonly unknown[], Shape extends ParamsShape, Only = Nothing> = Shape extends "none"
  ? [...Path, options?: RequestOptions]
  : ParamsOptional<Op, Shape> extends true
    ? [...Path, params?: Params<Op, Shape, Only>, options?: RequestOptions]
    : [...Path, params: Params<Op, Shape, Only>, options?: RequestOptions];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206;
/** A success answer's JSON body when it has one (a method that can answer JSON answers JSON), else its text. */
type ContentOf<R> = R extends { content: infer C }
  ? "application/json" extends keyof C
    ? C["application/json"]
    : C[keyof C]
  : undefined;

/**
 * The parsed body of a successful answer: its JSON type, or text for an operation that answers no JSON.
 * An operation that can answer both gets a method per representation (see {@link StreamingMethod},
 * {@link TextMethod}), so no method resolves to `T | string`.
 */
export type Data<Op> = Op extends { responses: infer R } ? ContentOf<R[Extract<keyof R, SuccessStatus>]> : never;

/** A successful answer with what came with it. */
export type WithResponse<T> = {
  data: T;
  response: Response;
  /** The `X-Request-Id` the server answered with: quote it when reporting a problem. */
  requestId: string | undefined;
};

/** What every method has besides its call signature. */
export type MethodExtras<
  Op,
  Path extends readonly unknown[],
  Shape extends ParamsShape,
  Code extends string,
  Only = Nothing,
  Result = Data<Op>,
> = {
  /** The same call, resolving to the data together with the raw `Response` and its request id. */
  withResponse(...args: Args<Op, Path, Shape, Only>): Promise<WithResponse<Result>>;
  /**
   * Whether `error` is the {@link ApiError} a call of this method failed with; its `code` is then
   * one of the codes the contract documents for this operation.
   */
  isError(error: unknown): error is ApiError<Code>;
};

/**
 * A method of the client: resolves to the answer's data, or rejects with an {@link ApiError}. `Path` is
 * the labelled tuple of its path parameters, `Shape` where its params object goes, `Code` the union of
 * the problem codes its error answers document (`string` where the contract lists none).
 */
export type Method<
  Op,
  Path extends readonly unknown[] = [],
  Shape extends ParamsShape = "query",
  Code extends string = string,
  Only = Nothing,
> = ((...args: Args<Op, Path, Shape, Only>) => Promise<Data<Op>>) & MethodExtras<Op, Path, Shape, Code, Only>;

/**
 * A method that answers JSON, or with `stream: true` a `text/event-stream`: without `stream` (or with
 * `false`) it resolves to the JSON type, with `stream: true` to the event stream's whole text once it
 * has ended (for its events as they come, a package's streaming helper, e.g. `streamChat`).
 */
export type StreamingMethod<
  Op,
  Path extends readonly unknown[] = [],
  Shape extends ParamsShape = "body",
  Code extends string = string,
> = {
  (
    ...args: [...Path, params: Params<Op, Shape, { stream?: true }> & { stream: true }, options?: RequestOptions]
  ): Promise<string>;
  (...args: Args<Op, Path, Shape, { stream?: false }>): Promise<Data<Op>>;
} & MethodExtras<Op, Path, Shape, Code, { stream?: false }>;

/**
 * The text twin of a method that answers JSON: the same operation asked for another representation
 * (`fixedQuery`, e.g. `format=csv`), resolving to its text; the representation is the method's, so its
 * params cannot name another.
 */
export type TextMethod<
  Op,
  Path extends readonly unknown[] = [],
  Shape extends ParamsShape = "query",
  Code extends string = string,
  Fixed extends string = never,
> = ((...args: Args<Op, Path, Shape, { [K in Fixed]?: never }>) => Promise<string>) &
  MethodExtras<Op, Path, Shape, Code, { [K in Fixed]?: never }, string>;

/** The fields a `fields` projection may name: its array's item type. */
type FieldName<Op, Shape extends ParamsShape, Only> =
  Params<Op, Shape, Only> extends { fields?: infer F }
    ? Defined<F> extends readonly (infer Name)[]
      ? Name & string
      : never
    : never;

/** A list answer whose items are `Item`. */
type WithItems<Op, Item> = Flatten<Omit<Data<Op>, "items"> & { items: Item[] }>;

/**
 * A list whose `fields` query parameter projects its items: without `fields` it resolves to the full
 * items (`Full`, every field the contract requires present), with `fields` to items holding only the
 * fields named (and `id`, always sent).
 */
export type ProjectingMethod<
  Op,
  Path extends readonly unknown[] = [],
  Shape extends ParamsShape = "query",
  Code extends string = string,
  Only = Nothing,
  Full = ItemOf<Data<Op>>,
> = {
  <const F extends FieldName<Op, Shape, Only>>(
    ...args: [
      ...Path,
      params: Flatten<Omit<Params<Op, Shape, Only>, "fields"> & { fields: readonly F[] }>,
      options?: RequestOptions,
    ]
  ): Promise<WithItems<Op, Flatten<Pick<Full, Extract<F | "id", keyof Full>>>>>;
  (...args: Args<Op, Path, Shape, Only & { fields?: never }>): Promise<WithItems<Op, Full>>;
} & MethodExtras<Op, Path, Shape, Code, Only>;

/** The item type of a `{items, total, nextCursor}` page. */
export type ItemOf<Page> = Page extends { items: readonly (infer Item)[] } ? Item : never;

/** A list method: `await` it for the first page, or `for await` over every item of every page. */
export type PaginatedMethod<
  Op,
  Path extends readonly unknown[] = [],
  Shape extends ParamsShape = "query",
  Code extends string = string,
  Only = Nothing,
> = ((...args: Args<Op, Path, Shape, Only>) => PagePromise<ItemOf<Data<Op>>, Data<Op>>) &
  MethodExtras<Op, Path, Shape, Code, Only>;

/**
 * The problem codes a method's errors may carry, e.g. `ErrorCode<typeof client.ledger.transfers.create>`
 * is `"insufficient-funds" | "same-account" | …` when the contract lists them.
 */
export type ErrorCode<M> = M extends { isError(error: unknown): error is ApiError<infer Code> } ? Code : never;
