import fc from "fast-check";
import type { Schema } from "./contract-operations.ts";
import { isPlainObject, PoolRef } from "./wire.ts";

/**
 * OpenAPI 3.0 schemas (JSON Schema draft 4 plus `nullable`) as fast-check arbitraries, both ways:
 * `arbitraryOf` makes values the schema accepts, `breakersOf` makes, per constraint of a schema, values
 * that break exactly that constraint. The npm bridges from JSON Schema to fast-check target fast-check
 * < 4, so this is our own, covering what the contract uses and the rest of draft 4's validation keywords:
 * type, enum, nullable, pattern, format, min/maxLength, minimum/maximum with exclusive*, multipleOf,
 * properties/required/additionalProperties/min/maxProperties, items/min/maxItems/uniqueItems,
 * allOf (merged), anyOf/oneOf (a branch merged into its siblings).
 */

export type ConverterOptions = {
  /** Follow a `$ref` to its schema (identity for anything else). */
  deref: (schema: unknown) => Schema;
  /** Whether `value` has `format` as the server sees it (its own Ajv): keeps generated formats honest. */
  formatHolds: (format: string, value: string) => boolean;
  /** Id factories: the pool holding run-time values for this string schema (`acc_…` ids, emails), if any. */
  poolFor?: (schema: Schema) => string | undefined;
  /** Header and cookie values: printable ASCII only (HTTP clients refuse anything else). */
  ascii?: boolean;
};

/** Depth past which objects get only their required properties and arrays their fewest items. */
const MAX_DEPTH = 5;

/** A removed property or parameter, as a breaker's value. */
export const REMOVE = Symbol("remove");

export type Breaker = { constraint: string; value: fc.Arbitrary<unknown> };

export type Position = { pointer: string; schema: Schema; value: unknown };

/** Length in code points, as Ajv counts `minLength`/`maxLength`. */
export const codePoints = (text: string): number => {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    n++;
  }
  return n;
};

const num = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** Two schemas that must both hold, as one (allOf; an anyOf branch with its siblings). */
export const mergeSchemas = (a: Schema, b: Schema): Schema => {
  const out: Schema = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const prev = out[key];
    if (prev === undefined) {
      out[key] = value;
      continue;
    }
    switch (key) {
      case "properties": {
        const merged: Record<string, unknown> = { ...(prev as Record<string, unknown>) };
        for (const [name, schema] of Object.entries(value as Record<string, unknown>)) {
          merged[name] = merged[name] === undefined ? schema : { allOf: [merged[name], schema] };
        }
        out[key] = merged;
        break;
      }
      case "required":
        out[key] = [...new Set([...(prev as string[]), ...(value as string[])])];
        break;
      case "minimum":
      case "minLength":
      case "minItems":
      case "minProperties":
        out[key] = Math.max(prev as number, value as number);
        break;
      case "maximum":
      case "maxLength":
      case "maxItems":
      case "maxProperties":
        out[key] = Math.min(prev as number, value as number);
        break;
      case "nullable":
        out[key] = prev === true && value === true;
        break;
      case "enum":
        out[key] = (prev as unknown[]).filter((item) => (value as unknown[]).includes(item));
        break;
      case "pattern":
        if (prev !== value) out["x-patterns"] = [...((out["x-patterns"] as string[]) ?? []), value];
        break;
      default:
        out[key] = value;
    }
  }
  return out;
};

/** A schema with its `$ref` followed and its `allOf` merged in. */
export const normalize = (raw: unknown, options: ConverterOptions): Schema => {
  const schema = options.deref(raw ?? {});
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  return (allOf as unknown[]).reduce<Schema>((merged, part) => mergeSchemas(merged, normalize(part, options)), rest);
};

/** The types a schema without `type` has keywords of (`maxLength` a string's, `items` an array's, …). */
export const impliedTypes = (schema: Schema): string[] => {
  if (typeof schema.type === "string") return [schema.type];
  const types: string[] = [];
  if (schema.properties || schema.additionalProperties !== undefined || schema.required) types.push("object");
  if (schema.items || schema.minItems !== undefined || schema.maxItems !== undefined) types.push("array");
  if (schema.pattern || schema.minLength !== undefined || schema.maxLength !== undefined || schema.format)
    types.push("string");
  if (schema.minimum !== undefined || schema.maximum !== undefined || schema.multipleOf !== undefined)
    types.push("number");
  return types;
};

