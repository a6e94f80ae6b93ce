import type { OpenApiDocument } from "../openapi.ts";
import type { OperationObject } from "./document.ts";
import { declaredScope } from "./scope.ts";

/** A header that carries an API key in place of `Authorization: Bearer`, and the problem a refused key gets. */
export type HeaderKey = { header: string; problem: string };

/** How an operation's callers prove who they are, read once from its contract. */
export type OperationSecurity = {
  /** Every security scheme the operation's requirements name (`bearerAuth`, a partner's signature, …). */
  schemes: ReadonlySet<string>;
  /** Whether a bearer token, when sent, is checked (required or optional bearer security). */
  acceptsBearer: boolean;
  /** `bearerAuth` is required (every security alternative names it). */
  requiresBearer: boolean;
  /** What an API key must hold to call the operation (`x-scope`, checked at start-up: scope.ts). */
  scope: string | undefined;
  /**
   * The `apiKey` scheme in a header the operation accepts, when that scheme names the problem a refused
   * key gets (`x-problem`): an API key is taken from that header as from a bearer token.
   */
  headerKey: HeaderKey | undefined;
};

const headerKeyOf = (contract: OpenApiDocument, schemes: ReadonlySet<string>): HeaderKey | undefined => {
  const declared = (contract.components as { securitySchemes?: Record<string, Record<string, unknown>> } | undefined)
    ?.securitySchemes;
  for (const name of schemes) {
    const scheme = declared?.[name];
    if (scheme?.type === "apiKey" && scheme.in === "header" && typeof scheme["x-problem"] === "string") {
      return { header: String(scheme.name), problem: scheme["x-problem"] };
    }
  }
  return undefined;
};

/** The operation's security (its own requirements, else the contract's). */
export const operationSecurity = (
  contract: OpenApiDocument,
  method: string,
  template: string,
  op: OperationObject,
): OperationSecurity => {
  const security = op.security ?? (contract as { security?: Record<string, string[]>[] }).security ?? [];
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  const acceptsBearer = security.some((requirement) => "bearerAuth" in requirement);
  return {
    schemes,
    acceptsBearer,
    requiresBearer: security.length > 0 && security.every((requirement) => "bearerAuth" in requirement),
    scope: declaredScope(method, template, op, acceptsBearer),
    headerKey: headerKeyOf(contract, schemes),
  };
};
