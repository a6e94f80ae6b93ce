// Generates one client package's typed surface from the bundled contract (openapi/dist/openapi.json).
// Run from the package's folder (its `generate` script): it reads the OpenAPI tags the package covers
// from its package.json (`trustplane.tags`) and writes src/generated/schema.ts (openapi-typescript:
// paths, operations, components, pruned to what those operations use) and src/generated/operations.ts
// (one descriptor per client method for the runtime in @trustplane/sdk-core, and the typed `Api`), and
// the table of methods in the package's README.md, between its two markers.
// Method names come from @trustplane/openapi/sdk-names (the rules are there and in CONTRIBUTING.md), so
// no method is written by hand; a name two operations would share stops the generation.
// Output is deterministic so CI can regenerate and `git diff --exit-code` the result.
//
// Usage: node generate-clients.mjs [contract.json] [--tags a,b] [--out dir] [--runtime module]
//   contract.json  another contract than openapi/dist/openapi.json (the generator's tests, fixtures)
//   --tags         the tags to cover instead of package.json's `trustplane.tags`
//   --out          the output folder instead of src/generated
//   --runtime      where operations.ts imports the runtime types from (default @trustplane/sdk-core)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { resolveRef } from "@trustplane/openapi/refs";
import { camel, clientMethods } from "@trustplane/openapi/sdk-names";
import openapiTS, { astToString } from "openapi-typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { tags: { type: "string" }, out: { type: "string" }, runtime: { type: "string" } },
});
const specFile = positionals[0] ?? join(root, "openapi/dist/openapi.json");
const packageDir = process.cwd();
const pkg = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
const tags = flags.tags?.split(",") ?? pkg.trustplane?.tags;
if (!Array.isArray(tags) || tags.length === 0) {
  throw new Error(`${pkg.name}: package.json needs "trustplane": { "tags": [...] } naming the OpenAPI tags it covers`);
}
const isCore = pkg.name === "@trustplane/sdk-core";
const runtime = flags.runtime ?? (isCore ? "../operation-types.js" : "@trustplane/sdk-core");
const outDir = resolvePath(packageDir, flags.out ?? "src/generated");
const specLabel = positionals[0] ? relative(packageDir, resolvePath(specFile)) : "openapi/dist/openapi.json";

const HEADER =
  `// Generated from the OpenAPI contract (${specLabel}) — do not edit.\n` +
  `// Regenerate with \`npm run generate -w ${pkg.name}\` (scripts/generate-clients.mjs).\n`;

const spec = JSON.parse(readFileSync(specFile, "utf8"));

/** Follows a local `#/components/...` reference (the bundle has no others): the contract package's resolver. */
const resolve = (node) => resolveRef(spec, node);

// Every client has `auth` (the accounts methods of @trustplane/sdk-core) and `setToken` at its root.
const { operations: selected, skipped } = clientMethods(spec, {
  tags,
  reservedNamespaces: isCore ? ["setToken"] : ["auth", "setToken"],
});
for (const entry of selected) {
  const item = resolve(spec.paths[entry.path]);
  entry.parameters = [...(item.parameters ?? []), ...(entry.operation.parameters ?? [])].map(resolve);
}

/** The media types of an operation's success answers. */
const successTypes = (op) =>
  Object.entries(op.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([, raw]) => Object.keys(resolve(raw).content ?? {}));

/** A method name's suffix for a representation: `text/csv` → `Csv`, `text/markdown` → `Markdown`. */
const suffixOf = (mediaType) => {
  const subtype = mediaType
    .split("/")[1]
    .replace(/[^a-z0-9]+/gi, " ")
    .trim();
  return subtype
    .split(" ")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join("");
};

/**
 * An operation answering JSON or, by its `format` query parameter, another representation: the method
 * answers JSON only, and each other representation gets a text twin (`list` → `listCsv`, `listMarkdown`)
 * that sends its `format` itself. Each `format` value names a success media type by its subtype.
 */
