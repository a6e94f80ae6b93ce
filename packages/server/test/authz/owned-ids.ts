// Reads the contract's ownership annotations (`x-owned-ids`, `x-not-owned-ids`; see the "Ownership"
// paragraph of openapi/openapi.yaml's info description) and finds every place an operation takes an id.
import { HTTP_METHODS, type ParameterObject, resolve } from "../../src/http/contract/document.ts";
import type { OpenApiDocument } from "../../src/http/openapi.ts";

/** Where a request names an id: a path or query parameter, or a JSON pointer into the body (`*`: every index). */
export type IdLocation = { in: "path" | "query" | "header" | "body"; name?: string; pointer?: string };
/** An id that must name one of the caller's own objects of this kind. */
export type OwnedId = IdLocation & { kind: string; perItem?: boolean };
/** An id that deliberately need not be the caller's. */
export type NotOwnedId = IdLocation & { reason: string };

export type ContractOperation = {
  method: string;
  path: string;
  operationId: string;
  /** The operation takes a bearer token. */
  bearer: boolean;
  /** Its `x-scope`: what an API key must hold to call it (`session`: no key may). */
  scope: string | undefined;
  parameters: ParameterObject[];
  bodySchema: Schema | undefined;
  bodyRequired: boolean;
  /** The request body's example in the contract (the media type's, else the schema's), if any. */
  bodyExample: unknown;
  owned: OwnedId[];
  notOwned: NotOwnedId[];
  /** The raw annotations as written (for checking their shape). */
  rawOwned: unknown;
  rawNotOwned: unknown;
};

type Schema = Record<string, unknown>;

/** `body /from`, `path id`, … */
export const where = (location: IdLocation): string =>
  location.in === "body" ? `body ${location.pointer}` : `${location.in} ${location.name}`;

const sameLocation = (a: IdLocation, b: IdLocation): boolean => where(a) === where(b);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const schemaAt = (contract: OpenApiDocument, schema: unknown): Schema | undefined =>
  isObject(schema) ? resolve<Schema>(contract, schema as Schema) : undefined;

export const readOperations = (contract: OpenApiDocument): ContractOperation[] => {
  const rootSecurity = (contract as { security?: Record<string, string[]>[] }).security ?? [];
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    const pathItem = resolve<Record<string, unknown>>(contract, item);
    const shared = (pathItem.parameters as unknown[] | undefined) ?? [];
    for (const method of HTTP_METHODS) {
      const op = pathItem[method] as Record<string, unknown> | undefined;
      if (!op) continue;
      const security = (op.security as Record<string, string[]>[] | undefined) ?? rootSecurity;
      const parameters = [...shared, ...((op.parameters as unknown[] | undefined) ?? [])].map((p) =>
        resolve<ParameterObject>(contract, p as ParameterObject),
      );
      const body = op.requestBody
        ? resolve<{ required?: boolean; content?: Record<string, Record<string, unknown>> }>(
            contract,
            op.requestBody as Schema,
          )
        : undefined;
      const json = body?.content?.["application/json"];
      const bodySchema = schemaAt(contract, json?.schema);
      const examples = json?.examples as Record<string, { value?: unknown }> | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: String(op.operationId),
        bearer: security.some((requirement) => "bearerAuth" in requirement),
        scope: typeof op["x-scope"] === "string" ? op["x-scope"] : undefined,
        parameters,
        bodySchema,
        bodyRequired: body?.required === true,
        bodyExample: json?.example ?? (examples ? Object.values(examples)[0]?.value : undefined) ?? bodySchema?.example,
        owned: Array.isArray(op["x-owned-ids"]) ? (op["x-owned-ids"] as OwnedId[]) : [],
        notOwned: Array.isArray(op["x-not-owned-ids"]) ? (op["x-not-owned-ids"] as NotOwnedId[]) : [],
        rawOwned: op["x-owned-ids"],
        rawNotOwned: op["x-not-owned-ids"],
      });
    }
  }
  return operations;
};

/** A name that says "an id": `id`, `keyId`, `account_id`. */
const ID_NAME = /(^id|Id|_id)$/;
/** A pattern that says "an id of a kind": `^acc_…`, `^(bct|rgt)_…`. */
const ID_PATTERN = /^\^\(?[a-z]{2,6}(\|[a-z]{2,6})*\)?_/;

