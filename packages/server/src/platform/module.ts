import type { DatabaseTransactionConnection } from "slonik";
import type { AppContext } from "../context.ts";
import { CORE_SOURCE, JOURNAL_SOURCE, type MigrationSource, TRANSPARENCY_SOURCE } from "../db/migrate.ts";
import type { SettingDoc } from "../env.ts";
import type { BindOptions, OperationHandlers } from "./operations.ts";

/**
 * One module of the platform: a folder `src/modules/<segment>/` whose `index.ts` exports its definition,
 * listed once in `src/modules/index.ts`. Everything the server needs to serve it is here, so adding a
 * module is its contract file, its folder and one line in that list (CONTRIBUTING.md):
 *
 * - `catalog`: how the hub's catalog lists it (the catalog's served modules come from this list alone).
 * - `config`: its settings, read and validated from the environment by the module itself, and `settings`,
 *   their declarations (src/env.ts), from which docs/configuration.md lists them.
 * - `migrations`: its own folder of SQL files, applied in file order after the modules before it in
 *   the list, each recorded as (module, file) with a checksum (src/db/migrate.ts).
 * - `ids`: the id prefixes it mints (with `idMinter`, src/ids.ts), checked unique across modules at start-up.
 * - `create`: builds its handlers (bound by operationId, src/platform/operations.ts), the service other
 *   modules may use, its hooks and its health probes, from the core context and its own config.
 */

/** The shape of the catalog entry a served module declares (the hub renders it). */
export type CatalogDeclaration = {
  id: string;
  code: string;
  name: string;
  summary: string;
  kind: "product" | "service" | "infrastructure";
  /**
   * A served module is live: `mvp` (a first version is served) or `launched` (complete and supported),
   * the statuses the spec counts as live ("States"). `idea` and `working` (being built, not served yet)
   * belong to modules this server does not serve, so a served module cannot declare them.
   */
  status: "mvp" | "launched";
  priority: number;
  tags: readonly string[];
  healthPath?: string;
  /** The module's own public page (path), when it serves one; the catalog links it as `frontend`. */
  frontendPath?: string;
};

/** Events other modules react to, run inside the transaction that caused them. */
export type Hooks = {
  /** A user was created (registration, first sign-in with an identity provider). */
  userCreated?: (tx: DatabaseTransactionConnection, user: { id: string; email: string }) => Promise<void>;
};

/**
 * One dependency the aggregate health (`GET /api/hub/health`) checks. A critical one that is down takes
 * the whole service down; anything else degrades it. Throwing counts as down.
 */
export type HealthProbe = {
  name: string;
  critical: boolean;
  run(): Promise<{ status: "ok" | "degraded" | "down"; detail?: string }>;
};

/** What a module's `create` gets besides the core context. */
export type ModuleDeps<C> = {
  config: C;
  /** Services of the modules before this one in the list. */
  services: Partial<Services>;
  /** Runs every module's hooks (for the module that raises the event). */
  hooks: HookBus;
  /** The catalog entries of every module this server serves (the hub lists them). */
  served: readonly CatalogDeclaration[];
  /** Every module's health probes, once all are built (the hub reports them). */
  healthProbes: () => readonly HealthProbe[];
};

/**
 * Services modules offer each other, by module segment. Each module that offers one adds its type by
 * declaration merging in its own index.ts:
 *
 *   declare module "../../platform/module.ts" { interface Services { signing: SigningService } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging, one module at a time
export interface Services {}

/**
 * A recurring background job of a module, run on the PostgreSQL-backed queue (src/jobs/scheduled-job.ts:
 * one run per slot of `cron`, taken by whichever instance's worker is free). Its queue is
 * `<segment>-<name>`. `cron` null (its setting says `off`, or NODE_ENV=test without one) leaves it off.
 */
export type ModuleJob = {
  name: string;
  cron: string | null;
  /** One run; what it answers (how many rows it handled, say) is logged when it is not 0. */
  run: () => Promise<number>;
};

/** A step an operation takes, decided per operation when the server starts (undefined: none for it). */
export type OperationSteps = (
  operation: import("../http/contract/operation.ts").ContractOperation,
) => import("express").RequestHandler | undefined;

