// Shared by the merchant webhooks' tests: a receiver on 127.0.0.1, a merchant with a client, and the
// emitter called through a running server's context (the merchants' area is not on this branch).
import { once } from "node:events";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createPaymentsClient, type PaymentsClient } from "@trustplane/sdk-payments";
import { verify } from "@trustplane/webhook-verifier";
import { sql } from "slonik";
import { Webhook } from "standardwebhooks";
import { expect } from "vitest";
import { PAYMENT_EVENT_TYPES, type PaymentEventType } from "../../src/modules/payments/events.ts";
import { emitPaymentEvent } from "../../src/modules/payments/webhooks/deliveries.ts";
import type { RunningServer } from "../../src/server.ts";
import { uniqueEmail } from "../e2e/sdk-helpers.ts";

export { PAYMENT_EVENT_TYPES };

export type Received = { path: string; headers: IncomingMessage["headers"]; body: string; at: number };

export type Reply = { status: number; headers?: Record<string, string>; body?: string; delayMs?: number };

/** A receiver answering its `n`th request (1-based) with `reply(n, request)`. */
export const startReceiver = async (reply: (n: number, request: Received) => Reply) => {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const request = {
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        at: Date.now(),
      };
      received.push(request);
      const answer = reply(received.length, request);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body ?? "");
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    url: `${base}/hooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A merchant: a registered user's client. */
export const merchant = async (baseUrl: string): Promise<{ client: PaymentsClient; userId: string; token: string }> => {
  const client = createPaymentsClient({ baseUrl });
  const { user, token } = await client.auth.register({
    email: uniqueEmail("merchant"),
    password: "correct horse battery",
    name: "Shop",
  });
  return { client, userId: user.id, token };
};

let requests = 0;

/** Raises a payment request event for `merchantId` in a transaction of the server's, as the merchants' area will. */
export const raise = async (
  server: Pick<RunningServer, "ctx">,
  merchantId: string,
  type: PaymentEventType = "payment_request.paid",
): Promise<string> => {
  const requestId = `prq_test_${++requests}`;
  await server.ctx.db.transaction((tx) =>
    emitPaymentEvent(tx, {
      merchantId,
      type,
      data: {
        id: requestId,
        status: "paid",
        amount: 1500,
        currency: "KZT",
        description: "Order 7",
        paidAt: new Date().toISOString(),
      },
    }),
  );
  return requestId;
};

/** Both signatures of a received delivery verify with the subscription's secret, as a merchant would check them. */
export const expectSigned = async (request: Received, secret: string) => {
  const partner = await verify({ secret, headers: request.headers as Record<string, string>, body: request.body });
  expect(partner.timestamp).toBe(Number(request.headers["x-svc-timestamp"]));
  const standard = new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  expect(standard).toEqual(JSON.parse(request.body));
  // A changed body verifies under neither.
  const tampered = request.body.replace('"type":"', '"type":"x');
  await expect(
    verify({ secret, headers: request.headers as Record<string, string>, body: tampered }),
  ).rejects.toThrow();
  expect(() => new Webhook(secret).verify(tampered, request.headers as Record<string, string>)).toThrow();
};

/** The delivery rows of a merchant, straight from the database. */
export const deliveryRows = (server: Pick<RunningServer, "ctx">, ownerId: string) =>
  server.ctx.db.any(sql.unsafe`
    SELECT id, status, attempts FROM payment_webhook_deliveries WHERE owner_id = ${ownerId} ORDER BY id`) as Promise<
    readonly { id: string; status: string; attempts: number }[]
  >;