for (const entry of [...selected]) {
  const format = entry.parameters.find((p) => p.in === "query" && p.name === "format");
  const types = successTypes(entry.operation);
  if (!format || !types.includes("application/json") || types.length < 2) continue;
  const values = resolve(format.schema ?? {}).enum ?? [];
  /** The media type a `format` value asks for: its subtype by name (`csv` → `text/csv`; `md` → `text/markdown`). */
  const typeOf = (value) =>
    types.find((type) => [value, value === "md" ? "markdown" : value].includes(type.split("/")[1]));
  const others = values.filter((value) => value !== "json");
  if (
    !values.includes("json") ||
    others.some((value) => typeOf(value) === undefined) ||
    others.length !== types.length - 1
  ) {
    throw new Error(
      `${entry.operationId}: its format values (${values.join(", ")}) must name its media types (${types.join(", ")}), json among them`,
    );
  }
  entry.jsonOnly = { format: "json" };
  others.forEach((value, i) => {
    const method = `${entry.sdk.method}${suffixOf(typeOf(value))}`;
    const name = `${entry.sdk.name.slice(0, -entry.sdk.method.length)}${method}`;
    if (selected.some((other) => other.sdk.name === name))
      throw new Error(`${entry.operationId}: ${name} exists already`);
    selected.splice(selected.indexOf(entry) + 1 + i, 0, {
      ...entry,
      jsonOnly: undefined,
      twin: { format: value },
      sdk: { ...entry.sdk, method, name },
    });
  });
}

/** An operation that answers JSON, or with `stream: true` in its body an event stream. */
const isStreaming = (entry) =>
  successTypes(entry.operation).includes("text/event-stream") &&
  successTypes(entry.operation).includes("application/json") &&
  entry.operation.requestBody !== undefined &&
  propertyNames(resolve(entry.operation.requestBody).content?.["application/json"]?.schema).has("stream");

/** Whether a schema describes a JSON object (its fields can be the params object). */
const isObjectSchema = (raw) => {
  const schema = resolve(raw ?? {});
  if (schema.type === "object" || schema.properties) return true;
  if (schema.allOf) return schema.allOf.some(isObjectSchema);
  const branches = schema.oneOf ?? schema.anyOf;
  return Array.isArray(branches) && branches.length > 0 && branches.every(isObjectSchema);
};

/** The property names a body schema declares (through allOf, oneOf and anyOf too). */
const propertyNames = (raw, names = new Set()) => {
  const schema = resolve(raw ?? {});
  for (const name of Object.keys(schema.properties ?? {})) names.add(name);
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) {
    propertyNames(part, names);
  }
  return names;
};

/** What the runtime needs for one operation, and where its params object goes. */
const describe = ({ path, method, operation: op, operationId, parameters, twin }) => {
  const where = `${operationId} (${method.toUpperCase()} ${path})`;
  const query = parameters.filter((p) => p.in === "query");
  const descriptor = { method: method.toUpperCase(), path };

  const body = op.requestBody && resolve(op.requestBody);
  if (body) {
    const types = Object.keys(body.content ?? {});
    const json = body.content?.["application/json"];
    if (!json) {
      if (types.length !== 1) throw new Error(`${where}: request body must have exactly one content type`);
      descriptor.params = "raw";
      descriptor.contentType = types[0];
    } else {
      descriptor.params = isObjectSchema(json.schema) ? "body" : "raw";
    }
    if (query.length > 0) {
      if (descriptor.params === "raw") {
        throw new Error(
          `${where}: a body that is not a JSON object cannot share the params object with query parameters`,
        );
      }
      const fields = propertyNames(json.schema);
      const clash = query.find((p) => fields.has(p.name));
      if (clash) throw new Error(`${where}: "${clash.name}" is both a query parameter and a body field`);
      descriptor.query = query.map((p) => p.name);
    }
  } else if (query.length === 0) {
    descriptor.params = "none";
  }

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
  // A text twin asks for its representation itself, and answers it whole.
  if (twin) {
    descriptor.fixedQuery = twin;
    delete descriptor.paginated;
  }
  return descriptor;
};

/**
 * The problem codes one schema allows in `code`: a list, or undefined for "any string". `allOf` narrows
 * (`[Problem, { properties: { code: { enum } } }]`), `oneOf`/`anyOf` widen.
 */
const codeEnum = (raw) => {
  const schema = resolve(raw ?? {});
  const own = schema.properties?.code && resolve(schema.properties.code);
  let codes = own?.enum ?? (own?.const !== undefined ? [own.const] : undefined);
  for (const part of schema.allOf ?? []) {
    const narrowed = codeEnum(part);
    if (narrowed) codes = codes ? codes.filter((c) => narrowed.includes(c)) : narrowed;
  }
  const branches = schema.oneOf ?? schema.anyOf;
  if (!codes && Array.isArray(branches) && branches.length > 0) {
    const each = branches.map(codeEnum);
    if (each.every(Boolean)) codes = each.flat();
  }
  return codes?.filter((c) => typeof c === "string");
};

/**
 * The union of problem codes an operation's error answers document, as a TypeScript type: the listed
 * codes, plus `(string & {})` (any other string, the listed ones still offered by editors) when one of
 * its error answers lists none; `string` when none lists any. An error answer that is only a page for a
 * browser (`text/html`, chosen by `Accept`: a destroyed contract link's 410) is never a client's.
 */
