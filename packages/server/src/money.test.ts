import { describe, expect, it } from "vitest";
import { formatMinorUnits, fromMinorUnits, InvalidAmount, MAX_MINOR_UNITS, toMinorUnits } from "./money.ts";

describe("toMinorUnits", () => {
  it("reads amounts exactly, never through float arithmetic", () => {
    expect(toMinorUnits(12.5)).toBe(1250n);
    expect(toMinorUnits(0.29)).toBe(29n); // 0.29 * 100 is 28.999999999999996 in floats
    expect(toMinorUnits(0.01)).toBe(1n);
    expect(toMinorUnits(1.1)).toBe(110n);
    expect(toMinorUnits(1_000_000)).toBe(100_000_000n);
    expect(toMinorUnits(9999999999999.99)).toBe(MAX_MINOR_UNITS);
  });

  it.each([
    [0, "greater than 0"],
    [-1, "greater than 0"],
    [-0.01, "greater than 0"],
    [0.001, "at most 2 decimals"],
    [1.005, "at most 2 decimals"],
    [1e-7, "at most 2 decimals"],
    [Number.NaN, "finite"],
    [Number.POSITIVE_INFINITY, "finite"],
    [1e21, "largest amount"],
    [10000000000000, "largest amount"],
    [Number.MAX_VALUE, "largest amount"],
  ])("refuses %s (%s)", (value, reason) => {
    expect(() => toMinorUnits(value)).toThrow(InvalidAmount);
    expect(() => toMinorUnits(value)).toThrow(reason);
  });

  it("refuses anything but a number", () => {
    for (const value of ["12.50", null, undefined, 10n, {}, true]) {
      expect(() => toMinorUnits(value)).toThrow("finite number");
    }
  });

  it("honours the unit's decimals", () => {
    expect(toMinorUnits(5, { code: "XNO", decimals: 0 })).toBe(5n);
    expect(() => toMinorUnits(5.5, { code: "XNO", decimals: 0 })).toThrow("at most 0 decimals");
    expect(toMinorUnits(0.001, { code: "MIL", decimals: 3 })).toBe(1n);
  });
});

describe("formatMinorUnits and fromMinorUnits", () => {
  it("write exactly the unit's decimals", () => {
    expect(formatMinorUnits(1250n)).toBe("12.50");
    expect(formatMinorUnits(1n)).toBe("0.01");
    expect(formatMinorUnits(0n)).toBe("0.00");
    expect(formatMinorUnits(-205n)).toBe("-2.05");
    expect(formatMinorUnits(7n, { code: "XNO", decimals: 0 })).toBe("7");
  });

  it("give the JSON number closest to the amount, and round-trip", () => {
    expect(fromMinorUnits(29n)).toBe(0.29);
    expect(fromMinorUnits(1250n)).toBe(12.5);
    expect(fromMinorUnits(MAX_MINOR_UNITS)).toBe(9999999999999.99);
    for (const minor of [1n, 7n, 99n, 100n, 12_345n, 123_456_789n, MAX_MINOR_UNITS - 1n]) {
      expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
    }
  });

  it("refuse what a JSON number cannot hold exactly", () => {
    expect(() => fromMinorUnits(MAX_MINOR_UNITS + 1n)).toThrow(RangeError);
  });
});
