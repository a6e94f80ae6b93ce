// The client packages' method names, derived from the contract: `client.ledger.transfers.create(…)` for
// `POST /api/ledger/transfer` (createLedgerTransfer). One implementation that scripts/generate-clients.mjs
// and anything else that shows a client call (the docs page's code samples) import
// (`import { clientMethods, sdkMethodName } from "@trustplane/openapi/sdk-names"`). Plain ESM with types
// beside it (sdk-names.d.ts). The rules, in CONTRIBUTING.md ("Client method names"):
//
// 1. The namespace is the operation's first tag, camelCased: `client.ledger`, `client.hub`.
// 2. The resources are the path's static segments after dropping: `api`; the module segment that follows
//    it (`/api/<module>/…`) when more segments follow; segments starting with `.` (`.well-known`);
//    version segments (`v2`); `me` (the caller) unless it is the last segment; a file extension
//    (`accounts.csv` → `accounts`); a first segment equal to the namespace (`/api/ecosystem/earnings` in
//    the `earnings` tag). Each is camelCased (`registry-stats` → `registryStats`). Path parameters are
//    the method's positional arguments, in path order.
// 3. The method is the verb:
//    - an action segment, when the path names one: the first remaining static segment whose first word
//      starts the operationId (`/api/ledger/accounts/lookup`, lookupLedgerAccount → `accounts.lookup`).
//      It and the segments after it make the method name (`sign/batch` → `signBatch`), cased as in the
//      operationId (`topup` in topUpLedgerAccount → `topUp`); the segments before it are the resources;
//    - otherwise the operationId's first word, with `get` read as `retrieve` (stripe-node's and
//      openai-node's word): `listLedgerOperations` → `list`, `getRightsObject` → `retrieve`,
//      `rotateMySigningKey` → `rotate`.
// 4. An operation's `x-sdk` extension replaces what the rules got wrong:
//    `x-sdk: { resource: [transfers], method: create }` (either key alone; `resource: []` puts the
//    method on the namespace itself).
// 5. Names are unique per client: two operations with one name, or a name that is both a method and a
//    resource holding other methods, is an error naming both operations (fix it with `x-sdk`).
import { resolveRef } from "./refs.mjs";

export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** A name as it appears in `client.a.b.c()`: a plain camelCase identifier. */
export const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;

/**
 * Names no resource or method may take: a resource object's inherited members (shadowing them breaks
 * the object), `then` (it would make a resource awaitable), and the members every method has.
 */
export const RESERVED_NAMES = new Set([
  "then",
  "constructor",
  "prototype",
  "__proto__",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toString",
  "toLocaleString",
  "valueOf",
  "withResponse",
  "isError",
]);

/** Verbs of operationIds that read otherwise as a client method. */
const VERBS = { get: "retrieve" };

const isParameter = (segment) => /^\{[^}]+\}$/.test(segment);
const words = (text) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const capital = (word) => word.charAt(0).toUpperCase() + word.slice(1);
/** `registry-stats` → `registryStats`, `OAuth` → `oAuth` (the first letter is lowercased). */
export const camel = (text) =>
  words(text)
    .map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : capital(word)))
    .join("");

/** `{ namespace, resource, method }` → `ledger.transfers.create`. */
export const joinName = ({ namespace, resource, method }) => [namespace, ...resource, method].join(".");

const checkName = (name, what, where) => {
  if (typeof name !== "string" || !IDENTIFIER.test(name)) {
    throw new Error(`${where}: ${what} ${JSON.stringify(name)} is not a camelCase identifier (e.g. "transfers")`);
  }
  if (RESERVED_NAMES.has(name)) throw new Error(`${where}: ${what} "${name}" is reserved in the client`);
};

/** Checks an operation's `x-sdk` value; returns it, or undefined when absent. */
export const readSdkExtension = (value, where) => {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`${where}: x-sdk must be an object with \`resource\` and/or \`method\``);
  }
  const unknown = Object.keys(value).filter((key) => key !== "resource" && key !== "method");
  if (unknown.length > 0) throw new Error(`${where}: x-sdk has unknown keys ${unknown.join(", ")}`);
  if (value.resource === undefined && value.method === undefined) {
    throw new Error(`${where}: x-sdk names neither \`resource\` nor \`method\``);
  }
  if (value.resource !== undefined) {
    if (!Array.isArray(value.resource)) throw new Error(`${where}: x-sdk resource must be a list of names`);
    for (const name of value.resource) checkName(name, "x-sdk resource", where);
  }
  if (value.method !== undefined) checkName(value.method, "x-sdk method", where);
  return value;
};

/**
 * The client method of one operation: `{ namespace, resource, method, name, pathParams }`, e.g.
 * `{ namespace: "rights", resource: ["objects"], method: "retrieve", name: "rights.objects.retrieve",
 * pathParams: ["id"] }`. Throws when the operation's names cannot make one (no verb, a bad `x-sdk`).
 */