const codesType = (op) => {
  const codes = [];
  let open = false;
  for (const [status, raw] of Object.entries(op.responses ?? {})) {
    if (!/^[45]\d\d$|^[45]XX$|^default$/.test(status)) continue;
    const response = resolve(raw);
    const types = Object.keys(response.content ?? {});
    if (types.length > 0 && types.every((type) => type === "text/html")) continue;
    const media = Object.entries(response.content ?? {}).filter(([type]) => /json/i.test(type));
    if (media.length === 0) open = true;
    for (const [, { schema }] of media) {
      const listed = codeEnum(schema);
      if (!listed) open = true;
      for (const code of listed ?? []) if (!codes.includes(code)) codes.push(code);
    }
  }
  if (codes.length === 0) return "string";
  const union = codes.map((c) => JSON.stringify(c));
  if (open) union.push("(string & {})");
  return union.join(" | ");
};

/** The contract pruned to the selected operations and every component they reach. */
const subset = () => {
  const paths = {};
  for (const { path, method, operation } of selected) {
    const item = resolve(spec.paths[path]);
    paths[path] ??= item.parameters ? { parameters: item.parameters } : {};
    paths[path][method] = operation;
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

/**
 * The full item schema of a list whose `fields` query parameter projects its items (`x-sdk-projection:
 * CatalogItem`): its method resolves to full items without `fields`, to the fields named with it.
 */
const projectionOf = (entry) => {
  const name = entry.operation["x-sdk-projection"];
  if (name === undefined || entry.twin) return undefined;
  if (!spec.components?.schemas?.[name] || !entry.parameters.some((p) => p.in === "query" && p.name === "fields"))
    throw new Error(`${entry.operationId}: x-sdk-projection names a schema and needs a fields query parameter`);
  return name;
};

/** Which method type a method has (sdk-core's operation-types.ts). */
const kindOf = (entry) =>
  entry.twin
    ? "TextMethod"
    : projectionOf(entry)
      ? "ProjectingMethod"
      : isStreaming(entry)
        ? "StreamingMethod"
        : describe(entry).paginated
          ? "PaginatedMethod"
          : "Method";

/** The method's type: `Method<Operations["getThing"], [id: PathParam<…, "id">], "none", "not-found">`. */
const methodType = (entry) => {
  const descriptor = describe(entry);
  const op = `Operations["${entry.operationId}"]`;
  const path = entry.sdk.pathParams.map((name) => `${camel(name)}: PathParam<${op}, "${name}">`).join(", ");
  const kind = kindOf(entry);
  const args = [op, `[${path}]`, `"${descriptor.params ?? "query"}"`, codesType(entry.operation)];
  if (entry.twin)
    args.push(
      Object.keys(entry.twin)
        .map((k) => JSON.stringify(k))
        .join(" | "),
    );
  else if (entry.jsonOnly || projectionOf(entry))
    args.push(
      `{ ${Object.entries(entry.jsonOnly ?? {})
        .map(([k, v]) => `${k}?: ${JSON.stringify(v)}`)
        .join("; ")} }`,
    );
  if (kind === "ProjectingMethod") args.push(`Components["schemas"]["${projectionOf(entry)}"]`);
  return `${kind}<${args.join(", ")}>`;
};

const operationsModule = () => {
  let out = HEADER;
  if (skipped.length > 0) {
    const left = skipped.map((s) => `${s.operationId} (${s.method.toUpperCase()} ${s.path}: ${s.reason})`);
    out += `// Left out: ${left.join("; ")}.\n`;
  }
  if (selected.length === 0) out += `// The contract has no operation tagged ${tags.join(", ")} yet.\n`;
  const kinds = new Set(selected.map(kindOf));
  if (selected.some((entry) => entry.sdk.pathParams.length > 0)) kinds.add("PathParam");
  const used = ["OperationTable", ...kinds].sort();
  out += `import type { ${used.join(", ")} } from "${runtime}";\n`;
  const schemaTypes = selected.some((entry) => kindOf(entry) === "ProjectingMethod")
    ? "components as Components, operations as Operations"
    : "operations as Operations";
  if (selected.length > 0) out += `import type { ${schemaTypes} } from "./schema.js";\n`;
  out += "\n";
  out += "/** How to call each operation, by client method. */\n";
  out += "export const operations = {\n";
  for (const entry of selected) out += `  "${entry.sdk.name}": ${literal(describe(entry))},\n`;
  out += "} as const satisfies OperationTable;\n\n";

  // The methods as a tree: namespace → resources → method.
  const tree = new Map();
  for (const entry of selected) {
    let node = tree;
    for (const part of [entry.sdk.namespace, ...entry.sdk.resource]) {
      if (!node.has(part)) node.set(part, new Map());
      node = node.get(part);
    }
    node.set(entry.sdk.method, entry);
  }
  const emit = (node, indent) => {
    let text = "";
    for (const [name, child] of node) {
      if (child instanceof Map) {
        if (indent === "  ") text += jsdoc(spec.tags?.find((t) => camel(t.name) === name)?.description, indent);
        text += `${indent}${name}: {\n${emit(child, `${indent}  `)}${indent}};\n`;
      } else {
        const { operation: op, method, path, operationId } = child;
        const scope = op["x-scope"];
        const access =
          scope === undefined
            ? undefined
            : scope === "session"
              ? "Needs a signed-in session: an API key may not call it."
              : `An API key needs the scope \`${scope}\`.`;
        const twins = selected.filter((other) => other.twin && other.operationId === operationId && other !== child);
        const representation = child.twin
          ? `Sends \`${Object.entries(child.twin)
              .map(([k, v]) => `${k}=${v}`)
              .join("&")}\` and resolves to the answer's text.`
          : twins.length > 0
            ? `Resolves to JSON; for the other representations: ${twins.map((t) => `\`${t.sdk.method}\``).join(", ")}.`
            : isStreaming(child)
              ? "Resolves to JSON; with `stream: true`, to the event stream's whole text once it has ended."
              : undefined;
        const doc = [
          op.summary,
          op.description?.trim(),
          representation,
          access,
          `\`${method.toUpperCase()} ${path}\` (${operationId})`,
        ]
          .filter(Boolean)
          .join("\n\n");
        text += jsdoc(doc, indent);
        text += `${indent}${name}: ${methodType(child)};\n`;
      }
    }
    return text;
  };
  out += "/** The typed methods: `client.<tag>.<resource>.<verb>(...pathParameters, params?, options?)`. */\n";
  out += `export interface Api {\n${emit(tree, "  ")}}\n`;
  return out;
};

