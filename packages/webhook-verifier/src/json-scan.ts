/**
 * A strict, single-pass scan of raw JSON text, run by `verify` before its canonical fallback.
 *
 * The fallback verifies the RFC 8785 form of the *parsed* body, so it must only run when parsing loses
 * nothing a receiver elsewhere could act on. Three things JSON text can carry have no unambiguous
 * RFC 8785 form (RFC 8785 takes I-JSON, RFC 7493, as input, which forbids all three):
 * - a member name twice in one object: `JSON.parse` keeps the last, other parsers keep the first or
 *   refuse, so `{"amount":99999,"amount":12.5}` would verify with the signature of `{"amount":12.5}`
 *   while a receiver in another language acts on 99999. Names are compared after unescaping, so `"a"`
 *   and `"\u0061"` are the same name.
 * - a lone UTF-16 surrogate, escaped (`"\ud800"`) or, in a string body, raw: it has no UTF-8 form.
 * - a number beyond double range (`1e400`): it parses to Infinity, which JSON cannot write.
 *
 * The scan also says whether the text already is its own canonical form (no whitespace, members in
 * UTF-16 order at every depth, numbers and strings spelled as RFC 8785 spells them). Then a failed HMAC
 * over the raw bytes is final: re-serializing would produce the same bytes.
 *
 * Work is linear in the text (each character is looked at once, each member name hashed once) and the
 * nesting is tracked on an explicit stack, so no input can make it recurse or backtrack.
 */

export type JsonScan =
  /** Valid JSON, every value representable, and the text is exactly its RFC 8785 form. */
  | { kind: "canonical" }
  /** Valid JSON, every value representable; its RFC 8785 form differs from the text. */
  | { kind: "representable" }
  /** JSON that RFC 8785 cannot represent unambiguously; `problem` says what and where. */
  | { kind: "ambiguous"; problem: string }
  /** Not JSON at all. */
  | { kind: "invalid" };

const CANONICAL: JsonScan = { kind: "canonical" };
const REPRESENTABLE: JsonScan = { kind: "representable" };
const INVALID: JsonScan = { kind: "invalid" };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** `true` for the short escapes RFC 8785 (like JSON.stringify) writes: \" \\ \b \f \n \r \t. */
const CANONICAL_SHORT_ESCAPE = new Set([QUOTE, BACKSLASH, 0x62, 0x66, 0x6e, 0x72, 0x74]);
/** Control characters RFC 8785 writes with a short escape, never as \u00XX. */
const SHORT_ESCAPED_CONTROL = new Set([0x08, 0x09, 0x0a, 0x0c, 0x0d]);

const UPPER_HEX = /[A-F]/;
/** Characters a string holds as they are: anything but a quote, a backslash, a control or a surrogate. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what the run must stop at (JSON refuses them raw).
const PLAIN = /[^"\\\u0000-\u001f\ud800-\udfff]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

const hexValue = (code: number): number => {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
};

/**
 * An object being scanned. While its member names come in increasing order (as in a canonical body) a
 * new name greater than the greatest so far cannot repeat one, so no set is built; the first name out of
 * order turns the names seen into a set, which then answers for the rest of the object.
 */
type ObjectFrame = { names: string[]; seen: Set<string> | undefined; greatest: string | undefined };

/** Where a problem is, for the message: the character offset in the text. */
const at = (offset: number): string => `at character ${offset}`;

/** How a member name is quoted in a message: JSON.stringify, shortened, so a long name cannot flood a log. */
const quoteName = (name: string): string => JSON.stringify(name.length > 64 ? `${name.slice(0, 64)}…` : name);

