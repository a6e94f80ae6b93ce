import { createHmac, timingSafeEqual } from "node:crypto";
import { type OutboundClient, OutboundError } from "../../../outbound/client.ts";
import {
  type Acquirer,
  AcquirerError,
  type AcquirerEvent,
  AcquirerNotificationRefused,
  type AcquirerPayment,
  type AcquirerPaymentStatus,
  type AcquirerPayout,
  type AcquirerRefund,
} from "./acquirer.ts";

/** How far a notification's signed time may be from ours, either way. */
export const NOTIFICATION_TOLERANCE_SECONDS = 300;
/** The most `v1=` signatures one notification header may carry. */
const MAX_SIGNATURES = 4;

export type HttpAcquirerOptions = {
  /** The acquirer's API, `https://api.acquirer.example` (paths start with `/v1/`). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`. */
  secretKey: string;
  /** What notifications are signed with: the current secret, and the previous one while it rolls. */
  notificationSecrets: readonly string[];
  /** An SSRF-safe client (outbound/client.ts) whose timeout bounds every call. */
  client: OutboundClient;
};

const PAYMENT_STATUSES: readonly AcquirerPaymentStatus[] = ["pending", "authorized", "captured", "failed", "cancelled"];

type Json = Record<string, unknown>;

const minorUnits = (value: unknown, what: string): bigint => {
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0) {
    throw new AcquirerError("malformed", `the acquirer's ${what} is not a whole number of minor units`);
  }
  return BigInt(value);
};

const text = (value: unknown, what: string): string => {
  if (typeof value !== "string" || value === "")
    throw new AcquirerError("malformed", `the acquirer's ${what} is missing`);
  return value;
};

const paymentOf = (body: Json): AcquirerPayment => {
  const status = body.status as AcquirerPaymentStatus;
  if (!PAYMENT_STATUSES.includes(status))
    throw new AcquirerError("malformed", "the acquirer's payment status is unknown");
  return {
    id: text(body.id, "payment id"),
    status,
    amount: minorUnits(body.amount, "amount"),
    capturedAmount: minorUnits(body.captured_amount ?? 0, "captured amount"),
    refundedAmount: minorUnits(body.refunded_amount ?? 0, "refunded amount"),
    reference: text(body.reference, "reference"),
  };
};

const PAYOUT_STATUSES: readonly string[] = ["pending", "paid", "failed"];

const payoutOf = (body: Json): AcquirerPayout => {
  const status = body.status as AcquirerPayout["status"];
  if (!PAYOUT_STATUSES.includes(status))
    throw new AcquirerError("malformed", "the acquirer's payout status is unknown");
  return {
    id: text(body.id, "payout id"),
    amount: minorUnits(body.amount, "payout amount"),
    status,
    reference: text(body.reference, "reference"),
  };
};

/**
 * The acquirer protocol (acquirer.ts) over HTTPS. Each call is one request through the outbound client
 * (SSRF-checked, time-bounded); a 5xx, a timeout or no answer is `unavailable` (the caller retries with the
 * same Idempotency-Key, which the acquirer answers with its first answer), a 4xx `refused` with the
 * acquirer's code.
 */
