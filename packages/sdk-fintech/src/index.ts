import { type Client, type ClientOptions, createApiClient } from "@trustplane/sdk-core";
import { type Api, operations } from "./generated/operations.js";
import type { components } from "./generated/schema.js";

declare const __TRUSTPLANE_PACKAGE__: string | undefined;
/** This package as `name/version`, for the User-Agent (baked in at build time by scripts/tsup-client.mjs). */
const PACKAGE = typeof __TRUSTPLANE_PACKAGE__ === "string" ? __TRUSTPLANE_PACKAGE__ : "@trustplane/sdk-fintech/source";

/** A client of the fintech modules (ledger, signing, rights, bureau, registry, earnings, chess, keyshield, contracts), with accounts under `auth`. */
export type FintechClient = Client<Api>;

/**
 * Creates a client. `baseUrl` is required; authenticate with `token` (a string or an async provider),
 * or call `client.auth.login({ email, password })` / `client.auth.register({ email, password, name })`,
 * which switch the client to the new token.
 */
export const createFintechClient = (options: ClientOptions): FintechClient =>
  createApiClient<Api>(operations, options, PACKAGE);

/** The contract's schemas used by these operations, e.g. `Schemas["…"]`. */
export type Schemas = components["schemas"];
export * from "@trustplane/sdk-core";
export type { Api } from "./generated/operations.js";
export type { components, operations as Operations, paths } from "./generated/schema.js";
/** Following the transparency log: every checkpoint verified, every entry proven, a key's entries reported. */
export * from "./monitor.js";
/** Offline verification of Ed25519 signatures and attested receipts (no API call). */
export * from "./transparency.js";
export * from "./transparency-entries.js";
export * from "./verify-offline.js";
