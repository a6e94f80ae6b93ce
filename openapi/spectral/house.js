// The house style's checks that Spectral's core functions cannot express, for the `trustplane-*` rules
// of ../.spectral.yaml. Each is given the bundled document's `paths` object (refs resolved) and answers
// Spectral's results: `{ message, path }`, the path into the document.

const METHODS = ["get", "put", "post", "delete", "patch"];

const operations = (paths) => {
  const found = [];
  for (const [template, item] of Object.entries(paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (op && typeof op === "object") found.push({ template, method, op, item });
    }
  }
  return found;
};

const parameters = (item, op) => [...(item.parameters ?? []), ...(op.parameters ?? [])];

/** The JSON schema of the operation's 200 or 201 answer, with an `allOf`'s properties merged. */
const successProperties = (op) => {
  const response = op.responses?.["200"] ?? op.responses?.["201"];
  const schema = response?.content?.["application/json"]?.schema;
  if (!schema) return undefined;
  const merged = { ...(schema.properties ?? {}) };
  for (const part of schema.allOf ?? []) Object.assign(merged, part.properties ?? {});
  return merged;
};

/**
 * A list answers `{items, total, nextCursor}` and takes `limit` and `cursor` (a list the spec pages by
 * offset keeps `offset` beside them). A bounded list that is not paged says why in `x-unpaginated`.
 */
export const pagedLists = (paths) => {
  const results = [];
  for (const { template, method, op, item } of operations(paths)) {
    if (method !== "get") continue;
    const properties = successProperties(op);
    if (properties?.items?.type !== "array") continue;
    const at = ["paths", template, method];
    const reason = op["x-unpaginated"];
    if (reason !== undefined) {
      if (typeof reason !== "string" || reason.trim().length < 10)
        results.push({
          message: "x-unpaginated must say, in a sentence, why the list is bounded",
          path: [...at, "x-unpaginated"],
        });
      continue;
    }
    const missing = ["total", "nextCursor"].filter((name) => !(name in properties));
    const names = new Set(
      parameters(item, op)
        .filter((p) => p.in === "query")
        .map((p) => p.name),
    );
    missing.push(...["limit", "cursor"].filter((name) => !names.has(name)).map((name) => `query parameter ${name}`));
    if (missing.length > 0)
      results.push({
        message: `A list answers {items, total, nextCursor} and takes limit and cursor (or says why not in x-unpaginated); missing: ${missing.join(", ")}`,
        path: at,
      });
  }
  return results;
};

/** DELETE answers 204 and nothing else of 2xx. */
export const deleteAnswers204 = (paths) =>
  operations(paths)
    .filter(({ method }) => method === "delete")
    .filter(({ op }) => {
      const success = Object.keys(op.responses ?? {}).filter((status) => /^2/.test(status));
      return success.length !== 1 || success[0] !== "204";
    })
    .map(({ template }) => ({
      message: "DELETE answers 204 with no body",
      path: ["paths", template, "delete", "responses"],
    }));

/**
 * A collection that can be created into (POST answering 201 on a path that also lists with GET) can be
 * read one by one: `GET <path>/{id}`, or the GET path the POST names in `x-read-by-id` (a resource
 * published elsewhere, such as a signing key under /api/signing/v2/keys/{keyId}).
 */
export const getById = (paths) => {
  const results = [];
  for (const [template, item] of Object.entries(paths ?? {})) {
    if (!item?.post?.responses?.["201"] || !item.get) continue;
    const elsewhere = item.post["x-read-by-id"];
    if (elsewhere !== undefined) {
      if (!paths[elsewhere]?.get || !/\{[A-Za-z]+\}$/.test(elsewhere))
        results.push({
          message: `x-read-by-id must name a path that ends in a parameter and has a GET, not ${elsewhere}`,
          path: ["paths", template, "post", "x-read-by-id"],
        });
      continue;
    }
    const byId = Object.entries(paths).some(
      ([other, otherItem]) =>
        otherItem?.get && other.startsWith(`${template}/{`) && /^\{[A-Za-z]+\}$/.test(other.slice(template.length + 1)),
    );
    if (!byId)
      results.push({
        message: `A created resource can be read by id: ${template} creates and lists, so GET ${template}/{id} is needed`,
        path: ["paths", template, "post"],
      });
  }
  return results;
};

