import { type CommonQueryMethods, type DatabasePool, sql } from "slonik";
import type { Prepare } from "../../../db/prepared.ts";
import type { Page, PageQuery } from "../../../http/pagination.ts";
import { fetchPage } from "../../../persistence/pages.ts";
import type { SealingKeys } from "../../../sealing/seal.ts";
import { newCheckoutSessionId, SYSTEM_WALLETS } from "../ids.ts";
import { notify } from "../notifications/notify.ts";
import { kzt } from "../wallets/currency.ts";
import { move } from "../wallets/movements.ts";
import { checkoutProblems } from "./problems.ts";
import type { CheckoutTokens } from "./token.ts";

/** A checkout session's row (migration 0003), its status as the API reads it. */
export type CheckoutRow = {
  id: string;
  owner_id: string;
  wallet_id: string;
  amount: bigint;
  token_hash: Buffer;
  status: "open" | "completed" | "expired";
  success_url: string | null;
  cancel_url: string | null;
  expires_at: string;
  completed_at: string | null;
  created_at: string;
  /** Live mode: the payment at the acquirer, and its page the payer is sent to. */
  acquirer_payment_id: string | null;
  acquirer_redirect_url: string | null;
};

/** An open session past its expiry reads `expired` (expiry is never written). */
const COLUMNS = sql.fragment`id, owner_id, wallet_id, amount, token_hash,
  CASE WHEN status = 'open' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
  success_url, cancel_url, expires_at, completed_at, created_at, acquirer_payment_id, acquirer_redirect_url`;

export type NewCheckout = {
  /** Minted beforehand when the acquirer must know it first (the payment's reference). */
  id?: string;
  /** Live mode: the payment the acquirer started for it. */
  acquirer?: { paymentId: string; redirectUrl: string };
  ownerId: string;
  walletId: string;
  amount: bigint;
  successUrl: string | null;
  cancelUrl: string | null;
  ttlSeconds: number;
};

/** Records an open session (the wallet must be the owner's: the foreign key decides, checked before). */
export const createCheckout = async (
  db: CommonQueryMethods,
  tokens: CheckoutTokens,
  input: NewCheckout,
): Promise<CheckoutRow> => {
  const id = input.id ?? newCheckoutSessionId();
  return (await db.one(sql.unsafe`
    INSERT INTO payment_checkout_sessions (id, owner_id, wallet_id, amount, token_hash, success_url, cancel_url, expires_at,
      acquirer_payment_id, acquirer_redirect_url)
    VALUES (${id}, ${input.ownerId}, ${input.walletId}, ${String(input.amount)}::int8,
      ${sql.binary(tokens.hash(tokens.tokenOf(id)))}, ${input.successUrl}, ${input.cancelUrl},
      now() + make_interval(secs => ${input.ttlSeconds}), ${input.acquirer?.paymentId ?? null}::text,
      ${input.acquirer?.redirectUrl ?? null}::text)
    RETURNING ${COLUMNS}`)) as CheckoutRow;
};

/** The owner's session, or the same 404 as an unknown id. */
export const ownCheckout = async (db: CommonQueryMethods, ownerId: string, id: string): Promise<CheckoutRow> => {
  const row = (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM payment_checkout_sessions WHERE id = ${id} AND owner_id = ${ownerId}`)) as CheckoutRow | null;
  if (!row) throw checkoutProblems.sessionNotFound();
  return row;
};

/** The session a token opens, or null. */
export const checkoutByToken = async (
  db: CommonQueryMethods,
  tokens: CheckoutTokens,
  token: string,
): Promise<CheckoutRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM payment_checkout_sessions WHERE token_hash = ${sql.binary(tokens.hash(token))}`)) as CheckoutRow | null;

export const checkoutPage = (db: CommonQueryMethods, ownerId: string, page: PageQuery): Promise<Page<CheckoutRow>> =>
  fetchPage(db, {
    page,
    columns: COLUMNS,
    from: sql.fragment`payment_checkout_sessions`,
    where: sql.fragment`owner_id = ${ownerId}`,
    orderBy: "id",
    map: (row: CheckoutRow) => row,
  });

/**
 * Pays the session the token opens, in ONE transaction: the conditional UPDATE flips it open →
 * completed only while it is open and unexpired (a concurrent completion waits on the row's lock and
 * then finds it completed, so it matches nothing), the `deposit` movement credits the wallet from the
 * clearing wallet, and the owner is notified. A session already completed is answered as it is (no
 * second credit); an expired one is 410, an unknown token 404.
 */
export const completeCheckout = (
  pool: DatabasePool,
  keys: SealingKeys,
  tokens: CheckoutTokens,
  token: string,
  prepare: Prepare,
): Promise<CheckoutRow> => {
  const hash = tokens.hash(token);
  return pool.transaction(async (tx) => {
    const flipped = (await tx.maybeOne(sql.unsafe`
      UPDATE payment_checkout_sessions SET status = 'completed', completed_at = now()
      WHERE token_hash = ${sql.binary(hash)} AND status = 'open' AND expires_at > now()
      RETURNING ${COLUMNS}`)) as CheckoutRow | null;
    if (flipped === null) {
      const row = (await tx.maybeOne(sql.unsafe`
        SELECT ${COLUMNS} FROM payment_checkout_sessions WHERE token_hash = ${sql.binary(hash)}`)) as CheckoutRow | null;
      if (row === null) throw checkoutProblems.sessionNotFound();
      if (row.status === "completed") return row;
      throw checkoutProblems.sessionExpired();
    }
    await credit(tx, keys, flipped, prepare);
    return flipped;
  });
};

/**
 * Live mode: completes the session of a payment the acquirer captured, crediting its wallet once (a
 * conditional flip: notifications that race or repeat credit nothing more). Past its expiry too: the
 * acquirer took the money, so the wallet gets it. Null when no open session is the payment's.
 */
export const completeAcquirerCheckout = (
  pool: DatabasePool,
  keys: SealingKeys,
  paymentId: string,
  prepare: Prepare,
): Promise<CheckoutRow | null> =>
  pool.transaction(async (tx) => {
    const flipped = (await tx.maybeOne(sql.unsafe`
      UPDATE payment_checkout_sessions SET status = 'completed', completed_at = now()
      WHERE acquirer_payment_id = ${paymentId} AND status = 'open'
      RETURNING ${COLUMNS}`)) as CheckoutRow | null;
    if (flipped !== null) await credit(tx, keys, flipped, prepare);
    return flipped;
  });

/** The session whose payment at the acquirer this is, or null. */
export const checkoutOfAcquirerPayment = async (
  db: CommonQueryMethods,
  paymentId: string,
): Promise<CheckoutRow | null> =>
  (await db.maybeOne(sql.unsafe`
    SELECT ${COLUMNS} FROM payment_checkout_sessions WHERE acquirer_payment_id = ${paymentId}`)) as CheckoutRow | null;

/** The deposit: the session's amount from the clearing wallet to its wallet, and the owner told. */
const credit = async (tx: CommonQueryMethods, keys: SealingKeys, session: CheckoutRow, prepare: Prepare) => {
  await move(
    tx,
    {
      id: session.id,
      legs: [{ kind: "deposit", from: SYSTEM_WALLETS.clearing, to: session.wallet_id, amount: session.amount }],
      userWallets: [session.wallet_id],
    },
    prepare,
  );
  await notify(tx, keys, {
    userId: session.owner_id,
    kind: "deposit.completed",
    data: { checkoutSessionId: session.id, walletId: session.wallet_id, amount: kzt(session.amount) },
  });
};
