// Example values for the docs page's code samples (scripts/code-samples.mjs), derived from the contract:
// a schema's own `example` when it has one, otherwise a value built from its type, format, bounds and
// pattern that the schema accepts. The samples are checked against the contract (code-samples.test.mjs),
// so an example the rules below cannot build is a failing test, fixed by an `example` in the contract.
import { resolveRef } from "./refs.mjs";

const FORMATS = {
  "date-time": "2026-01-15T09:30:00Z",
  date: "2026-01-15",
  email: "ada@example.com",
  uri: "https://example.com/callback",
  url: "https://example.com/callback",
  uuid: "3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c",
  byte: "SGVsbG8=",
  hostname: "example.com",
};

/**
 * A string matching `pattern`, for the patterns contracts use for ids and slugs: literals, escapes,
 * character classes with ranges, groups, alternation (the first alternative), and the quantifiers `?`, `*`, `+` and
 * `{n}`/`{n,m}`. Character classes cycle through their members (`acc_0123…`), so ids look like ids.
 * Returns undefined for anything else (lookarounds, backreferences, negated classes).
 */
export const stringForPattern = (pattern, minLength = 0) => {
  let i = 0;
  let position = 0;
  const source = pattern;
  const expandClass = () => {
    // At '[' → the members of the class (no negation).
    i++;
    if (source[i] === "^") return undefined;
    const members = [];
    while (i < source.length && source[i] !== "]") {
      let char = source[i];
      if (char === "\\") {
        const escaped = escapeAt(i);
        if (escaped === undefined) return undefined;
        i = escaped.next;
        if (escaped.set) {
          members.push(...escaped.set);
          continue;
        }
        char = escaped.char;
      } else i++;
      if (source[i] === "-" && source[i + 1] !== "]" && i + 1 < source.length) {
        i++;
        let end = source[i];
        if (end === "\\") {
          const escaped = escapeAt(i);
          if (escaped === undefined || escaped.set) return undefined;
          end = escaped.char;
          i = escaped.next;
        } else i++;
        for (let code = char.codePointAt(0); code <= end.codePointAt(0); code++)
          members.push(String.fromCodePoint(code));
      } else members.push(char);
    }
    i++;
    return members;
  };
  const DIGITS = [..."0123456789"];
  const WORD = [..."abcdefghijklmnopqrstuvwxyz0123456789"];
  const escapeAt = (at) => {
    const next = source[at + 1];
    if (next === "d") return { set: DIGITS, next: at + 2 };
    if (next === "w") return { set: WORD, next: at + 2 };
    if (next === "S") return { set: [..."abc"], next: at + 2 };
    if (next === "s") return { set: [" "], next: at + 2 };
    if (next === "x")
      return { char: String.fromCharCode(Number.parseInt(source.slice(at + 2, at + 4), 16)), next: at + 4 };
    if (next === "u")
      return { char: String.fromCharCode(Number.parseInt(source.slice(at + 2, at + 6), 16)), next: at + 6 };
    if (next === undefined || /[bBDWS1-9kpP]/.test(next)) return undefined;
    return { char: next, next: at + 2 };
  };
  /** A sequence of atoms up to `)` or the end: each a function producing text for a count. */
  const parseSequence = () => {
    const atoms = [];
    while (i < source.length && source[i] !== ")") {
      const char = source[i];
      let atom;
      if (char === "^" || char === "$") {
        i++;
        continue;
      }
      if (char === "|") {
        // The first alternative is the example: skip the others, up to this group's `)` or the end.
        let depth = 0;
        while (i < source.length) {
          const c = source[i];
          if (c === "\\") i += 2;
          else if (c === "[") {
            while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
            i++;
          } else if (c === "(") {
            depth++;
            i++;
          } else if (c === ")") {
            if (depth === 0) break;
            depth--;
            i++;
          } else i++;
        }
        break;
      }
      if (char === "(") {
        i++;
        if (source[i] === "?") {
          if (source[i + 1] !== ":") return undefined;
          i += 2;
        }
        const inner = parseSequence();
        if (inner === undefined || source[i] !== ")") return undefined;
        i++;
        atom = () => inner.map((a) => a()).join("");
      } else if (char === "[") {
        const members = expandClass();
        if (members === undefined || members.length === 0) return undefined;
        atom = () => members[position++ % members.length];
      } else if (char === "\\") {
        const escaped = escapeAt(i);
        if (escaped === undefined) return undefined;
        i = escaped.next;
        atom = escaped.set ? () => escaped.set[position++ % escaped.set.length] : () => escaped.char;
      } else if (char === ".") {
        i++;
        atom = () => "x";
      } else {
        i++;
        atom = () => char;
      }
      // Quantifier: the smallest count allowed, but one of a `{0,n}` or `*` (an empty slug reads badly).
      let min = 1;
      let max = 1;
      const quantifier = /^(?:\{(\d+)(?:(,)(\d*))?\}|[?*+])/.exec(source.slice(i));
      if (quantifier) {
        i += quantifier[0].length;
        if (quantifier[0] === "?") [min, max] = [0, 1];
        else if (quantifier[0] === "*") [min, max] = [0, Number.POSITIVE_INFINITY];
        else if (quantifier[0] === "+") [min, max] = [1, Number.POSITIVE_INFINITY];
        else {
          min = Number(quantifier[1]);
          max = quantifier[2] ? (quantifier[3] ? Number(quantifier[3]) : Number.POSITIVE_INFINITY) : min;
        }
        if (source[i] === "?") i++;
      }
      // An optional part (`?`) is left out (`-?\d+` → `0`, not `-0`); other ranges take one at least.
      atoms.push({ atom, min, max: quantifier?.[0] === "?" ? 0 : max });
    }
    return atoms.map(({ atom, min, max }) => {
      const count = min >= 1 ? min : Math.min(1, max);
      return () => Array.from({ length: count }, atom).join("");
    });
  };
  const sequence = parseSequence();
  if (sequence === undefined || i < source.length) return undefined;
  const text = sequence.map((a) => a()).join("");
  if (text.length < minLength) return undefined;
  return text;
};

