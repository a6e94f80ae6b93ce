import { createPaymentsClient, type PaymentsClient, type Schemas, UnprocessableError } from "@trustplane/sdk-payments";
import { HttpResponse, http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";

// The code under test: splits a bill, and says so when the wallet cannot cover it.
const payShare = async (client: PaymentsClient, to: string, bill: number, people: number) => {
  const share = Math.round((bill / people) * 100) / 100;
  try {
    const transfer = await client.payments.transfers.create({ to, amount: share, description: "Your share" });
    return `sent ${transfer.amount} KZT (fee ${transfer.fee})`;
  } catch (error) {
    if (error instanceof UnprocessableError && error.code === "insufficient-funds") return "top up first";
    throw error;
  }
};

const BASE_URL = "https://api.example.test";
const FRIEND = "pwl_01JD5V8ZK3M4N5P6Q7R8S9T0VW";
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" })); // a request no handler answers fails the test
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// No retries in tests: a mocked failure is answered once.
const client = createPaymentsClient({ baseUrl: BASE_URL, token: "test-token", maxRetries: 0 });

it("sends a share", async () => {
  server.use(
    http.post(`${BASE_URL}/api/payments/transfer`, async ({ request }) => {
      expect(request.headers.get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
      const body = (await request.json()) as Schemas["PaymentTransferRequest"];
      const transfer: Schemas["PaymentTransfer"] = {
        id: "ptr_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
        livemode: false,
        from: "pwl_01JD5V8ZK3M4N5P6Q7R8S9T0VX",
        to: body.to,
        amount: body.amount,
        fee: 1.67,
        total: 1668.34,
        description: body.description ?? null,
        createdAt: "2026-11-01T00:00:00.000Z",
      };
      return HttpResponse.json(transfer, { status: 201 });
    }),
  );
  await expect(payShare(client, FRIEND, 5000, 3)).resolves.toBe("sent 1666.67 KZT (fee 1.67)");
});

it("says when the wallet cannot cover it", async () => {
  server.use(
    http.post(`${BASE_URL}/api/payments/transfer`, () =>
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
  await expect(payShare(client, FRIEND, 5000, 3)).resolves.toBe("top up first");
});
