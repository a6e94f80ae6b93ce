import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { BASE, fakeClient, problem, useMockServer } from "./fake-api.test-support.js";
import { newIdempotencyKey } from "./idempotency-key.js";

const server = useMockServer();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Records the Idempotency-Key of every attempt; fails the first `failures` attempts with 503. */
const recordKeys = (failures = 0) => {
  const keys: (string | null)[] = [];
  server.use(
    http.post(`${BASE}/api/shop/things`, ({ request }) => {
      keys.push(request.headers.get("idempotency-key"));
      if (keys.length <= failures) return HttpResponse.json(problem(503, "Unavailable"), { status: 503 });
      return HttpResponse.json({ id: "thg_1", name: "one" }, { status: 201 });
    }),
  );
  return keys;
};

describe("Idempotency-Key", () => {
  it("is generated for a money-moving POST and the same on each of its retries", async () => {
    const keys = recordKeys(2);
    await fakeClient().shop.things.create({ name: "one" });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
  });

  it("is new for every call", async () => {
    const keys = recordKeys();
    const client = fakeClient();
    await client.shop.things.create({ name: "one" });
    await client.shop.things.create({ name: "one" });
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("can be chosen per call (option or header), and is then kept across retries", async () => {
    const keys = recordKeys(1);
    const client = fakeClient();
    await client.shop.things.create({ name: "one" }, { idempotencyKey: "order-42" });
    expect(keys).toEqual(["order-42", "order-42"]);

    const fromHeader = recordKeys();
    await client.shop.things.create({ name: "one" }, { headers: { "idempotency-key": "order-43" } });
    expect(fromHeader).toEqual(["order-43"]);
  });

  it("is not sent on operations that do not take one", async () => {
    let seen: string | null = "unset";
    server.use(
      http.post(`${BASE}/api/shop/things/thg_1/rename`, ({ request }) => {
        seen = request.headers.get("idempotency-key");
        return HttpResponse.json({ id: "thg_1", name: "two" });
      }),
    );
    await fakeClient().shop.things.rename("thg_1", { name: "two" });
    expect(seen).toBeNull();
  });
});

describe("newIdempotencyKey", () => {
  it("makes version 4 UUIDs without crypto.randomUUID (insecure browser pages)", () => {
    const randomUUID = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(crypto), "randomUUID")!;
    Object.defineProperty(Object.getPrototypeOf(crypto), "randomUUID", { value: undefined, configurable: true });
    try {
      const keys = Array.from({ length: 50 }, newIdempotencyKey);
      for (const key of keys) expect(key).toMatch(UUID);
      expect(new Set(keys).size).toBe(50);
    } finally {
      Object.defineProperty(Object.getPrototypeOf(crypto), "randomUUID", randomUUID);
    }
    expect(newIdempotencyKey()).toMatch(UUID);
  });
});
