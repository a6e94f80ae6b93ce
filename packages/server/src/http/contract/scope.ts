import type { OperationObject } from "./document.ts";

/** The scope an operation of this method and tag has: `<tag>:read` for GET (and HEAD), else `<tag>:write`. */
const scopeOf = (method: string, tag: string): string =>
  `${tag}:${method === "GET" || method === "HEAD" ? "read" : "write"}`;

/** An operation's `x-scope`, refused unless it is the one its method and only tag give it, or `session`. */
export const declaredScope = (
  method: string,
  template: string,
  op: OperationObject,
  bearer: boolean,
): string | undefined => {
  const declared = op["x-scope"];
  if (!bearer) {
    if (declared !== undefined)
      throw new Error(`x-scope of ${method} ${template}: only operations that take a bearer token have one`);
    return undefined;
  }
  const tags = op.tags ?? [];
  if (tags.length !== 1)
    throw new Error(`${method} ${template} takes a bearer token, so it needs exactly one tag (its scope's)`);
  const expected = scopeOf(method, tags[0]!);
  if (declared !== expected && declared !== "session") {
    throw new Error(`x-scope of ${method} ${template} must be ${expected} (or session), not ${String(declared)}`);
  }
  return declared;
};
