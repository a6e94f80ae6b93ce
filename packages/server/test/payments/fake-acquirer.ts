// A faithful fake of an acquirer (src/modules/payments/acquirer/acquirer.ts states the protocol), on
// 127.0.0.1: bearer authentication, idempotent POSTs (a repeated key answers the first answer, the same key
// with another body is 422), a hosted payment page the payer authorizes on, capture once, refunds bounded
// by what was captured, payouts, and signed notifications it can also send late, twice, out of order,
// forged or stale on request. State lives in the fake, as it would at the acquirer.
import { createHmac, randomBytes } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type FakePayment = {
  id: string;
  status: "pending" | "authorized" | "captured" | "failed" | "cancelled";
  amount: number;
  captured_amount: number;
  refunded_amount: number;
  reference: string;
  description: string;
  return_url: string;
  notify_url: string;
};

export type FakePayout = {
  id: string;
  amount: number;
  status: "pending" | "paid" | "failed";
  reference: string;
  iban: string;
  notify_url: string;
};

export type FakeEvent = { id: string; type: string; created: number; data: { object: Record<string, unknown> } };

/** `Acquirer-Signature` for `body` at `t` under `secrets` (one `v1=` each). */
export const signNotification = (body: string, t: number, secrets: readonly string[]): string =>
  [
    `t=${t}`,
    ...secrets.map((secret) => `v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`),
  ].join(",");

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
};