/**
 * The schema's type, inferred from its keywords when `type` is absent; undefined: any JSON value, or a
 * schema without `type` whose keywords are of several types (a string or an array, each bounded).
 */
export const typeOf = (schema: Schema): string | undefined => {
  const types = impliedTypes(schema);
  return types.length === 1 ? types[0] : undefined;
};

const patternsOf = (schema: Schema): RegExp[] =>
  [schema.pattern, ...((schema["x-patterns"] as string[]) ?? [])]
    .filter((p): p is string => typeof p === "string")
    .map((p) => new RegExp(p, "u"));

/** Any JSON value (a schema without constraints: `Payload: {}`). */
const anyJson = (): fc.Arbitrary<unknown> =>
  fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2, stringUnit: "grapheme" }));

const FORMAT_VALUES: Record<string, () => fc.Arbitrary<string>> = {
  email: () =>
    fc.oneof(
      fc
        .tuple(fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,20}$/), fc.stringMatching(/^[a-z][a-z0-9-]{0,15}[a-z0-9]$/))
        .map(([local, domain]) => `${local}@${domain}.test`),
      fc.emailAddress(),
    ),
  "date-time": () =>
    fc
      .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString()),
  date: () =>
    fc
      .date({ min: new Date("1970-01-01T00:00:00Z"), max: new Date("2200-01-01T00:00:00Z"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  uri: () => fc.webUrl(),
  url: () => fc.webUrl(),
  uuid: () => fc.uuid(),
  hostname: () => fc.domain(),
  ipv4: () => fc.ipV4(),
  ipv6: () => fc.ipV6(),
  byte: () => fc.base64String({ maxLength: 64 }),
};

const plainString = (min: number, max: number, ascii: boolean): fc.Arbitrary<string> => {
  const of = (unit: "grapheme-ascii" | "grapheme" | "binary") => fc.string({ minLength: min, maxLength: max, unit });
  return ascii
    ? of("grapheme-ascii")
    : fc.oneof(
        { arbitrary: of("grapheme-ascii"), weight: 4 },
        { arbitrary: of("grapheme"), weight: 2 },
        { arbitrary: of("binary"), weight: 1 },
      );
};

const stringArbitrary = (schema: Schema, options: ConverterOptions): fc.Arbitrary<unknown> => {
  const min = num(schema.minLength) ?? 0;
  const max = num(schema.maxLength) ?? Number.POSITIVE_INFINITY;
  const patterns = patternsOf(schema);
  const format = typeof schema.format === "string" ? schema.format : undefined;
  const fits = (value: string) => {
    const n = codePoints(value);
    return n >= min && n <= max && patterns.every((p) => p.test(value));
  };
  let generated: fc.Arbitrary<string>;
  if (format && FORMAT_VALUES[format]) {
    generated = FORMAT_VALUES[format]().filter((v) => fits(v) && options.formatHolds(format, v));
  } else if (patterns.length > 0) {
    generated = fc
      .stringMatching(patterns[0]!, Number.isFinite(max) ? { maxLength: max } : {})
      .filter((v) => fits(v) && (!format || options.formatHolds(format, v)));
  } else {
    const cap = Math.min(max, min + 24);
    generated = plainString(min, cap, options.ascii === true).filter(fits);
  }
  const pool = options.poolFor?.(schema);
  if (!pool) return generated;
  return fc.oneof(
    {
      arbitrary: fc.tuple(fc.nat(), generated).map(([index, fallback]) => new PoolRef(pool, index, fallback)),
      weight: 3,
    },
    { arbitrary: generated, weight: 1 },
  );
};

/** The inclusive bounds of a numeric schema (draft 4: `exclusiveMinimum` is a flag on `minimum`). */
const boundsOf = (schema: Schema, integer: boolean) => {
  const minimum = num(schema.minimum);
  const maximum = num(schema.maximum);
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  let lo = minimum ?? (integer ? -1_000_000_000 : -1e15);
  let hi = maximum ?? (integer ? 1_000_000_000 : 1e15);
  // Draft 6 style numeric exclusive bounds, should a schema use them.
  if (typeof schema.exclusiveMinimum === "number") lo = Math.max(lo, schema.exclusiveMinimum);
  if (typeof schema.exclusiveMaximum === "number") hi = Math.min(hi, schema.exclusiveMaximum);
  const minExcluded = exclusiveMin || typeof schema.exclusiveMinimum === "number";
  const maxExcluded = exclusiveMax || typeof schema.exclusiveMaximum === "number";
  if (schema.format === "int32") {
    lo = Math.max(lo, -(2 ** 31));
    hi = Math.min(hi, 2 ** 31 - 1);
  }
  return { lo, hi, minExcluded, maxExcluded };
};

const integerArbitrary = (schema: Schema): fc.Arbitrary<number> => {
  const { lo, hi, minExcluded, maxExcluded } = boundsOf(schema, true);
  const low = Math.max(Number.MIN_SAFE_INTEGER, minExcluded ? Math.floor(lo) + 1 : Math.ceil(lo));
  const high = Math.min(Number.MAX_SAFE_INTEGER, maxExcluded ? Math.ceil(hi) - 1 : Math.floor(hi));
  const step = num(schema.multipleOf);
  if (step) return fc.integer({ min: Math.ceil(low / step), max: Math.floor(high / step) }).map((k) => k * step);
  // Small values and the bounds themselves are where handlers differ; the whole range now and then.
  const near = fc.integer({ min: low, max: Math.min(high, low + 100) });
  return fc.oneof(near, fc.constantFrom(low, high), fc.integer({ min: low, max: high }));
};

const numberArbitrary = (schema: Schema): fc.Arbitrary<number> => {
  const { lo, hi, minExcluded, maxExcluded } = boundsOf(schema, false);
  const within = (n: number) => (minExcluded ? n > lo : n >= lo) && (maxExcluded ? n < hi : n <= hi);
  const step = num(schema.multipleOf);
  if (step) {
    return fc
      .integer({ min: Math.ceil(lo / step), max: Math.min(Math.floor(hi / step), Number.MAX_SAFE_INTEGER) })
      .map((k) => k * step)
      .filter(within);
  }
  const lowCents = Math.max(Number.MIN_SAFE_INTEGER, Math.ceil(lo * 100));
  const highCents = Math.min(Number.MAX_SAFE_INTEGER, Math.floor(hi * 100));
  return fc.oneof(
    // Amounts are numbers with two decimals in this API: the values most likely to get past validation.
    fc
      .integer({ min: lowCents, max: Math.min(highCents, lowCents + 100_000) })
      .map((c) => c / 100)
      .filter(within),
    fc
      .integer({ min: lowCents, max: highCents })
      .map((c) => c / 100)
      .filter(within),
    fc.double({ min: lo, max: hi, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true }),
  );
};

const withNull = (arbitrary: fc.Arbitrary<unknown>, schema: Schema): fc.Arbitrary<unknown> =>
  schema.nullable === true
    ? fc.oneof({ arbitrary, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 })
    : arbitrary;

/** Values `raw` accepts (aimed at schema-valid; business rules are the server's to judge). */
export const arbitraryOf = (raw: unknown, options: ConverterOptions, depth = 0): fc.Arbitrary<unknown> => {
  const schema = normalize(raw, options);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
  if (Array.isArray(branches) && branches.length > 0) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...siblings } = schema;
    return fc.oneof(
      ...branches.map((branch) => arbitraryOf(mergeSchemas(siblings, normalize(branch, options)), options, depth)),
    );
  }
  const several = impliedTypes(schema);
  if (several.length > 1)
    return fc.oneof(...several.map((type) => arbitraryOf({ ...schema, type }, options, depth)), fc.constant(null));
  switch (typeOf(schema)) {
    case "string":
      return withNull(stringArbitrary(schema, options), schema);
    case "integer":
      return withNull(integerArbitrary(schema), schema);
    case "number":
      return withNull(numberArbitrary(schema), schema);
    case "boolean":
      return withNull(fc.boolean(), schema);
    case "null":
      return fc.constant(null);
    case "array":
      return withNull(arrayArbitrary(schema, options, depth), schema);
    case "object":
      return withNull(objectArbitrary(schema, options, depth), schema);
    default:
      return anyJson();
  }
};

