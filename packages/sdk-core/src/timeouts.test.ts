import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { TimeoutError } from "./errors.js";
import { BASE, fakeClient, problem, useMockServer } from "./fake-api.test-support.js";

const server = useMockServer();

let abandoned = 0;
/** Answers after `ms`, counting the attempts (and, in `abandoned`, those the client gave up on). */
const slow = (ms: number) => {
  let attempts = 0;
  abandoned = 0;
  server.use(
    http.get(`${BASE}/api/things/:id`, async ({ request }) => {
      attempts++;
      request.signal.addEventListener("abort", () => abandoned++);
      await delay(ms);
      return HttpResponse.json({ id: "thg_1", name: "late" });
    }),
  );
  return () => attempts;
};

describe("timeouts", () => {
  it("a slow answer is a TimeoutError after every attempt timed out", async () => {
    const attempts = slow(2000);
    const error = await fakeClient({ timeout: 50 })
      .things.getThing({ id: "thg_1" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as TimeoutError).status).toBeUndefined();
    expect(attempts()).toBe(3);
    // Counted, not timed (a busy machine stretches any time bound): the client abandoned each of the
    // three attempts before its 2 s answer came.
    expect(abandoned).toBe(3);
  });

  it("the per-call timeout overrides the client's", async () => {
    slow(200);
    const client = fakeClient({ timeout: 10 });
    await expect(client.things.getThing({ id: "thg_1" }, { timeout: 2000 })).resolves.toMatchObject({ name: "late" });
  });
});

describe("cancellation", () => {
  it("an aborted signal rejects with its reason and is not retried", async () => {
    const attempts = slow(2000);
    const controller = new AbortController();
    const call = fakeClient().things.getThing({ id: "thg_1" }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("user left")), 30);
    await expect(call).rejects.toThrow("user left");
    expect(attempts()).toBe(1);
  });

  it("an already aborted signal sends nothing", async () => {
    const attempts = slow(0);
    const error = await fakeClient()
      .things.getThing({ id: "thg_1" }, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe("AbortError");
    expect(attempts()).toBe(0);
  });

  it("aborting during the wait before a retry stops at once", async () => {
    let attempts = 0;
    server.use(
      http.get(`${BASE}/api/things/:id`, () => {
        attempts++;
        return HttpResponse.json(problem(503, "Unavailable"), { status: 503, headers: { "Retry-After": "30" } });
      }),
    );
    const controller = new AbortController();
    const started = performance.now();
    const call = fakeClient().things.getThing({ id: "thg_1" }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: "AbortError" });
    expect(attempts).toBe(1);
    // A margin, not a stopwatch: far below the 30 s the server asked to wait, far above what a busy
    // machine adds to the 50 ms before the abort. (The test's own limit lets a 30 s wait reach this line.)
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 40_000);

  it("works where AbortSignal.any is missing (Node 20.0–20.2, Safari before 17.4)", async () => {
    const attempts = slow(2000);
    const original = AbortSignal.any;
    // @ts-expect-error simulating an older runtime
    delete AbortSignal.any;
    try {
      const controller = new AbortController();
      const call = fakeClient().things.getThing({ id: "thg_1" }, { signal: controller.signal });
      setTimeout(() => controller.abort(new Error("gone")), 30);
      await expect(call).rejects.toThrow("gone");
      const timedOut = fakeClient({ timeout: 30, maxRetries: 0 }).things.getThing(
        { id: "thg_1" },
        { signal: new AbortController().signal },
      );
      await expect(timedOut).rejects.toBeInstanceOf(TimeoutError);
    } finally {
      AbortSignal.any = original;
    }
    expect(attempts()).toBe(2);
  });
});