export const httpAcquirer = (options: HttpAcquirerOptions): Acquirer => {
  const base = options.baseUrl.replace(/\/+$/, "");
  if (options.notificationSecrets.length === 0 || options.notificationSecrets.some((s) => s.length < 16)) {
    throw new Error("an acquirer needs a notification secret of at least 16 characters");
  }
  const secrets = options.notificationSecrets.map((secret) => Buffer.from(secret, "utf8"));
  const auth = { authorization: `Bearer ${options.secretKey}`, accept: "application/json" };

  const call = async (method: "GET" | "POST", path: string, body?: Json, idempotencyKey?: string): Promise<Json> => {
    let response: Awaited<ReturnType<OutboundClient["get"]>>;
    try {
      response =
        method === "GET"
          ? await options.client.get(`${base}${path}`, { headers: auth })
          : await options.client.post(`${base}${path}`, {
              headers: {
                ...auth,
                "content-type": "application/json",
                ...(idempotencyKey === undefined ? {} : { "idempotency-key": idempotencyKey }),
              },
              body: JSON.stringify(body ?? {}),
            });
    } catch (err) {
      if (err instanceof OutboundError)
        throw new AcquirerError("unavailable", `the acquirer did not answer: ${err.message}`);
      throw err;
    }
    let parsed: Json | undefined;
    try {
      parsed = response.truncated ? undefined : (JSON.parse(response.bodyExcerpt) as Json);
    } catch {
      parsed = undefined;
    }
    if (response.status >= 500) {
      throw new AcquirerError("unavailable", `the acquirer answered ${response.status}`, { status: response.status });
    }
    if (response.status >= 400) {
      const error = (parsed?.error ?? {}) as Json;
      const code = typeof error.code === "string" ? error.code : undefined;
      throw new AcquirerError("refused", `the acquirer refused it (${response.status}${code ? ` ${code}` : ""})`, {
        code,
        status: response.status,
      });
    }
    if (parsed === undefined || typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
      throw new AcquirerError("malformed", "the acquirer's answer is not a JSON object", { status: response.status });
    }
    return parsed;
  };

  return {
    async startPayment(input) {
      const body = await call(
        "POST",
        "/v1/payments",
        {
          amount: Number(input.amount),
          currency: "KZT",
          reference: input.reference,
          description: input.description,
          return_url: input.returnUrl,
          notify_url: input.notifyUrl,
        },
        input.idempotencyKey,
      );
      return { id: text(body.id, "payment id"), redirectUrl: text(body.redirect_url, "redirect URL") };
    },

    async payment(id) {
      return paymentOf(await call("GET", `/v1/payments/${encodeURIComponent(id)}`));
    },

    async capture(id, amount, idempotencyKey) {
      return paymentOf(
        await call(
          "POST",
          `/v1/payments/${encodeURIComponent(id)}/capture`,
          { amount: Number(amount) },
          idempotencyKey,
        ),
      );
    },

    async refund(paymentId, amount, idempotencyKey): Promise<AcquirerRefund> {
      const body = await call(
        "POST",
        `/v1/payments/${encodeURIComponent(paymentId)}/refunds`,
        { amount: Number(amount) },
        idempotencyKey,
      );
      const status = body.status as AcquirerRefund["status"];
      if (!["succeeded", "pending", "failed"].includes(status)) {
        throw new AcquirerError("malformed", "the acquirer's refund status is unknown");
      }
      return { id: text(body.id, "refund id"), paymentId, amount: minorUnits(body.amount, "refund amount"), status };
    },

    async payout(input): Promise<AcquirerPayout> {
      const body = await call(
        "POST",
        "/v1/payouts",
        {
          amount: Number(input.amount),
          currency: "KZT",
          reference: input.reference,
          iban: input.iban,
          holder_name: input.holderName,
          notify_url: input.notifyUrl,
        },
        input.idempotencyKey,
      );
      return payoutOf(body);
    },

    async payoutById(id): Promise<AcquirerPayout> {
      return payoutOf(await call("GET", `/v1/payouts/${encodeURIComponent(id)}`));
    },

    verifyNotification(signatureHeader, rawBody, nowSeconds = Math.floor(Date.now() / 1000)): AcquirerEvent {
      if (signatureHeader === undefined || signatureHeader === "") {
        throw new AcquirerNotificationRefused("missing-signature", "Acquirer-Signature is missing");
      }
      let timestamp: string | undefined;
      const signatures: Buffer[] = [];
      for (const part of signatureHeader.split(",")) {
        const [key, value, ...rest] = part.trim().split("=");
        if (value === undefined || rest.length > 0) continue;
        if (key === "t" && /^\d{1,12}$/.test(value)) timestamp = value;
        else if (key === "v1" && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, "hex"));
      }
      if (timestamp === undefined || signatures.length === 0 || signatures.length > MAX_SIGNATURES) {
        throw new AcquirerNotificationRefused(
          "malformed-signature",
          "Acquirer-Signature must be t=<unix seconds>,v1=<64 hex> (up to 4 v1)",
        );
      }
      // Checked before the signature: a stale notification (a replay of an old one) says so whatever it signs.
      if (Math.abs(nowSeconds - Number(timestamp)) > NOTIFICATION_TOLERANCE_SECONDS) {
        throw new AcquirerNotificationRefused("stale", "the notification's time is too far from ours");
      }
      let matched = false;
      for (const secret of secrets) {
        const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
        for (const signature of signatures) if (timingSafeEqual(expected, signature)) matched = true;
      }
      if (!matched)
        throw new AcquirerNotificationRefused("bad-signature", "the notification's signature does not match");
      let event: Json;
      try {
        event = JSON.parse(rawBody.toString("utf8")) as Json;
      } catch {
        throw new AcquirerNotificationRefused("malformed-body", "the notification is not JSON");
      }
      const object = (event.data as Json | undefined)?.object;
      if (
        typeof event.id !== "string" ||
        typeof event.type !== "string" ||
        typeof event.created !== "number" ||
        typeof object !== "object" ||
        object === null
      ) {
        throw new AcquirerNotificationRefused(
          "malformed-body",
          "the notification lacks id, type, created or data.object",
        );
      }
      return { id: event.id, type: event.type, created: event.created, object: object as Record<string, unknown> };
    },
  };
};
