// Code samples for every operation, generated from the contract into the bundle as `x-codeSamples`
// (the docs page shows them under each operation): a curl command, and the same call through the client
// package that covers the operation's tag (or, for a partner webhook, signed with
// @trustplane/webhook-verifier). Examples come from the contract (lib/examples.mjs); the method names
// from the one derivation the client generator uses (lib/sdk-names.mjs). code-samples.test.mjs checks
// every sample's input against the contract and type-checks every client sample against the packages.
import { exampleFor } from "./examples.mjs";
import { resolveRef } from "./refs.mjs";
import { clientMethods } from "./sdk-names.mjs";

/** Where `npm start` serves by default: every sample runs against a local server as it is. */
export const SAMPLE_BASE_URL = "http://localhost:8080";

/** The environment variable holding each partner's webhook secret (README, "Partner webhooks"). */
const PARTNER_SECRETS = {
  rightsPartner: "RIGHTS_WEBHOOK_SECRET",
  registryPartner: "REGISTRY_WEBHOOK_SECRET",
  chessPartner: "CHESS_WEBHOOK_SECRET",
};

/** The acquirer's notifications (live mode) are signed like a partner's, in its own header's form. */
const ACQUIRER_SCHEME = "acquirerSignature";
const ACQUIRER_SECRET = "PAYMENTS_ACQUIRER_NOTIFICATION_SECRET";

const METHODS = ["get", "put", "post", "delete", "patch"];

/** Single-quoted for a POSIX shell. */
const shellQuote = (text) => `'${text.replaceAll("'", `'\\''`)}'`;

const parametersOf = (spec, pathItem, operation) => {
  const byKey = new Map();
  for (const p of [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])]) {
    const parameter = resolveRef(spec, p);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
};

const requestBodyOf = (spec, operation) => {
  if (!operation.requestBody) return undefined;
  const body = resolveRef(spec, operation.requestBody);
  const [mediaType, content] = Object.entries(body.content ?? {})[0] ?? [];
  return mediaType ? { mediaType, schema: content.schema ?? {}, required: body.required === true } : undefined;
};

/**
 * What a sample sends, from the contract's examples: path parameters, the query parameters that are
 * required (or have an example of their own), the body (required fields only).
 */
export const sampleInput = (spec, pathItem, operation) => {
  const parameters = parametersOf(spec, pathItem, operation);
  const pathParams = {};
  const query = {};
  for (const parameter of parameters) {
    if (parameter.in === "path") pathParams[parameter.name] = exampleFor(spec, parameter.schema);
    else if (parameter.in === "query" && (parameter.required || parameter.example !== undefined)) {
      query[parameter.name] = parameter.example ?? exampleFor(spec, parameter.schema);
    }
  }
  const body = requestBodyOf(spec, operation);
  return {
    pathParams,
    query,
    body: body ? { mediaType: body.mediaType, value: exampleFor(spec, body.schema) } : undefined,
    idempotent: parameters.some((p) => p.in === "header" && p.name === "Idempotency-Key"),
  };
};

const urlOf = (path, input) => {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(String(input.pathParams[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    search.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const query = search.toString();
  return `${SAMPLE_BASE_URL}${filled}${query ? `?${query}` : ""}`;
};

const schemesOf = (spec, operation) =>
  (operation.security ?? spec.security ?? []).flatMap((requirement) => Object.keys(requirement));

/** The curl command. */
export const curlSample = (spec, path, method, operation, input) => {
  const schemes = schemesOf(spec, operation);
  const partner = schemes.find((scheme) => scheme in PARTNER_SECRETS);
  const acquirer = schemes.includes(ACQUIRER_SCHEME);
  const signed = partner !== undefined || acquirer;
  const lines = [];
  const json = input.body?.mediaType === "application/json" ? JSON.stringify(input.body.value) : undefined;
  if (signed) {
    // A partner (or the acquirer) signs `<timestamp>.<body>` with its secret (HMAC-SHA256, hex).
    const secret = partner ? PARTNER_SECRETS[partner] : ACQUIRER_SECRET;
    lines.push(
      `body=${shellQuote(json ?? "")}`,
      "ts=$(date +%s)",
      `sig=$(printf '%s.%s' "$ts" "$body" | openssl dgst -sha256 -hmac "$${secret}" | sed 's/^.* //')`,
    );
  }
  const args = [`curl -X ${method.toUpperCase()} ${shellQuote(urlOf(path, input))}`];
  if (schemes.includes("bearerAuth")) args.push(`-H "Authorization: Bearer $TRUSTPLANE_TOKEN"`);
  else if (schemes.includes("metricsToken")) args.push(`-H "Authorization: Bearer $METRICS_TOKEN"`);
  else if (schemes.includes("merchantKey")) args.push(`-H "X-Merchant-Key: $TRUSTPLANE_MERCHANT_KEY"`);
  if (partner) args.push(`-H "X-Svc-Timestamp: $ts"`, `-H "X-Svc-Signature: $sig"`);
  if (acquirer) args.push(`-H "Acquirer-Signature: t=$ts,v1=$sig"`);
  if (input.idempotent) args.push(`-H "Idempotency-Key: $(openssl rand -hex 16)"`);
  if (input.body?.mediaType === "application/x-www-form-urlencoded") {
    for (const [name, value] of Object.entries(input.body.value ?? {})) {
      args.push(`--data-urlencode ${shellQuote(`${name}=${value}`)}`);
    }
  } else if (input.body) {
    args.push(`-H "Content-Type: ${input.body.mediaType}"`);
    args.push(signed ? `--data-raw "$body"` : `-d ${shellQuote(json ?? "")}`);
  }
  lines.push(args.join(" \\\n  "));
  return lines.join("\n");
};

/** A JavaScript literal for an example value (identifier keys unquoted, as people write them). */
const literal = (value, indent = "") => {
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    return `[${value.map((v) => literal(v, indent)).join(", ")}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const fields = entries.map(
      ([key, v]) => `${/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key) ? key : JSON.stringify(key)}: ${literal(v, inner)}`,
    );
    const oneLine = `{ ${fields.join(", ")} }`;
    return oneLine.length <= 80 && !oneLine.includes("\n")
      ? oneLine
      : `{\n${fields.map((f) => `${inner}${f}`).join(",\n")},\n${indent}}`;
  }
  return JSON.stringify(value);
};