const arrayArbitrary = (schema: Schema, options: ConverterOptions, depth: number): fc.Arbitrary<unknown[]> => {
  const min = num(schema.minItems) ?? 0;
  const max = Math.min(num(schema.maxItems) ?? Number.POSITIVE_INFINITY, depth >= MAX_DEPTH ? min : min + 4);
  const item = schema.items ? arbitraryOf(schema.items, options, depth + 1) : anyJson();
  if (schema.uniqueItems === true)
    return fc.uniqueArray(item, { minLength: min, maxLength: max, selector: (v) => JSON.stringify(v) });
  return fc.array(item, { minLength: min, maxLength: max });
};

const objectArbitrary = (
  schema: Schema,
  options: ConverterOptions,
  depth: number,
): fc.Arbitrary<Record<string, unknown>> => {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  const required = (schema.required ?? []) as string[];
  const shallow = depth >= MAX_DEPTH;
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    if (shallow && !required.includes(name)) continue;
    model[name] = arbitraryOf(property, options, depth + 1);
  }
  for (const name of required) model[name] ??= anyJson();
  let arbitrary: fc.Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys: required });
  const extra = schema.additionalProperties;
  if (extra !== false && !shallow) {
    const value = typeof extra === "object" && extra !== null ? arbitraryOf(extra, options, depth + 1) : anyJson();
    const key = fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in properties) && k !== "__proto__");
    const extras = fc.oneof(
      { arbitrary: fc.constant({}), weight: 5 },
      { arbitrary: fc.dictionary(key, value, { minKeys: 1, maxKeys: 2 }), weight: 1 },
    );
    arbitrary = fc.tuple(arbitrary, extras).map(([own, more]) => ({ ...more, ...own }));
  }
  const minProperties = num(schema.minProperties);
  const maxProperties = num(schema.maxProperties);
  if (minProperties !== undefined || maxProperties !== undefined) {
    arbitrary = arbitrary.filter((value) => {
      const n = Object.keys(value).length;
      return n >= (minProperties ?? 0) && n <= (maxProperties ?? Number.POSITIVE_INFINITY);
    });
  }
  return arbitrary;
};