const looksLikeId = (contract: OpenApiDocument, name: string, schema: unknown): boolean => {
  if (ID_NAME.test(name)) return true;
  const resolved = schemaAt(contract, schema);
  if (!resolved) return false;
  const alternatives = [resolved, ...((resolved.allOf as unknown[] | undefined) ?? [])].map((s) =>
    schemaAt(contract, s),
  );
  return alternatives.some((s) => typeof s?.pattern === "string" && ID_PATTERN.test(s.pattern));
};

/** The schemas a value must match at once: the schema itself and its `allOf`, `anyOf` and `oneOf` parts. */
const parts = (contract: OpenApiDocument, schema: Schema): Schema[] => {
  const out: Schema[] = [schema];
  for (const key of ["allOf", "anyOf", "oneOf"]) {
    for (const part of (schema[key] as unknown[] | undefined) ?? []) {
      const resolved = schemaAt(contract, part);
      if (resolved) out.push(...parts(contract, resolved));
    }
  }
  return out;
};

/** Every place in a body schema that holds an id, as JSON pointers (`*` for array items). */
const bodyIdPointers = (contract: OpenApiDocument, schema: Schema, pointer = "", depth = 0): string[] => {
  if (depth > 12) return [];
  const found: string[] = [];
  for (const part of parts(contract, schema)) {
    for (const [name, property] of Object.entries((part.properties as Record<string, unknown> | undefined) ?? {})) {
      const child = `${pointer}/${name}`;
      if (looksLikeId(contract, name, property)) found.push(child);
      const resolved = schemaAt(contract, property);
      if (resolved) found.push(...bodyIdPointers(contract, resolved, child, depth + 1));
    }
    const items = schemaAt(contract, part.items);
    if (items) {
      const child = `${pointer}/*`;
      if (looksLikeId(contract, "", items)) found.push(child);
      found.push(...bodyIdPointers(contract, items, child, depth + 1));
    }
  }
  return [...new Set(found)];
};

/** Every place a request of this operation names an id: parameters and body properties. */
export const idLocations = (contract: OpenApiDocument, op: ContractOperation): IdLocation[] => [
  ...op.parameters
    .filter((p) => p.in !== "cookie" && looksLikeId(contract, p.name, p.schema))
    .map((p) => ({ in: p.in as IdLocation["in"], name: p.name })),
  ...(op.bodySchema
    ? bodyIdPointers(contract, op.bodySchema).map((pointer) => ({ in: "body" as const, pointer }))
    : []),
];

const tokens = (pointer: string): string[] =>
  pointer
    .split("/")
    .slice(1)
    .map((t) => t.replace(/~1/g, "/").replace(/~0/g, "~"));

/** The schema at a body pointer, and whether every step to it is required (a `*` step: minItems ≥ 1). */
export const bodySchemaAt = (
  contract: OpenApiDocument,
  schema: Schema | undefined,
  pointer: string,
): { schema: Schema; required: boolean } | undefined => {
  let current = schema;
  let required = true;
  for (const token of tokens(pointer)) {
    if (!current) return undefined;
    const alternatives = parts(contract, current);
    let next: Schema | undefined;
    if (token === "*") {
      const holder = alternatives.find((s) => s.items !== undefined);
      next = holder ? schemaAt(contract, holder.items) : undefined;
      required &&= typeof holder?.minItems === "number" && holder.minItems >= 1;
    } else {
      const holder = alternatives.find((s) => isObject(s.properties) && token in s.properties);
      next = holder ? schemaAt(contract, (holder.properties as Record<string, unknown>)[token]) : undefined;
      required &&= alternatives.some((s) => Array.isArray(s.required) && s.required.includes(token));
    }
    current = next;
  }
  return current ? { schema: current, required } : undefined;
};

/** Whether a request must carry this location (a required parameter, or required all the way down the body). */
export const isRequired = (contract: OpenApiDocument, op: ContractOperation, location: IdLocation): boolean => {
  if (location.in === "body")
    return op.bodyRequired && (bodySchemaAt(contract, op.bodySchema, location.pointer ?? "")?.required ?? false);
  return op.parameters.some((p) => p.in === location.in && p.name === location.name && p.required === true);
};

