// Local `$ref` resolution in the bundled contract (openapi/dist/openapi.json), the one implementation
// the server's contract loader, its tests and scripts/generate-clients.mjs share
// (`import { resolveRef } from "@trustplane/openapi/refs"`). Plain ESM with types beside it (refs.d.ts),
// so Node scripts and the server's TypeScript import the same file.
//
// `redocly bundle` leaves only local references, JSON pointers into the same document
// (`#/components/schemas/Account`): each segment is unescaped `~1` → `/` then `~0` → `~` (RFC 6901), and
// looked up among the node's own members only (so `#/components/schemas/constructor` names a schema
// called "constructor" or nothing, never Object.prototype's). A reference to a reference is followed, at
// most MAX_REF_HOPS times, which stops a cycle. Anything else is an error that names the reference: a
// non-local one, a dangling one (nothing at the pointer), one past the hop limit.

/** How many references in a row are followed before giving up (a cycle, or a contract gone wrong). */
export const MAX_REF_HOPS = 20;

/** Whether `value` is a Reference Object (`{ "$ref": "…" }`). */
export const isRef = (value) => typeof value === "object" && value !== null && typeof value.$ref === "string";

/** The segments of a local reference's JSON pointer, unescaped; throws for a reference that is not local. */
const segmentsOf = (ref) => {
  if (ref === "#") return [];
  if (!ref.startsWith("#/")) {
    throw new Error(`Cannot resolve ${ref}: only local references (#/…) are supported in the bundled contract`);
  }
  return ref
    .slice(2)
    .split("/")
    .map((segment) => segment.replaceAll("~1", "/").replaceAll("~0", "~"));
};

/** What the local reference `ref` points at in `document` (one hop, not followed further), or undefined. */
export const resolvePointer = (document, ref) => {
  let node = document;
  for (const segment of segmentsOf(ref)) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return node;
};

/**
 * `value` itself when it is not a reference, else what its reference chain ends at in `document`.
 * Throws an Error naming the reference for a non-local or dangling one and past MAX_REF_HOPS.
 */
export const resolveRef = (document, value) => {
  let current = value;
  for (let hops = 0; isRef(current); hops++) {
    if (hops >= MAX_REF_HOPS) {
      throw new Error(`Cannot resolve ${value.$ref}: more than ${MAX_REF_HOPS} references in a row (a cycle?)`);
    }
    const ref = current.$ref;
    current = resolvePointer(document, ref);
    if (current === undefined) {
      throw new Error(
        `Dangling reference ${ref}: the contract has nothing there${ref === value.$ref ? "" : ` (followed from ${value.$ref})`}`,
      );
    }
  }
  return current;
};
