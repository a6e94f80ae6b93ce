import { resolveRef } from "@trustplane/openapi/refs";
import type { RequestHandler } from "express";
import type { AppContext } from "../context.ts";
import type { BearerAuthenticator } from "../http/auth.ts";
import type { CachedGets } from "../http/edge.ts";
import { idempotent } from "../http/idempotency.ts";
import type { OpenApiDocument } from "../http/openapi.ts";
import type { PathAlias } from "../http/path-alias.ts";
import { unauthorized } from "../http/problem.ts";
import { type ScheduledJob, startScheduledJob } from "../jobs/scheduled-job.ts";
import { idempotencyKeys } from "../persistence/idempotency-keys.ts";
import type {
  CatalogDeclaration,
  HealthProbe,
  HookBus,
  Hooks,
  Module,
  ModuleJob,
  OperationSteps,
  Services,
} from "./module.ts";
import type { BoundOperation, Handler, OperationId } from "./operations.ts";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

type ContractOperationInfo = { operationId: string; method: string; path: string; idempotent: boolean };

/** Every operation in the contract, with whether it takes an Idempotency-Key header. */
export const contractOperations = (contract: OpenApiDocument): ContractOperationInfo[] => {
  const found: ContractOperationInfo[] = [];
  const resolve = (node: unknown) => resolveRef<Record<string, unknown>>(contract, node as Record<string, unknown>);
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const method of METHODS) {
      const op = (item as Record<string, unknown>)[method] as
        | { operationId?: string; parameters?: unknown[] }
        | undefined;
      if (!op) continue;
      if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId in the contract`);
      const parameters = [
        ...(((item as { parameters?: unknown[] }).parameters ?? []) as unknown[]),
        ...(op.parameters ?? []),
      ].map(resolve);
      const idempotentOp = parameters.some(
        (p) => p.in === "header" && String(p.name).toLowerCase() === "idempotency-key",
      );
      found.push({ operationId: op.operationId, method: method.toUpperCase(), path, idempotent: idempotentOp });
    }
  }
  return found;
};

/** Without a module that authenticates bearer tokens, no token identifies anyone. */
const noBearerAuthenticator: BearerAuthenticator = async () => {
  throw unauthorized("This server authenticates no bearer token.");
};

export type AssembledModules = {
  /** Handlers by operationId, each with the steps the contract asks for (idempotency). */
  operations: Map<string, BoundOperation>;
  /** Served modules' catalog entries, in list order. */
  catalog: CatalogDeclaration[];
  hooks: HookBus;
  health: HealthProbe[];
  services: Partial<Services>;
  /** The modules' steps ahead of the contract validator, for each operation that takes one (module.ts). */
  beforeValidation: OperationSteps[];
  /** The one served module's `authenticateBearer`, or one that refuses every token when none declares it. */
  authenticateBearer: BearerAuthenticator;
  /** The modules' `cachedGets`, in module order (answered at the socket's edge: http/edge.ts). */
  cachedGets: CachedGets[];
  extraRoutes: RequestHandler[];
  /** Every module's `pagePrefixes`: paths served by their own routes, outside the contract's validation. */
  pagePrefixes: string[];
  /** Every module's path aliases, in module order. */
  pathAliases: PathAlias[];
  /** Every module's `secretPaths` (routes outside the contract whose path holds a secret). */
  secretPaths: string[];
  /** Which module owns which operation (for errors and the throwaway-module test). */
  owners: Map<string, string>;
  /** Awaits every module's `ready` check (in module order): before the server listens. */
  ready: () => Promise<void>;
  /** Starts every module's background work and jobs (in module order). */
  start: () => void;
  /** Stops it (in reverse order), awaiting each. */
  stop: () => Promise<void>;
};

/**
 * Instantiate the modules in list order (a module may use the services of those before it) and bind
 * their handlers to the contract. Fails, naming each, when a contract operation has no handler, a
 * handler names an operation the contract lacks, two modules serve one operation, or two modules
 * declare the same id prefix or segment.
 */
export const assembleModules = (
  ctx: AppContext,
  contract: OpenApiDocument,
  definitions: readonly Module[],
): AssembledModules => {
  const inContract = new Map(contractOperations(contract).map((op) => [op.operationId, op]));
  const operations = new Map<string, BoundOperation>();
  const owners = new Map<string, string>();
  const services: Partial<Services> = {};
  const hookList: Hooks[] = [];
  const health: HealthProbe[] = [];
  const beforeValidation: OperationSteps[] = [];
  let bearer: { segment: string; authenticate: BearerAuthenticator } | undefined;
  const cachedGets: CachedGets[] = [];
  const extraRoutes: RequestHandler[] = [];
  const pagePrefixes: string[] = [];
  const pathAliases: PathAlias[] = [];
  const secretPaths: string[] = [];
  const starts: (() => void)[] = [];
  const readies: (() => Promise<void>)[] = [];
  const stops: (() => Promise<void>)[] = [];
  const problems: string[] = [];
  const queues = new Set<string>();
  /** A module's job as background work: started and stopped with the rest, in module order. */
  const schedule = (segment: string, job: ModuleJob) => {
    const queue = `${segment}-${job.name}`;
    if (queues.has(queue)) problems.push(`two jobs have the queue "${queue}"`);
    queues.add(queue);
    const { cron } = job;
    if (cron === null) return;
    let running: ScheduledJob | undefined;
    starts.push(() => {
      running = startScheduledJob({
        connectionUri: ctx.database.connectionUri,
        queue,
        cron,
        logger: ctx.logger,
        name: queue,
        run: job.run,
      });
    });
    stops.push(async () => {
      await running?.stop();
    });
  };
  const segments = new Set<string>();
  const prefixes = new Map<string, string>();
  /** One store of idempotency keys for every operation; answers are sealed under PERSONAL_DATA_KEY. */
  const idempotencyStore = idempotencyKeys(ctx.db, ctx.personalDataKeys);

  const hooks: HookBus = {
    userCreated: async (tx, user) => {
      for (const h of hookList) await h.userCreated?.(tx, user);
    },
  };

  const served = definitions.flatMap((d) => (d.catalog ? [d.catalog] : []));
  for (const definition of definitions) {
    if (segments.has(definition.segment)) problems.push(`two modules have the segment "${definition.segment}"`);
    segments.add(definition.segment);
    for (const [kind, prefix] of Object.entries(definition.ids ?? {})) {
      const other = prefixes.get(prefix);
      if (other) problems.push(`id prefix "${prefix}" (${definition.segment}.${kind}) is also ${other}'s`);
      prefixes.set(prefix, `${definition.segment}.${kind}`);
    }
    const instance = definition.instantiate(ctx, { services, hooks, served, healthProbes: () => health });
    if (instance.service !== undefined) (services as Record<string, unknown>)[definition.segment] = instance.service;
    if (instance.hooks) hookList.push(instance.hooks);
    if (instance.health) health.push(...instance.health);
    if (instance.beforeValidation) beforeValidation.push(instance.beforeValidation);
    if (instance.authenticateBearer) {
      if (bearer) problems.push(`${bearer.segment} and ${definition.segment} both authenticate bearer tokens`);
      bearer = { segment: definition.segment, authenticate: instance.authenticateBearer };
    }
    if (instance.cachedGets) cachedGets.push(instance.cachedGets);
    if (instance.extraRoutes) extraRoutes.push(...instance.extraRoutes);
    if (instance.pagePrefixes) pagePrefixes.push(...instance.pagePrefixes);
    if (instance.pathAliases) pathAliases.push(...instance.pathAliases);
    if (instance.secretPaths) secretPaths.push(...instance.secretPaths);
    if (instance.ready) readies.push(instance.ready);
    if (instance.start) starts.push(instance.start);
    if (instance.stop) stops.push(instance.stop);
    for (const job of instance.jobs ?? []) schedule(definition.segment, job);
    for (const [operationId, handler] of Object.entries(instance.handlers ?? {})) {
      if (!handler) continue;
      const op = inContract.get(operationId);
      if (!op) {
        problems.push(`${definition.segment} has a handler for "${operationId}", which the contract lacks`);
        continue;
      }
      const owner = owners.get(operationId);
      if (owner) {
        problems.push(`"${operationId}" is served by both ${owner} and ${definition.segment}`);
        continue;
      }
      owners.set(operationId, definition.segment);
      const scope = instance.bindOptions?.idempotencyScope?.[operationId as OperationId] ?? operationId;
      const recorded = instance.bindOptions?.idempotencyRecorded?.[operationId as OperationId];
      operations.set(operationId, {
        operationId: operationId as OperationId,
        handler: handler as Handler<OperationId>,
        before: [
          ...(instance.bindOptions?.before?.[operationId as OperationId] ?? []),
          ...(op.idempotent
            ? [
                idempotent(
                  { store: idempotencyStore, metrics: ctx.metrics },
                  { scope, operation: operationId, ...(recorded ? { recorded } : {}) },
                ),
              ]
            : []),
        ],
      });
    }
  }
  for (const op of inContract.values()) {
    if (!owners.has(op.operationId)) problems.push(`no module serves "${op.operationId}" (${op.method} ${op.path})`);
  }
  const stop = async () => {
    for (const s of [...stops].reverse()) await s();
  };
  if (problems.length > 0) {
    // Modules built before the disagreement was found may have started background work.
    void stop();
    throw new Error(`The modules and the contract disagree:\n- ${problems.join("\n- ")}`);
  }
  const start = () => {
    for (const s of starts) s();
  };
  return {
    operations,
    catalog: served,
    hooks,
    health,
    services,
    beforeValidation,
    authenticateBearer: bearer?.authenticate ?? noBearerAuthenticator,
    cachedGets,
    extraRoutes,
    pagePrefixes,
    pathAliases,
    secretPaths,
    owners,
    ready: async () => {
      for (const check of readies) await check();
    },
    start,
    stop,
  };
};
