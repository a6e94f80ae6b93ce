// The runtime shared by the Trustplane client packages. Integrators use it through one of them
// (@trustplane/sdk-catalog, -fintech, -payments, -llm), which re-export everything here.
export type { Accounts } from "./accounts.js";
export { type BaseClient, type Client, createApiClient } from "./client.js";
export {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  errorFromResponse,
  NotFoundError,
  PermissionError,
  type Problem,
  RateLimitError,
  ServerError,
  TimeoutError,
  ValidationError,
} from "./errors.js";
export type { components as AccountsComponents } from "./generated/schema.js";
export type {
  ApiMethods,
  Data,
  Input,
  ItemOf,
  Method,
  OperationDescriptor,
  OperationTable,
  PaginatedMethod,
  WithResponse,
} from "./operation-types.js";
export { type Page, type PageFetcher, PagePromise } from "./pagination.js";
export type { Backoff, ClientOptions, RequestOptions, TokenSource } from "./request-options.js";
