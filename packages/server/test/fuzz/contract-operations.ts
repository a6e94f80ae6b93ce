import { resolveRef } from "@trustplane/openapi/refs";
import type { OpenApiDocument } from "../../src/http/openapi.ts";

/** The parts of the bundled contract the fuzzer reads: every operation, its parameters and body schema. */

export type Schema = Record<string, unknown>;

export type FuzzParameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: Schema;
  style: string;
  explode: boolean;
};

export type FuzzOperation = {
  /** `operationId`, else `METHOD template`. */
  id: string;
  method: string;
  template: string;
  parameters: FuzzParameter[];
  /** The JSON body's schema and media types, when the operation takes a body. */
  body: { required: boolean; mediaTypes: string[]; schema: Schema } | undefined;
  /** The operation's own body limit in bytes (`x-body-limit`), when it has one. */
  bodyLimit: number | undefined;
  /** `bearerAuth` is required (every security alternative names it). */
  requiresBearer: boolean;
  /** Partner webhook receivers (an `X-Svc-Signature` header parameter): their fallback secret header. */
  webhook: { fallbackHeader: string | undefined } | undefined;
  /** Methods the path has (a 405 needs another one). */
  pathMethods: string[];
  /** How its 4xx are answered: problem+json, or OpenAI's error body (`x-error-format: openai`). */
  errorFormat: "problem" | "openai";
};

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

/** Follow local references until a non-reference (the contract package's resolver). */
export const deref = <T = Schema>(contract: OpenApiDocument, value: unknown): T => resolveRef<T>(contract, value as T);

/** Every operation of the bundled contract, in contract order. */
export const contractOperations = (contract: OpenApiDocument): FuzzOperation[] => {
  const operations: FuzzOperation[] = [];
  const globalSecurity = (contract as { security?: Record<string, string[]>[] }).security ?? [];
  for (const [template, rawItem] of Object.entries(contract.paths)) {
    const item = rawItem as Record<string, unknown> & { parameters?: unknown[] };
    const pathMethods = METHODS.filter((m) => item[m] !== undefined).map((m) => m.toUpperCase());
    for (const method of METHODS) {
      const op = item[method] as
        | {
            operationId?: string;
            parameters?: unknown[];
            requestBody?: unknown;
            security?: Record<string, string[]>[];
            "x-body-limit"?: number;
            "x-error-format"?: string;
          }
        | undefined;
      if (!op) continue;
      const byKey = new Map<string, FuzzParameter>();
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const p = deref<{
          name: string;
          in: FuzzParameter["in"];
          required?: boolean;
          schema?: unknown;
          style?: string;
          explode?: boolean;
        }>(contract, raw);
        const style = p.style ?? (p.in === "query" || p.in === "cookie" ? "form" : "simple");
        byKey.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in,
          required: p.in === "path" || p.required === true,
          schema: (p.schema ?? {}) as Schema,
          style,
          explode: p.explode ?? style === "form",
        });
      }
      const parameters = [...byKey.values()];
      let body: FuzzOperation["body"];
      if (op.requestBody) {
        const requestBody = deref<{ required?: boolean; content: Record<string, { schema?: Schema }> }>(
          contract,
          op.requestBody,
        );
        const mediaTypes = Object.keys(requestBody.content);
        const json = requestBody.content["application/json"] ?? Object.values(requestBody.content)[0];
        body = { required: requestBody.required === true, mediaTypes, schema: json?.schema ?? {} };
      }
      const security = op.security ?? globalSecurity;
      const signature = parameters.find((p) => p.in === "header" && p.name.toLowerCase() === "x-svc-signature");
      operations.push({
        id: op.operationId ?? `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        parameters,
        body,
        bodyLimit: typeof op["x-body-limit"] === "number" ? op["x-body-limit"] : undefined,
        requiresBearer: security.length > 0 && security.every((requirement) => "bearerAuth" in requirement),
        webhook: signature
          ? {
              fallbackHeader: parameters.find((p) => p.in === "header" && /^x-[a-z]+-secret$/i.test(p.name))?.name,
            }
          : undefined,
        pathMethods,
        errorFormat: op["x-error-format"] === "openai" ? "openai" : "problem",
      });
    }
  }
  return operations;
};
