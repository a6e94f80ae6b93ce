import { delay, HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { AbortError, ApiError, TimeoutError } from "./errors.js";
import { BASE, fakeClient, problem, useMockServer } from "./fake-api.test-support.js";

const server = useMockServer();

let abandoned = 0;
/** Answers after `ms`, counting the attempts (and, in `abandoned`, those the client gave up on). */
const slow = (ms: number) => {
  let attempts = 0;
  abandoned = 0;
  server.use(
    http.get(`${BASE}/api/shop/things/:id`, async ({ request }) => {
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
      .shop.things.retrieve("thg_1")
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
    await expect(client.shop.things.retrieve("thg_1", { timeout: 2000 })).resolves.toMatchObject({ name: "late" });
  });
});

describe("cancellation", () => {
  /** The error a call rejects with. */
  const failure = (call: Promise<unknown>) =>
    call.then(
      () => expect.fail("expected a rejection"),
      (e: unknown) => e,
    );

  it("an aborted signal rejects with an AbortError (the reason as its cause) and is not retried", async () => {
    const attempts = slow(2000);
    const controller = new AbortController();
    const call = fakeClient().shop.things.retrieve("thg_1", { signal: controller.signal });
    const reason = new Error("user left");
    setTimeout(() => controller.abort(reason), 30);
    const error = await failure(call);
    expect(error).toBeInstanceOf(AbortError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({
      name: "AbortError",
      message: "The call was aborted",
      operation: "shop.things.retrieve",
      status: undefined,
      code: undefined,
      body: undefined,
      headers: undefined,
      requestId: undefined,
    });
    expect((error as AbortError).cause).toBe(reason);
    expect(attempts()).toBe(1);
  });

  it("an already aborted signal sends nothing", async () => {
    const attempts = slow(0);
    const error = await failure(fakeClient().shop.things.retrieve("thg_1", { signal: AbortSignal.abort() }));
    expect(error).toBeInstanceOf(AbortError);
    expect((error as Error).name).toBe("AbortError");
    expect(((error as AbortError).cause as Error).name).toBe("AbortError"); // the DOMException
    expect(attempts()).toBe(0);
  });

  it("the caller's own deadline is an AbortError, the client's timeout a TimeoutError", async () => {
    slow(2000);
    const deadline = await failure(
      fakeClient({ maxRetries: 0 }).shop.things.retrieve("thg_1", { signal: AbortSignal.timeout(30) }),
    );
    expect(deadline).toBeInstanceOf(AbortError);
    expect(((deadline as AbortError).cause as Error).name).toBe("TimeoutError");
    const timedOut = await failure(fakeClient({ maxRetries: 0, timeout: 30 }).shop.things.retrieve("thg_1"));
    expect(timedOut).toBeInstanceOf(TimeoutError);
    expect(timedOut).not.toBeInstanceOf(AbortError);
  });

  it("aborting during the wait before a retry stops at once", async () => {
    let attempts = 0;
    server.use(
      http.get(`${BASE}/api/shop/things/:id`, () => {
        attempts++;
        return HttpResponse.json(problem(503, "Unavailable"), { status: 503, headers: { "Retry-After": "30" } });
      }),
    );
    const controller = new AbortController();
    const started = performance.now();
    const call = fakeClient().shop.things.retrieve("thg_1", { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toBeInstanceOf(AbortError);
    expect(attempts).toBe(1);
    // A margin, not a stopwatch: far below the 30 s the server asked to wait, far above what a busy
    // machine adds to the 50 ms before the abort. (The test's own limit lets a 30 s wait reach this line.)
    expect(performance.now() - started).toBeLessThan(10_000);
  }, 40_000);

  it("aborting between pages of a list is an AbortError too", async () => {
    server.use(
      http.get(`${BASE}/api/shop/things`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get("cursor") ?? 0);
        return HttpResponse.json({ items: [{ id: `thg_${page}`, name: "x" }], total: 9, nextCursor: String(page + 1) });
      }),
    );
    const controller = new AbortController();
    const seen: string[] = [];
    const walk = async () => {
      for await (const thing of fakeClient().shop.things.list({ limit: 1 }, { signal: controller.signal })) {
        seen.push(thing.id);
        if (seen.length === 2) controller.abort();
      }
    };
    await expect(walk()).rejects.toBeInstanceOf(AbortError);
    expect(seen).toEqual(["thg_0", "thg_1"]);
  });

  it("works where AbortSignal.any is missing (Node 20.0–20.2, Safari before 17.4)", async () => {
    const attempts = slow(2000);
    const original = AbortSignal.any;
    // @ts-expect-error simulating an older runtime
    delete AbortSignal.any;
    try {
      const controller = new AbortController();
      const call = fakeClient().shop.things.retrieve("thg_1", { signal: controller.signal });
      setTimeout(() => controller.abort(new Error("gone")), 30);
      const error = await failure(call);
      expect(error).toBeInstanceOf(AbortError);
      expect(((error as AbortError).cause as Error).message).toBe("gone");
      const timedOut = fakeClient({ timeout: 30, maxRetries: 0 }).shop.things.retrieve("thg_1", {
        signal: new AbortController().signal,
      });
      await expect(timedOut).rejects.toBeInstanceOf(TimeoutError);
    } finally {
      AbortSignal.any = original;
    }
    expect(attempts()).toBe(2);
  });
});
