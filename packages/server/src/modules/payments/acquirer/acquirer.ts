/**
 * An acquirer: the card processor that moves live money for the payments module (issue: live mode). The
 * module speaks to it through this interface only; `http-acquirer.ts` implements it over the acquirer
 * protocol below, and the tests run it against a faithful fake on 127.0.0.1 (test/payments/fake-acquirer.ts).
 *
 * The protocol (JSON over HTTPS, amounts as integers in minor units, `KZT`):
 * - every call carries `Authorization: Bearer <secret key>`; every POST an `Idempotency-Key`, and the
 *   acquirer answers a repeated key with the first answer (a retry after a lost answer never charges,
 *   captures, refunds or pays out twice);
 * - `POST /v1/payments {amount, currency, reference, description, return_url, notify_url}` starts a
 *   hosted payment: the payer is sent to its `redirect_url`, pays there, and comes back to `return_url`;
 * - `GET /v1/payments/{id}` is the payment as the acquirer knows it: the truth notifications report on;
 * - `POST /v1/payments/{id}/capture {amount}` captures an authorized payment, once;
 * - `POST /v1/payments/{id}/refunds {amount}` gives back part or all of a captured payment;
 * - `POST /v1/payouts {amount, currency, reference, iban, holder_name, notify_url}` pays out to a bank
 *   account: `pending` until the bank answers (then `payout.paid` or `payout.failed` is notified), or
 *   `paid`/`failed` at once;
 * - `GET /v1/payouts/{id}` is the payout as the acquirer knows it;
 * - notifications are POSTed to the `notify_url` with `Acquirer-Signature: t=<unix seconds>,v1=<hex
 *   HMAC-SHA256 of "<t>.<body>" under the notification secret>` (several `v1=` while the acquirer rolls
 *   its secret), body `{id, type, created, data: {object}}`. They may come late, twice or out of order:
 *   a receiver verifies the signature and the time, deduplicates on `id`, and reads the payment's state
 *   with `GET` rather than trusting the order events arrive in.
 */

/** A payment's state at the acquirer. */
export type AcquirerPaymentStatus = "pending" | "authorized" | "captured" | "failed" | "cancelled";

export type AcquirerPayment = {
  id: string;
  status: AcquirerPaymentStatus;
  /** Minor units (tiyn). */
  amount: bigint;
  capturedAmount: bigint;
  refundedAmount: bigint;
  /** Ours: what the payment is for (a checkout session's id). */
  reference: string;
};

export type StartedPayment = { id: string; redirectUrl: string };

export type AcquirerRefund = {
  id: string;
  paymentId: string;
  amount: bigint;
  status: "succeeded" | "pending" | "failed";
};

export type AcquirerPayout = { id: string; amount: bigint; status: "pending" | "paid" | "failed"; reference: string };

/** A notification, verified. */
export type AcquirerEvent = {
  id: string;
  type: string;
  /** Unix seconds, as the acquirer says. */
  created: number;
  /** The object the event is about, as the acquirer sent it. */
  object: Record<string, unknown>;
};

export interface Acquirer {
  /** Starts a hosted payment of `amount` tiyn for `reference`; the payer goes to `redirectUrl`. */
  startPayment(input: {
    amount: bigint;
    reference: string;
    description: string;
    returnUrl: string;
    notifyUrl: string;
    idempotencyKey: string;
  }): Promise<StartedPayment>;
  /** The payment as the acquirer knows it now. */
  payment(id: string): Promise<AcquirerPayment>;
  /** Captures an authorized payment (once, whatever the retries). */
  capture(id: string, amount: bigint, idempotencyKey: string): Promise<AcquirerPayment>;
  /** Gives back `amount` tiyn of a captured payment. */
  refund(paymentId: string, amount: bigint, idempotencyKey: string): Promise<AcquirerRefund>;
  /** Pays `amount` tiyn out to a bank account. */
  payout(input: {
    amount: bigint;
    reference: string;
    iban: string;
    holderName: string;
    notifyUrl: string;
    idempotencyKey: string;
  }): Promise<AcquirerPayout>;
  /** The payout as the acquirer knows it now. */
  payoutById(id: string): Promise<AcquirerPayout>;
  /**
   * A notification's event once its signature holds under one of the notification secrets and its time
   * is within the tolerance; else AcquirerNotificationRefused. Deduplicating on `id` is the caller's.
   */
  verifyNotification(signatureHeader: string | undefined, rawBody: Buffer, nowSeconds?: number): AcquirerEvent;
}

/** Why a call to the acquirer failed. */
export type AcquirerFailure =
  /** No answer, a timeout, or a 5xx: it may or may not have happened; retry with the same key. */
  | "unavailable"
  /** A 4xx: the acquirer refused it (`code` says why); retrying will not help. */
  | "refused"
  /** An answer that is not what the protocol says. */
  | "malformed";

export class AcquirerError extends Error {
  readonly failure: AcquirerFailure;
  /** The acquirer's own code for a refusal (`payment_not_capturable`, `amount_too_large`, ...). */
  readonly code: string | undefined;
  readonly status: number | undefined;
  constructor(failure: AcquirerFailure, message: string, details: { code?: string; status?: number } = {}) {
    super(message);
    this.name = "AcquirerError";
    this.failure = failure;
    this.code = details.code;
    this.status = details.status;
  }
}

/** Why a notification was refused. */
export type NotificationRefusal =
  | "missing-signature"
  | "malformed-signature"
  | "stale"
  | "bad-signature"
  | "malformed-body";

export class AcquirerNotificationRefused extends Error {
  readonly reason: NotificationRefusal;
  constructor(reason: NotificationRefusal, message: string) {
    super(message);
    this.name = "AcquirerNotificationRefused";
    this.reason = reason;
  }
}
