import type { OpenApiDocument } from "../../http/openapi.ts";
import type { Schema } from "../../platform/operations.ts";
import type { Catalog } from "./catalog.ts";
import type { CatalogStatus } from "./catalog-data.ts";
import type { SdkPackage } from "./sdk-packages.ts";

/** Version of this index document's own format; bump it when its shape changes. */
export const API_INDEX_VERSION = "1.2.0";

/** The aggregate index (openapi/hub.yaml `ApiIndex`). */
export type ApiIndex = Schema<"ApiIndex">;
export type ApiIndexModule = ApiIndex["modules"][number];

const METHODS = new Set(["get", "put", "post", "delete", "patch", "options", "head", "trace"]);

/** Tag → the paths whose operations carry it, and how many operations. */
const operationsByTag = (contract: OpenApiDocument): Map<string, { paths: Set<string>; operations: number }> => {
  const byTag = new Map<string, { paths: Set<string>; operations: number }>();
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      for (const tag of (operation as { tags?: string[] }).tags ?? []) {
        let entry = byTag.get(tag);
        if (!entry) {
          entry = { paths: new Set(), operations: 0 };
          byTag.set(tag, entry);
        }
        entry.paths.add(path);
        entry.operations++;
      }
    }
  }
  return byTag;
};

/** The transparency log's identity, as its module gives it (`services.transparency.identity()`). */
export type LogIdentity = { origin: string; verifierKey: string };

/**
 * The aggregate index: one entry per catalog module (in catalog order), then one per contract tag no
 * catalog module is named after (an area of a module, `partOf` it, or a part of no module, such as
 * `auth`), each with links into the contract and the docs, plus the published clients and the
 * transparency log's key (null without a log).
 */
export const buildApiIndex = (options: {
  catalog: Catalog;
  contract: OpenApiDocument;
  sdk: SdkPackage[];
  transparencyLog: LogIdentity | undefined;
  baseUrl: string;
  generatedAt: Date;
}): ApiIndex => {
  const { catalog, contract, baseUrl } = options;
  const byTag = operationsByTag(contract);
  const moduleOf = (
    id: string,
    name: string,
    status: CatalogStatus | null,
    partOf: string | null = null,
  ): ApiIndexModule => {
    const ops = byTag.get(id);
    return {
      id,
      name,
      tag: id,
      status,
      partOf,
      openapi: `${baseUrl}/api/openapi.json#tag/${encodeURIComponent(id)}`,
      docs: `${baseUrl}/docs#tag/${encodeURIComponent(id)}`,
      paths: ops ? [...ops.paths].sort() : [],
      operationCount: ops?.operations ?? 0,
    };
  };
  const catalogued = new Map(catalog.items.map((item) => [item.id, item]));
  const contractOnly = (contract.tags ?? []).filter((tag) => !catalogued.has(tag.name));
  return {
    apiIndexVersion: API_INDEX_VERSION,
    apiVersion: contract.info.version,
    generatedAt: options.generatedAt.toISOString(),
    openapi: `${baseUrl}/api/openapi.json`,
    modules: [
      ...catalog.items.map((item) => moduleOf(item.id, item.name, item.status)),
      ...contractOnly.map((tag) => {
        const owner = catalogued.get((tag as { "x-module"?: string })["x-module"] ?? "");
        return moduleOf(tag.name, tag.name, owner?.status ?? null, owner?.id ?? null);
      }),
    ],
    sdk: options.sdk,
    transparencyLog: options.transparencyLog
      ? {
          origin: options.transparencyLog.origin,
          verifierKey: options.transparencyLog.verifierKey,
          checkpoint: `${baseUrl}/api/transparency/checkpoint`,
          log: `${baseUrl}/api/transparency/log`,
        }
      : null,
  };
};
