// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-payments` (scripts/generate-clients.mjs).
import type { Method, OperationTable, PaginatedMethod, PathParam } from "@trustplane/sdk-core";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "payments.wallets.list": { method: "GET", path: "/api/payments/wallets", params: "none" },
  "payments.wallets.create": { method: "POST", path: "/api/payments/wallets", params: "none" },
  "payments.wallets.retrieve": { method: "GET", path: "/api/payments/wallets/{id}", params: "none" },
  "payments.wallets.entries.list": { method: "GET", path: "/api/payments/wallets/{id}/entries", paginated: true },
  "payments.wallets.entries.exportCsv": { method: "GET", path: "/api/payments/wallets/{id}/entries.csv", params: "none" },
  "payments.transfers.create": { method: "POST", path: "/api/payments/transfer", params: "body", idempotent: true },
  "payments.notifications.list": { method: "GET", path: "/api/payments/notifications", paginated: true },
  "payments.notifications.markRead": { method: "POST", path: "/api/payments/notifications/read", params: "body" },
  "payments.notifications.preferences.retrieve": { method: "GET", path: "/api/payments/notifications/preferences", params: "none" },
  "payments.notifications.preferences.update": { method: "PATCH", path: "/api/payments/notifications/preferences", params: "body" },
  "payouts.list": { method: "GET", path: "/api/payments/payouts", paginated: true },
  "payouts.create": { method: "POST", path: "/api/payments/payouts", params: "body", idempotent: true },
  "payouts.exportCsv": { method: "GET", path: "/api/payments/payouts.csv", params: "none" },
  "payouts.retrieve": { method: "GET", path: "/api/payments/payouts/{id}", params: "none" },
  "payouts.cancel": { method: "POST", path: "/api/payments/payouts/{id}/cancel", params: "none", idempotent: true },
  "payouts.admin.payouts.list": { method: "GET", path: "/api/payments/admin/payouts", paginated: true },
  "payouts.admin.payouts.approve": { method: "POST", path: "/api/payments/admin/payouts/{id}/approve", params: "none", idempotent: true },
  "payouts.admin.payouts.reject": { method: "POST", path: "/api/payments/admin/payouts/{id}/reject", params: "body", idempotent: true },
  "payouts.kyc.retrieve": { method: "GET", path: "/api/payments/kyc", params: "none" },
  "payouts.kyc.submit": { method: "POST", path: "/api/payments/kyc/submit", params: "body", idempotent: true },
  "payouts.admin.kyc.list": { method: "GET", path: "/api/payments/admin/kyc", paginated: true },
  "payouts.admin.kyc.approve": { method: "POST", path: "/api/payments/admin/kyc/{id}/approve", params: "none", idempotent: true },
  "payouts.admin.kyc.reject": { method: "POST", path: "/api/payments/admin/kyc/{id}/reject", params: "body", idempotent: true },
} as const satisfies OperationTable;