/** The client package call: `const x = await client.ledger.transfers.create({ … });`. */
export const clientSample = (client, sdk, input, { bearer, merchantKey = false }) => {
  const args = sdk.pathParams.map((name) => literal(input.pathParams[name]));
  const params =
    input.body && input.body.value !== null && typeof input.body.value === "object" && !Array.isArray(input.body.value)
      ? { ...input.query, ...input.body.value }
      : input.body
        ? input.body.value
        : input.query;
  const hasParams = input.body !== undefined || Object.keys(input.query).length > 0;
  if (hasParams) args.push(literal(params));
  // A merchant's server call sends its secret key in its own header, never as the bearer token.
  if (merchantKey) args.push('{ headers: { "X-Merchant-Key": process.env.TRUSTPLANE_MERCHANT_KEY ?? "" } }');
  const token = bearer ? ", token: process.env.TRUSTPLANE_TOKEN" : "";
  return [
    `import { ${client.factory} } from "${client.package}";`,
    "",
    `const client = ${client.factory}({ baseUrl: "${SAMPLE_BASE_URL}"${token} });`,
    `const result = await client.${sdk.name}(${args.join(", ")});`,
    "console.log(result);",
  ].join("\n");
};

/** A partner webhook signed with the verifier library and sent with fetch. */
const partnerSample = (path, input, secretVariable) =>
  [
    'import { sign } from "@trustplane/webhook-verifier";',
    "",
    `const request = await sign({ secret: process.env.${secretVariable} ?? "", body: ${literal(input.body?.value ?? {})} });`,
    `const response = await fetch("${urlOf(path, input)}", { method: "POST", ...request });`,
    "console.log(response.status, await response.json());",
  ].join("\n");

/**
 * `clients`: the published client packages, `{ package, factory, tags }` each. Returns, per
 * operationId, its samples in the `x-codeSamples` form (`lang`, `label`, `source`).
 */
export const codeSamples = (spec, clients) => {
  const methodsByOperation = new Map();
  for (const client of clients) {
    const { operations } = clientMethods(spec, { tags: client.tags, reservedNamespaces: ["auth", "setToken"] });
    for (const entry of operations) methodsByOperation.set(entry.operationId, { client, sdk: entry.sdk });
  }
  // Accounts (`auth`) are in every client, through the shared runtime: shown with the first client.
  if (clients[0]) {
    for (const entry of clientMethods(spec, { tags: ["auth"] }).operations) {
      methodsByOperation.set(entry.operationId, { client: clients[0], sdk: entry.sdk });
    }
  }
  const samples = new Map();
  for (const [path, rawItem] of Object.entries(spec.paths ?? {})) {
    const pathItem = resolveRef(spec, rawItem);
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation?.operationId) continue;
      const input = sampleInput(spec, pathItem, operation);
      const list = [{ lang: "Shell", label: "curl", source: curlSample(spec, path, method, operation, input) }];
      const schemes = schemesOf(spec, operation);
      const partner = schemes.find((scheme) => scheme in PARTNER_SECRETS);
      const viaClient = methodsByOperation.get(operation.operationId);
      if (viaClient) {
        list.push({
          lang: "TypeScript",
          label: viaClient.client.package,
          source: clientSample(viaClient.client, viaClient.sdk, input, {
            bearer: schemes.includes("bearerAuth"),
            merchantKey: schemes.includes("merchantKey"),
          }),
        });
      } else if (partner && input.body?.mediaType === "application/json") {
        list.push({
          lang: "TypeScript",
          label: "@trustplane/webhook-verifier",
          source: partnerSample(path, input, PARTNER_SECRETS[partner]),
        });
      }
      samples.set(operation.operationId, { path, method, input, samples: list });
    }
  }
  return samples;
};
