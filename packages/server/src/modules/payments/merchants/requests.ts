import { createHash } from "node:crypto";
import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Page, PageQuery } from "../../../http/pagination.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { Schema } from "../../../platform/operations.ts";
import type { EmitPaymentEvent, PaymentEventType } from "../events.ts";
import { newPaymentRequestId } from "../ids.ts";
import { paymentsProblems } from "../problems.ts";
import { walletOfUser } from "../wallets/store.ts";
import { paymentRequestView } from "./presenters.ts";
import { merchantProblems } from "./problems.ts";

export type RequestStatus = "open" | "paid" | "expired" | "cancelled";

/** A payment request's row (migration 0004), `status` as it reads now (an open one past expiry is expired). */
export type RequestRow = {
  id: string;
  merchant_id: string;
  merchant_wallet_id: string;
  amount: bigint;
  description: string;
  reference: string | null;
  fingerprint: string | null;
  status: RequestStatus;
  expires_at: string;
  paid_at: string | null;
  payer_wallet_id: string | null;
  cancelled_at: string | null;
  /** Tiyn given back by refunds so far. */
  amount_refunded: bigint;
  created_at: string;
};

/** Unqualified, so it serves a SELECT and an UPDATE's RETURNING alike. */
export const REQUEST_COLUMNS = sql.fragment`id, merchant_id, merchant_wallet_id, amount, description, reference,
  fingerprint, CASE WHEN status = 'open' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
  expires_at, paid_at, payer_wallet_id, cancelled_at, amount_refunded, created_at`;

/** What the merchants' area needs to answer and report requests. */
export type RequestContext = {
  db: DatabasePool;
  emit: EmitPaymentEvent;
  /** The server's public base URL, for `payUrl`. */
  publicBaseUrl: string;
  /** The deployment's payments mode, on every request and event. */
  livemode: boolean;
};

/**
 * Records a transition of the request and raises its event, inside the transaction that made it: the
 * event's `data` is the request as the API shows it.
 */
export const recordTransition = async (
  tx: CommonQueryMethods,
  ctx: RequestContext,
  row: RequestRow,
  to: RequestStatus,
  actorId: string | null,
): Promise<void> => {
  await tx.query(sql.unsafe`
    INSERT INTO payment_request_transitions (request_id, from_status, to_status, actor_id)
    VALUES (${row.id}, ${to === "open" ? null : "open"}::text, ${to}, ${actorId}::text)`);
  const type: PaymentEventType = to === "open" ? "payment_request.created" : `payment_request.${to}`;
  await ctx.emit(tx, {
    merchantId: row.merchant_id,
    type,
    data: paymentRequestView(ctx.publicBaseUrl, row, ctx.livemode),
  });
};

export type NewRequest = {
  merchantId: string;
  amount: bigint;
  description: string;
  reference: string | null;
  /** Seconds from now, or an instant: bounds checked by the caller. */
  expires: { inSeconds: number } | { at: string };
  /** For a charge: what it asked for, to tell a replay from a reused reference. */
  fingerprint: string | null;
};

/** The fingerprint of a charge's body: same reference and same fingerprint is the same charge. */
export const chargeFingerprint = (body: {
  amount: bigint;
  description: string;
  expiresInSeconds: number | undefined;
}): string =>
  createHash("sha256")
    .update(JSON.stringify([String(body.amount), body.description, body.expiresInSeconds ?? null]))
    .digest("hex");

/**
 * Creates an open request into the merchant's wallet, or, when the merchant already has one with this
 * reference, answers that one with `created: false` (the caller decides whether that is a replay).
 */