/** Scan `text` (a whole JSON text, no byte-order mark): see the module comment. */
export const scanJson = (text: string): JsonScan => {
  const n = text.length;
  let i = 0;
  let canonical = true;
  /** One entry per open container: an ObjectFrame, or `null` for an array. */
  const stack: (ObjectFrame | null)[] = [];
  /** Set by `string()` when it finds a lone surrogate; the scan stops there. */
  let problem: string | undefined;

  const skipWhitespace = (): void => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) return;
      canonical = false;
      i++;
    }
  };

  /** Set by `string()`: whether the string it scanned holds an escape. */
  let escaped = false;
  /**
   * Scan the string starting at `text[i] === '"'` and leave `i` after its closing quote. Returns the
   * closing quote's index, or -1 when it is not a valid JSON string or holds a lone surrogate (then
   * `problem` says so).
   */
  const string = (): number => {
    const start = i;
    i++;
    escaped = false;
    let pendingHigh = false;
    let lone = false;
    while (i < n) {
      // Runs of characters that need no attention are skipped by the regular expression engine.
      PLAIN.lastIndex = i;
      PLAIN.test(text);
      if (PLAIN.lastIndex > i) {
        if (pendingHigh) {
          lone = true;
          break;
        }
        i = PLAIN.lastIndex;
        if (i >= n) break;
      }
      let c = text.charCodeAt(i);
      if (c === QUOTE) {
        if (pendingHigh) {
          lone = true;
          break;
        }
        i++;
        return i - 1;
      }
      if (c < 0x20) return -1;
      if (c === BACKSLASH) {
        escaped = true;
        const e = text.charCodeAt(i + 1);
        if (e === 0x75 /* u */) {
          c = 0;
          for (let k = 2; k < 6; k++) {
            const digit = hexValue(text.charCodeAt(i + k));
            if (digit < 0) return -1;
            c = (c << 4) | digit;
          }
          // RFC 8785 writes \u00XX (lowercase hex) only for the controls that have no short escape.
          if (canonical && (c >= 0x20 || SHORT_ESCAPED_CONTROL.has(c) || UPPER_HEX.test(text.slice(i + 2, i + 6))))
            canonical = false;
          i += 6;
        } else {
          if (e !== 0x2f /* / */ && !CANONICAL_SHORT_ESCAPE.has(e)) return -1;
          if (e === 0x2f) canonical = false; // RFC 8785 writes "/" as it is
          c = e; // not a surrogate
          i += 2;
        }
      } else {
        i++;
      }
      // Surrogates, whether written raw or escaped: a high one must be followed at once by a low one.
      const surrogate = c & 0xfc00;
      if (surrogate === 0xd800) {
        if (pendingHigh) lone = true;
        pendingHigh = true;
      } else if (surrogate === 0xdc00) {
        if (!pendingHigh) lone = true;
        pendingHigh = false;
      } else if (pendingHigh) lone = true;
      if (lone) break;
    }
    if (!lone) return -1; // unterminated
    problem = `a string holds a lone UTF-16 surrogate (${at(start)}), which has no UTF-8 form`;
    return -1;
  };

  // The states of the scan: expecting a value, a member name, or what follows a value.
  const VALUE = 0;
  const NAME = 1;
  const AFTER = 2;
  let state = VALUE;

  for (;;) {
    skipWhitespace();
    if (state === VALUE) {
      const c = text.charCodeAt(i);
      if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
        i++;
        skipWhitespace();
        if (text.charCodeAt(i) === c + 2 /* } or ] */) {
          i++;
          state = AFTER;
        } else if (c === 0x7b) {
          stack.push({ names: [], seen: undefined, greatest: undefined });
          state = NAME;
        } else {
          stack.push(null);
        }
        continue;
      }
      if (c === QUOTE) {
        if (string() < 0) return problem ? { kind: "ambiguous", problem } : INVALID;
      } else if (c === 0x2d /* - */ || (c >= 0x30 && c <= 0x39)) {
        NUMBER.lastIndex = i;
        const match = NUMBER.exec(text);
        if (match === null) return INVALID;
        const literal = match[0];
        const value = Number(literal);
        if (!Number.isFinite(value))
          return { kind: "ambiguous", problem: `the number ${at(i)} is beyond double range` };
        if (canonical && String(value) !== literal) canonical = false;
        i += literal.length;
      } else if (text.startsWith("true", i)) i += 4;
      else if (text.startsWith("false", i)) i += 5;
      else if (text.startsWith("null", i)) i += 4;
      else return INVALID;
      state = AFTER;
      continue;
    }
    if (state === NAME) {
      if (text.charCodeAt(i) !== QUOTE) return INVALID;
      const start = i;
      const end = string();
      if (end < 0) return problem ? { kind: "ambiguous", problem } : INVALID;
      const name = escaped ? (JSON.parse(text.slice(start, end + 1)) as string) : text.slice(start + 1, end);
      const frame = stack[stack.length - 1]!;
      // RFC 8785 orders members by UTF-16 code units, which is how JavaScript compares strings.
      if (frame.seen === undefined && (frame.greatest === undefined || frame.greatest < name)) {
        frame.names.push(name);
        frame.greatest = name;
      } else {
        canonical = false;
        frame.seen ??= new Set(frame.names);
        if (frame.seen.has(name))
          return {
            kind: "ambiguous",
            problem: `the member name ${quoteName(name)} appears twice in one object (${at(start)})`,
          };
        frame.seen.add(name);
      }
      skipWhitespace();
      if (text.charCodeAt(i) !== 0x3a /* : */) return INVALID;
      i++;
      state = VALUE;
      continue;
    }
    // AFTER a value.
    if (stack.length === 0) {
      if (i !== n) return INVALID;
      return canonical ? CANONICAL : REPRESENTABLE;
    }
    const c = text.charCodeAt(i);
    const frame = stack[stack.length - 1];
    i++;
    if (c === 0x2c /* , */) state = frame ? NAME : VALUE;
    else if (c === (frame ? 0x7d /* } */ : 0x5d) /* ] */) stack.pop();
    else return INVALID;
  }
};