export type ModuleInstance<S = unknown> = {
  handlers?: OperationHandlers;
  bindOptions?: BindOptions;
  /** What other modules may use (they find it under `services[segment]`). */
  service?: S;
  hooks?: Hooks;
  health?: HealthProbe[];
  /**
   * How a bearer token becomes the caller, for every operation the contract secures with `bearerAuth`: at
   * most one served module declares it (the auth module); without one, every such call is 401.
   */
  authenticateBearer?: import("../http/auth.ts").BearerAuthenticator;
  /**
   * The step this module needs ahead of the contract validator for an operation (rare: raw-body checks),
   * or undefined for an operation it has none for: asked once per operation, at start-up.
   */
  beforeValidation?: OperationSteps;
  /**
   * Fixed public representations answered at the socket's edge, ahead of Express, like a reverse-proxy
   * cache (the hub's catalog, the constitution module's public lists; src/http/edge.ts): `peek` gives the
   * fresh representation of a URL with what its answer carries, and must give one only for a URL the
   * full stack (routing, validation, the module's handler) has already answered. The edge adds the request
   * id, the security and CORS headers, the rate limit, 304s, HEAD, the metric and the log line.
   */
  cachedGets?: import("../http/edge.ts").CachedGets;
  /**
   * Prefixes placed before some of the contract's paths and served as those paths (an internal rewrite
   * ahead of everything else, src/http/path-alias.ts): a page's own API prefix, say.
   */
  pathAliases?: import("../http/path-alias.ts").PathAlias[];
  /** Routes outside the contract (human docs): mounted after every contract operation. */
  extraRoutes?: import("express").RequestHandler[];
  /**
   * Path prefixes this module serves as pages for people, outside the contract (`/docs`, `/pay`): the
   * contract's routing leaves a path under one to the module's `extraRoutes` (no 404 from the contract).
   */
  pagePrefixes?: string[];
  /**
   * Templates of this module's routes outside the contract whose path holds a secret (`/pay/checkout/{token}`,
   * what `x-secret-path` says of a contract operation): logged and answered as `<start>/{redacted}`
   * (src/http/secret-paths.ts), whatever answers the request.
   */
  secretPaths?: string[];
  /** Its recurring jobs: the server starts them once it listens and stops them before the database closes. */
  jobs?: ModuleJob[];
  /**
   * What must hold before the server serves anything (the database is in the state this module's
   * configuration needs): awaited before the server listens; a rejection stops the start-up.
   */
  ready?: () => Promise<void>;
  /** Other background work (a delivery worker): started once the server listens. */
  start?: () => void;
  /** Stops what `start` started; the server awaits it on close, before the database closes. */
  stop?: () => Promise<void>;
};

export type ModuleDefinition<C = unknown, S = unknown> = {
  /** Folder name, `/api/<segment>` by convention, and the name its migrations are recorded under. */
  segment: string;
  catalog?: CatalogDeclaration;
  config?: (env: Record<string, string | undefined>) => C;
  /** Every environment variable `config` reads that no other part declares (docs/configuration.md's table of the module). */
  settings?: readonly SettingDoc[];
  /** Its migrations folder (`new URL("./migrations/", import.meta.url)`). */
  migrations?: URL;
  ids?: Record<string, string>;
  create: (ctx: AppContext, deps: ModuleDeps<C>) => ModuleInstance<S>;
};

/** Runs every module's hooks for an event, in module order. */
export type HookBus = {
  userCreated: (tx: DatabaseTransactionConnection, user: { id: string; email: string }) => Promise<void>;
};

/** A module as the server assembles it: its definition with the config and service types erased. */
export type Module = Omit<ModuleDefinition, "config" | "create"> & {
  /** Reads the module's settings from the core config's environment and builds it. */
  instantiate: (ctx: AppContext, deps: Omit<ModuleDeps<unknown>, "config">) => ModuleInstance;
  /** Reads and validates its settings alone (start-up fails early on a bad value). */
  readConfig: (env: Record<string, string | undefined>) => unknown;
};

/** Checks a definition's shape, with its config and service types, and makes it a Module. */
export const defineModule = <C = undefined, S = undefined>(definition: ModuleDefinition<C, S>): Module => {
  const { config, create, ...rest } = definition;
  const readConfig = (env: Record<string, string | undefined>) => (config ? config(env) : (undefined as C));
  return {
    ...rest,
    readConfig,
    instantiate: (ctx, deps) => create(ctx, { ...deps, config: readConfig(ctx.config.source) as C }),
  };
};

/** The core's migrations, the money engine's, the transparency log's, then each module's that has a folder, in list order. */
export const migrationSources = (modules: readonly Module[]): MigrationSource[] => [
  CORE_SOURCE,
  JOURNAL_SOURCE,
  TRANSPARENCY_SOURCE,
  ...modules.flatMap((m) => (m.migrations ? [{ module: m.segment, folder: m.migrations }] : [])),
];