export const createRequest = async (
  ctx: RequestContext,
  input: NewRequest,
): Promise<{ row: RequestRow; created: boolean }> => {
  const wallet = await walletOfUser(ctx.db, input.merchantId);
  if (!wallet) throw paymentsProblems.noWallet();
  const expiresAt =
    "at" in input.expires
      ? sql.fragment`${input.expires.at}::timestamptz`
      : sql.fragment`now() + make_interval(secs => ${input.expires.inSeconds})`;
  const created = await ctx.db.transaction(async (tx) => {
    const row = (await tx.maybeOne(sql.unsafe`
      INSERT INTO payment_requests (id, merchant_id, merchant_wallet_id, amount, description, reference, fingerprint, expires_at)
      VALUES (${newPaymentRequestId()}, ${input.merchantId}, ${wallet.id}, ${String(input.amount)}::int8,
        ${input.description}, ${input.reference}::text, ${input.fingerprint}::text, ${expiresAt})
      ON CONFLICT (merchant_id, reference) WHERE reference IS NOT NULL DO NOTHING
      RETURNING ${REQUEST_COLUMNS}`)) as RequestRow | null;
    if (row) await recordTransition(tx, ctx, row, "open", input.merchantId);
    return row;
  });
  if (created) return { row: created, created: true };
  const existing = (await ctx.db.maybeOne(sql.unsafe`
    SELECT ${REQUEST_COLUMNS} FROM payment_requests
    WHERE merchant_id = ${input.merchantId} AND reference = ${input.reference}`)) as RequestRow | null;
  if (!existing) throw new Error("a payment request's reference conflicted, but no request has it");
  return { row: existing, created: false };
};

/** The merchant's request, or 404 (someone else's id answers as an unknown one). */
export const ownRequest = async (db: CommonQueryMethods, merchantId: string, id: string): Promise<RequestRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${REQUEST_COLUMNS} FROM payment_requests WHERE id = ${id} AND merchant_id = ${merchantId}`)) as RequestRow | null;
  if (!row) throw merchantProblems.requestNotFound();
  return row;
};

const STATUS_FILTER: Record<RequestStatus, ReturnType<typeof sql.fragment>> = {
  open: sql.fragment`status = 'open' AND expires_at > now()`,
  expired: sql.fragment`(status = 'expired' OR (status = 'open' AND expires_at <= now()))`,
  paid: sql.fragment`status = 'paid'`,
  cancelled: sql.fragment`status = 'cancelled'`,
};

export const requestsPage = (
  ctx: RequestContext,
  merchantId: string,
  status: RequestStatus | undefined,
  page: PageQuery,
): Promise<Page<Schema<"PaymentRequest">>> =>
  fetchPage(ctx.db, {
    page,
    columns: REQUEST_COLUMNS,
    from: sql.fragment`payment_requests`,
    where: status
      ? sql.fragment`merchant_id = ${merchantId} AND ${STATUS_FILTER[status]}`
      : sql.fragment`merchant_id = ${merchantId}`,
    orderBy: "id",
    map: (row: RequestRow) => paymentRequestView(ctx.publicBaseUrl, row, ctx.livemode),
  });

/**
 * Cancels the merchant's open request (`open → cancelled` only while open and unexpired); a request
 * already cancelled answers as it is, a paid or expired one is 409.
 */
export const cancelRequest = async (ctx: RequestContext, merchantId: string, id: string): Promise<RequestRow> => {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const row = (await tx.maybeOne(sql.unsafe`
      UPDATE payment_requests SET status = 'cancelled', cancelled_at = now()
      WHERE id = ${id} AND merchant_id = ${merchantId} AND status = 'open' AND expires_at > now()
      RETURNING ${REQUEST_COLUMNS}`)) as RequestRow | null;
    if (row) await recordTransition(tx, ctx, row, "cancelled", merchantId);
    return row;
  });
  if (cancelled) return cancelled;
  const row = await ownRequest(ctx.db, merchantId, id);
  if (row.status === "cancelled") return row;
  throw merchantProblems.notOpen(row.status);
};

/** What anyone holding the id sees of a request, with its merchant's name. */
export type PublicRequestRow = {
  id: string;
  status: RequestStatus;
  amount: bigint;
  description: string;
  expires_at: string;
  merchant_name: string;
};

/** The request anyone holding the id may see (the id is the capability): 404 for an unknown id. */
export const publicRequest = async (db: CommonQueryMethods, id: string): Promise<PublicRequestRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT r.id, CASE WHEN r.status = 'open' AND r.expires_at <= now() THEN 'expired' ELSE r.status END AS status,
      r.amount, r.description, r.expires_at, u.name AS merchant_name
    FROM payment_requests r JOIN users u ON u.id = r.merchant_id
    WHERE r.id = ${id}`)) as PublicRequestRow | null;
  if (!row) throw merchantProblems.requestNotFound();
  return row;
};
