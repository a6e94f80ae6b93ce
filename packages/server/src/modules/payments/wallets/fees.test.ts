import { describe, expect, it } from "vitest";
import { transferFee } from "./fees.ts";

describe("the P2P fee: 0.1%, half-up to the tiyn, at least 1 tiyn", () => {
  // [amount in tiyn, fee in tiyn]: the contract's examples and the edges of each rounding step.
  const table: [bigint, bigint][] = [
    [1n, 1n], // 0.01 KZT: 0.00001 → the minimum
    [50n, 1n], // 0.50 KZT (contract example)
    [499n, 1n], // 0.499 tiyn rounds to 0, raised to the minimum
    [1_000n, 1n], // 10 KZT: exactly 1 tiyn
    [1_499n, 1n], // 1.499 → 1
    [1_500n, 2n], // 1.5 → 2 (half-up)
    [2_500n, 3n], // 2.5 → 3 (half-up, not to even)
    [10_000n, 10n], // 100 KZT → 0.10 (contract example)
    [123_450n, 123n], // 1234.50 KZT → 123.45 tiyn → 1.23 (contract example)
    [123_456n, 123n], // 1234.56 KZT → 1.23 (contract example)
    [123_500n, 124n], // 1235.00 KZT → 123.5 → 1.24 (contract example)
    [100_000_000n, 100_000n], // 1,000,000 KZT → 1000 KZT
    [999_999_999_999_999n, 1_000_000_000_000n], // the largest amount: exact in bigint
  ];
  it.each(table)("%i tiyn pays a fee of %i tiyn", (amount, fee) => {
    expect(transferFee(amount)).toBe(fee);
  });

  it("refuses a non-positive amount (the route never sends one)", () => {
    expect(() => transferFee(0n)).toThrow(RangeError);
  });
});