/** Set a value at a body pointer, `*` meaning index 0; objects and arrays are made on the way. */
export const setAtPointer = (body: unknown, pointer: string, value: unknown): unknown => {
  const root = structuredClone(body ?? {}) as Record<string, unknown>;
  let node: Record<string, unknown> | unknown[] = root;
  const path = tokens(pointer).map((t) => (t === "*" ? "0" : t));
  path.forEach((token, index) => {
    const container = node as Record<string, unknown>;
    if (index === path.length - 1) {
      container[token] = value;
      return;
    }
    const nextIsIndex = path[index + 1] === "0";
    container[token] ??= nextIsIndex ? [] : {};
    node = container[token] as Record<string, unknown>;
  });
  return root;
};

const LOCATIONS = new Set(["path", "query", "header", "body"]);

/** What is wrong with one annotation entry, if anything. */
const entryProblems = (
  contract: OpenApiDocument,
  op: ContractOperation,
  entry: unknown,
  extension: "x-owned-ids" | "x-not-owned-ids",
): string[] => {
  const at = `${op.operationId} ${extension}`;
  if (!isObject(entry)) return [`${at}: an entry is not an object`];
  const problems: string[] = [];
  const location = entry as IdLocation;
  if (!LOCATIONS.has(String(entry.in))) problems.push(`${at}: \`in\` must be path, query, header or body`);
  if (location.in === "body") {
    if (typeof entry.pointer !== "string" || !entry.pointer.startsWith("/"))
      problems.push(`${at}: a body entry needs a JSON \`pointer\``);
    else if (!bodySchemaAt(contract, op.bodySchema, entry.pointer))
      problems.push(`${at}: the request body has nothing at ${entry.pointer}`);
  } else if (typeof entry.name !== "string") {
    problems.push(`${at}: a ${String(entry.in)} entry needs a \`name\``);
  } else if (!op.parameters.some((p) => p.in === entry.in && p.name === entry.name)) {
    problems.push(`${at}: the operation has no ${String(entry.in)} parameter ${entry.name}`);
  }
  if (extension === "x-owned-ids") {
    if (typeof entry.kind !== "string" || !/^[a-z][a-z-]*$/.test(entry.kind))
      problems.push(`${at} ${where(location)}: needs a \`kind\` (lowercase words joined by hyphens)`);
    if (entry.perItem !== undefined && typeof entry.perItem !== "boolean")
      problems.push(`${at} ${where(location)}: \`perItem\` must be a boolean`);
  } else if (typeof entry.reason !== "string" || entry.reason.trim().length < 10) {
    problems.push(`${at} ${where(location)}: needs a \`reason\` saying why the id need not be the caller's`);
  }
  return problems;
};

/** Every malformed annotation: wrong shapes, locations the operation does not have, contradictions. */
export const annotationProblems = (contract: OpenApiDocument, operations: ContractOperation[]): string[] => {
  const problems: string[] = [];
  for (const op of operations) {
    for (const [extension, raw] of [
      ["x-owned-ids", op.rawOwned],
      ["x-not-owned-ids", op.rawNotOwned],
    ] as const) {
      if (raw === undefined) continue;
      if (!Array.isArray(raw)) {
        problems.push(`${op.operationId} ${extension}: must be a list`);
        continue;
      }
      if (!op.bearer && raw.length > 0)
        problems.push(`${op.operationId} ${extension}: the operation takes no bearer token, so it has no caller`);
      for (const entry of raw) problems.push(...entryProblems(contract, op, entry, extension));
    }
    const all = [...op.owned, ...op.notOwned].map(where);
    for (const duplicate of all.filter((w, i) => all.indexOf(w) !== i))
      problems.push(`${op.operationId}: ${duplicate} is annotated twice`);
  }
  return problems;
};

/** Ids a bearer operation takes that neither annotation accounts for. */
export const unannotatedIds = (contract: OpenApiDocument, operations: ContractOperation[]): string[] =>
  operations
    .filter((op) => op.bearer)
    .flatMap((op) =>
      idLocations(contract, op)
        .filter((location) => ![...op.owned, ...op.notOwned].some((entry) => sameLocation(entry, location)))
        .map((location) => `${op.method} ${op.path} (${op.operationId}): ${where(location)}`),
    );
