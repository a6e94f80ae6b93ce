/**
 * What the fuzzer writes on the wire, and the placeholders generated requests carry until then.
 *
 * Generated requests stay small and printable: a 100 kB string, a 10^5-item array or 10^4 levels of
 * nesting are markers here and become bytes only when the request is sent (`jsonText`), and ids that
 * exist only at run time (an account the fixtures opened) are `PoolRef`s resolved against the harvested
 * pools at that moment, so the same seed generates the same requests on every run.
 */

/** JSON text written as it is: `1e400` (a number JSON.parse turns into Infinity), a duplicate key. */
export class RawJson {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

/** `count` repetitions of `unit` as one JSON string (a 100 kB string without 100 kB in the generated value). */
export class LongString {
  readonly unit: string;
  readonly count: number;
  constructor(unit: string, count: number) {
    this.unit = unit;
    this.count = count;
  }
  value(): string {
    return this.unit.repeat(this.count);
  }
}

/** A JSON array of `count` copies of `item`. */
export class HugeArray {
  readonly count: number;
  readonly item: unknown;
  constructor(count: number, item: unknown) {
    this.count = count;
    this.item = item;
  }
}

/** `depth` levels of nesting: `[[[…]]]` or `{"a":{"a":…}}`. */
export class DeepNesting {
  readonly depth: number;
  readonly shape: "array" | "object";
  constructor(depth: number, shape: "array" | "object") {
    this.depth = depth;
    this.shape = shape;
  }
}

/** A value that exists only at run time: the `index`-th entry of pool `pool`, else `fallback`. */
export class PoolRef {
  readonly pool: string;
  readonly index: number;
  readonly fallback: string;
  constructor(pool: string, index: number, fallback: string) {
    this.pool = pool;
    this.index = index;
    this.fallback = fallback;
  }
}

export type Pools = { pick(ref: PoolRef): string };

/** A JSON object as generated (fast-check's records have a null prototype) or parsed; not a marker. */
export const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** Replace every PoolRef in a generated value by the value it names now (markers stay). */
export const resolveRefs = (value: unknown, pools: Pools): unknown => {
  if (value instanceof PoolRef) return pools.pick(value);
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, pools));
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // `__proto__` as an own key (a generated hostile key) must stay an own key.
      Object.defineProperty(copy, key, { value: resolveRefs(item, pools), enumerable: true, writable: true });
    }
    return copy;
  }
  return value;
};

/** Whether a value holds markers (then it is not plain JSON and cannot be signed canonically). */
export const hasMarkers = (value: unknown): boolean => {
  if (value instanceof RawJson || value instanceof LongString || value instanceof HugeArray) return true;
  if (value instanceof DeepNesting || value instanceof PoolRef) return true;
  if (typeof value === "number") return !Number.isFinite(value);
  if (Array.isArray(value)) return value.some(hasMarkers);
  if (isPlainObject(value)) return Object.values(value).some(hasMarkers);
  return false;
};

/** JSON text of a generated value, markers expanded. Strings use JSON.stringify (lone surrogates as `\udXXX`). */
export const jsonText = (value: unknown): string => {
  const parts: string[] = [];
  const write = (node: unknown): void => {
    if (node instanceof RawJson) parts.push(node.text);
    else if (node instanceof LongString) parts.push(JSON.stringify(node.value()));
    else if (node instanceof HugeArray) {
      const item = jsonText(node.item);
      parts.push(`[${new Array(node.count).fill(item).join(",")}]`);
    } else if (node instanceof DeepNesting) {
      parts.push(
        node.shape === "array"
          ? "[".repeat(node.depth) + "]".repeat(node.depth)
          : '{"a":'.repeat(node.depth) + "1" + "}".repeat(node.depth),
      );
    } else if (node instanceof PoolRef) parts.push(JSON.stringify(node.fallback));
    else if (Array.isArray(node)) {
      parts.push("[");
      node.forEach((item, i) => {
        if (i > 0) parts.push(",");
        write(item);
      });
      parts.push("]");
    } else if (isPlainObject(node)) {
      parts.push("{");
      let first = true;
      for (const [key, item] of Object.entries(node)) {
        if (item === undefined) continue;
        if (!first) parts.push(",");
        first = false;
        parts.push(JSON.stringify(key), ":");
        write(item);
      }
      parts.push("}");
    } else if (typeof node === "number" && !Number.isFinite(node))
      parts.push(node > 0 ? "1e400" : node < 0 ? "-1e400" : "0");
    else parts.push(JSON.stringify(node) ?? "null");
  };
  write(value);
  return parts.join("");
};

/**
 * A short, printable description of a generated value for failure messages: markers by what they are,
 * long strings cut, control characters and lone surrogates escaped.
 */
export const describeValue = (value: unknown, max = 400): string => {
  const text = JSON.stringify(value, (_key, node) => {
    if (node instanceof RawJson) return `<raw ${node.text.slice(0, 40)}>`;
    if (node instanceof LongString)
      return `<${JSON.stringify(node.unit).slice(1, -1)} × ${node.count} (${node.value().length} chars)>`;
    if (node instanceof HugeArray) return `<array of ${node.count} × ${jsonText(node.item).slice(0, 20)}>`;
    if (node instanceof DeepNesting) return `<${node.shape} nesting ${node.depth} deep>`;
    if (node instanceof PoolRef) return `<${node.pool}#${node.index}>`;
    if (typeof node === "number" && !Number.isFinite(node)) return `<${node}>`;
    return node;
  });
  return excerpt(text ?? "undefined", max);
};

/** The first `max` characters, escaped so that NUL, controls and lone surrogates are visible. */
export const excerpt = (text: string, max = 400): string => {
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  let out = "";
  for (let i = 0; i < cut.length; i++) {
    const unit = cut.charCodeAt(i);
    const high = unit >= 0xd800 && unit <= 0xdbff;
    const low = unit >= 0xdc00 && unit <= 0xdfff;
    const next = cut.charCodeAt(i + 1);
    if (high && next >= 0xdc00 && next <= 0xdfff) {
      out += cut[i]! + cut[i + 1]!;
      i++;
    } else if (unit < 0x20 || unit === 0x7f || high || low) out += `\\u${unit.toString(16).padStart(4, "0")}`;
    else out += cut[i];
  }
  return out;
};

/**
 * Percent-encoding of any JS string, lone surrogates included: those are written as the three bytes
 * WTF-8 gives them (`\ud800` → `%ED%A0%80`), which no UTF-8 decoder accepts. Everything outside
 * RFC 3986's unreserved characters is encoded, `/` too, so a value stays one path segment.
 */
export const percentEncode = (text: string): string => {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let code = unit;
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((unit - 0xd800) << 10) + (next - 0xdc00);
        i++;
      }
    }
    if (code < 0x80 && /[A-Za-z0-9\-._~]/.test(String.fromCharCode(code))) {
      out += String.fromCharCode(code);
      continue;
    }
    for (const byte of utf8Bytes(code)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
};

/** UTF-8 bytes of one code point (a lone surrogate gets its 3-byte WTF-8 form). */
const utf8Bytes = (code: number): number[] => {
  if (code < 0x80) return [code];
  if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 0x3f)];
  if (code < 0x10000) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
  return [0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
};
