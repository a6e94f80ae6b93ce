import { describe, expect, it } from "vitest";
import { fromHex, hexEqualsBytes, timingSafeEqual, toHex } from "./hex.js";

describe("hex", () => {
  it("round-trips every byte value", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const hex = toHex(all);
    expect(hex).toBe(Buffer.from(all).toString("hex"));
    expect(fromHex(hex)).toEqual(all);
    expect(fromHex(hex.toUpperCase())).toEqual(all);
    expect(fromHex("abc")).toBeUndefined();
    expect(fromHex("zz")).toBeUndefined();
  });

  it("hexEqualsBytes compares hex (either case) with bytes", () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const hex = toHex(all);
    expect(hexEqualsBytes(hex, all)).toBe(true);
    expect(hexEqualsBytes(hex.toUpperCase(), all)).toBe(true);
    for (let i = 0; i < hex.length; i++) {
      const changed = hex.slice(0, i) + (hex[i] === "f" ? "e" : "f") + hex.slice(i + 1);
      expect(hexEqualsBytes(changed, all)).toBe(false);
    }
    expect(hexEqualsBytes(hex.slice(2), all)).toBe(false);
    expect(hexEqualsBytes("", new Uint8Array())).toBe(true);
  });

  it("timingSafeEqual compares bytes", () => {
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(timingSafeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(timingSafeEqual(new Uint8Array(), new Uint8Array())).toBe(true);
  });
});
