// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-payments` (scripts/generate-clients.mjs).
// Left out: receiveAcquirerNotification (POST /api/payments/acquirer/notifications: x-sdk-exclude).
import type { Method, OperationTable, PaginatedMethod, PathParam } from "@trustplane/sdk-core";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "payments.wallets.list": { method: "GET", path: "/api/payments/wallets", params: "none" },
  "payments.wallets.create": { method: "POST", path: "/api/payments/wallets", params: "none" },
  "payments.wallets.lookup": { method: "GET", path: "/api/payments/wallets/lookup" },
  "payments.wallets.retrieve": { method: "GET", path: "/api/payments/wallets/{id}", params: "none" },
  "payments.wallets.entries.list": { method: "GET", path: "/api/payments/wallets/{id}/entries", paginated: true },
  "payments.wallets.entries.exportCsv": { method: "GET", path: "/api/payments/wallets/{id}/entries.csv", params: "none" },
  "payments.transfers.create": { method: "POST", path: "/api/payments/transfer", params: "body", idempotent: true },
  "payments.transfers.retrieve": { method: "GET", path: "/api/payments/transfers/{id}", params: "none" },
  "payments.notifications.list": { method: "GET", path: "/api/payments/notifications", paginated: true },
  "payments.notifications.markRead": { method: "POST", path: "/api/payments/notifications/read", params: "body" },
  "payments.notifications.preferences.retrieve": { method: "GET", path: "/api/payments/notifications/preferences", params: "none" },
  "payments.notifications.preferences.update": { method: "PATCH", path: "/api/payments/notifications/preferences", params: "body" },
  "checkout.sessions.list": { method: "GET", path: "/api/payments/deposit/checkout", paginated: true },
  "checkout.sessions.create": { method: "POST", path: "/api/payments/deposit/checkout", params: "body", idempotent: true },
  "checkout.sessions.retrieve": { method: "GET", path: "/api/payments/deposit/checkout/{id}", params: "none" },
  "checkout.sessions.complete": { method: "POST", path: "/api/payments/deposit/checkout/complete", params: "body" },
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
  "merchants.keys.list": { method: "GET", path: "/api/payments/merchant/keys", paginated: true },
  "merchants.keys.create": { method: "POST", path: "/api/payments/merchant/keys", params: "body" },
  "merchants.keys.rotate": { method: "POST", path: "/api/payments/merchant/keys/{id}/rotate", params: "body" },
  "merchants.keys.retrieve": { method: "GET", path: "/api/payments/merchant/keys/{id}", params: "none" },
  "merchants.keys.revoke": { method: "DELETE", path: "/api/payments/merchant/keys/{id}", params: "none" },
  "merchants.charges.create": { method: "POST", path: "/api/payments/merchant/charge", params: "body" },
  "merchants.requests.list": { method: "GET", path: "/api/payments/requests", paginated: true },
  "merchants.requests.create": { method: "POST", path: "/api/payments/requests", params: "body" },
  "merchants.requests.retrieve": { method: "GET", path: "/api/payments/requests/{id}", params: "none" },
  "merchants.requests.cancel": { method: "POST", path: "/api/payments/requests/{id}/cancel", params: "none" },
  "merchants.statements.exportCsv": { method: "GET", path: "/api/payments/merchant/statement.csv" },
  "merchants.requests.refunds.create": { method: "POST", path: "/api/payments/requests/{id}/refund", params: "body", idempotent: true },
  "merchants.requests.refunds.list": { method: "GET", path: "/api/payments/requests/{id}/refunds", paginated: true },
  "merchants.requests.retrievePublic": { method: "GET", path: "/api/payments/requests/{id}/public", params: "none" },
  "payments.requests.pay": { method: "POST", path: "/api/payments/requests/{id}/pay", params: "body", idempotent: true },
  "merchantWebhooks.subscriptions.list": { method: "GET", path: "/api/payments/webhook-subs", paginated: true },
  "merchantWebhooks.subscriptions.create": { method: "POST", path: "/api/payments/webhook-subs", params: "body" },
  "merchantWebhooks.subscriptions.ping": { method: "POST", path: "/api/payments/webhook-subs/{id}/ping", params: "none" },
  "merchantWebhooks.subscriptions.rotateSecret": { method: "POST", path: "/api/payments/webhook-subs/{id}/rotate-secret", params: "body" },
  "merchantWebhooks.subscriptions.endSecretOverlap": { method: "POST", path: "/api/payments/webhook-subs/{id}/end-secret-overlap", params: "none" },
  "merchantWebhooks.subscriptions.recover": { method: "POST", path: "/api/payments/webhook-subs/{id}/recover", params: "body" },
  "merchantWebhooks.deliveries.list": { method: "GET", path: "/api/payments/webhook-deliveries", paginated: true },
  "merchantWebhooks.deliveries.exportCsv": { method: "GET", path: "/api/payments/webhook-deliveries.csv", params: "none" },
  "merchantWebhooks.deliveries.retrieve": { method: "GET", path: "/api/payments/webhook-deliveries/{id}", params: "none" },
  "merchantWebhooks.deliveries.redeliver": { method: "POST", path: "/api/payments/webhook-deliveries/{id}/redeliver", params: "body" },
  "merchantWebhooks.subscriptions.retrieve": { method: "GET", path: "/api/payments/webhook-subs/{id}", params: "none" },
  "merchantWebhooks.subscriptions.disable": { method: "DELETE", path: "/api/payments/webhook-subs/{id}", params: "none" },
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
       * Every user has at most one KZT wallet; the list is empty until `POST /api/payments/wallets` opens it.
       *
       * An API key needs the scope `payments:read`.
       *
       * `GET /api/payments/wallets` (listPaymentWallets)
       */
      list: Method<Operations["listPaymentWallets"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Open the caller's KZT wallet.
       *
       * Every user has at most one KZT wallet. The first call opens it (201); later calls answer the
       * same wallet (200), so the call is safe to repeat. A new wallet holds 0 and, until its owner's
       * identity is verified (`POST /api/payments/kyc/submit`, then an admin's approval), sends out at
       * most the daily outflow cap (`dailyOutflow.cap`, 100,000 KZT by default) per UTC day.
       *
       * An API key needs the scope `payments:write`.
       *
       * `POST /api/payments/wallets` (openPaymentWallet)
       */
      create: Method<Operations["openPaymentWallet"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Find a user's wallet by their email, to send them a transfer.
       *
       * Answers the wallet of the user with this email (compared case-insensitively) and who owns it
       * (user id and display name), so the payer can check they found the right person before sending.
       * The email is not echoed, and nothing else (balances, history) is revealed. An unknown email,
       * or a user without a wallet, is 404. Counted against the per-user lookups budget, like the
       * ledger's account lookup.
       *
       * An API key needs the scope `payments:read`.
       *
       * `GET /api/payments/wallets/lookup` (lookupPaymentWallet)
       */
      lookup: Method<Operations["lookupPaymentWallet"], [], "query", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's wallets, with its balance.
       *
       * The available balance, what payouts under review hold, and what the daily outflow cap still allows today. Someone else's wallet is 404 like an unknown one.
       *
       * An API key needs the scope `payments:read`.
       *
       * `GET /api/payments/wallets/{id}` (getPaymentWallet)
       */
      retrieve: Method<Operations["getPaymentWallet"], [id: PathParam<Operations["getPaymentWallet"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      entries: {
        /**
         * A wallet's history, newest first.
         *
         * Every journal entry that moved money into or out of the wallet: transfers sent and received
         * (each showing the transfer's fee, which the payer paid on top), the fee itself as an entry of
         * its own on the payer's side, deposits, payouts' holds and releases, and payments of requests.
         * Each entry has the wallet's balance right after it. Keyset cursors like every list. Entries are
         * ordered by id, that is by when their movement began: two movements of one wallet begun in the
         * same instant may be listed in the other order than they were applied, which `balanceAfter` shows.
         *
         * An API key needs the scope `payments:read`.
         *
         * `GET /api/payments/wallets/{id}/entries` (listPaymentWalletEntries)
         */
        list: PaginatedMethod<Operations["listPaymentWalletEntries"], [id: PathParam<Operations["listPaymentWalletEntries"], "id">], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * A wallet's whole history as CSV.
         *
         * Oldest first, as of when the export began: RFC 4180 with the columns
         * `id, movementId, kind, direction, amount, fee, balanceAfter, counterpartyWalletId, createdAt`
         * (amounts in KZT with exactly two decimals). Streamed; cells that a spreadsheet would read as a
         * formula are escaped.
         *
         * An API key needs the scope `payments:read`.
         *
         * `GET /api/payments/wallets/{id}/entries.csv` (exportPaymentWalletEntriesCsv)
         */
        exportCsv: Method<Operations["exportPaymentWalletEntriesCsv"], [id: PathParam<Operations["exportPaymentWalletEntriesCsv"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
       * An API key needs the scope `payments:write`.
       *
       * `POST /api/payments/transfer` (createPaymentTransfer)
       */
      create: Method<Operations["createPaymentTransfer"], [], "body", "validation" | "malformed-json" | "payments-same-wallet" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One transfer the caller sent or received.
       *
       * Its payer and its payee may read it; for anyone else it does not exist (404).
       *
       * An API key needs the scope `payments:read`.
       *
       * `GET /api/payments/transfers/{id}` (getPaymentTransfer)
       */
      retrieve: Method<Operations["getPaymentTransfer"], [id: PathParam<Operations["getPaymentTransfer"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payment-transfer-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    notifications: {
      /**
       * The caller's notifications, newest first.
       *
       * What happened that the caller cares about: money received, a deposit completed, a request of
       * theirs paid, a payout settled, rejected or failed at the bank, their identity check decided. Kinds the caller muted
       * (`PATCH /api/payments/notifications/preferences`) are not recorded. `unread=true` lists only
       * those not yet marked read (`POST /api/payments/notifications/read`).
       *
       * An API key needs the scope `payments:read`.
       *
       * `GET /api/payments/notifications` (listPaymentNotifications)
       */
      list: PaginatedMethod<Operations["listPaymentNotifications"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Mark notifications read.
       *
       * Either the listed `ids` (ids that are not the caller's are ignored) or, with `all: true`, every
       * notification of the caller's. Marking one already read changes nothing, so retries are safe.
       *
       * An API key needs the scope `payments:write`.
       *
       * `POST /api/payments/notifications/read` (markPaymentNotificationsRead)
       */
      markRead: Method<Operations["markPaymentNotificationsRead"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      preferences: {
        /**
         * Which kinds of notification the caller receives.
         *
         * Every kind, `true` unless the caller turned it off with `PATCH /api/payments/notifications/preferences`.
         *
         * An API key needs the scope `payments:read`.
         *
         * `GET /api/payments/notifications/preferences` (getPaymentNotificationPreferences)
         */
        retrieve: Method<Operations["getPaymentNotificationPreferences"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Turn kinds of notification on or off.
         *
         * Names only the kinds to change (`{"kinds": {"transfer.received": false}}`); the others keep
         * their setting. Every kind is on until turned off. Answers every kind's setting after the change.
         *
         * An API key needs the scope `payments:write`.
         *
         * `PATCH /api/payments/notifications/preferences` (updatePaymentNotificationPreferences)
         */
        update: Method<Operations["updatePaymentNotificationPreferences"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
    };
    requests: {
      /**
       * Pay a request from the caller's wallet.
       *
       * In one transaction the request goes `open → paid` and its `amount` moves from the caller's
       * wallet (`walletId`, default the caller's wallet) to the merchant's: all of it or none of it.
       * **No fee** on payments of requests: the payer pays `amount`, the merchant receives `amount`.
       * The amount counts against the payer's daily outflow cap until their identity is verified.
       * The merchant is notified (`request.paid`).
       *
       * A request is paid once, also when payers race: the others get 409
       * `payment-request-not-open`. **Idempotency-Key:** a retry with the same key and body answers the
       * first payment.
       *
       * An API key needs the scope `payments:write`.
       *
       * `POST /api/payments/requests/{id}/pay` (payPaymentRequest)
       */
      pay: Method<Operations["payPaymentRequest"], [id: PathParam<Operations["payPaymentRequest"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payment-request-not-found" | "payments-wallet-not-found" | "payment-request-not-open" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "payment-request-expired" | "payment-request-own" | "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Deposits through a hosted checkout page: a session with the URL of a page we serve, completed
   * once however often the completion arrives, expiring when unused.
   */
  checkout: {
    sessions: {
      /**
       * The caller's checkout sessions, newest first.
       *
       * Every session the caller started, open, completed or expired, with its `url` while it is open. Keyset cursors like every list.
       *
       * An API key needs the scope `checkout:read`.
       *
       * `GET /api/payments/deposit/checkout` (listCheckoutSessions)
       */
      list: PaginatedMethod<Operations["listCheckoutSessions"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Start a deposit through the hosted checkout page.
       *
       * Creates an `open` checkout session for `amount` KZT into the caller's wallet (`walletId`,
       * by default the caller's only wallet) and answers its `url`: the hosted page to send the payer
       * to. The page shows the amount and pays in test mode; paying completes the session (see
       * `POST /api/payments/deposit/checkout/complete`) and credits the wallet once. The session
       * expires `PAYMENTS_CHECKOUT_TTL_SECONDS` after creation (30 minutes by default) when unused.
       *
       * `successUrl` is linked from the page once paid, `cancelUrl` while it is open ("Cancel and
       * return"): each `https`, or `http` on a loopback host (`localhost`, `127.0.0.1`, `[::1]`)
       * outside production, at most 2048 characters, with no user name or password in it.
       *
       * Creating a session moves no money. **Idempotency-Key:** a retry within 24 hours with the same
       * key and body answers the first session.
       *
       * An API key needs the scope `checkout:write`.
       *
       * `POST /api/payments/deposit/checkout` (createCheckoutSession)
       */
      create: Method<Operations["createCheckoutSession"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "simulated-checkout-disabled" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "deposit-refused-by-acquirer" | "idempotency-key-reused" | "rate-limited" | "acquirer-unavailable" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's checkout sessions.
       *
       * Its current `status` (an open session past `expiresAt` reads `expired`).
       *
       * An API key needs the scope `checkout:read`.
       *
       * `GET /api/payments/deposit/checkout/{id}` (getCheckoutSession)
       */
      retrieve: Method<Operations["getCheckoutSession"], [id: PathParam<Operations["getCheckoutSession"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "checkout-session-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Pay an open checkout session (what the hosted page's button does; test mode).
       *
       * Public: the session's token (the last segment of its `url`) is the capability, no sign-in is
       * needed. In one transaction the session becomes `completed` and its amount moves from the
       * platform's clearing wallet to the session's wallet (a `deposit` entry whose `movementId` is
       * the session's id), and the wallet's owner is notified (`deposit.completed`).
       *
       * Idempotent by nature: completing a session that is already completed (also when the two
       * completions arrive at the same time) credits nothing more and answers the completed session,
       * 200 both times. A session past its `expiresAt` is `410 checkout-session-expired`, an unknown
       * token `404 checkout-session-not-found`. Rate limited per client address like sign-in
       * (`x-rate-limit: credentials`), as the token is a secret.
       *
       * `POST /api/payments/deposit/checkout/complete` (completeCheckoutSession)
       */
      complete: Method<Operations["completeCheckoutSession"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "simulated-checkout-disabled" | "checkout-session-not-found" | "checkout-session-expired" | "payload-too-large" | "unsupported-media-type" | "balance-limit" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
     * An API key needs the scope `payouts:read`.
     *
     * `GET /api/payments/payouts` (listPayouts)
     */
    list: PaginatedMethod<Operations["listPayouts"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
     * An API key needs the scope `payouts:write`.
     *
     * `POST /api/payments/payouts` (createPayout)
     */
    create: Method<Operations["createPayout"], [], "body", "validation" | "malformed-json" | "payout-invalid-iban" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * The caller's payouts as CSV.
     *
     * Every payout of the caller's, oldest first, as of when the export began: RFC 4180 with the
     * columns `id, status, amount, walletId, iban, holderName, createdAt, updatedAt, reason` (`iban`
     * masked as in the API, amounts in KZT with two decimals, `reason` the rejection's). Streamed;
     * cells a spreadsheet would read as a formula are escaped.
     *
     * An API key needs the scope `payouts:read`.
     *
     * `GET /api/payments/payouts.csv` (exportPayoutsCsv)
     */
    exportCsv: Method<Operations["exportPayoutsCsv"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * One of the caller's payouts, with its history.
     *
     * The payout with its masked destination and every change of its status (who made it: the
     * owner or an operator; a rejection's reason). Someone else's payout answers 404 like an unknown
     * id.
     *
     * An API key needs the scope `payouts:read`.
     *
     * `GET /api/payments/payouts/{id}` (getPayout)
     */
    retrieve: Method<Operations["getPayout"], [id: PathParam<Operations["getPayout"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payout-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Cancel one of the caller's pending payouts.
     *
     * Releases the held amount back to the wallet (entry `payout_release`) and makes the payout
     * `cancelled`, in one transaction. Only a `pending` payout can be cancelled: once an operator
     * decided it, the answer is 409 `payout-not-pending`.
     *
     * An API key needs the scope `payouts:write`.
     *
     * `POST /api/payments/payouts/{id}/cancel` (cancelPayout)
     */
    cancel: Method<Operations["cancelPayout"], [id: PathParam<Operations["cancelPayout"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payout-not-found" | "payout-not-pending" | "idempotency-key-in-flight" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
         * An API key needs the scope `payouts:read`.
         *
         * `GET /api/payments/admin/payouts` (listAdminPayouts)
         */
        list: PaginatedMethod<Operations["listAdminPayouts"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Settle a pending payout, or in live mode send it to the acquirer (operators only).
         *
         * The operator has paid the money to the destination: in one transaction the held amount leaves
         * the platform (entry `payout_settle`, from the payouts account to clearing), the wallet's `held`
         * goes down, the payout becomes `settled` and its owner is notified (`payout.settled`). Only a
         * `pending` payout moves: of two operators deciding the same payout at once (approve twice, or
         * approve and reject), one wins and the other gets 409 `payout-not-pending`.
         *
         * **Live mode:** the payout goes to the acquirer (to its IBAN and holder, keyed by the payout, so two
         * approvals pay once) and becomes `processing`, its amount still held, until the acquirer reports
         * the bank's answer (`POST /api/payments/acquirer/notifications`, read back from the acquirer):
         * `settled` when paid, `failed` when not, the amount then back in the wallet and its owner notified
         * (`payout.failed`). An acquirer that pays at once settles it at once. A payout the acquirer refuses
         * stays `pending` (422 `payout-refused-by-acquirer`, with its reason): reject it. In test mode no
         * money leaves: settling records the operator's word.
         *
         * An API key needs the scope `payouts:write`.
         *
         * `POST /api/payments/admin/payouts/{id}/approve` (approvePayout)
         */
        approve: Method<Operations["approvePayout"], [id: PathParam<Operations["approvePayout"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "payout-not-found" | "payout-not-pending" | "idempotency-key-in-flight" | "payout-refused-by-acquirer" | "idempotency-key-reused" | "rate-limited" | "acquirer-unavailable" | "unavailable" | "internal" | "response-validation">;
        /**
         * Reject a pending payout (operators only).
         *
         * In one transaction the held amount goes back to the wallet (entry `payout_release`), the
         * wallet's `held` goes down, the payout becomes `rejected` with the operator's `reason` (shown to
         * the user: write no personal data in it) and its owner is notified (`payout.rejected`). Only a
         * `pending` payout moves (409 `payout-not-pending` otherwise).
         *
         * An API key needs the scope `payouts:write`.
         *
         * `POST /api/payments/admin/payouts/{id}/reject` (rejectPayout)
         */
        reject: Method<Operations["rejectPayout"], [id: PathParam<Operations["rejectPayout"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "payout-not-found" | "payout-not-pending" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
         * An API key needs the scope `payouts:read`.
         *
         * `GET /api/payments/admin/kyc` (listAdminKycSubmissions)
         */
        list: PaginatedMethod<Operations["listAdminKycSubmissions"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Approve a pending identity check (operators only).
         *
         * In one transaction the submission becomes `approved`, the user's wallet loses its daily
         * outflow cap (and a wallet they open later has none) and the user is notified
         * (`kyc.approved`). Only a `pending` submission is decided (409 `kyc-not-pending` otherwise).
         *
         * An API key needs the scope `payouts:write`.
         *
         * `POST /api/payments/admin/kyc/{id}/approve` (approveKycSubmission)
         */
        approve: Method<Operations["approveKycSubmission"], [id: PathParam<Operations["approveKycSubmission"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "kyc-not-found" | "kyc-not-pending" | "idempotency-key-in-flight" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * Reject a pending identity check (operators only).
         *
         * The submission becomes `rejected` with the operator's `reason` (shown to the user: write no
         * personal data in it), and the user is notified (`kyc.rejected`); they may submit again. Only a
         * `pending` submission is decided (409 `kyc-not-pending` otherwise).
         *
         * An API key needs the scope `payouts:write`.
         *
         * `POST /api/payments/admin/kyc/{id}/reject` (rejectKycSubmission)
         */
        reject: Method<Operations["rejectKycSubmission"], [id: PathParam<Operations["rejectKycSubmission"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "kyc-not-found" | "kyc-not-pending" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
       * An API key needs the scope `payouts:read`.
       *
       * `GET /api/payments/kyc` (getKycStatus)
       */
      retrieve: Method<Operations["getKycStatus"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
       * An API key needs the scope `payouts:write`.
       *
       * `POST /api/payments/kyc/submit` (submitKyc)
       */
      submit: Method<Operations["submitKyc"], [], "body", "validation" | "malformed-json" | "kyc-invalid-iin" | "kyc-underage" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "kyc-pending" | "kyc-already-verified" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Merchants: secret keys (shown once, stored hashed, rotated), payment requests a payer pays from
   * their wallet (`open → paid | expired | cancelled`), server-to-server charges with a merchant key,
   * and the embeddable pay widget.
   */
  merchants: {
    keys: {
      /**
       * The caller's API keys that hold `merchants:write`, newest first (never their secrets).
       *
       * A view of `GET /api/auth/api-keys`: the keys able to act as the merchant (made here or there),
       * live, expired and revoked, each with its prefix and last four characters, scopes, when it was
       * last used, expires and was revoked.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `GET /api/payments/merchant/keys` (listMerchantKeys)
       */
      list: PaginatedMethod<Operations["listMerchantKeys"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Create an API key with the merchant scopes (its secret shown once).
       *
       * A merchant key is an API key (`POST /api/auth/api-keys`, docs/api-keys.md) holding the merchant
       * scopes: `merchants:read`, `merchants:write`, `merchant-webhooks:read` and
       * `merchant-webhooks:write`. It works on every merchant operation, as `Authorization: Bearer <key>`
       * or, on `POST /api/payments/merchant/charge`, in `X-Merchant-Key`; it is refused (403
       * `insufficient-scope`) on the merchant's own wallet money (transfers, payouts, paying requests).
       * This route is the same as creating that API key yourself; the key also appears in
       * `GET /api/auth/api-keys` and counts against the 100 live keys a user may hold. Keep it on your
       * server, never in a browser or app.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `POST /api/payments/merchant/keys` (createMerchantKey)
       */
      create: Method<Operations["createMerchantKey"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "api-key-limit" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Replace a merchant key by a new one (shown once); the old one stops at once unless an overlap is asked.
       *
       * `POST /api/auth/api-keys/{id}/roll` with a default overlap of 0: a new key (new id, same name and
       * scopes, `rolledFrom` naming the old one) whose secret is shown this once, and the old key expires
       * `overlapSeconds` from now (0, at once, unless given; at most 604800, a week). To roll over without
       * a gap, give the overlap your deployment needs. A revoked or expired key cannot be rotated.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `POST /api/payments/merchant/keys/{id}/rotate` (rotateMerchantKey)
       */
      rotate: Method<Operations["rotateMerchantKey"], [id: PathParam<Operations["rotateMerchantKey"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "merchant-key-not-found" | "merchant-key-revoked" | "api-key-limit" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's merchant keys (never its secret).
       *
       * The key as `GET /api/payments/merchant/keys` lists it: prefix and last four characters, scopes,
       * when it was created, expires, was last used and revoked. Another user's key, or a key of the
       * caller's that does not hold `merchants:write`, is 404 like an unknown one.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `GET /api/payments/merchant/keys/{id}` (getMerchantKey)
       */
      retrieve: Method<Operations["getMerchantKey"], [id: PathParam<Operations["getMerchantKey"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "merchant-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Revoke a merchant key (for good, on every instance at once).
       *
       * `DELETE /api/auth/api-keys/{id}` for a key holding `merchants:write`. Revoking a key already
       * revoked answers 204 again, so the call is safe to repeat; `GET` on it shows its `revokedAt`.
       *
       * Needs a signed-in session: an API key may not call it.
       *
       * `DELETE /api/payments/merchant/keys/{id}` (revokeMerchantKey)
       */
      revoke: Method<Operations["revokeMerchantKey"], [id: PathParam<Operations["revokeMerchantKey"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "merchant-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    charges: {
      /**
       * From the merchant's server, a payment request for an order (idempotent by `reference`).
       *
       * For the merchant's server: authenticated by a merchant key (an API key with `merchants:write`,
       * `POST /api/payments/merchant/keys`) in `X-Merchant-Key` or as `Authorization: Bearer`. Creates
       * an open payment request for the key's owner, exactly like `POST /api/payments/requests`, and
       * answers it with its `payUrl` to send the payer to.
       *
       * **Idempotent by `reference`** (your order id, unique per merchant): the first call creates the
       * request (201); a later call with the same `reference` and the same `amount`, `description` and
       * `expiresInSeconds` answers that same request as it is now (200, whatever its status); with the
       * same `reference` and anything else different it is 422 `payment-request-reference-reused`.
       * The key's `lastUsedAt` is kept as for every API key (at most once a minute).
       *
       * An API key needs the scope `merchants:write`.
       *
       * `POST /api/payments/merchant/charge` (createMerchantCharge)
       */
      create: Method<Operations["createMerchantCharge"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "merchant-key-invalid" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "payload-too-large" | "unsupported-media-type" | "payment-request-reference-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    requests: {
      /**
       * The caller's payment requests, newest first.
       *
       * The requests the caller made (through `POST /api/payments/requests` or a charge with a merchant key), with a `status` filter. A request past its expiry is listed as `expired`. Keyset cursors like every list.
       *
       * An API key needs the scope `merchants:read`.
       *
       * `GET /api/payments/requests` (listPaymentRequests)
       */
      list: PaginatedMethod<Operations["listPaymentRequests"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Ask for a payment into the caller's wallet.
       *
       * Creates an open request for `amount` KZT into the caller's wallet (they need one). Send the
       * payer to `payUrl` (the hosted pay page) or give them the id to pay with
       * `POST /api/payments/requests/{id}/pay`. The request lives `expiresInSeconds` (60 s to 30 days,
       * default 24 hours) or until `expiresAt` (give one of them, not both). A `reference` (your
       * order id) is unique among the caller's requests. Payments of requests carry no fee.
       *
       * An API key needs the scope `merchants:write`.
       *
       * `POST /api/payments/requests` (createPaymentRequest)
       */
      create: Method<Operations["createPaymentRequest"], [], "body", "validation" | "malformed-json" | "payment-request-expiry" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "payment-request-reference-taken" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's payment requests.
       *
       * The request as its merchant sees it (who paid, when, from which wallet). Someone else's request is 404 like an unknown one; payers read `GET /api/payments/requests/{id}/public`.
       *
       * An API key needs the scope `merchants:read`.
       *
       * `GET /api/payments/requests/{id}` (getPaymentRequest)
       */
      retrieve: Method<Operations["getPaymentRequest"], [id: PathParam<Operations["getPaymentRequest"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payment-request-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Cancel one of the caller's open requests (it can no longer be paid).
       *
       * Cancelling a request already cancelled answers it unchanged.
       *
       * An API key needs the scope `merchants:write`.
       *
       * `POST /api/payments/requests/{id}/cancel` (cancelPaymentRequest)
       */
      cancel: Method<Operations["cancelPaymentRequest"], [id: PathParam<Operations["cancelPaymentRequest"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payment-request-not-found" | "payment-request-not-open" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      refunds: {
        /**
         * Give back all or part of a paid request, from the merchant's wallet to the payer's.
         *
         * `amount` (KZT) is what to give back; the rest of what was paid and not yet refunded when left
         * out. Several partial refunds may follow one another up to the paid amount, and no further:
         * refunds that race are counted one after another, so together they never pass it (422
         * `refund-exceeds-paid` for the one that would). The money moves in one transaction from the
         * merchant's wallet (the request's `merchantWalletId`, whose available balance must cover it) to the
         * wallet that paid. **No fee** either way: paying a request costs no fee, so a refund gives back
         * exactly `amount`. A refund does not count against the merchant's daily outflow cap (it returns
         * the payer's own money to the wallet it came from). The request keeps its status `paid` and
         * shows `amountRefunded`; the merchant's endpoints get `payment_request.refunded`, and both sides
         * a notification (`request.refunded`, `refund.received`).
         *
         * **Live mode:** the same. A request is paid from a wallet, so its money never left the platform and
         * goes back the way it came; no acquirer is involved (money reaches the acquirer only when the payer
         * pays out to a bank account, which a refund does not undo).
         *
         * **Idempotency-Key:** a retry with the same key and body answers the first refund (201) without
         * giving back twice. Send one with every refund.
         *
         * An API key needs the scope `merchants:write`.
         *
         * `POST /api/payments/requests/{id}/refund` (refundPaymentRequest)
         */
        create: Method<Operations["refundPaymentRequest"], [id: PathParam<Operations["refundPaymentRequest"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payment-request-not-found" | "payment-request-not-paid" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "refund-exceeds-paid" | "insufficient-funds" | "balance-limit" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
        /**
         * The refunds of one of the caller's requests, newest first.
         *
         * Each refund with its amount and when it was made; their sum is the request's `amountRefunded`.
         *
         * An API key needs the scope `merchants:read`.
         *
         * `GET /api/payments/requests/{id}/refunds` (listPaymentRequestRefunds)
         */
        list: PaginatedMethod<Operations["listPaymentRequestRefunds"], [id: PathParam<Operations["listPaymentRequestRefunds"], "id">], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payment-request-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
      /**
       * What a payer sees of a request (no sign-in; the id is the capability).
       *
       * The amount, currency, description, the merchant's display name, status and expiry: nothing
       * about the merchant's wallet, reference or payer. Anyone holding the id may read it.
       *
       * `GET /api/payments/requests/{id}/public` (getPublicPaymentRequest)
       */
      retrievePublic: Method<Operations["getPublicPaymentRequest"], [id: PathParam<Operations["getPublicPaymentRequest"], "id">], "none", "validation" | "payment-request-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    statements: {
      /**
       * The merchant's wallet statement for a period, as CSV.
       *
       * Every movement of the caller's KZT wallet from `from` (included) to `to` (excluded), oldest
       * first, between an `opening` line (the balance at `from`) and a `closing` line (the balance at
       * `to`): RFC 4180 with the columns `type, at, movementId, kind, amount, fee, balance,
       * counterpartyWalletId, requestId, reference`. `type` is `opening`, `entry` or `closing`;
       * `amount` is signed (a credit positive, a debit negative) and `fee` is the P2P fee the movement
       * carried, both in KZT with two decimals; `balance` is the wallet's balance after the line.
       * `requestId` and `reference` name the payment request a payment or refund belongs to. The
       * opening balance plus the amounts is the closing balance. At most 366 days per statement.
       * Streamed; cells a spreadsheet would read as a formula are escaped.
       *
       * An API key needs the scope `merchants:read`.
       *
       * `GET /api/payments/merchant/statement.csv` (exportMerchantStatementCsv)
       */
      exportCsv: Method<Operations["exportMerchantStatementCsv"], [], "query", "validation" | "statement-period-invalid" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payments-wallet-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Outbound webhooks to merchants: a subscription per URL (set once; a new one replaces it) with
   * its own signing secret, deliveries signed twice (`X-Svc-*` and Standard Webhooks), retried on a
   * schedule (at most 5 attempts), logged, and redeliverable. Delivered at least once: receivers
   * deduplicate on `webhook-id`.
   */
  merchantWebhooks: {
    subscriptions: {
      /**
       * The caller's subscriptions, newest first (without secrets).
       *
       * Every subscription the caller made, the active ones and those disabled (each with why and
       * when). Secrets are never shown again. Keyset cursors like every list.
       *
       * An API key needs the scope `merchant-webhooks:read`.
       *
       * `GET /api/payments/webhook-subs` (listPaymentWebhookSubscriptions)
       */
      list: PaginatedMethod<Operations["listPaymentWebhookSubscriptions"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Subscribe an endpoint (a URL) to the caller's events, optionally filtered by type.
       *
       * A merchant holds up to 16 active subscriptions, each with its own URL, secret and event
       * filter (`events`, every type when left out); every event goes to each active subscription
       * whose filter takes it. The URL is set once: to move, create the new subscription, check it
       * (`ping`), then disable the old one; its unfinished deliveries are then `cancelled` in the log,
       * and `POST /api/payments/webhook-deliveries/{id}/redeliver` sends any of them to the new one.
       *
       * **The URL** must be `https:` and its host must resolve only to public unicast addresses:
       * private, loopback, link-local (cloud metadata such as 169.254.169.254), CGNAT, multicast and
       * reserved addresses are refused (422), here and again when each delivery connects (so a name
       * that later resolves elsewhere is refused then). Redirects are never followed.
       *
       * **The secret** (`whsec_` then the base64 of 32 random bytes) is in this answer only; it is
       * stored sealed. It can be rotated with an overlap during which every delivery is signed with
       * both secrets (`POST /api/payments/webhook-subs/{id}/rotate-secret`). Verify deliveries either
       * way, both headers sets come in every request:
       * - Standard Webhooks: `webhook-id` (the event id, the same on every retry and redelivery),
       *   `webhook-timestamp` (unix seconds), `webhook-signature: v1,<base64 HMAC-SHA256 of
       *   "<webhook-id>.<webhook-timestamp>.<body>" keyed with the base64-decoded part after whsec_>`;
       *   any Standard Webhooks library verifies it with the secret as given.
       * - `X-Svc-Timestamp` (unix seconds) and `X-Svc-Signature` (hex HMAC-SHA256 of
       *   `<timestamp>.<body>` keyed with the whole secret string, `whsec_` included, as UTF-8):
       *   `verify({secret, headers, body})` of `@trustplane/webhook-verifier`.
       *
       * **Delivery:** a 2xx answered within the timeout (15 s by default) is success; anything else
       * (another status, a 3xx, a timeout, a refused address) is a failed attempt, retried after
       * 5 s, 5 min, 30 min and 2 h (±10%), or after the response's `Retry-After` when later (capped
       * at the last step); after the 5th failed attempt the delivery is `failed`. At most 5 attempts
       * are ever made (the server refuses a longer schedule at start-up). A `410 Gone` stops
       * retrying and disables the subscription (its unfinished deliveries are `cancelled`). Not
       * idempotent by key: the secret is never stored
       * where a replay could show it again.
       *
       * **At least once:** every event is delivered at least once, like Stripe's and Svix's, not
       * exactly once. An attempt is recorded before it is sent; when the server stops or dies while
       * one is under way, its outcome is unknown (the receiver may have got it): it stays in the
       * log as `interrupted`, counts as one of the 5, and the event is sent again, with the same
       * `webhook-id` and a new timestamp, once the attempt's claim has lapsed (at once after a
       * stop, the timeout plus 30 s after a crash). Receivers deduplicate on `webhook-id`.
       *
       * An API key needs the scope `merchant-webhooks:write`.
       *
       * `POST /api/payments/webhook-subs` (createPaymentWebhookSubscription)
       */
      create: Method<Operations["createPaymentWebhookSubscription"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-subscription-limit" | "payload-too-large" | "unsupported-media-type" | "webhook-url-not-https" | "webhook-url-not-public" | "webhook-url-unresolvable" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Send a `ping` event to an active subscription.
       *
       * Records an event of type `ping` (`data: {subscriptionId}`) and delivers it like any other,
       * whatever the subscription's `events`. Answers its delivery (202), to follow in the log.
       *
       * An API key needs the scope `merchant-webhooks:write`.
       *
       * `POST /api/payments/webhook-subs/{id}/ping` (pingPaymentWebhookSubscription)
       */
      ping: Method<Operations["pingPaymentWebhookSubscription"], [id: PathParam<Operations["pingPaymentWebhookSubscription"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-subscription-not-found" | "webhook-subscription-disabled" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * A new signing secret for an active subscription, the old one still signing during an overlap.
       *
       * The answer carries the new secret, shown this once. For `overlapSeconds` (default 86400, a day;
       * 0 ends the old secret at once; at most 604800, a week) every delivery is signed with both
       * secrets: `webhook-signature` holds two `v1,` entries separated by a space (the new secret's
       * first), as Standard Webhooks specifies, and `X-Svc-Signature` two hex signatures separated by a
       * comma (new first), which `verify` of `@trustplane/webhook-verifier` accepts. Deploy the new
       * secret to your receiver within the overlap; end it early with
       * `POST /api/payments/webhook-subs/{id}/end-secret-overlap`. Rotating again during an overlap
       * drops the oldest secret at once: two secrets sign at most.
       *
       * An API key needs the scope `merchant-webhooks:write`.
       *
       * `POST /api/payments/webhook-subs/{id}/rotate-secret` (rotatePaymentWebhookSecret)
       */
      rotateSecret: Method<Operations["rotatePaymentWebhookSecret"], [id: PathParam<Operations["rotatePaymentWebhookSecret"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-subscription-not-found" | "webhook-subscription-disabled" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Stop signing with a subscription's previous secret now.
       *
       * Once your receiver has the new secret, the old one need not sign any more: from this answer
       * on, deliveries carry only the current secret's signature. Without an overlap under way it
       * answers the subscription as it is.
       *
       * An API key needs the scope `merchant-webhooks:write`.
       *
       * `POST /api/payments/webhook-subs/{id}/end-secret-overlap` (endPaymentWebhookSecretOverlap)
       */
      endSecretOverlap: Method<Operations["endPaymentWebhookSecretOverlap"], [id: PathParam<Operations["endPaymentWebhookSecretOverlap"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-subscription-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Send again every event that failed to reach an active subscription since a time.
       *
       * Svix's recover: for each event whose delivery to this subscription ended `failed` or
       * `cancelled` at or after `since` (at most 30 days ago), and that has not reached it since, a
       * new delivery with the full schedule, due now (same `webhook-id`: receivers deduplicate).
       * At most 10,000 events per call, oldest first; `more` says whether others remain (call again with
       * the same `since`: the ones queued now are no longer failed).
       *
       * An API key needs the scope `merchant-webhooks:write`.
       *
       * `POST /api/payments/webhook-subs/{id}/recover` (recoverPaymentWebhookDeliveries)
       */
      recover: Method<Operations["recoverPaymentWebhookDeliveries"], [id: PathParam<Operations["recoverPaymentWebhookDeliveries"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "recover-since-too-old" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-subscription-not-found" | "webhook-subscription-disabled" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's subscriptions (without its secret).
       *
       * Its URL, the event types it takes and whether it is active (else why it was disabled).
       *
       * An API key needs the scope `merchant-webhooks:read`.
       *
       * `GET /api/payments/webhook-subs/{id}` (getPaymentWebhookSubscription)
       */
      retrieve: Method<Operations["getPaymentWebhookSubscription"], [id: PathParam<Operations["getPaymentWebhookSubscription"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-subscription-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Disable a subscription (kept for the log); its unfinished deliveries are cancelled.
       *
       * No new deliveries; those not yet succeeded or failed are marked `cancelled` in the log (never
       * dropped: redeliver any of them, to another subscription if need be). Disabling one already
       * disabled answers 204 again, so retries are safe.
       *
       * An API key needs the scope `merchant-webhooks:write`.
       *
       * `DELETE /api/payments/webhook-subs/{id}` (disablePaymentWebhookSubscription)
       */
      disable: Method<Operations["disablePaymentWebhookSubscription"], [id: PathParam<Operations["disablePaymentWebhookSubscription"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-subscription-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    deliveries: {
      /**
       * The caller's delivery log, newest first.
       *
       * One row per event and subscription (a redelivery is a row of its own), with its status, how
       * many attempts it took (at most 5, one under way included), when the next is due and what the
       * last one answered. `status` and `subscriptionId` narrow the list; every attempt is in
       * `GET /api/payments/webhook-deliveries/{id}`. Deliveries are at least once: an attempt whose
       * outcome is unknown (`interrupted`: the server stopped or died while it was under way) is
       * followed by another with the same `webhook-id`, so receivers deduplicate on it.
       *
       * An API key needs the scope `merchant-webhooks:read`.
       *
       * `GET /api/payments/webhook-deliveries` (listPaymentWebhookDeliveries)
       */
      list: PaginatedMethod<Operations["listPaymentWebhookDeliveries"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-subscription-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * The caller's whole delivery log as CSV.
       *
       * Oldest first, as of when the export began: RFC 4180 with the columns
       * `id, eventId, eventType, subscriptionId, status, attempts, lastResponseStatus, lastLatencyMs,
       * lastError, nextAttemptAt, createdAt, updatedAt`. Streamed.
       *
       * An API key needs the scope `merchant-webhooks:read`.
       *
       * `GET /api/payments/webhook-deliveries.csv` (exportPaymentWebhookDeliveriesCsv)
       */
      exportCsv: Method<Operations["exportPaymentWebhookDeliveriesCsv"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One delivery with every attempt.
       *
       * The delivery and `attemptLog`: each attempt's outcome, the status it was answered with (null when
       * there was no answer: a timeout, a refused address, a failed connection), its latency, why it
       * failed and the start of the response's body. An attempt is logged when it starts (`pending`);
       * one the server could not finish recording (it stopped or died meanwhile) is `interrupted`:
       * the receiver may or may not have got it, and it counts as an attempt.
       *
       * An API key needs the scope `merchant-webhooks:read`.
       *
       * `GET /api/payments/webhook-deliveries/{id}` (getPaymentWebhookDelivery)
       */
      retrieve: Method<Operations["getPaymentWebhookDelivery"], [id: PathParam<Operations["getPaymentWebhookDelivery"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-delivery-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Deliver the same event again, now, to its subscription or another active one.
       *
       * A new delivery of the delivery's event, with the same `webhook-id` (the event id) and the full
       * schedule of attempts, whatever the first one's status (a `failed` or `cancelled` one
       * included). It goes to the delivery's subscription, or to `subscriptionId`, another active
       * subscription of the caller's (after a move to a new URL, the old endpoint's cancelled
       * deliveries are sent to the new one this way). The subscription it goes to must be active.
       *
       * An API key needs the scope `merchant-webhooks:write`.
       *
       * `POST /api/payments/webhook-deliveries/{id}/redeliver` (redeliverPaymentWebhookDelivery)
       */
      redeliver: Method<Operations["redeliverPaymentWebhookDelivery"], [id: PathParam<Operations["redeliverPaymentWebhookDelivery"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "webhook-delivery-not-found" | "webhook-subscription-not-found" | "webhook-subscription-disabled" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
}
