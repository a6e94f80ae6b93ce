export declare class CanonicalizationError extends TypeError {
    /** Where in the value the problem is, as a JSON Pointer (`""` is the value itself). */
    readonly path: string;
    constructor(message: string, path: string);
    /**
     * `error instanceof CanonicalizationError` holds for an error thrown by any copy of this class: the
     * ESM and the CommonJS build, two installed versions, or the copy @trustplane/webhook-verifier
     * carries inside it (it re-exports this class). Subclasses keep the ordinary prototype check.
     */
    static [Symbol.hasInstance](value: unknown): value is CanonicalizationError;
}
/** The RFC 8785 canonical JSON text of `value`. Throws `CanonicalizationError` for non-JSON values. */
export declare const canonicalize: (value: unknown) => string;