/** The typed methods: `client.<tag>.<resource>.<verb>(...pathParameters, params?, options?)`. */
export interface Api {
  /**
   * Embedded payments in KZT: a wallet per user, P2P transfers with a 0.1% fee (paid by the payer on
   * top, credited to the platform's fee account in the same transaction), the wallet's history and
   * its CSV export, and notifications with per-kind preferences. Every money-moving POST takes
   * `Idempotency-Key`; amounts are JSON numbers of KZT with at most 2 decimals.
   */
  payments: {
    wallets: {
      /**
       * The caller's wallets (none or one).
       *
       * `GET /api/payments/wallets` (listPaymentWallets)
       */
      list: Method<Operations["listPaymentWallets"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Open the caller's KZT wallet.
       *
       * Every user has at most one KZT wallet. The first call opens it (201); later calls answer the
       * same wallet (200), so the call is safe to repeat. A new wallet holds 0 and, until its owner's
       * identity is verified (`POST /api/payments/kyc/submit`, then an admin's approval), sends out at
       * most the daily outflow cap (`dailyOutflow.cap`, 100,000 KZT by default) per UTC day.
       *
       * `POST /api/payments/wallets` (openPaymentWallet)
       */
      create: Method<Operations["openPaymentWallet"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's wallets, with its balance.
       *
       * `GET /api/payments/wallets/{id}` (getPaymentWallet)
       */
      retrieve: Method<Operations["getPaymentWallet"], [id: PathParam<Operations["getPaymentWallet"], "id">], "none", "validation" | "unauthorized" | "payments-wallet-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      entries: {
        /**
         * A wallet's history, newest first.
         *
         * Every journal entry that moved money into or out of the wallet: transfers sent and received
         * (each showing the transfer's fee, which the payer paid on top), the fee itself as an entry of
         * its own on the payer's side, deposits, payouts' holds and releases, and payments of requests.
         * Each entry has the wallet's balance right after it. Keyset cursors like every list.
         *
         * `GET /api/payments/wallets/{id}/entries` (listPaymentWalletEntries)
         */
        list: PaginatedMethod<Operations["listPaymentWalletEntries"], [id: PathParam<Operations["listPaymentWalletEntries"], "id">], "query", "validation" | "invalid-cursor" | "unauthorized" | "payments-wallet-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * A wallet's whole history as CSV.
         *
         * Oldest first, as of when the export began: RFC 4180 with the columns
         * `id, movementId, kind, direction, amount, fee, balanceAfter, counterpartyWalletId, createdAt`
         * (amounts in KZT with exactly two decimals). Streamed; cells that a spreadsheet would read as a
         * formula are escaped.
         *
         * `GET /api/payments/wallets/{id}/entries.csv` (exportPaymentWalletEntriesCsv)
         */
        exportCsv: Method<Operations["exportPaymentWalletEntriesCsv"], [id: PathParam<Operations["exportPaymentWalletEntriesCsv"], "id">], "none", "validation" | "unauthorized" | "payments-wallet-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
    };
    transfers: {
      /**
       * Send KZT to another user's wallet (P2P), with a 0.1% fee.
       *
       * Moves `amount` from the caller's wallet to the wallet `to`, and the fee from the caller's wallet
       * to the platform's fee account, in one transaction: all of it or none of it.
       *
       * **Fee:** 0.1% of `amount`, rounded half-up to the tiyn, and at least 0.01 KZT on any amount:
       * `fee = max(1, floor((amount_in_tiyn + 500) / 1000))` tiyn. The payer pays it on top:
       * `total = amount + fee` leaves the caller's wallet, `amount` arrives whole. For example 100 KZT
       * → fee 0.10; 0.50 KZT → 0.01; 1234.56 KZT → 1.23; 1234.50 KZT → 1.23; 1235.00 KZT → 1.24.
       *
       * **Limits:** the total counts against the caller's daily outflow cap until their identity is
       * verified (`payments-outflow-limit`).
       *
       * **Idempotency-Key:** a retry within 24 hours with the same key and body answers the first
       * transfer and moves the money once, also when the retries arrive at the same time.
       *
       * `POST /api/payments/transfer` (createPaymentTransfer)
       */
      create: Method<Operations["createPaymentTransfer"], [], "body", "validation" | "malformed-json" | "payments-same-wallet" | "unauthorized" | "payments-wallet-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    notifications: {
      /**
       * The caller's notifications, newest first.
       *
       * What happened that the caller cares about: money received, a deposit completed, a request of
       * theirs paid, a payout settled or rejected, their identity check decided. Kinds the caller muted
       * (`PATCH /api/payments/notifications/preferences`) are not recorded. `unread=true` lists only
       * those not yet marked read (`POST /api/payments/notifications/read`).
       *
       * `GET /api/payments/notifications` (listPaymentNotifications)
       */
      list: PaginatedMethod<Operations["listPaymentNotifications"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Mark notifications read.
       *
       * Either the listed `ids` (ids that are not the caller's are ignored) or, with `all: true`, every
       * notification of the caller's. Marking one already read changes nothing, so retries are safe.
       *
       * `POST /api/payments/notifications/read` (markPaymentNotificationsRead)
       */
      markRead: Method<Operations["markPaymentNotificationsRead"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      preferences: {
        /**
         * Which kinds of notification the caller receives.
         *
         * `GET /api/payments/notifications/preferences` (getPaymentNotificationPreferences)
         */
        retrieve: Method<Operations["getPaymentNotificationPreferences"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Turn kinds of notification on or off.
         *
         * Names only the kinds to change (`{"kinds": {"transfer.received": false}}`); the others keep
         * their setting. Every kind is on until turned off. Answers every kind's setting after the change.
         *
         * `PATCH /api/payments/notifications/preferences` (updatePaymentNotificationPreferences)
         */
        update: Method<Operations["updatePaymentNotificationPreferences"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
    };
  };
  /**
   * Payouts (held at once, reviewed by an operator, settled or released) and identity checks (KYC),
   * which lift the daily outflow cap of unverified wallets; the operators' (role `admin`) queues.
   */
  payouts: {
    /**
     * The caller's payouts, newest first.
     *
     * Every payout of the caller's, newest first, each with its masked destination and its history;
     * `status` keeps only those in one status (`pending` ones are still held). Keyset cursors like
     * every list.
     *
     * `GET /api/payments/payouts` (listPayouts)
     */
    list: PaginatedMethod<Operations["listPayouts"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Pay money out of the caller's wallet to a bank account (IBAN).
     *
     * Holds `amount` at once: in one transaction it leaves the wallet's available balance (entry
     * `payout_hold`), shows in the wallet's `held`, and the payout is created `pending` for an
     * operator's review. Approval settles it (the money leaves the platform); rejection, or the
     * caller's cancellation while it is pending, releases it back to the wallet.
     *
     * **Destination:** a Kazakh IBAN (`KZ`, 2 check digits, 16 more characters: 20 in all; spaces
     * and lower case are accepted and removed) whose ISO 13616 mod-97 check passes, and the account
     * holder's name. Both are stored sealed; answers show the IBAN masked (`KZ•••• 1234`).
     *
     * **Limits:** the amount counts against the wallet's daily outflow cap until the caller's
     * identity is verified (`payments-outflow-limit`).
     *
     * **Idempotency-Key:** a retry within 24 hours with the same key and body answers the first
     * payout and holds the money once.
     *
     * `POST /api/payments/payouts` (createPayout)
     */
    create: Method<Operations["createPayout"], [], "body", "validation" | "malformed-json" | "payout-invalid-iban" | "unauthorized" | "payments-wallet-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * The caller's payouts as CSV.
     *
     * Every payout of the caller's, oldest first, as of when the export began: RFC 4180 with the
     * columns `id, status, amount, walletId, iban, holderName, createdAt, updatedAt, reason` (`iban`
     * masked as in the API, amounts in KZT with two decimals, `reason` the rejection's). Streamed;
     * cells a spreadsheet would read as a formula are escaped.
     *
     * `GET /api/payments/payouts.csv` (exportPayoutsCsv)
     */
    exportCsv: Method<Operations["exportPayoutsCsv"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * One of the caller's payouts, with its history.
     *
     * The payout with its masked destination and every change of its status (who made it: the
     * owner or an operator; a rejection's reason). Someone else's payout answers 404 like an unknown
     * id.
     *
     * `GET /api/payments/payouts/{id}` (getPayout)
     */
    retrieve: Method<Operations["getPayout"], [id: PathParam<Operations["getPayout"], "id">], "none", "validation" | "unauthorized" | "payout-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Cancel one of the caller's pending payouts.
     *
     * Releases the held amount back to the wallet (entry `payout_release`) and makes the payout
     * `cancelled`, in one transaction. Only a `pending` payout can be cancelled: once an operator
     * decided it, the answer is 409 `payout-not-pending`.
     *
     * `POST /api/payments/payouts/{id}/cancel` (cancelPayout)
     */
    cancel: Method<Operations["cancelPayout"], [id: PathParam<Operations["cancelPayout"], "id">], "none", "validation" | "unauthorized" | "payout-not-found" | "payout-not-pending" | "idempotency-key-in-flight" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    admin: {
      payouts: {
        /**
         * The operators' payout queue, oldest first.
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else): every user's payouts with
         * the given `status` (default `pending`), **oldest first** (the order to work a queue in), with
         * the destination opened (full IBAN and holder's name: the operator pays it out). Keyset pages as
         * every list; `nextCursor` continues towards newer payouts.
         *
         * `GET /api/payments/admin/payouts` (listAdminPayouts)
         */
        list: PaginatedMethod<Operations["listAdminPayouts"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "admin-only" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Settle a pending payout (operators only).
         *
         * The operator has paid the money to the destination: in one transaction the held amount leaves
         * the platform (entry `payout_settle`, from the payouts account to clearing), the wallet's `held`
         * goes down, the payout becomes `settled` and its owner is notified (`payout.settled`). Only a
         * `pending` payout moves: of two operators deciding the same payout at once (approve twice, or
         * approve and reject), one wins and the other gets 409 `payout-not-pending`.
         *
         * `POST /api/payments/admin/payouts/{id}/approve` (approvePayout)
         */
        approve: Method<Operations["approvePayout"], [id: PathParam<Operations["approvePayout"], "id">], "none", "validation" | "unauthorized" | "admin-only" | "payout-not-found" | "payout-not-pending" | "idempotency-key-in-flight" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Reject a pending payout (operators only).
         *
         * In one transaction the held amount goes back to the wallet (entry `payout_release`), the
         * wallet's `held` goes down, the payout becomes `rejected` with the operator's `reason` (shown to
         * the user: write no personal data in it) and its owner is notified (`payout.rejected`). Only a
         * `pending` payout moves (409 `payout-not-pending` otherwise).
         *
         * `POST /api/payments/admin/payouts/{id}/reject` (rejectPayout)
         */
        reject: Method<Operations["rejectPayout"], [id: PathParam<Operations["rejectPayout"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "admin-only" | "payout-not-found" | "payout-not-pending" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
      kyc: {
        /**
         * The operators' identity-check queue, oldest first.
         *
         * For operators (role `admin`; 403 `admin-only` for everyone else): every user's submissions
         * with the given `status` (default `pending`), **oldest first**, each with the submitted data
         * opened for review. This is the one place that data leaves the database in the clear; answers
         * are `no-store` like every API answer. Keyset pages; `nextCursor` continues towards newer ones.
         *
         * `GET /api/payments/admin/kyc` (listAdminKycSubmissions)
         */
        list: PaginatedMethod<Operations["listAdminKycSubmissions"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "admin-only" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Approve a pending identity check (operators only).
         *
         * In one transaction the submission becomes `approved`, the user's wallet loses its daily
         * outflow cap (and a wallet they open later has none) and the user is notified
         * (`kyc.approved`). Only a `pending` submission is decided (409 `kyc-not-pending` otherwise).
         *
         * `POST /api/payments/admin/kyc/{id}/approve` (approveKycSubmission)
         */
        approve: Method<Operations["approveKycSubmission"], [id: PathParam<Operations["approveKycSubmission"], "id">], "none", "validation" | "unauthorized" | "admin-only" | "kyc-not-found" | "kyc-not-pending" | "idempotency-key-in-flight" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Reject a pending identity check (operators only).
         *
         * The submission becomes `rejected` with the operator's `reason` (shown to the user: write no
         * personal data in it), and the user is notified (`kyc.rejected`); they may submit again. Only a
         * `pending` submission is decided (409 `kyc-not-pending` otherwise).
         *
         * `POST /api/payments/admin/kyc/{id}/reject` (rejectKycSubmission)
         */
        reject: Method<Operations["rejectKycSubmission"], [id: PathParam<Operations["rejectKycSubmission"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "admin-only" | "kyc-not-found" | "kyc-not-pending" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
    };
    kyc: {
      /**
       * The caller's identity check and the limits that apply to them.
       *
       * `status` is the latest submission's (`unverified` when there is none): `pending` review,
       * `approved` (verified: no daily outflow cap) or `rejected` (with the operator's `reason`; the
       * caller may submit again). `limits.dailyOutflowCap` is the cap on what the caller's wallet may
       * send out per UTC day (transfers with their fee, payouts, paid requests), null when there is
       * none.
       *
       * `GET /api/payments/kyc` (getKycStatus)
       */
      retrieve: Method<Operations["getKycStatus"], [], "none", "validation" | "unauthorized" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Submit the caller's identity for verification.
       *
       * Creates a `pending` submission for an operator's review. The caller must be an adult (18 or
       * older today, UTC) and `iin` a valid Kazakh individual identification number: 12 digits whose
       * first six are the date of birth (`YYMMDD`, the seventh giving the century) and whose last is
       * the check digit (weights 1–11 mod 11, then 3–11, 1, 2 when the first gives 10).
       *
       * Everything submitted is personal data: it is stored sealed, never logged, and the answer shows
       * only the name and the IIN's last four digits. One submission may be pending at a time (409
       * `kyc-pending`); after a rejection the caller may submit again, once approved no more (409
       * `kyc-already-verified`).
       *
       * `POST /api/payments/kyc/submit` (submitKyc)
       */
      submit: Method<Operations["submitKyc"], [], "body", "validation" | "malformed-json" | "kyc-invalid-iin" | "kyc-underage" | "unauthorized" | "kyc-pending" | "kyc-already-verified" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
}