// ---------------------------------------------------------------------------------------------------
// Breaking one constraint at a time.

const SAMPLES_BY_TYPE: [string, unknown][] = [
  ["string", "text"],
  ["number", 1.5],
  ["integer", 7],
  ["boolean", true],
  ["array", []],
  ["object", {}],
  ["null", null],
];

/** One value of every JSON type `type` does not admit (`null` only when the schema is not nullable). */
export const wrongTypeValues = (type: string, nullable: boolean): unknown[] =>
  SAMPLES_BY_TYPE.filter(([sample]) => {
    if (sample === type) return false;
    if (type === "number" && sample === "integer") return false;
    if (sample === "null" && nullable) return false;
    return true;
  }).map(([, value]) => value);

const stringOf = (current: unknown): string =>
  current instanceof PoolRef ? current.fallback : typeof current === "string" && current !== "" ? current : "a";

/** `text` repeated or cut to exactly `length` code points. */
const toLength = (text: string, length: number): string => {
  const units = [...(text || "a")];
  const out: string[] = [];
  while (out.length < length) out.push(...units);
  return out.slice(0, length).join("");
};

const FORMAT_BREAKERS: Record<string, string[]> = {
  email: ["plainaddress", "@example.test", "ada@", "ada lovelace@example.test", "ada@@example.test", "ada@exa mple"],
  "date-time": ["2024-13-01T00:00:00Z", "yesterday", "2024-01-01", "2024-01-01T25:61:00Z", "2024-01-01 00:00"],
  date: ["2024-13-45", "01/02/2024", "2024-1-1"],
  uri: ["not a uri", "//no-scheme", ":"],
  url: ["not a url", "//no-scheme"],
  uuid: ["not-a-uuid", "00000000-0000-0000-0000-00000000000g"],
  hostname: ["-bad-.example", "a..b"],
  ipv4: ["256.1.1.1", "1.2.3"],
  ipv6: ["::g", "1:2:3"],
  byte: ["not base64!", "abc"],
};

