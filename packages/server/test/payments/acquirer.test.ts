// The acquirer adapter (src/modules/payments/acquirer/http-acquirer.ts) against the fake acquirer on
// 127.0.0.1, through the real SSRF-safe outbound client: a hosted payment the payer authorizes on the
// acquirer's page, capture once, refunds, payouts, retries that never double, and notifications verified
// (forged, tampered, stale, replayed, out of order, during a secret roll).
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AcquirerError, AcquirerNotificationRefused } from "../../src/modules/payments/acquirer/acquirer.ts";
import { httpAcquirer } from "../../src/modules/payments/acquirer/http-acquirer.ts";
import { createOutboundClient } from "../../src/outbound/client.ts";
import { eventually } from "../harness.ts";
import { type FakeAcquirer, signNotification, startFakeAcquirer } from "./fake-acquirer.ts";

const SECRET_KEY = "sk_test_fake_acquirer_key";
const NOTIFICATION_SECRET = "whsec_fake_acquirer_notifications";

describe("the acquirer adapter against a fake acquirer", () => {
  let fake: FakeAcquirer;
  let receiver: Server;
  let notifyUrl: string;
  /** Notifications our receiver got: the signature header and the raw body. */
  const received: { signature: string | undefined; body: Buffer }[] = [];
  const client = createOutboundClient({
    allowPrivate: ["127.0.0.1/32"],
    timeoutMs: 5_000,
    maxResponseBytes: 64 * 1024,
    userAgent: "trustplane-test",
  });
  const acquirer = (secretKey = SECRET_KEY, notificationSecrets = [NOTIFICATION_SECRET]) =>
    httpAcquirer({ baseUrl: fake.baseUrl, secretKey, notificationSecrets, client });

  beforeAll(async () => {
    fake = await startFakeAcquirer({ secretKey: SECRET_KEY, notificationSecret: NOTIFICATION_SECRET });
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        received.push({
          signature: req.headers["acquirer-signature"] as string | undefined,
          body: Buffer.concat(chunks),
        });
        res.writeHead(200).end();
      });
    });
    receiver.listen(0, "127.0.0.1");
    await once(receiver, "listening");
    notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notifications`;
  });
  afterAll(async () => {
    await client.close();
    await fake?.close();
    receiver?.closeAllConnections();
    receiver?.close();
  });

  const start = (reference: string, amount = 150_000n) =>
    acquirer().startPayment({
      amount,
      reference,
      description: "Deposit",
      returnUrl: "https://shop.example/return",
      notifyUrl,
      idempotencyKey: `start-${reference}`,
    });

  it("starts a hosted payment, the payer authorizes on the acquirer's page, a signed notification reports it", async () => {
    const started = await start("pcs_1");
    expect(started.redirectUrl).toBe(`${fake.baseUrl}/hosted/${started.id}`);
    expect(await acquirer().payment(started.id)).toMatchObject({
      status: "pending",
      amount: 150_000n,
      capturedAmount: 0n,
      reference: "pcs_1",
    });
    // The payer on the acquirer's page: it shows the amount, and paying sends them back to the merchant.
    expect(await (await fetch(started.redirectUrl)).text()).toContain("Pay 1500 KZT");
    const paid = await fetch(`${fake.baseUrl}/hosted/${started.id}/authorize`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe("https://shop.example/return");
    await eventually(async () => expect(received.length).toBeGreaterThan(0));
    const { signature, body } = received.at(-1)!;
    const event = acquirer().verifyNotification(signature, body);
    expect(event).toMatchObject({ type: "payment.authorized", object: { id: started.id, status: "authorized" } });
    expect(event.id).toMatch(/^evt_/);
  });

  it("captures once: a retry with the same key answers the capture; another key is refused and the state tells", async () => {
    const started = await start("pcs_2", 5_000n);
    await fetch(`${fake.baseUrl}/hosted/${started.id}/authorize`, { method: "POST", redirect: "manual" });
    const first = await acquirer().capture(started.id, 5_000n, "capture-pcs_2");
    expect(first).toMatchObject({ status: "captured", capturedAmount: 5_000n });
    expect(await acquirer().capture(started.id, 5_000n, "capture-pcs_2")).toEqual(first);
    const again = await acquirer()
      .capture(started.id, 5_000n, "another-key")
      .catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AcquirerError);
    expect(again).toMatchObject({ failure: "refused", code: "payment_not_capturable", status: 409 });
    expect((await acquirer().payment(started.id)).capturedAmount).toBe(5_000n);
    expect(fake.payments.get(started.id)!.captured_amount).toBe(5_000);
  });

  it("refunds part, then the rest, never more than was captured", async () => {
    const started = await start("pcs_3", 10_000n);
    await fetch(`${fake.baseUrl}/hosted/${started.id}/authorize`, { method: "POST", redirect: "manual" });
    await acquirer().capture(started.id, 10_000n, "capture-pcs_3");
    expect(await acquirer().refund(started.id, 4_000n, "refund-1")).toMatchObject({
      amount: 4_000n,
      status: "succeeded",
    });
    expect(await acquirer().refund(started.id, 4_000n, "refund-1")).toMatchObject({ amount: 4_000n });
    const over = await acquirer()
      .refund(started.id, 6_001n, "refund-2")
      .catch((e: unknown) => e);
    expect(over).toMatchObject({ failure: "refused", code: "amount_too_large" });
    expect(await acquirer().refund(started.id, 6_000n, "refund-3")).toMatchObject({ amount: 6_000n });
    expect(await acquirer().payment(started.id)).toMatchObject({ refundedAmount: 10_000n });
    expect(fake.refunds.filter((r) => r.payment_id === started.id)).toHaveLength(2);
  });

  it("pays out to an IBAN, and refuses one the acquirer cannot pay", async () => {
    const payout = await acquirer().payout({
      amount: 20_000n,
      reference: "ppo_1",
      iban: "KZ86125KZT5004100100",
      holderName: "Ada Lovelace",
      notifyUrl: "https://shop.example/notify",
      idempotencyKey: "payout-ppo_1",
    });
    expect(payout).toMatchObject({ amount: 20_000n, status: "pending", reference: "ppo_1" });
    expect(fake.payouts.get(payout.id)).toMatchObject({ notify_url: "https://shop.example/notify" });
    // Read back as the acquirer knows it, once the bank has answered.
    fake.payouts.get(payout.id)!.status = "paid";
    expect(await acquirer().payoutById(payout.id)).toEqual({ ...payout, status: "paid" });
    expect(
      await acquirer()
        .payoutById("po_unknown")
        .catch((e: unknown) => e),
    ).toMatchObject({
      failure: "refused",
      code: "payout_not_found",
    });
    const bad = await acquirer()
      .payout({
        amount: 1n,
        reference: "ppo_2",
        iban: "DE89370400440532013000",
        holderName: "X",
        notifyUrl: "https://shop.example/notify",
        idempotencyKey: "p2",
      })
      .catch((e: unknown) => e);
    expect(bad).toMatchObject({ failure: "refused", code: "invalid_iban" });
  });

  it("is unavailable on a 5xx and refused without its key; a retry with the same key starts one payment", async () => {
    fake.failNext(503);
    const failed = await start("pcs_4").catch((e: unknown) => e);
    expect(failed).toMatchObject({ failure: "unavailable", status: 503 });
    const retried = await start("pcs_4");
    const again = await start("pcs_4");
    expect(again).toEqual(retried);
    expect([...fake.payments.values()].filter((p) => p.reference === "pcs_4")).toHaveLength(1);
    const wrongKey = await acquirer("sk_wrong")
      .payment(retried.id)
      .catch((e: unknown) => e);
    expect(wrongKey).toMatchObject({ failure: "refused", code: "invalid_api_key", status: 401 });
    // An acquirer that does not answer at all.
    const gone = httpAcquirer({
      baseUrl: "http://127.0.0.1:9",
      secretKey: SECRET_KEY,
      notificationSecrets: [NOTIFICATION_SECRET],
      client,
    });
    expect(await gone.payment("pay_x").catch((e: unknown) => e)).toMatchObject({ failure: "unavailable" });
  });

  describe("notifications", () => {
    const now = Math.floor(Date.now() / 1000);
    const body = (type = "payment.captured", id = "evt_1") =>
      Buffer.from(JSON.stringify({ id, type, created: now, data: { object: { id: "pay_1", status: "captured" } } }));
    const refusal = (signature: string | undefined, raw: Buffer, at = now) => {
      try {
        acquirer().verifyNotification(signature, raw, at);
        return "accepted";
      } catch (err) {
        expect(err).toBeInstanceOf(AcquirerNotificationRefused);
        return (err as AcquirerNotificationRefused).reason;
      }
    };

    it("accepts a signed one and refuses a forged, tampered, stale or malformed one", () => {
      const raw = body();
      expect(refusal(signNotification(raw.toString(), now, [NOTIFICATION_SECRET]), raw)).toBe("accepted");
      expect(refusal(signNotification(raw.toString(), now, ["whsec_someone_else_entirely"]), raw)).toBe(
        "bad-signature",
      );
      const tampered = Buffer.from(raw.toString().replace("captured", "refunded"));
      expect(refusal(signNotification(raw.toString(), now, [NOTIFICATION_SECRET]), tampered)).toBe("bad-signature");
      // A replay of a notification recorded ten minutes ago: its signature still holds, its time does not.
      const old = now - 600;
      expect(refusal(signNotification(raw.toString(), old, [NOTIFICATION_SECRET]), raw)).toBe("stale");
      expect(refusal(undefined, raw)).toBe("missing-signature");
      for (const header of ["v1=abc", `t=${now}`, `t=${now},v1=${"0".repeat(63)}`, `t=x,v1=${"0".repeat(64)}`]) {
        expect(refusal(header, raw)).toBe("malformed-signature");
      }
      const five = Array.from({ length: 5 }, () => `v1=${"0".repeat(64)}`).join(",");
      expect(refusal(`t=${now},${five}`, raw)).toBe("malformed-signature");
      const notJson = Buffer.from("not json");
      expect(refusal(signNotification("not json", now, [NOTIFICATION_SECRET]), notJson)).toBe("malformed-body");
      const noObject = Buffer.from(JSON.stringify({ id: "evt_2", type: "payment.captured", created: now }));
      expect(refusal(signNotification(noObject.toString(), now, [NOTIFICATION_SECRET]), noObject)).toBe(
        "malformed-body",
      );
    });

    it("verifies during the acquirer's secret roll, with either of the receiver's secrets", async () => {
      fake.rollSecret("whsec_fake_acquirer_rolled_secret");
      const started = await start("pcs_5", 1_000n);
      received.length = 0;
      await fetch(`${fake.baseUrl}/hosted/${started.id}/authorize`, { method: "POST", redirect: "manual" });
      await eventually(async () => expect(received).toHaveLength(1));
      const { signature, body: raw } = received[0]!;
      expect(signature!.match(/v1=/g)).toHaveLength(2);
      expect(acquirer().verifyNotification(signature, raw).type).toBe("payment.authorized");
      expect(acquirer(SECRET_KEY, ["whsec_fake_acquirer_rolled_secret"]).verifyNotification(signature, raw).type).toBe(
        "payment.authorized",
      );
      // Once the roll ends, only the new secret signs: a receiver still holding only the old one refuses.
      fake.endRoll();
      received.length = 0;
      const next = await start("pcs_5b", 1_000n);
      await fetch(`${fake.baseUrl}/hosted/${next.id}/authorize`, { method: "POST", redirect: "manual" });
      await eventually(async () => expect(received).toHaveLength(1));
      expect(refusal(received[0]!.signature, received[0]!.body, Math.floor(Date.now() / 1000))).toBe("bad-signature");
      // (Back to the first secret for the tests that follow.)
      fake.rollSecret(NOTIFICATION_SECRET);
      fake.endRoll();
    });

    it("lets a receiver see past duplicates and disorder: the event id repeats, the payment's state is the truth", async () => {
      const started = await start("pcs_6", 2_000n);
      await fetch(`${fake.baseUrl}/hosted/${started.id}/authorize`, { method: "POST", redirect: "manual" });
      await acquirer().capture(started.id, 2_000n, "capture-pcs_6");
      received.length = 0;
      // The acquirer sends `captured`, then the `authorized` it had failed to send, then `captured` again.
      const payment = fake.payments.get(started.id)!;
      const captured = fake.event("payment.captured", payment);
      const authorized = fake.event("payment.authorized", { ...payment, status: "authorized", captured_amount: 0 });
      for (const event of [captured, authorized, captured]) expect(await fake.notify(notifyUrl, event)).toBe(200);
      const events = received.map((r) => acquirer().verifyNotification(r.signature, r.body));
      expect(events.map((e) => e.type)).toEqual(["payment.captured", "payment.authorized", "payment.captured"]);
      expect(new Set(events.map((e) => e.id)).size).toBe(2);
      // Whatever order they came in, the payment is captured.
      expect((await acquirer().payment(started.id)).status).toBe("captured");
    });
  });
});
