/**
 * @trustplane/canonical-json: the RFC 8785 JSON Canonicalization Scheme (JCS). Zero dependencies and no
 * `node:` imports: Node ≥ 20, Deno, Bun, workers and browsers. One module on purpose (see
 * scripts/build.mjs).
 *
 * - Object members are sorted by their names compared as UTF-16 code units (what JavaScript's default
 *   `Array.prototype.sort` does), recursively; no whitespace anywhere.
 * - Numbers are written as ECMAScript's `Number.prototype.toString` writes them (`1e+21`, `1e-7`, `0.1`,
 *   `-0` → `0`), which is exactly what RFC 8785 section 3.2.2.3 requires.
 * - Strings are escaped as `JSON.stringify` escapes them (RFC 8785 section 3.2.2.2). Strings (values and
 *   member names) with a lone surrogate are refused: RFC 8785 takes I-JSON (RFC 7493) input, which
 *   forbids them, and UTF-8 cannot carry them (an encoder would silently substitute U+FFFD).
 *
 * Values JSON cannot represent are refused rather than silently dropped or changed, because a signature
 * over a lossy serialization would not protect what the caller thinks it protects: `NaN`, `Infinity`,
 * `undefined` (also as an object member or array element), functions, symbols, bigints, `Map`, `Set` and
 * cyclic structures throw a `CanonicalizationError`. Objects with `toJSON` (such as `Date`) are serialized
 * through it, and boxed primitives (`new String("x")`) as their values, as `JSON.stringify` would.
 */
/** Marks the instances of every copy of the class: a registered symbol is the same in every copy and realm. */
const BRAND = Symbol.for("@trustplane/canonical-json:CanonicalizationError");
export class CanonicalizationError extends TypeError {
    /** Where in the value the problem is, as a JSON Pointer (`""` is the value itself). */
    path;
    constructor(message, path) {
        super(`${message} at ${path === "" ? "the top level" : path}`);
        this.name = "CanonicalizationError";
        this.path = path;
    }
    /**
     * `error instanceof CanonicalizationError` holds for an error thrown by any copy of this class: the
     * ESM and the CommonJS build, two installed versions, or the copy @trustplane/webhook-verifier
     * carries inside it (it re-exports this class). Subclasses keep the ordinary prototype check.
     */
    static [Symbol.hasInstance](value) {
        // biome-ignore lint/complexity/noThisInStatic: `this` is the class right of instanceof, a subclass here.
        if (this !== CanonicalizationError)
            return Function.prototype[Symbol.hasInstance].call(this, value);
        return typeof value === "object" && value !== null && value[BRAND] === true;
    }
}
// The brand sits on the prototype, not enumerable and not in the declared type.
Object.defineProperty(CanonicalizationError.prototype, BRAND, { value: true });
const pointer = (path, key) => `${path}/${String(key).replaceAll("~", "~0").replaceAll("/", "~1")}`;
const LONE_SURROGATE = /\p{Cs}/u;
/** `String.prototype.isWellFormed` (ES2024) where the runtime has it, else the equivalent regular expression. */
const wellFormed = (text) => {
    const native = text.isWellFormed;
    return typeof native === "function" ? native.call(text) : !LONE_SURROGATE.test(text);
};
const serializeString = (text, path) => {
    if (!wellFormed(text))
        throw new CanonicalizationError("a string with a lone surrogate is not I-JSON", path);
    return JSON.stringify(text);
};
const serialize = (value, path, seen, useToJSON = true) => {
    if (value === null)
        return "null";
    switch (typeof value) {
        case "boolean":
            return value ? "true" : "false";
        case "string":
            return serializeString(value, path);
        case "number":
            if (!Number.isFinite(value))
                throw new CanonicalizationError(`${value} is not a JSON number`, path);
            // Number.prototype.toString is the serialization JCS mandates; it already writes -0 as "0".
            return String(value);
        case "object":
            break;
        default:
            throw new CanonicalizationError(`a ${typeof value} is not a JSON value`, path);
    }
    const object = value;
    // Like JSON.stringify: toJSON is called once, and its result is serialized as it is.
    if (useToJSON && typeof object.toJSON === "function") {
        return serialize(object.toJSON(""), path, seen, false);
    }
    if (object instanceof Number || object instanceof String || object instanceof Boolean) {
        return serialize(object.valueOf(), path, seen, false);
    }
    if (object instanceof Map || object instanceof Set) {
        throw new CanonicalizationError(`a ${object.constructor.name} is not a JSON value`, path);
    }
    if (seen.has(object))
        throw new CanonicalizationError("a cyclic structure cannot be serialized", path);
    seen.add(object);
    let out;
    if (Array.isArray(object)) {
        out = `[${object.map((item, index) => serialize(item, pointer(path, index), seen)).join(",")}]`;
    }
    else {
        // Default sort compares UTF-16 code units, which is the order RFC 8785 section 3.2.3 prescribes.
        const names = Object.keys(object).sort();
        const members = names.map((name) => {
            const member = object[name];
            const memberPath = pointer(path, name);
            return `${serializeString(name, memberPath)}:${serialize(member, memberPath, seen)}`;
        });
        out = `{${members.join(",")}}`;
    }
    seen.delete(object);
    return out;
};
/** The RFC 8785 canonical JSON text of `value`. Throws `CanonicalizationError` for non-JSON values. */
export const canonicalize = (value) => serialize(value, "", new Set());
