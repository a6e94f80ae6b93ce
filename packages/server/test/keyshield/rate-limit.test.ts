// Share attempts have their own small budget per user, so shares cannot be guessed cheaply.
import { RateLimitError } from "@trustplane/sdk-fintech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registeredClient } from "../e2e/sdk-helpers.ts";
import { startTestServer, type TestServer } from "../harness.ts";
import { clearOfWindowTurn } from "../windows.ts";
import { deriveEd25519, failure, rewriteShare } from "./helpers.ts";

// An hour's window, so the counts cannot straddle a window's turn mid-test.
const LIMITS = { RATE_LIMIT_WINDOW_SECONDS: "3600", RATE_LIMIT_KEY_SHARES_PER_USER: "5" };

let app: TestServer;
beforeAll(async () => {
  await clearOfWindowTurn(3_600_000, 30_000);
  app = await startTestServer(LIMITS);
});
afterAll(async () => {
  await app?.close();
});

describe("the key-shares budget", () => {
  it("counts recoveries and rotations, refused ones too, per user; other calls are not in it", async () => {
    const ada = await registeredClient(app.url, "Ada");
    const grace = await registeredClient(app.url, "Grace");
    const { key, shares } = await deriveEd25519(ada, 2, 3);
    const guess = rewriteShare(shares![1]!, { flipByte: 3 });
    // Four wrong guesses and one rotation use the five attempts.
    for (let i = 0; i < 4; i++) {
      const res = await ada.keyshield.recover
        .withResponse({ keyId: key.id, shares: [shares![0]!, guess], message: "m" })
        .catch((e: unknown) => e as { status: number; code: string; response?: Response });
      expect(res).toMatchObject({ status: 422, code: "share-unknown" });
    }
    const rotated = await ada.keyshield.rotate.withResponse({ keyId: key.id, shares: shares!.slice(0, 2) });
    expect(rotated.response.headers.get("x-ratelimit-limit")).toBe("5");
    expect(rotated.response.headers.get("x-ratelimit-remaining")).toBe("0");
    // The sixth attempt is refused before any share is looked at, even with the right shares.
    const refused = await ada.keyshield.recover({ keyId: key.id, shares: rotated.data.shares!, message: "m" }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(RateLimitError);
    expect(refused).toMatchObject({ status: 429, code: "rate-limited" });
    expect(await failure(ada.keyshield.rotate({ keyId: key.id, shares: rotated.data.shares! }))).toEqual({
      status: 429,
      code: "rate-limited",
    });
    // Reads and new keys are not in this budget; another user has their own.
    await expect(ada.keyshield.keys.retrieve(key.id)).resolves.toMatchObject({ epoch: 2 });
    await deriveEd25519(ada, 2, 2);
    const theirs = await deriveEd25519(grace, 2, 2);
    await expect(
      grace.keyshield.recover({ keyId: theirs.key.id, shares: theirs.shares!, message: "m" }),
    ).resolves.toMatchObject({ epoch: 1 });
    // The audit log shows the guesses, and no trace of the refused-by-budget attempts.
    const audit = await ada.keyshield.keys.audit.list(key.id);
    expect(audit.items.map((e) => `${e.operation} ${e.code ?? e.outcome}`)).toEqual([
      "rotate succeeded",
      ...Array.from({ length: 4 }, () => "recover share-unknown"),
      "derive succeeded",
    ]);
  });
});
