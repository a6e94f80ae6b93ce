import { describe, expect, it } from "vitest";
import { isRetryable, retryOnConflict } from "./retry.ts";

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });

describe("retryOnConflict", () => {
  it("recognises serialization failures and deadlocks, also wrapped as a cause", () => {
    expect(isRetryable(pgError("40001"))).toBe(true);
    expect(isRetryable(pgError("40P01"))).toBe(true);
    expect(isRetryable(new Error("wrapped", { cause: pgError("40P01") }))).toBe(true);
    expect(isRetryable(pgError("23514"))).toBe(false);
    expect(isRetryable(new Error("plain"))).toBe(false);
  });

  it("runs the work again after a deadlock, so the caller only sees the result", async () => {
    let attempts = 0;
    const result = await retryOnConflict(async () => {
      attempts++;
      if (attempts < 3) throw pgError(attempts === 1 ? "40P01" : "40001");
      return "done";
    });
    expect(result).toBe("done");
    expect(attempts).toBe(3);
  });

  it("does not retry other errors, and gives up after a bounded number of attempts", async () => {
    let attempts = 0;
    await expect(
      retryOnConflict(async () => {
        attempts++;
        throw pgError("23514");
      }),
    ).rejects.toThrow("pg 23514");
    expect(attempts).toBe(1);

    attempts = 0;
    await expect(
      retryOnConflict(async () => {
        attempts++;
        throw pgError("40P01");
      }),
    ).rejects.toThrow("pg 40P01");
    expect(attempts).toBe(8);
  });
});