/**
 * Whether a method's params object is required: a required body, or a required query parameter.
 * `params?` otherwise; nothing when the operation takes none.
 */
const paramsArgument = (entry) => {
  const descriptor = describe(entry);
  if (descriptor.params === "none") return [];
  const body = entry.operation.requestBody && resolve(entry.operation.requestBody);
  const required = body?.required === true || entry.parameters.some((p) => p.in === "query" && p.required);
  return [required ? "params" : "params?"];
};

/** The README's table of methods (between these markers, when its README has them): a row per method. */
const README_BEGIN = "<!-- methods: generated by `npm run generate` -->";
const README_END = "<!-- end of generated methods -->";

const methodTable = () =>
  [
    "| Method | Operation |",
    "| --- | --- |",
    ...selected.map((entry) => {
      const args = [...entry.sdk.pathParams.map(camel), ...paramsArgument(entry)].join(", ");
      return `| \`client.${entry.sdk.name}(${args})\` | \`${entry.method.toUpperCase()} ${entry.path}\` |`;
    }),
  ].join("\n");

/** The README with its generated table rewritten; unchanged when it has no markers. */
const readmeWithTable = (readme) => {
  const begin = readme.indexOf(`${README_BEGIN}\n`);
  if (begin < 0) return readme;
  const end = readme.indexOf(`\n${README_END}`, begin);
  if (end < 0) throw new Error(`${pkg.name}: README.md has "${README_BEGIN}" without "${README_END}"`);
  return `${readme.slice(0, begin + README_BEGIN.length + 1)}${methodTable()}${readme.slice(end)}`;
};

const schemaModule = async () => {
  const ast = await openapiTS(subset(), { silent: true, alphabetize: false });
  return `${HEADER}\n${astToString(ast)}`;
};

mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, "schema.ts"), await schemaModule());
writeFileSync(join(outDir, "operations.ts"), operationsModule());
// A client package's README shows its methods; another output folder (a test fixture) has no README.
const readmePath = join(packageDir, "README.md");
if (!flags.out && existsSync(readmePath)) {
  const readme = readFileSync(readmePath, "utf8");
  const updated = readmeWithTable(readme);
  if (updated !== readme) writeFileSync(readmePath, updated);
}
const found = [...new Set(selected.map((s) => s.tag))];
const missing = tags.filter((t) => !found.includes(t));
console.log(
  `${pkg.name}: ${selected.length} operations from tags ${found.join(", ") || "(none)"} → ${relative(root, outDir)}` +
    (missing.length ? ` (not in the contract yet: ${missing.join(", ")})` : ""),
);