export const sdkMethodName = ({ tag, path, method, operationId, extension }) => {
  const where = `${operationId} (${method.toUpperCase()} ${path})`;
  if (typeof tag !== "string" || tag === "") throw new Error(`${where}: has no tag`);
  const namespace = camel(tag);
  checkName(namespace, "tag", where);
  const sdk = readSdkExtension(extension, where);

  const all = path.split("/").filter(Boolean);
  const pathParams = all.filter(isParameter).map((segment) => segment.slice(1, -1));
  let segments = all;
  if (segments[0] === "api") {
    segments = segments.slice(1);
    // `/api/<module>/…`: the module segment says what the tag already says.
    if (segments.length > 1 && !isParameter(segments[0])) segments = segments.slice(1);
  }
  let statics = segments.filter((s) => !isParameter(s) && !s.startsWith(".") && !/^v\d+$/.test(s));
  statics = statics.filter((s, i) => !(s === "me" && i < statics.length - 1));
  statics = statics.map((s, i) => (i === statics.length - 1 ? s.replace(/(.)\.[A-Za-z0-9]+$/, "$1") : s));
  if (statics.length > 0 && camel(statics[0]) === namespace) statics = statics.slice(1);

  let resource;
  let verb;
  const id = operationId.toLowerCase();
  // Only an operationId that starts with a verb (lowercase) can name an action.
  const action = !/^[a-z]/.test(operationId)
    ? -1
    : statics.findIndex((s) => {
        const first = words(s)[0]?.toLowerCase();
        return first !== undefined && first.length > 1 && id.startsWith(first);
      });
  if (action >= 0) {
    resource = statics.slice(0, action).map(camel);
    const [first, ...rest] = statics.slice(action).flatMap(words);
    verb = operationId.slice(0, first.length) + rest.map(capital).join("");
  } else {
    resource = statics.map(camel);
    const first = /^[a-z]+/.exec(operationId)?.[0];
    if (sdk?.method === undefined && first === undefined) {
      throw new Error(`${where}: the operationId does not start with a verb; name the method with x-sdk`);
    }
    verb = first === undefined ? undefined : (VERBS[first] ?? first);
  }
  const name = {
    namespace,
    resource: sdk?.resource ?? resource,
    method: sdk?.method ?? verb,
    pathParams,
  };
  for (const part of name.resource) checkName(part, "resource", `${where} (derived)`);
  checkName(name.method, "method", `${where} (derived)`);
  return { ...name, name: joinName(name) };
};

const describeOperation = ({ operationId, method, path }) => `${operationId} (${method.toUpperCase()} ${path})`;

/**
 * The operations a client package has, in contract order, each with its method name: those whose first
 * tag is one of `tags` (every tag when absent), except operators' endpoints (`x-sdk-exclude: true`) and
 * operations without a 2xx answer (an identity provider's redirect). `skipped` says what was left out
 * and why. Throws when two of them would share a name (see the rules above).
 */
export const clientMethods = (spec, { tags, reservedNamespaces = [] } = {}) => {
  const resolve = (node) => resolveRef(spec, node);
  const operations = [];
  const skipped = [];
  for (const [path, rawItem] of Object.entries(spec.paths ?? {})) {
    const item = resolve(rawItem);
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0];
      if (tags !== undefined && !tags.includes(tag)) continue;
      const operationId = operation.operationId;
      if (!operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const entry = { tag, path, method, operationId, operation };
      if (operation["x-sdk-exclude"] === true) {
        skipped.push({ ...entry, reason: "x-sdk-exclude" });
        continue;
      }
      if (!Object.keys(operation.responses ?? {}).some((status) => /^2\d\d$/.test(status))) {
        skipped.push({ ...entry, reason: "no 2xx response" });
        continue;
      }
      const sdk = sdkMethodName({ tag, path, method, operationId, extension: operation["x-sdk"] });
      if (reservedNamespaces.includes(sdk.namespace)) {
        throw new Error(`${describeOperation(entry)}: the namespace "${sdk.namespace}" is taken by the client itself`);
      }
      operations.push({ ...entry, sdk });
    }
  }
  assertUnique(operations);
  return { operations, skipped };
};

/** Throws when two operations share a method name, or one's method is another's resource. */
export const assertUnique = (operations) => {
  const byName = new Map();
  for (const entry of operations) {
    const other = byName.get(entry.sdk.name);
    if (other) {
      throw new Error(
        `Two operations would be client.${entry.sdk.name}(): ${describeOperation(other)} and ` +
          `${describeOperation(entry)}. Give one of them another name with x-sdk (CONTRIBUTING.md).`,
      );
    }
    byName.set(entry.sdk.name, entry);
  }
  for (const entry of operations) {
    const parts = entry.sdk.name.split(".");
    for (let n = 2; n < parts.length; n++) {
      const other = byName.get(parts.slice(0, n).join("."));
      if (other) {
        throw new Error(
          `client.${other.sdk.name} would be both the method of ${describeOperation(other)} and a resource ` +
            `holding client.${entry.sdk.name}() of ${describeOperation(entry)}. Rename one with x-sdk (CONTRIBUTING.md).`,
        );
      }
    }
  }
};