const withOwnKey = (object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> => {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
};

const without = (object: Record<string, unknown>, keys: string[]): Record<string, unknown> => {
  const copy = { ...object };
  for (const key of keys) delete copy[key];
  return copy;
};

/**
 * Per constraint of `raw`, values that break it (and, as far as it can be arranged, nothing else),
 * given the valid value `current` at that position: a wrong type, a value outside the enum, one code
 * point too short or too long, a non-match of the pattern or format, just outside the bounds, not a
 * multiple, a required property removed, an unknown property added, one item too few or too many.
 */
export const breakersOf = (raw: unknown, current: unknown, options: ConverterOptions): Breaker[] => {
  const schema = normalize(raw, options);
  const type = typeOf(schema);
  const breakers: Breaker[] = [];
  const add = (constraint: string, values: unknown[]) => {
    if (values.length > 0) breakers.push({ constraint, value: fc.constantFrom(...values) });
  };
  if (type) add("type", wrongTypeValues(type, schema.nullable === true));
  if (Array.isArray(schema.enum)) {
    const allowed = schema.enum as unknown[];
    const first = String(allowed[0] ?? "x");
    add(
      "enum",
      [`${first}-not-listed`, first.toUpperCase(), ` ${first}`, "", "other"].filter((v) => !allowed.includes(v)),
    );
  }
  if (type === "string") {
    const text = stringOf(current);
    const min = num(schema.minLength);
    const max = num(schema.maxLength);
    if (min !== undefined && min > 0) add("minLength", [toLength(text, min - 1)]);
    if (max !== undefined) add("maxLength", [toLength(text, max + 1)]);
    const patterns = patternsOf(schema);
    if (patterns.length > 0) {
      const candidates = [
        `${text}!`,
        ` ${text}`,
        `${text}\n`,
        text.toLowerCase(),
        text.toUpperCase(),
        text.slice(1),
        `x${text.slice(1)}`,
        "",
        " ",
        "\t\n",
        "!",
        "a",
        "A-1",
        "é",
        "0".repeat(Math.min(max ?? 8, 8)),
      ];
      const fits = (v: string) => codePoints(v) >= (min ?? 0) && codePoints(v) <= (max ?? Number.POSITIVE_INFINITY);
      const misses = [...new Set(candidates)].filter((v) => !patterns.every((p) => p.test(v)));
      const clean = misses.filter(fits);
      add("pattern", clean.length > 0 ? clean : misses);
    }
    const format = typeof schema.format === "string" ? schema.format : undefined;
    if (format && FORMAT_BREAKERS[format]) {
      add(
        "format",
        FORMAT_BREAKERS[format].filter((v) => !options.formatHolds(format, v)),
      );
    }
  }
  if (type === "integer" || type === "number") {
    const integer = type === "integer";
    const minimum = num(schema.minimum);
    const maximum = num(schema.maximum);
    const gap = integer ? 1 : 0.01;
    if (integer) {
      const { lo, hi } = boundsOf(schema, true);
      const middle = Math.max(lo, Math.min(hi - 1, Math.floor((lo + hi) / 2)));
      add("integer", [middle + 0.5]);
    }
    if (minimum !== undefined) {
      add("minimum", schema.exclusiveMinimum === true ? [minimum, minimum - gap] : [minimum - gap, minimum - 1e6]);
    }
    if (maximum !== undefined) {
      add("maximum", schema.exclusiveMaximum === true ? [maximum, maximum + gap] : [maximum + gap, maximum * 10 + 1]);
    }
    const step = num(schema.multipleOf);
    if (step) add("multipleOf", [step * 3 + step / 2]);
  }
  if (type === "object" && isPlainObject(current)) {
    for (const name of (schema.required ?? []) as string[]) {
      if (name in current) add(`required ${name}`, [without(current, [name])]);
    }
    if (schema.additionalProperties === false) {
      const known = Object.keys((schema.properties ?? {}) as object);
      const unknown = ["unexpected", "__proto__", "constructor", known[0] ? known[0].toUpperCase() : "X"].filter(
        (k) => !known.includes(k),
      );
      add(
        "additionalProperties",
        unknown.map((k) => withOwnKey(current, k, k === "__proto__" ? { polluted: true } : "x")),
      );
    }
    const minProperties = num(schema.minProperties);
    if (minProperties !== undefined && minProperties > 0) add("minProperties", [{}]);
    const maxProperties = num(schema.maxProperties);
    if (maxProperties !== undefined) {
      const extra: Record<string, unknown> = { ...current };
      for (let i = 0; Object.keys(extra).length <= maxProperties; i++) extra[`extra${i}`] = i;
      add("maxProperties", [extra]);
    }
    const branches = (schema.anyOf ?? schema.oneOf) as unknown[] | undefined;
    if (Array.isArray(branches)) {
      const branchRequired = branches.flatMap((b) => (normalize(b, options).required as string[] | undefined) ?? []);
      if (branchRequired.length > 0) add(schema.anyOf ? "anyOf" : "oneOf", [without(current, branchRequired)]);
    }
  }
  if (type === "array" && Array.isArray(current)) {
    const min = num(schema.minItems);
    const max = num(schema.maxItems);
    if (min !== undefined && min > 0) add("minItems", [current.slice(0, min - 1)]);
    if (max !== undefined) {
      if (current.length > 0) {
        add("maxItems", [Array.from({ length: max + 1 }, (_, i) => current[i % current.length])]);
      } else if (schema.items) {
        breakers.push({
          constraint: "maxItems",
          value: fc.array(arbitraryOf(schema.items, options, MAX_DEPTH), { minLength: max + 1, maxLength: max + 1 }),
        });
      }
    }
    if (schema.uniqueItems === true && current.length > 0) add("uniqueItems", [[...current, current[0]]]);
  }
  return breakers;
};

/** Every position in `value` with the schema that governs it (objects' own keys, arrays' first items). */
export const positionsOf = (raw: unknown, value: unknown, options: ConverterOptions, pointer = ""): Position[] => {
  const schema = normalize(raw, options);
  const positions: Position[] = [{ pointer, schema, value }];
  if (pointer.split("/").length > 8) return positions;
  if (isPlainObject(value)) {
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const extra = typeof schema.additionalProperties === "object" ? schema.additionalProperties : {};
    for (const [key, item] of Object.entries(value)) {
      const child = properties[key] ?? extra;
      positions.push(
        ...positionsOf(child, item, options, `${pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`),
      );
    }
  } else if (Array.isArray(value)) {
    value.slice(0, 3).forEach((item, i) => {
      positions.push(...positionsOf(schema.items ?? {}, item, options, `${pointer}/${i}`));
    });
  }
  return positions;
};

/** A copy of `root` with the value at JSON pointer `pointer` replaced (or removed, with REMOVE). */
export const replaceAt = (root: unknown, pointer: string, replacement: unknown): unknown => {
  if (pointer === "") return replacement;
  const [head, ...rest] = pointer.slice(1).split("/");
  const key = head!.replace(/~1/g, "/").replace(/~0/g, "~");
  const tail = rest.length > 0 ? `/${rest.join("/")}` : "";
  if (Array.isArray(root)) {
    const copy = [...root];
    const index = Number(key);
    if (tail === "" && replacement === REMOVE) copy.splice(index, 1);
    else copy[index] = replaceAt(root[index], tail, replacement);
    return copy;
  }
  if (isPlainObject(root)) {
    if (tail === "" && replacement === REMOVE) return without(root, [key]);
    return withOwnKey(root, key, replaceAt(root[key], tail, replacement));
  }
  return root;
};
