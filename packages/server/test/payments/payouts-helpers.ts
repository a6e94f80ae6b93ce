// Shared by the payouts and KYC tests: users with funded wallets, operators, valid IBANs and IINs.
import { ApiError, createPaymentsClient, type PaymentsClient } from "@trustplane/sdk-payments";
import { sql } from "slonik";
import { expect } from "vitest";
import { iinCheckDigit } from "../../src/modules/payments/kyc/iin.ts";
import { openNotificationData } from "../../src/modules/payments/notifications/notify.ts";
import { personalDataKeysFromEnv } from "../../src/sealing/seal.ts";
import { PASSWORD, uniqueEmail } from "../e2e/sdk-helpers.ts";
import type { TestServer } from "../harness.ts";
import { fund as fundTiyn } from "./helpers.ts";

export type Member = { client: PaymentsClient; userId: string; walletId: string; name: string };

/** A newly registered user with an open (empty) wallet, driving the API through the client package. */
export const member = async (app: TestServer, name: string, options: { maxRetries?: number } = {}): Promise<Member> => {
  const client = createPaymentsClient({ baseUrl: app.url, ...options });
  const { user } = await client.auth.register({ email: uniqueEmail(name.toLowerCase()), password: PASSWORD, name });
  const wallet = await client.payments.wallets.create();
  return { client, userId: user.id, walletId: wallet.id, name };
};

/** An operator (role `admin`). */
export const operator = async (app: TestServer, options: { maxRetries?: number } = {}): Promise<Member> => {
  const admin = await member(app, "Operator", options);
  await app.ctx.db.query(sql.unsafe`UPDATE users SET role = 'admin' WHERE id = ${admin.userId}`);
  return admin;
};

/** Credits `kzt` to the wallet from clearing, as a completed deposit would (deposits are another area). */
export const fund = (app: TestServer, walletId: string, kzt: number): Promise<void> =>
  fundTiyn(app, walletId, BigInt(Math.round(kzt * 100)));

/** A system wallet's balance in tiyn. */
export const systemBalance = async (app: TestServer, id: string): Promise<bigint> =>
  BigInt((await app.ctx.db.oneFirst(sql.unsafe`SELECT balance FROM journal_accounts WHERE id = ${id}`)) as bigint);

/** A Kazakh IBAN with the right check digits for the bank code and account (16 characters). */
export const kzIban = (bban: string): string => {
  const digits = [...`${bban}KZ00`].map((c) => Number.parseInt(c, 36).toString()).join("");
  const check = 98n - (BigInt(digits) % 97n);
  return `KZ${check.toString().padStart(2, "0")}${bban}`;
};

/** A valid IIN of someone born on `dateOfBirth` (`YYYY-MM-DD`), `serial` picking among them. */
export const validIin = (dateOfBirth: string, serial = 1): string => {
  const [y, m, d] = dateOfBirth.split("-") as [string, string, string];
  const century = Number(y.slice(0, 2)) - 18; // 18xx → 1, 19xx → 3, 20xx → 5
  const centuryDigit = String(century * 2 + 1);
  for (let s = serial; ; s++) {
    const first11 = `${y.slice(2)}${m}${d}${centuryDigit}${String(s).padStart(4, "0")}`;
    const check = iinCheckDigit(first11);
    if (check !== null) return `${first11}${check}`;
  }
};

/** A KYC submission's body for `fullName`, born on 1990-05-17 unless said otherwise. */
export const kycBody = (fullName: string, dateOfBirth = "1990-05-17") => ({
  fullName,
  dateOfBirth,
  iin: validIin(dateOfBirth),
  address: { line1: "12 Abay Ave", city: "Almaty", postalCode: "050000", country: "KZ" as const },
  documentNumber: "N12345678",
});

/** The API error a call fails with, with its status and code checked. */
export const failure = async (call: PromiseLike<unknown>, status: number, code: string): Promise<ApiError> => {
  const error = await Promise.resolve(call).then(
    () => {
      throw new Error(`expected ${status} ${code}, the call succeeded`);
    },
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(ApiError);
  const api = error as ApiError;
  expect({ status: api.status, code: api.code }, api.message).toEqual({ status, code });
  return api;
};

/** The personal-data keys the test server seals with (one per test process). */
export const testPersonalDataKeys = () => personalDataKeysFromEnv({ NODE_ENV: "test" })();

/**
 * The user's notifications, newest first, opened. Read from the table: the notifications list answers
 * 500 on any notification while the contract's `PaymentNotification.data` has `nullable` without `type`
 * (reported to the lead).
 */
export const notificationsOf = async (app: TestServer, userId: string) => {
  const rows = (await app.ctx.db.any(sql.unsafe`
    SELECT id, kind, data FROM payment_notifications WHERE user_id = ${userId} ORDER BY id DESC`)) as readonly {
    id: string;
    kind: string;
    data: Buffer;
  }[];
  return rows.map((row) => ({ kind: row.kind, data: openNotificationData(testPersonalDataKeys(), row.id, row.data) }));
};

/** The journal entries of a movement (a payout's id), in order. */
export const movementLegs = async (app: TestServer, movementId: string) =>
  (await app.ctx.db.any(sql.unsafe`
    SELECT kind, debit_account_id AS debit, credit_account_id AS credit, amount
    FROM journal_entries WHERE movement_id = ${movementId} ORDER BY created_at, id`)) as readonly {
    kind: string;
    debit: string;
    credit: string;
    amount: bigint;
  }[];
