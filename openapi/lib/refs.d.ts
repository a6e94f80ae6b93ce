/** A Reference Object. */
export type Ref = { $ref: string };

/** How many references in a row are followed before giving up (a cycle, or a contract gone wrong). */
export declare const MAX_REF_HOPS: number;

/** Whether `value` is a Reference Object (`{ "$ref": "…" }`). */
export declare const isRef: (value: unknown) => value is Ref;

/** What the local reference `ref` points at in `document` (one hop, not followed further), or undefined. */
export declare const resolvePointer: (document: unknown, ref: string) => unknown;

/**
 * `value` itself when it is not a reference, else what its reference chain ends at in `document`.
 * Throws an Error naming the reference for a non-local or dangling one and past MAX_REF_HOPS.
 */
export declare const resolveRef: <T = unknown>(document: unknown, value: T | Ref) => T;