const firstDefined = (...values) => values.find((v) => v !== undefined);

/** Required names not yet in `value`. */
const countMissing = (required, value) => [...required].filter((name) => !(name in value)).length;

/**
 * An example for `schema` in `spec`: its `example`, else its `default`, else one built from its shape.
 * Objects get their required properties (all of them when `full`); arrays get `minItems` items (at
 * least one). Returns undefined when no value can be built (a string pattern the rules cannot follow).
 */
export const exampleFor = (spec, schemaOrRef, { full = false, depth = 0 } = {}) => {
  if (depth > 8) return undefined;
  const schema = resolveRef(spec, schemaOrRef ?? {});
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined && schema.type !== "object") return schema.default;
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const next = { full, depth: depth + 1 };
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => exampleFor(spec, part, next));
    if (parts.every((p) => p !== null && typeof p === "object" && !Array.isArray(p)))
      return Object.assign({}, ...parts);
    return parts.find((p) => p !== undefined);
  }
  for (const key of ["oneOf", "anyOf"]) {
    // Alternatives that only add required properties to an object's own (`anyOf: [{required: [keyId]},
    // {required: [publicKey]}]`): the object with the first alternative's.
    const branches = schema[key];
    if (Array.isArray(branches) && schema.properties && branches.every((b) => !b.properties && !b.type && !b.$ref)) {
      const { [key]: _, ...rest } = schema;
      return exampleFor(
        spec,
        { ...rest, required: [...(schema.required ?? []), ...(branches[0]?.required ?? [])] },
        next,
      );
    }
    if (Array.isArray(branches)) {
      for (const option of branches) {
        const value = exampleFor(spec, option, next);
        if (value !== undefined) return value;
      }
      return undefined;
    }
  }
  const type = schema.type ?? (schema.properties ? "object" : undefined);
  switch (type) {
    case "object": {
      const value = {};
      const required = new Set(schema.required ?? []);
      // Required properties, and optional ones in order while `minProperties` wants more.
      const wanted = Math.max(schema.minProperties ?? 0, required.size);
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (!full && !required.has(name) && Object.keys(value).length + countMissing(required, value) >= wanted)
          continue;
        const resolved = resolveRef(spec, property);
        if (resolved.readOnly) continue;
        const example = exampleFor(spec, property, next);
        if (example === undefined) {
          if (required.has(name)) return undefined;
          continue;
        }
        value[name] = example;
      }
      return value;
    }
    case "array": {
      const count = Math.max(1, schema.minItems ?? 0);
      const item = exampleFor(spec, schema.items ?? {}, next);
      if (item === undefined) return undefined;
      return Array.from({ length: count }, () => item);
    }
    case "integer":
    case "number": {
      const low = firstDefined(schema.minimum, schema.exclusiveMinimum === true ? undefined : schema.exclusiveMinimum);
      let value = low ?? 1;
      if (schema.exclusiveMinimum === true && schema.minimum !== undefined) value = schema.minimum + 1;
      if (value < 1 && (schema.maximum === undefined || schema.maximum >= 1)) value = 1;
      if (schema.multipleOf && value % schema.multipleOf !== 0)
        value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
      return type === "integer" ? Math.ceil(value) : value;
    }
    case "boolean":
      return true;
    case "string": {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      if (schema.pattern) return stringForPattern(schema.pattern, schema.minLength ?? 0);
      const minLength = schema.minLength ?? 0;
      const text = "example";
      return text.length >= minLength ? text.slice(0, schema.maxLength ?? text.length) : text.padEnd(minLength, "x");
    }
    default:
      // A schema that takes any JSON value (a payload to sign, say): a small object.
      if (
        type === undefined &&
        Object.keys(schema).every((key) => ["description", "nullable", "title"].includes(key))
      ) {
        return { message: "hello" };
      }
      return type === undefined && schema.nullable ? null : undefined;
  }
};
