// Generates one client package's typed surface from the bundled contract (openapi/dist/openapi.json).
// Run from the package's folder (its `generate` script): it reads the OpenAPI tags the package covers
// from its package.json (`trustplane.tags`) and writes src/generated/schema.ts (openapi-typescript:
// paths, operations, components, pruned to what those operations use) and src/generated/operations.ts
// (one descriptor per operation for the runtime in @trustplane/sdk-core, plus the typed method table).
// Output is deterministic so CI can regenerate and `git diff --exit-code` the result.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { resolveRef } from "@trustplane/openapi/refs";
import openapiTS, { astToString } from "openapi-typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
// Another contract can be given as the argument (the generator's own tests do).
const specFile = process.argv[2] ?? join(root, "openapi/dist/openapi.json");
const packageDir = process.cwd();
const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const tags = pkg.trustplane?.tags;
if (!Array.isArray(tags) || tags.length === 0) {
  throw new Error(`${pkg.name}: package.json needs "trustplane": { "tags": [...] } naming the OpenAPI tags it covers`);
}
const isCore = pkg.name === "@trustplane/sdk-core";

const HEADER =
  "// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.\n" +
  `// Regenerate with \`npm run generate -w ${pkg.name}\` (scripts/generate-clients.mjs).\n`;
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const spec = JSON.parse(readFileSync(specFile, "utf8"));

/** Follows a local `#/components/...` reference (the bundle has no others): the contract package's resolver. */
const resolve = (node) => resolveRef(spec, node);

const camel = (name) => name.replace(/[-_. ]+([a-zA-Z0-9])/g, (_, c) => c.toUpperCase());

/** The operations of this package's tags, in contract order, with what the runtime needs to know. */
const selected = [];
const skipped = [];
for (const [path, rawItem] of Object.entries(spec.paths ?? {})) {
  const item = resolve(rawItem);
  for (const method of METHODS) {
    const op = item[method];
    if (!op) continue;
    const tag = op.tags?.[0];
    if (!tags.includes(tag)) continue;
    if (!op.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
    // Operators' endpoints (the metrics scrape) are in the contract, not in the client packages.
    if (op["x-sdk-exclude"] === true) {
      skipped.push(`${op.operationId} (${method.toUpperCase()} ${path}: x-sdk-exclude)`);
      continue;
    }
    const responses = Object.keys(op.responses ?? {});
    // Redirect-only operations (an identity provider's start page) are for browsers, not for a client.
    if (!responses.some((status) => /^2\d\d$/.test(status))) {
      skipped.push(`${op.operationId} (${method.toUpperCase()} ${path}: no 2xx response)`);
      continue;
    }
    const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve);
    selected.push({ tag, path, method, op, parameters });
  }
}

const describe = ({ path, method, op, parameters }) => {
  const where = `${op.operationId} (${method.toUpperCase()} ${path})`;
  const query = parameters.filter((p) => p.in === "query");
  const pathParams = parameters.filter((p) => p.in === "path").map((p) => p.name);
  for (const name of [...pathParams, ...query.map((p) => p.name)]) {
    if (name === "body") throw new Error(`${where}: a parameter named "body" collides with the request body`);
  }
  const clash = pathParams.find((name) => query.some((p) => p.name === name));
  if (clash) throw new Error(`${where}: "${clash}" is both a path and a query parameter`);

  const descriptor = { method: method.toUpperCase(), path };

  // Money-moving POSTs declare the Idempotency-Key header: the runtime sends one on every such call.
  if (parameters.some((p) => p.in === "header" && p.name.toLowerCase() === "idempotency-key")) {
    descriptor.idempotent = true;
  }

  // Comma-separated arrays (`style: form, explode: false`) or repeated keys (OpenAPI's default).
  const arrays = query.filter((p) => resolve(p.schema ?? {}).type === "array");
  const comma = arrays.filter((p) => p.explode === false);
  if (comma.length > 0 && comma.length < arrays.length) {
    throw new Error(`${where}: mixes comma-separated and repeated array query parameters`);
  }
  if (comma.length > 0) descriptor.commaArrays = true;

  // Cursor pages: `cursor` + `limit` in the query and a `{items, total, nextCursor}` JSON answer.
  const names = new Set(query.map((p) => p.name));
  if (names.has("cursor") && names.has("limit")) {
    const ok = resolve(op.responses["200"] ?? {});
    const schema = resolve(ok.content?.["application/json"]?.schema ?? {});
    const props = schema.properties ?? {};
    if (props.items && props.nextCursor && props.total) descriptor.paginated = true;
  }

  const body = op.requestBody && resolve(op.requestBody);
  if (body) {
    const types = Object.keys(body.content ?? {});
    if (!types.includes("application/json")) {
      if (types.length !== 1) throw new Error(`${where}: request body must have exactly one content type`);
      descriptor.contentType = types[0];
    }
  }
  return descriptor;
};

