import { createFintechClient, type FintechClient, type Schemas, UnprocessableError } from "@trustplane/sdk-fintech";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

// The code under test: pays an invoice, and asks for a top-up when the wallet is short.
const payInvoice = async (client: FintechClient, from: string, to: string, amount: number) => {
  try {
    const transfer = await client.ledger.transfers.create({ from, to, amount });
    return `paid with ${transfer.id}`;
  } catch (error) {
    if (error instanceof UnprocessableError && error.code === "insufficient-funds") return "top up first";
    throw error;
  }
};

const BASE_URL = "https://api.example.test";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // a request no handler answers fails the test
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// No retries in tests: a mocked failure is answered once.
const client = createFintechClient({ baseUrl: BASE_URL, token: "test-token", maxRetries: 0 });

it("pays", async () => {
  server.use(
    http.post(`${BASE_URL}/api/ledger/transfer`, async ({ request }) => {
      expect(request.headers.get("authorization")).toBe("Bearer test-token");
      expect(request.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
      expect(await request.json()).toEqual({ from: "acc_a", to: "acc_b", amount: 12.5 });
      const transfer: Schemas["Transfer"] = {
        id: "trf_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
        operationId: "op_01JD5V8ZK3M4N5P6Q7R8S9T0VX",
        from: "acc_a",
        to: "acc_b",
        amount: 12.5,
        createdAt: "2025-01-01T00:00:00.000Z",
      };
      return HttpResponse.json(transfer, { status: 201 });
    }),
  );
  await expect(payInvoice(client, "acc_a", "acc_b", 12.5)).resolves.toBe("paid with trf_01JD5V8ZK3M4N5P6Q7R8S9T0VW");
});

it("asks for a top-up when the wallet is short", async () => {
  server.use(
    http.post(`${BASE_URL}/api/ledger/transfer`, () =>
      HttpResponse.json(
        {
          type: "https://trustplane.dev/problems/insufficient-funds",
          code: "insufficient-funds",
          title: "Insufficient funds",
          status: 422,
        },
        { status: 422, headers: { "Content-Type": "application/problem+json" } },
      ),
    ),
  );
  await expect(payInvoice(client, "acc_a", "acc_b", 1_000)).resolves.toBe("top up first");
});
