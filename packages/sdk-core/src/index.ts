// The runtime shared by the Trustplane client packages. Integrators use it through one of them
// (@trustplane/sdk-catalog, -fintech, -payments, -llm), which re-export everything here.
export type { Accounts } from "./accounts.js";
export { type BaseClient, type Client, type ClientConnection, createApiClient } from "./client.js";
export {
  AbortError,
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  errorFromResponse,
  isApiError,
  NotFoundError,
  PermissionError,
  type Problem,
  RateLimitError,
  ServerError,
  TimeoutError,
  UnprocessableError,
  ValidationError,
} from "./errors.js";
export type { components as AccountsComponents } from "./generated/schema.js";
export type {
  Args,
  Data,
  ErrorCode,
  ItemOf,
  Method,
  MethodExtras,
  OperationDescriptor,
  OperationTable,
  PaginatedMethod,
  Params,
  ParamsShape,
  PathParam,
  ProjectingMethod,
  QueryParams,
  RequestBody,
  StreamingMethod,
  TextMethod,
  WithResponse,
} from "./operation-types.js";
export { type Page, type PageFetcher, PagePromise } from "./pagination.js";
export type {
  Backoff,
  ClientOptions,
  Hooks,
  RequestEvent,
  RequestOptions,
  ResponseEvent,
  TokenSource,
} from "./request-options.js";
export { RETRY_COUNT_HEADER } from "./transport.js";