/** The contract pruned to the selected operations and every component they reach. */
const subset = () => {
  const paths = {};
  for (const { path, method, op } of selected) {
    const item = resolve(spec.paths[path]);
    paths[path] ??= item.parameters ? { parameters: item.parameters } : {};
    paths[path][method] = op;
  }
  const reached = new Set();
  const queue = [paths];
  while (queue.length > 0) {
    const node = queue.pop();
    if (Array.isArray(node)) queue.push(...node);
    else if (node && typeof node === "object") {
      if (typeof node.$ref === "string" && !reached.has(node.$ref)) {
        reached.add(node.$ref);
        queue.push(resolve({ $ref: node.$ref }));
      }
      for (const value of Object.values(node)) if (typeof value === "object") queue.push(value);
    }
  }
  const components = {};
  for (const [kind, entries] of Object.entries(spec.components ?? {})) {
    for (const [name, value] of Object.entries(entries)) {
      const keep = kind === "securitySchemes" || reached.has(`#/components/${kind}/${name}`);
      if (!keep) continue;
      components[kind] ??= {};
      components[kind][name] = value;
    }
  }
  const usedTags = (spec.tags ?? []).filter((t) => selected.some((s) => s.tag === t.name));
  return { openapi: spec.openapi, info: spec.info, tags: usedTags, paths, components };
};

const jsdoc = (text, indent) => {
  if (!text) return "";
  const lines = text.trim().replaceAll("*/", "*\\/").split("\n");
  return lines.length === 1
    ? `${indent}/** ${lines[0]} */\n`
    : `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join("\n")}\n${indent} */\n`;
};

/** `{ method: "GET", path: "/x" }`: a descriptor as a TypeScript object literal. */
const literal = (descriptor) =>
  `{ ${Object.entries(descriptor)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(", ")} }`;

const operationsModule = () => {
  const byTag = new Map();
  for (const entry of selected) {
    const ns = camel(entry.tag);
    if (!byTag.has(ns)) byTag.set(ns, []);
    byTag.get(ns).push(entry);
  }
  const runtime = isCore ? "../operation-types.js" : "@trustplane/sdk-core";
  let out = HEADER;
  if (skipped.length > 0) out += `// Left out: ${skipped.join("; ")}.\n`;
  if (selected.length === 0) out += `// The contract has no operation tagged ${tags.join(", ")} yet.\n`;
  const kinds = new Set(selected.map((entry) => (describe(entry).paginated ? "PaginatedMethod" : "Method")));
  const used = ["OperationTable", ...kinds].sort();
  out += `import type { ${used.join(", ")} } from "${runtime}";\n`;
  if (selected.length > 0) out += `import type { operations as Operations } from "./schema.js";\n`;
  out += "\n";
  out += "/** How to call each operation, grouped by OpenAPI tag. */\n";
  out += "export const operations = {\n";
  for (const [ns, entries] of byTag) {
    out += `  ${ns}: {\n`;
    for (const entry of entries) out += `    ${entry.op.operationId}: ${literal(describe(entry))},\n`;
    out += "  },\n";
  }
  out += "} as const satisfies OperationTable;\n\n";
  out += "/** The typed methods of each tag's operations. */\n";
  out += "export interface Api {\n";
  for (const [ns, entries] of byTag) {
    const tagDoc = spec.tags?.find((t) => camel(t.name) === ns)?.description;
    out += jsdoc(tagDoc, "  ");
    out += `  ${ns}: {\n`;
    for (const entry of entries) {
      const { op, method, path } = entry;
      const doc = [op.summary, op.description?.trim(), `\`${method.toUpperCase()} ${path}\``]
        .filter(Boolean)
        .join("\n\n");
      out += jsdoc(doc, "    ");
      const kind = describe(entry).paginated ? "PaginatedMethod" : "Method";
      out += `    ${op.operationId}: ${kind}<Operations["${op.operationId}"]>;\n`;
    }
    out += "  };\n";
  }
  out += "}\n";
  return out;
};

const schemaModule = async () => {
  const ast = await openapiTS(subset(), { silent: true, alphabetize: false });
  return `${HEADER}\n${astToString(ast)}`;
};

const outDir = join(packageDir, "src/generated");
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "schema.ts"), await schemaModule());
writeFileSync(join(outDir, "operations.ts"), operationsModule());
const found = [...new Set(selected.map((s) => s.tag))];
const missing = tags.filter((t) => !found.includes(t));
console.log(
  `${pkg.name}: ${selected.length} operations from tags ${found.join(", ") || "(none)"} → ${relative(root, outDir)}` +
    (missing.length ? ` (not in the contract yet: ${missing.join(", ")})` : ""),
);
