// Our RFC 8785 serializer against the reference implementation (`canonicalize` by the RFC's co-author),
// on random JSON values built from the characters and numbers where serializers usually disagree.
import reference from "canonicalize";
import { describe, expect, it } from "vitest";
import { canonicalize } from "../src/index.js";

/** A small seeded PRNG (mulberry32), so a failure can be replayed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const CHARACTERS = [
  "a",
  "Z",
  "0",
  "é",
  "e\u0301",
  "ö",
  "€",
  "\ufb33",
  "😀",
  "\u0080",
  "\u2028",
  "\u0000",
  "\u001f",
  '"',
  "\\",
  "/",
  " ",
  "\u7f6e",
];
const NUMBERS = [
  0,
  -0,
  0.1,
  1e21,
  1e-7,
  1e-6,
  1e20,
  5e-324,
  Number.MAX_VALUE,
  -1.5,
  2 ** 53,
  2 ** 53 + 2,
  333333333.3333333,
];

const generate = (next: () => number, depth: number): unknown => {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const text = () => Array.from({ length: Math.floor(next() * 4) }, () => pick(CHARACTERS)).join("");
  const kind = Math.floor(next() * (depth > 3 ? 5 : 7));
  switch (kind) {
    case 0:
      return null;
    case 1:
      return next() < 0.5;
    case 2:
      return next() < 0.5
        ? pick(NUMBERS)
        : new Float64Array(new Uint32Array([next() * 2 ** 32, next() * 0x7fe00000]).buffer)[0];
    case 3:
    case 4:
      return text();
    case 5:
      return Array.from({ length: Math.floor(next() * 4) }, () => generate(next, depth + 1));
    default:
      return Object.fromEntries(
        Array.from({ length: Math.floor(next() * 5) }, () => [text(), generate(next, depth + 1)]),
      );
  }
};

describe("canonicalize against the RFC 8785 reference implementation", () => {
  it("agrees on 2,000 random values", () => {
    const next = random(8785);
    for (let i = 0; i < 2000; i++) {
      const value = generate(next, 0);
      expect(canonicalize(value), JSON.stringify(value)).toBe(reference(value));
    }
  });

  it("refuses lone surrogates, as the reference does (RFC 8785 takes I-JSON, which forbids them)", () => {
    for (const value of ["\ud800", "a\udfffb", { "\udbff": 1 }, ["ok", "\ud83d"]]) {
      expect(() => reference(value)).toThrow();
      expect(() => canonicalize(value)).toThrow(/lone surrogate/);
    }
    expect(canonicalize("\ud83d\ude00")).toBe(reference("\ud83d\ude00"));
  });

  it("writes boxed primitives as their values, as the reference and JSON.stringify do", () => {
    const value = { n: new Number(1.5), s: new String("x"), b: new Boolean(false) };
    expect(canonicalize(value)).toBe(reference(value));
    expect(canonicalize(value)).toBe('{"b":false,"n":1.5,"s":"x"}');
  });
});
