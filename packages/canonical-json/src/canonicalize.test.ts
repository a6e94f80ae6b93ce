import { describe, expect, it, vi } from "vitest";
import { CanonicalizationError, canonicalize } from "./index.js";

/** An IEEE-754 double from its 16-hex-digit bit pattern, as RFC 8785 Appendix B lists them. */
const double = (hex: string): number => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
};

describe("canonicalize (RFC 8785)", () => {
  it("serializes the RFC's section 3.2.2 sample exactly", () => {
    const input = JSON.parse(`{
      "numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],
      "string": "\\u20ac$\\u000F\\u000aA'\\u0042\\u0022\\u005c\\\\\\"\\/",
      "literals": [null, true, false]
    }`);
    expect(canonicalize(input)).toBe(
      `{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],"string":"€$\\u000f\\nA'B\\"\\\\\\\\\\"/"}`,
    );
  });

  it("sorts keys by UTF-16 code units (the RFC's section 3.2.3 example)", () => {
    const input = {
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis",
    };
    // (JSON.parse would hoist the integer-like key "1", so compare the text itself.)
    expect(canonicalize(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","ö":"Latin Small Letter O With Diaeresis","€":"Euro Sign","😀":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it.each([
    ["0000000000000000", "0"],
    ["8000000000000000", "0"],
    ["0000000000000001", "5e-324"],
    ["8000000000000001", "-5e-324"],
    ["7fefffffffffffff", "1.7976931348623157e+308"],
    ["ffefffffffffffff", "-1.7976931348623157e+308"],
    ["4340000000000000", "9007199254740992"],
    ["c340000000000000", "-9007199254740992"],
    ["4430000000000000", "295147905179352830000"],
    ["44b52d02c7e14af5", "9.999999999999997e+22"],
    ["44b52d02c7e14af6", "1e+23"],
    ["44b52d02c7e14af7", "1.0000000000000001e+23"],
    ["444b1ae4d6e2ef4e", "999999999999999700000"],
    ["444b1ae4d6e2ef4f", "999999999999999900000"],
    ["444b1ae4d6e2ef50", "1e+21"],
    ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
    ["3eb0c6f7a0b5ed8d", "0.000001"],
    ["41b3de4355555553", "333333333.3333332"],
    ["41b3de4355555554", "333333333.33333325"],
    ["41b3de4355555555", "333333333.3333333"],
    ["41b3de4355555556", "333333333.3333334"],
    ["41b3de4355555557", "333333333.33333343"],
    ["becbf647612f3696", "-0.0000033333333333333333"],
    ["43143ff3c1cb0959", "1424953923781206.2"],
  ])("writes the double 0x%s as %s (Appendix B)", (bits, expected) => {
    expect(canonicalize(double(bits))).toBe(expected);
  });

  it("writes common numbers as ECMAScript does", () => {
    expect(canonicalize([1e21, 1e20, 0.1, 1e-7, 1e-6, -0, 10, 1.5, JSON.parse("12345678901234567890")])).toBe(
      "[1e+21,100000000000000000000,0.1,1e-7,0.000001,0,10,1.5,12345678901234567000]",
    );
    expect(canonicalize(Number.MAX_SAFE_INTEGER)).toBe("9007199254740991");
  });

  it("sorts nested objects, keeps array order, and writes no whitespace", () => {
    const value = { b: [3, { z: 1, a: [{ y: 2, x: 1 }] }, "s"], a: { d: null, c: true }, "": 0 };
    expect(canonicalize(value)).toBe('{"":0,"a":{"c":true,"d":null},"b":[3,{"a":[{"x":1,"y":2}],"z":1},"s"]}');
  });

  it("sorts by code unit, not by locale (uppercase before lowercase, digits first)", () => {
    expect(canonicalize({ b: 1, B: 2, a: 3, A: 4, "10": 5, "9": 6 })).toBe('{"10":5,"9":6,"A":4,"B":2,"a":3,"b":1}');
  });

  it("escapes strings as JSON.stringify does", () => {
    expect(canonicalize('line\nbreak\ttab\u0001\u001f"quote\\ slash/ é 😀')).toBe(
      '"line\\nbreak\\ttab\\u0001\\u001f\\"quote\\\\ slash/ é 😀"',
    );
    expect(canonicalize("\u2028\u2029")).toBe('"\u2028\u2029"');
  });

  it("serializes scalars and empty containers", () => {
    expect(canonicalize(null)).toBe("null");
    expect(canonicalize(true)).toBe("true");
    expect(canonicalize(false)).toBe("false");
    expect(canonicalize("")).toBe('""');
    expect(canonicalize([])).toBe("[]");
    expect(canonicalize({})).toBe("{}");
  });

  it("agrees with JSON.stringify on already-sorted plain JSON", () => {
    const value = { a: [1, 2.5, "x", null, false, { b: "c" }], d: -17, e: "ü" };
    expect(canonicalize(value)).toBe(JSON.stringify(value));
  });

  it("uses toJSON once, as JSON.stringify does (dates become ISO strings)", () => {
    expect(canonicalize({ at: new Date("2024-05-06T07:08:09.010Z") })).toBe('{"at":"2024-05-06T07:08:09.010Z"}');
    const custom = { toJSON: () => ({ b: 1, a: [2] }) };
    expect(canonicalize({ v: custom })).toBe('{"v":{"a":[2],"b":1}}');
    // A toJSON that returns its own object is not called again (no endless recursion); the function member is refused.
    const selfish = {
      z: 1,
      toJSON() {
        return this;
      },
    };
    expect(() => canonicalize(selfish)).toThrow(CanonicalizationError);
  });

  it.each([
    ["NaN", Number.NaN],
    ["Infinity", Number.POSITIVE_INFINITY],
    ["-Infinity", Number.NEGATIVE_INFINITY],
    ["undefined", undefined],
    ["a function", () => 1],
    ["a symbol", Symbol("s")],
    ["a bigint", 10n],
    ["a Map", new Map()],
    ["a Set", new Set()],
  ])("refuses %s", (_name, value) => {
    expect(() => canonicalize(value)).toThrow(CanonicalizationError);
  });

  it("refuses non-JSON values nested inside objects and arrays, naming where", () => {
    expect(() => canonicalize({ a: { b: undefined } })).toThrow(/at \/a\/b/);
    expect(() => canonicalize([1, [2, Number.NaN]])).toThrow(/at \/1\/1/);
    expect(() => canonicalize({ "x/y": 1n })).toThrow(/at \/x~1y/);
  });

  it("refuses cycles but accepts the same object twice", () => {
    const shared = { k: 1 };
    expect(canonicalize({ a: shared, b: shared })).toBe('{"a":{"k":1},"b":{"k":1}}');
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(() => canonicalize(cyclic)).toThrow(/cyclic/);
  });

  it("refuses lone surrogates in values and member names, also where String.prototype.isWellFormed is missing", () => {
    const proto = String.prototype as { isWellFormed?: unknown };
    const original = proto.isWellFormed;
    for (const withNative of [true, false]) {
      if (!withNative) delete proto.isWellFormed;
      try {
        expect(() => canonicalize("a\ud800")).toThrow(/lone surrogate is not I-JSON at the top level/);
        expect(() => canonicalize({ k: ["\udc00x"] })).toThrow(/at \/k\/0/);
        expect(() => canonicalize({ "\ud83d": 1 })).toThrow(CanonicalizationError);
        expect(canonicalize("\ud83d\ude00")).toBe('"😀"');
      } finally {
        proto.isWellFormed = original;
      }
    }
  });
});

describe("CanonicalizationError", () => {
  it("is a TypeError with the JSON Pointer of the problem", () => {
    const error = (() => {
      try {
        canonicalize({ "a/b": [1, () => 0] });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CanonicalizationError);
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toMatchObject({ name: "CanonicalizationError", path: "/a~1b/1" });
  });

  it("recognizes the errors of another copy of the class by its registered brand, and nothing else", async () => {
    vi.resetModules();
    const other = await import("./index.js"); // a fresh copy of the module, after resetModules
    expect(other.CanonicalizationError).not.toBe(CanonicalizationError);
    const foreign = new other.CanonicalizationError("x", "");
    expect(foreign).toBeInstanceOf(CanonicalizationError);
    expect(new CanonicalizationError("x", "")).toBeInstanceOf(other.CanonicalizationError);
    expect(new TypeError("x")).not.toBeInstanceOf(CanonicalizationError);
    expect(Object.create(TypeError.prototype)).not.toBeInstanceOf(CanonicalizationError);
    expect(null).not.toBeInstanceOf(CanonicalizationError);
    expect(Object.getOwnPropertySymbols(foreign)).toEqual([]);
  });

  it("keeps the ordinary prototype check for a subclass", () => {
    class Narrower extends CanonicalizationError {}
    expect(new Narrower("x", "")).toBeInstanceOf(Narrower);
    expect(new Narrower("x", "")).toBeInstanceOf(CanonicalizationError);
    expect(new CanonicalizationError("x", "")).not.toBeInstanceOf(Narrower);
  });
});