/**
 * Every operation taking a bearer token declares its `x-scope`: `<tag>:read` for GET, `<tag>:write`
 * otherwise, or `session` (the server refuses to start otherwise too: src/http/contract/scope.ts).
 */
export const scopes = (paths, _options, context) => {
  const globalSecurity = context.document.data.security ?? [];
  const results = [];
  for (const { template, method, op } of operations(paths)) {
    const security = op.security ?? globalSecurity;
    const bearer = security.some((requirement) => "bearerAuth" in requirement);
    const declared = op["x-scope"];
    const at = ["paths", template, method];
    if (!bearer) {
      if (declared !== undefined)
        results.push({ message: "Only an operation that takes a bearer token has an x-scope", path: at });
      continue;
    }
    const expected = `${op.tags?.[0]}:${method === "get" ? "read" : "write"}`;
    if (declared !== expected && declared !== "session")
      results.push({ message: `x-scope must be ${expected} (or session), not ${declared}`, path: at });
  }
  return results;
};

/** Whether a schema's `code` is an enum: its own, one of its `allOf` parts', or every `oneOf` branch's. */
const narrowsCode = (schema) => {
  if (!schema || typeof schema !== "object") return false;
  const code = schema.properties?.code;
  if (Array.isArray(code?.enum) && code.enum.length > 0) return true;
  if ((schema.allOf ?? []).some(narrowsCode)) return true;
  const branches = schema.oneOf ?? schema.anyOf;
  return Array.isArray(branches) && branches.length > 0 && branches.every(narrowsCode);
};

/**
 * Whether a response is only a page for a browser (`text/html`, chosen by Accept: the page of a
 * contract document's link that was destroyed): it carries no problem, so it has no code to narrow.
 */
const pageOnly = (response) => {
  const types = Object.keys(response?.content ?? {});
  return types.length > 0 && types.every((type) => type === "text/html");
};

/**
 * An error of an operation that answers in OpenAI's shape (`x-error-format: openai`, the gateway's
 * OpenAI-compatible face): a JSON body with `error` (`OpenAIError`), and the problem codes it stands for
 * listed in `x-problem-codes`, as a problem's enum would list them.
 */
const openAIErrorListsCodes = (response) => {
  const schema = response?.content?.["application/json"]?.schema;
  const codes = response?.["x-problem-codes"];
  return (
    Array.isArray(codes) &&
    codes.length > 0 &&
    codes.every((code) => typeof code === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(code)) &&
    schema?.properties?.error?.properties?.code !== undefined &&
    Object.keys(response.content).length === 1
  );
};

/**
 * Every 4xx answer is a problem whose `code` is narrowed to the codes the operation answers with (a 4xx
 * that is only a page for a browser carries no problem; one of an `x-error-format: openai` operation is
 * OpenAI's error body listing its codes in `x-problem-codes`).
 */
export const problemCodes = (paths) => {
  const results = [];
  for (const { template, method, op } of operations(paths)) {
    const openAI = op["x-error-format"] === "openai";
    for (const [status, response] of Object.entries(op.responses ?? {})) {
      if (!/^4/.test(status) || pageOnly(response)) continue;
      if (openAI) {
        if (!openAIErrorListsCodes(response))
          results.push({
            message: `The ${status} answer of an x-error-format: openai operation is OpenAI's error body (application/json only) listing its codes in x-problem-codes`,
            path: ["paths", template, method, "responses", status],
          });
        continue;
      }
      const schema = response?.content?.["application/problem+json"]?.schema;
      if (!narrowsCode(schema))
        results.push({
          message: `The ${status} answer is a problem+json whose code is an enum of the codes it answers with`,
          path: ["paths", template, method, "responses", status],
        });
    }
  }
  return results;
};