export const startFakeAcquirer = async (options: { secretKey: string; notificationSecret: string }) => {
  const payments = new Map<string, FakePayment>();
  const payouts = new Map<string, FakePayout>();
  const refunds: { id: string; payment_id: string; amount: number; status: "succeeded" }[] = [];
  const idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  /** Every API call received, for assertions (method, path, idempotency key). */
  const calls: { method: string; path: string; key: string | undefined }[] = [];
  let failures: number[] = [];
  let secrets = [options.notificationSecret];
  let base = "";

  const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;
  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const refuse = (status: number, code: string) => ({ status, answer: { error: { code, message: code } } });

  /** Sends a signed notification to `url`; `as` changes what is sent (a forged secret, an old time). */
  const notify = async (
    url: string,
    event: FakeEvent,
    as: { secrets?: readonly string[]; t?: number } = {},
  ): Promise<number> => {
    const body = JSON.stringify(event);
    const t = as.t ?? Math.floor(Date.now() / 1000);
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "acquirer-signature": signNotification(body, t, as.secrets ?? secrets),
      },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  };
  const event = (type: string, object: Record<string, unknown>): FakeEvent => ({
    id: newId("evt"),
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { ...object } },
  });

  /** The API's answer to one call, before idempotency: `[status, body]`. */
  const handle = (method: string, path: string, body: Record<string, unknown>): { status: number; answer: unknown } => {
    const one = /^\/v1\/payments\/([^/]+)$/.exec(path);
    const capture = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path);
    const refundOf = /^\/v1\/payments\/([^/]+)\/refunds$/.exec(path);
    const payoutOf = /^\/v1\/payouts\/([^/]+)$/.exec(path);
    if (method === "POST" && path === "/v1/payments") {
      const amount = body.amount;
      if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0)
        return refuse(422, "invalid_amount");
      const id = newId("pay");
      const payment: FakePayment = {
        id,
        status: "pending",
        amount,
        captured_amount: 0,
        refunded_amount: 0,
        reference: String(body.reference),
        description: String(body.description),
        return_url: String(body.return_url),
        notify_url: String(body.notify_url),
      };
      payments.set(id, payment);
      return { status: 201, answer: { ...payment, redirect_url: `${base}/hosted/${id}` } };
    }
    if (method === "GET" && one) {
      const payment = payments.get(one[1]!);
      return payment ? { status: 200, answer: payment } : refuse(404, "payment_not_found");
    }
    if (method === "POST" && capture) {
      const payment = payments.get(capture[1]!);
      if (!payment) return refuse(404, "payment_not_found");
      if (payment.status !== "authorized") return refuse(409, "payment_not_capturable");
      const amount = body.amount ?? payment.amount;
      if (typeof amount !== "number" || amount <= 0 || amount > payment.amount) return refuse(422, "amount_too_large");
      payment.status = "captured";
      payment.captured_amount = amount;
      return { status: 200, answer: payment };
    }
    if (method === "POST" && refundOf) {
      const payment = payments.get(refundOf[1]!);
      if (!payment) return refuse(404, "payment_not_found");
      if (payment.status !== "captured") return refuse(409, "payment_not_captured");
      const amount = body.amount;
      if (typeof amount !== "number" || amount <= 0) return refuse(422, "invalid_amount");
      if (payment.refunded_amount + amount > payment.captured_amount) return refuse(422, "amount_too_large");
      payment.refunded_amount += amount;
      const refund = { id: newId("ref"), payment_id: payment.id, amount, status: "succeeded" as const };
      refunds.push(refund);
      return { status: 201, answer: refund };
    }
    if (method === "POST" && path === "/v1/payouts") {
      const amount = body.amount;
      if (typeof amount !== "number" || amount <= 0) return refuse(422, "invalid_amount");
      if (typeof body.iban !== "string" || !/^KZ\d{2}[A-Z0-9]{16}$/.test(body.iban)) return refuse(422, "invalid_iban");
      const payout: FakePayout = {
        id: newId("po"),
        amount,
        status: "pending",
        reference: String(body.reference),
        iban: body.iban,
        notify_url: String(body.notify_url),
      };
      payouts.set(payout.id, payout);
      return { status: 201, answer: payout };
    }
    if (method === "GET" && payoutOf) {
      const payout = payouts.get(payoutOf[1]!);
      return payout ? { status: 200, answer: payout } : refuse(404, "payout_not_found");
    }
    return refuse(404, "not_found");
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const raw = await readBody(req);
    // The hosted page: what the payer sees, and the form that authorizes the payment.
    const match = /^\/hosted\/([^/]+)(\/authorize)?$/.exec(url.pathname);
    if (match) {
      const payment = payments.get(match[1]!);
      if (!payment) return json(res, 404, { error: { code: "payment_not_found" } });
      if (req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        return res.end(
          `<!doctype html><title>Fake acquirer</title><p>Pay ${payment.amount / 100} KZT</p>` +
            `<form method="post" action="/hosted/${payment.id}/authorize"><button>Pay</button></form>`,
        );
      }
      if (req.method === "POST" && match[2] && payment.status === "pending") {
        payment.status = "authorized";
        await notify(payment.notify_url, event("payment.authorized", payment)).catch(() => 0);
      }
      res.writeHead(303, { location: payment.return_url });
      return res.end();
    }
    calls.push({
      method: req.method ?? "",
      path: url.pathname,
      key: req.headers["idempotency-key"] as string | undefined,
    });
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return json(res, 401, { error: { code: "invalid_api_key", message: "invalid_api_key" } });
    }
    const failure = failures.shift();
    if (failure !== undefined) return json(res, failure, { error: { code: "unavailable" } });
    let body: Record<string, unknown> = {};
    if (raw !== "") {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return json(res, 400, { error: { code: "invalid_json" } });
      }
    }
    const key = req.headers["idempotency-key"];
    if (req.method === "POST") {
      if (typeof key !== "string" || key === "") return json(res, 400, { error: { code: "idempotency_key_required" } });
      const slot = `${url.pathname} ${key}`;
      const earlier = idempotent.get(slot);
      if (earlier) {
        if (earlier.body !== raw) return json(res, 422, { error: { code: "idempotency_key_reused" } });
        return json(res, earlier.status, earlier.answer);
      }
      const answered = handle(req.method, url.pathname, body);
      // Like real acquirers, only answers that did something are kept for the key; a refusal may be retried.
      if (answered.status < 400) idempotent.set(slot, { body: raw, ...answered });
      return json(res, answered.status, answered.answer);
    }
    const answered = handle(req.method ?? "GET", url.pathname, body);
    return json(res, answered.status, answered.answer);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl: base,
    payments,
    payouts,
    refunds,
    calls,
    /** The next `statuses.length` API calls answer these statuses (503: unavailable) before doing anything. */
    failNext: (...statuses: number[]) => {
      failures = [...failures, ...statuses];
    },
    /** Rolls the notification secret: notifications are signed with both until `endRoll`. */
    rollSecret: (next: string) => {
      secrets = [next, secrets[0]!];
    },
    endRoll: () => {
      secrets = [secrets[0]!];
    },
    event,
    notify,
    /**
     * The bank's answer to a payout: it becomes `paid` or `failed` here, and the acquirer notifies
     * (`payout.paid`, `payout.failed`) as a real one does; the notification's delivery is awaited.
     */
    finishPayout: async (id: string, status: "paid" | "failed") => {
      const payout = payouts.get(id);
      if (!payout) throw new Error(`no payout ${id}`);
      payout.status = status;
      return notify(payout.notify_url, event(`payout.${status}`, payout));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

export type FakeAcquirer = Awaited<ReturnType<typeof startFakeAcquirer>>;
