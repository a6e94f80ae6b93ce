// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-payments` (scripts/generate-clients.mjs).

export interface paths {
    "/api/payments/wallets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's wallets (none or one).
         * @description Every user has at most one KZT wallet; the list is empty until `POST /api/payments/wallets` opens it.
         */
        get: operations["listPaymentWallets"];
        put?: never;
        /**
         * Open the caller's KZT wallet.
         * @description Every user has at most one KZT wallet. The first call opens it (201); later calls answer the
         *     same wallet (200), so the call is safe to repeat. A new wallet holds 0 and, until its owner's
         *     identity is verified (`POST /api/payments/kyc/submit`, then an admin's approval), sends out at
         *     most the daily outflow cap (`dailyOutflow.cap`, 100,000 KZT by default) per UTC day.
         */
        post: operations["openPaymentWallet"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find a user's wallet by their email, to send them a transfer.
         * @description Answers the wallet of the user with this email (compared case-insensitively) and who owns it
         *     (user id and display name), so the payer can check they found the right person before sending.
         *     The email is not echoed, and nothing else (balances, history) is revealed. An unknown email,
         *     or a user without a wallet, is 404. Counted against the per-user lookups budget, like the
         *     ledger's account lookup.
         */
        get: operations["lookupPaymentWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's wallets, with its balance.
         * @description The available balance, what payouts under review hold, and what the daily outflow cap still allows today. Someone else's wallet is 404 like an unknown one.
         */
        get: operations["getPaymentWallet"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets/{id}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wallet's history, newest first.
         * @description Every journal entry that moved money into or out of the wallet: transfers sent and received
         *     (each showing the transfer's fee, which the payer paid on top), the fee itself as an entry of
         *     its own on the payer's side, deposits, payouts' holds and releases, and payments of requests.
         *     Each entry has the wallet's balance right after it. Keyset cursors like every list. Entries are
         *     ordered by id, that is by when their movement began: two movements of one wallet begun in the
         *     same instant may be listed in the other order than they were applied, which `balanceAfter` shows.
         */
        get: operations["listPaymentWalletEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/wallets/{id}/entries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wallet's whole history as CSV.
         * @description Oldest first, as of when the export began: RFC 4180 with the columns
         *     `id, movementId, kind, direction, amount, fee, balanceAfter, counterpartyWalletId, createdAt`
         *     (amounts in KZT with exactly two decimals). Streamed; cells that a spreadsheet would read as a
         *     formula are escaped.
         */
        get: operations["exportPaymentWalletEntriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send KZT to another user's wallet (P2P), with a 0.1% fee.
         * @description Moves `amount` from the caller's wallet to the wallet `to`, and the fee from the caller's wallet
         *     to the platform's fee account, in one transaction: all of it or none of it.
         *
         *     **Fee:** 0.1% of `amount`, rounded half-up to the tiyn, and at least 0.01 KZT on any amount:
         *     `fee = max(1, floor((amount_in_tiyn + 500) / 1000))` tiyn. The payer pays it on top:
         *     `total = amount + fee` leaves the caller's wallet, `amount` arrives whole. For example 100 KZT
         *     → fee 0.10; 0.50 KZT → 0.01; 1234.56 KZT → 1.23; 1234.50 KZT → 1.23; 1235.00 KZT → 1.24.
         *
         *     **Limits:** the total counts against the caller's daily outflow cap until their identity is
         *     verified (`payments-outflow-limit`).
         *
         *     **Idempotency-Key:** a retry within 24 hours with the same key and body answers the first
         *     transfer and moves the money once, also when the retries arrive at the same time.
         */
        post: operations["createPaymentTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/transfers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One transfer the caller sent or received.
         * @description Its payer and its payee may read it; for anyone else it does not exist (404).
         */
        get: operations["getPaymentTransfer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's notifications, newest first.
         * @description What happened that the caller cares about: money received, a deposit completed, a request of
         *     theirs paid, a payout settled, rejected or failed at the bank, their identity check decided. Kinds the caller muted
         *     (`PATCH /api/payments/notifications/preferences`) are not recorded. `unread=true` lists only
         *     those not yet marked read (`POST /api/payments/notifications/read`).
         */
        get: operations["listPaymentNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read.
         * @description Either the listed `ids` (ids that are not the caller's are ignored) or, with `all: true`, every
         *     notification of the caller's. Marking one already read changes nothing, so retries are safe.
         */
        post: operations["markPaymentNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/notifications/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which kinds of notification the caller receives.
         * @description Every kind, `true` unless the caller turned it off with `PATCH /api/payments/notifications/preferences`.
         */
        get: operations["getPaymentNotificationPreferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn kinds of notification on or off.
         * @description Names only the kinds to change (`{"kinds": {"transfer.received": false}}`); the others keep
         *     their setting. Every kind is on until turned off. Answers every kind's setting after the change.
         */
        patch: operations["updatePaymentNotificationPreferences"];
        trace?: never;
    };
    "/api/payments/deposit/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's checkout sessions, newest first.
         * @description Every session the caller started, open, completed or expired, with its `url` while it is open. Keyset cursors like every list.
         */
        get: operations["listCheckoutSessions"];
        put?: never;
        /**
         * Start a deposit through the hosted checkout page.
         * @description Creates an `open` checkout session for `amount` KZT into the caller's wallet (`walletId`,
         *     by default the caller's only wallet) and answers its `url`: the hosted page to send the payer
         *     to. The page shows the amount and pays in test mode; paying completes the session (see
         *     `POST /api/payments/deposit/checkout/complete`) and credits the wallet once. The session
         *     expires `PAYMENTS_CHECKOUT_TTL_SECONDS` after creation (30 minutes by default) when unused.
         *
         *     `successUrl` is linked from the page once paid, `cancelUrl` while it is open ("Cancel and
         *     return"): each `https`, or `http` on a loopback host (`localhost`, `127.0.0.1`, `[::1]`)
         *     outside production, at most 2048 characters, with no user name or password in it.
         *
         *     Creating a session moves no money. **Idempotency-Key:** a retry within 24 hours with the same
         *     key and body answers the first session.
         */
        post: operations["createCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/deposit/checkout/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's checkout sessions.
         * @description Its current `status` (an open session past `expiresAt` reads `expired`).
         */
        get: operations["getCheckoutSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/deposit/checkout/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an open checkout session (what the hosted page's button does; test mode).
         * @description Public: the session's token (the last segment of its `url`) is the capability, no sign-in is
         *     needed. In one transaction the session becomes `completed` and its amount moves from the
         *     platform's clearing wallet to the session's wallet (a `deposit` entry whose `movementId` is
         *     the session's id), and the wallet's owner is notified (`deposit.completed`).
         *
         *     Idempotent by nature: completing a session that is already completed (also when the two
         *     completions arrive at the same time) credits nothing more and answers the completed session,
         *     200 both times. A session past its `expiresAt` is `410 checkout-session-expired`, an unknown
         *     token `404 checkout-session-not-found`. Rate limited per client address like sign-in
         *     (`x-rate-limit: credentials`), as the token is a secret.
         */
        post: operations["completeCheckoutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's payouts, newest first.
         * @description Every payout of the caller's, newest first, each with its masked destination and its history;
         *     `status` keeps only those in one status (`pending` ones are still held). Keyset cursors like
         *     every list.
         */
        get: operations["listPayouts"];
        put?: never;
        /**
         * Pay money out of the caller's wallet to a bank account (IBAN).
         * @description Holds `amount` at once: in one transaction it leaves the wallet's available balance (entry
         *     `payout_hold`), shows in the wallet's `held`, and the payout is created `pending` for an
         *     operator's review. Approval settles it (the money leaves the platform); rejection, or the
         *     caller's cancellation while it is pending, releases it back to the wallet.
         *
         *     **Destination:** a Kazakh IBAN (`KZ`, 2 check digits, 16 more characters: 20 in all; spaces
         *     and lower case are accepted and removed) whose ISO 13616 mod-97 check passes, and the account
         *     holder's name. Both are stored sealed; answers show the IBAN masked (`KZ•••• 1234`).
         *
         *     **Limits:** the amount counts against the wallet's daily outflow cap until the caller's
         *     identity is verified (`payments-outflow-limit`).
         *
         *     **Idempotency-Key:** a retry within 24 hours with the same key and body answers the first
         *     payout and holds the money once.
         */
        post: operations["createPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payouts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's payouts as CSV.
         * @description Every payout of the caller's, oldest first, as of when the export began: RFC 4180 with the
         *     columns `id, status, amount, walletId, iban, holderName, createdAt, updatedAt, reason` (`iban`
         *     masked as in the API, amounts in KZT with two decimals, `reason` the rejection's). Streamed;
         *     cells a spreadsheet would read as a formula are escaped.
         */
        get: operations["exportPayoutsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payouts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's payouts, with its history.
         * @description The payout with its masked destination and every change of its status (who made it: the
         *     owner or an operator; a rejection's reason). Someone else's payout answers 404 like an unknown
         *     id.
         */
        get: operations["getPayout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/payouts/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the caller's pending payouts.
         * @description Releases the held amount back to the wallet (entry `payout_release`) and makes the payout
         *     `cancelled`, in one transaction. Only a `pending` payout can be cancelled: once an operator
         *     decided it, the answer is 409 `payout-not-pending`.
         */
        post: operations["cancelPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operators' payout queue, oldest first.
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): every user's payouts with
         *     the given `status` (default `pending`), **oldest first** (the order to work a queue in), with
         *     the destination opened (full IBAN and holder's name: the operator pays it out). Keyset pages as
         *     every list; `nextCursor` continues towards newer payouts.
         */
        get: operations["listAdminPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/payouts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a pending payout, or in live mode send it to the acquirer (operators only).
         * @description The operator has paid the money to the destination: in one transaction the held amount leaves
         *     the platform (entry `payout_settle`, from the payouts account to clearing), the wallet's `held`
         *     goes down, the payout becomes `settled` and its owner is notified (`payout.settled`). Only a
         *     `pending` payout moves: of two operators deciding the same payout at once (approve twice, or
         *     approve and reject), one wins and the other gets 409 `payout-not-pending`.
         *
         *     **Live mode:** the payout goes to the acquirer (to its IBAN and holder, keyed by the payout, so two
         *     approvals pay once) and becomes `processing`, its amount still held, until the acquirer reports
         *     the bank's answer (`POST /api/payments/acquirer/notifications`, read back from the acquirer):
         *     `settled` when paid, `failed` when not, the amount then back in the wallet and its owner notified
         *     (`payout.failed`). An acquirer that pays at once settles it at once. A payout the acquirer refuses
         *     stays `pending` (422 `payout-refused-by-acquirer`, with its reason): reject it. In test mode no
         *     money leaves: settling records the operator's word.
         */
        post: operations["approvePayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/payouts/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending payout (operators only).
         * @description In one transaction the held amount goes back to the wallet (entry `payout_release`), the
         *     wallet's `held` goes down, the payout becomes `rejected` with the operator's `reason` (shown to
         *     the user: write no personal data in it) and its owner is notified (`payout.rejected`). Only a
         *     `pending` payout moves (409 `payout-not-pending` otherwise).
         */
        post: operations["rejectPayout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's identity check and the limits that apply to them.
         * @description `status` is the latest submission's (`unverified` when there is none): `pending` review,
         *     `approved` (verified: no daily outflow cap) or `rejected` (with the operator's `reason`; the
         *     caller may submit again). `limits.dailyOutflowCap` is the cap on what the caller's wallet may
         *     send out per UTC day (transfers with their fee, payouts, paid requests), null when there is
         *     none.
         */
        get: operations["getKycStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/kyc/submit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit the caller's identity for verification.
         * @description Creates a `pending` submission for an operator's review. The caller must be an adult (18 or
         *     older today, UTC) and `iin` a valid Kazakh individual identification number: 12 digits whose
         *     first six are the date of birth (`YYMMDD`, the seventh giving the century) and whose last is
         *     the check digit (weights 1–11 mod 11, then 3–11, 1, 2 when the first gives 10).
         *
         *     Everything submitted is personal data: it is stored sealed, never logged, and the answer shows
         *     only the name and the IIN's last four digits. One submission may be pending at a time (409
         *     `kyc-pending`); after a rejection the caller may submit again, once approved no more (409
         *     `kyc-already-verified`).
         */
        post: operations["submitKyc"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/kyc": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The operators' identity-check queue, oldest first.
         * @description For operators (role `admin`; 403 `admin-only` for everyone else): every user's submissions
         *     with the given `status` (default `pending`), **oldest first**, each with the submitted data
         *     opened for review. This is the one place that data leaves the database in the clear; answers
         *     are `no-store` like every API answer. Keyset pages; `nextCursor` continues towards newer ones.
         */
        get: operations["listAdminKycSubmissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/kyc/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a pending identity check (operators only).
         * @description In one transaction the submission becomes `approved`, the user's wallet loses its daily
         *     outflow cap (and a wallet they open later has none) and the user is notified
         *     (`kyc.approved`). Only a `pending` submission is decided (409 `kyc-not-pending` otherwise).
         */
        post: operations["approveKycSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/admin/kyc/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a pending identity check (operators only).
         * @description The submission becomes `rejected` with the operator's `reason` (shown to the user: write no
         *     personal data in it), and the user is notified (`kyc.rejected`); they may submit again. Only a
         *     `pending` submission is decided (409 `kyc-not-pending` otherwise).
         */
        post: operations["rejectKycSubmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's API keys that hold `merchants:write`, newest first (never their secrets).
         * @description A view of `GET /api/auth/api-keys`: the keys able to act as the merchant (made here or there),
         *     live, expired and revoked, each with its prefix and last four characters, scopes, when it was
         *     last used, expires and was revoked.
         */
        get: operations["listMerchantKeys"];
        put?: never;
        /**
         * Create an API key with the merchant scopes (its secret shown once).
         * @description A merchant key is an API key (`POST /api/auth/api-keys`, docs/api-keys.md) holding the merchant
         *     scopes: `merchants:read`, `merchants:write`, `merchant-webhooks:read` and
         *     `merchant-webhooks:write`. It works on every merchant operation, as `Authorization: Bearer <key>`
         *     or, on `POST /api/payments/merchant/charge`, in `X-Merchant-Key`; it is refused (403
         *     `insufficient-scope`) on the merchant's own wallet money (transfers, payouts, paying requests).
         *     This route is the same as creating that API key yourself; the key also appears in
         *     `GET /api/auth/api-keys` and counts against the 100 live keys a user may hold. Keep it on your
         *     server, never in a browser or app.
         */
        post: operations["createMerchantKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/keys/{id}/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a merchant key by a new one (shown once); the old one stops at once unless an overlap is asked.
         * @description `POST /api/auth/api-keys/{id}/roll` with a default overlap of 0: a new key (new id, same name and
         *     scopes, `rolledFrom` naming the old one) whose secret is shown this once, and the old key expires
         *     `overlapSeconds` from now (0, at once, unless given; at most 604800, a week). To roll over without
         *     a gap, give the overlap your deployment needs. A revoked or expired key cannot be rotated.
         */
        post: operations["rotateMerchantKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's merchant keys (never its secret).
         * @description The key as `GET /api/payments/merchant/keys` lists it: prefix and last four characters, scopes,
         *     when it was created, expires, was last used and revoked. Another user's key, or a key of the
         *     caller's that does not hold `merchants:write`, is 404 like an unknown one.
         */
        get: operations["getMerchantKey"];
        put?: never;
        post?: never;
        /**
         * Revoke a merchant key (for good, on every instance at once).
         * @description `DELETE /api/auth/api-keys/{id}` for a key holding `merchants:write`. Revoking a key already
         *     revoked answers 204 again, so the call is safe to repeat; `GET` on it shows its `revokedAt`.
         */
        delete: operations["revokeMerchantKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/charge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * From the merchant's server, a payment request for an order (idempotent by `reference`).
         * @description For the merchant's server: authenticated by a merchant key (an API key with `merchants:write`,
         *     `POST /api/payments/merchant/keys`) in `X-Merchant-Key` or as `Authorization: Bearer`. Creates
         *     an open payment request for the key's owner, exactly like `POST /api/payments/requests`, and
         *     answers it with its `payUrl` to send the payer to.
         *
         *     **Idempotent by `reference`** (your order id, unique per merchant): the first call creates the
         *     request (201); a later call with the same `reference` and the same `amount`, `description` and
         *     `expiresInSeconds` answers that same request as it is now (200, whatever its status); with the
         *     same `reference` and anything else different it is 422 `payment-request-reference-reused`.
         *     The key's `lastUsedAt` is kept as for every API key (at most once a minute).
         */
        post: operations["createMerchantCharge"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's payment requests, newest first.
         * @description The requests the caller made (through `POST /api/payments/requests` or a charge with a merchant key), with a `status` filter. A request past its expiry is listed as `expired`. Keyset cursors like every list.
         */
        get: operations["listPaymentRequests"];
        put?: never;
        /**
         * Ask for a payment into the caller's wallet.
         * @description Creates an open request for `amount` KZT into the caller's wallet (they need one). Send the
         *     payer to `payUrl` (the hosted pay page) or give them the id to pay with
         *     `POST /api/payments/requests/{id}/pay`. The request lives `expiresInSeconds` (60 s to 30 days,
         *     default 24 hours) or until `expiresAt` (give one of them, not both). A `reference` (your
         *     order id) is unique among the caller's requests. Payments of requests carry no fee.
         */
        post: operations["createPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's payment requests.
         * @description The request as its merchant sees it (who paid, when, from which wallet). Someone else's request is 404 like an unknown one; payers read `GET /api/payments/requests/{id}/public`.
         */
        get: operations["getPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel one of the caller's open requests (it can no longer be paid).
         * @description Cancelling a request already cancelled answers it unchanged.
         */
        post: operations["cancelPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/merchant/statement.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The merchant's wallet statement for a period, as CSV.
         * @description Every movement of the caller's KZT wallet from `from` (included) to `to` (excluded), oldest
         *     first, between an `opening` line (the balance at `from`) and a `closing` line (the balance at
         *     `to`): RFC 4180 with the columns `type, at, movementId, kind, amount, fee, balance,
         *     counterpartyWalletId, requestId, reference`. `type` is `opening`, `entry` or `closing`;
         *     `amount` is signed (a credit positive, a debit negative) and `fee` is the P2P fee the movement
         *     carried, both in KZT with two decimals; `balance` is the wallet's balance after the line.
         *     `requestId` and `reference` name the payment request a payment or refund belongs to. The
         *     opening balance plus the amounts is the closing balance. At most 366 days per statement.
         *     Streamed; cells a spreadsheet would read as a formula are escaped.
         */
        get: operations["exportMerchantStatementCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give back all or part of a paid request, from the merchant's wallet to the payer's.
         * @description `amount` (KZT) is what to give back; the rest of what was paid and not yet refunded when left
         *     out. Several partial refunds may follow one another up to the paid amount, and no further:
         *     refunds that race are counted one after another, so together they never pass it (422
         *     `refund-exceeds-paid` for the one that would). The money moves in one transaction from the
         *     merchant's wallet (the request's `merchantWalletId`, whose available balance must cover it) to the
         *     wallet that paid. **No fee** either way: paying a request costs no fee, so a refund gives back
         *     exactly `amount`. A refund does not count against the merchant's daily outflow cap (it returns
         *     the payer's own money to the wallet it came from). The request keeps its status `paid` and
         *     shows `amountRefunded`; the merchant's endpoints get `payment_request.refunded`, and both sides
         *     a notification (`request.refunded`, `refund.received`).
         *
         *     **Live mode:** the same. A request is paid from a wallet, so its money never left the platform and
         *     goes back the way it came; no acquirer is involved (money reaches the acquirer only when the payer
         *     pays out to a bank account, which a refund does not undo).
         *
         *     **Idempotency-Key:** a retry with the same key and body answers the first refund (201) without
         *     giving back twice. Send one with every refund.
         */
        post: operations["refundPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The refunds of one of the caller's requests, newest first.
         * @description Each refund with its amount and when it was made; their sum is the request's `amountRefunded`.
         */
        get: operations["listPaymentRequestRefunds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a payer sees of a request (no sign-in; the id is the capability).
         * @description The amount, currency, description, the merchant's display name, status and expiry: nothing
         *     about the merchant's wallet, reference or payer. Anyone holding the id may read it.
         */
        get: operations["getPublicPaymentRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/requests/{id}/pay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay a request from the caller's wallet.
         * @description In one transaction the request goes `open → paid` and its `amount` moves from the caller's
         *     wallet (`walletId`, default the caller's wallet) to the merchant's: all of it or none of it.
         *     **No fee** on payments of requests: the payer pays `amount`, the merchant receives `amount`.
         *     The amount counts against the payer's daily outflow cap until their identity is verified.
         *     The merchant is notified (`request.paid`).
         *
         *     A request is paid once, also when payers race: the others get 409
         *     `payment-request-not-open`. **Idempotency-Key:** a retry with the same key and body answers the
         *     first payment.
         */
        post: operations["payPaymentRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's subscriptions, newest first (without secrets).
         * @description Every subscription the caller made, the active ones and those disabled (each with why and
         *     when). Secrets are never shown again. Keyset cursors like every list.
         */
        get: operations["listPaymentWebhookSubscriptions"];
        put?: never;
        /**
         * Subscribe an endpoint (a URL) to the caller's events, optionally filtered by type.
         * @description A merchant holds up to 16 active subscriptions, each with its own URL, secret and event
         *     filter (`events`, every type when left out); every event goes to each active subscription
         *     whose filter takes it. The URL is set once: to move, create the new subscription, check it
         *     (`ping`), then disable the old one; its unfinished deliveries are then `cancelled` in the log,
         *     and `POST /api/payments/webhook-deliveries/{id}/redeliver` sends any of them to the new one.
         *
         *     **The URL** must be `https:` and its host must resolve only to public unicast addresses:
         *     private, loopback, link-local (cloud metadata such as 169.254.169.254), CGNAT, multicast and
         *     reserved addresses are refused (422), here and again when each delivery connects (so a name
         *     that later resolves elsewhere is refused then). Redirects are never followed.
         *
         *     **The secret** (`whsec_` then the base64 of 32 random bytes) is in this answer only; it is
         *     stored sealed. It can be rotated with an overlap during which every delivery is signed with
         *     both secrets (`POST /api/payments/webhook-subs/{id}/rotate-secret`). Verify deliveries either
         *     way, both headers sets come in every request:
         *     - Standard Webhooks: `webhook-id` (the event id, the same on every retry and redelivery),
         *       `webhook-timestamp` (unix seconds), `webhook-signature: v1,<base64 HMAC-SHA256 of
         *       "<webhook-id>.<webhook-timestamp>.<body>" keyed with the base64-decoded part after whsec_>`;
         *       any Standard Webhooks library verifies it with the secret as given.
         *     - `X-Svc-Timestamp` (unix seconds) and `X-Svc-Signature` (hex HMAC-SHA256 of
         *       `<timestamp>.<body>` keyed with the whole secret string, `whsec_` included, as UTF-8):
         *       `verify({secret, headers, body})` of `@trustplane/webhook-verifier`.
         *
         *     **Delivery:** a 2xx answered within the timeout (15 s by default) is success; anything else
         *     (another status, a 3xx, a timeout, a refused address) is a failed attempt, retried after
         *     5 s, 5 min, 30 min and 2 h (±10%), or after the response's `Retry-After` when later (capped
         *     at the last step); after the 5th failed attempt the delivery is `failed`. At most 5 attempts
         *     are ever made (the server refuses a longer schedule at start-up). A `410 Gone` stops
         *     retrying and disables the subscription (its unfinished deliveries are `cancelled`). Not
         *     idempotent by key: the secret is never stored
         *     where a replay could show it again.
         *
         *     **At least once:** every event is delivered at least once, like Stripe's and Svix's, not
         *     exactly once. An attempt is recorded before it is sent; when the server stops or dies while
         *     one is under way, its outcome is unknown (the receiver may have got it): it stays in the
         *     log as `interrupted`, counts as one of the 5, and the event is sent again, with the same
         *     `webhook-id` and a new timestamp, once the attempt's claim has lapsed (at once after a
         *     stop, the timeout plus 30 s after a crash). Receivers deduplicate on `webhook-id`.
         */
        post: operations["createPaymentWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a `ping` event to an active subscription.
         * @description Records an event of type `ping` (`data: {subscriptionId}`) and delivers it like any other,
         *     whatever the subscription's `events`. Answers its delivery (202), to follow in the log.
         */
        post: operations["pingPaymentWebhookSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret for an active subscription, the old one still signing during an overlap.
         * @description The answer carries the new secret, shown this once. For `overlapSeconds` (default 86400, a day;
         *     0 ends the old secret at once; at most 604800, a week) every delivery is signed with both
         *     secrets: `webhook-signature` holds two `v1,` entries separated by a space (the new secret's
         *     first), as Standard Webhooks specifies, and `X-Svc-Signature` two hex signatures separated by a
         *     comma (new first), which `verify` of `@trustplane/webhook-verifier` accepts. Deploy the new
         *     secret to your receiver within the overlap; end it early with
         *     `POST /api/payments/webhook-subs/{id}/end-secret-overlap`. Rotating again during an overlap
         *     drops the oldest secret at once: two secrets sign at most.
         */
        post: operations["rotatePaymentWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}/end-secret-overlap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop signing with a subscription's previous secret now.
         * @description Once your receiver has the new secret, the old one need not sign any more: from this answer
         *     on, deliveries carry only the current secret's signature. Without an overlap under way it
         *     answers the subscription as it is.
         */
        post: operations["endPaymentWebhookSecretOverlap"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again every event that failed to reach an active subscription since a time.
         * @description Svix's recover: for each event whose delivery to this subscription ended `failed` or
         *     `cancelled` at or after `since` (at most 30 days ago), and that has not reached it since, a
         *     new delivery with the full schedule, due now (same `webhook-id`: receivers deduplicate).
         *     At most 10,000 events per call, oldest first; `more` says whether others remain (call again with
         *     the same `since`: the ones queued now are no longer failed).
         */
        post: operations["recoverPaymentWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's delivery log, newest first.
         * @description One row per event and subscription (a redelivery is a row of its own), with its status, how
         *     many attempts it took (at most 5, one under way included), when the next is due and what the
         *     last one answered. `status` and `subscriptionId` narrow the list; every attempt is in
         *     `GET /api/payments/webhook-deliveries/{id}`. Deliveries are at least once: an attempt whose
         *     outcome is unknown (`interrupted`: the server stopped or died while it was under way) is
         *     followed by another with the same `webhook-id`, so receivers deduplicate on it.
         */
        get: operations["listPaymentWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-deliveries.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's whole delivery log as CSV.
         * @description Oldest first, as of when the export began: RFC 4180 with the columns
         *     `id, eventId, eventType, subscriptionId, status, attempts, lastResponseStatus, lastLatencyMs,
         *     lastError, nextAttemptAt, createdAt, updatedAt`. Streamed.
         */
        get: operations["exportPaymentWebhookDeliveriesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-deliveries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One delivery with every attempt.
         * @description The delivery and `attemptLog`: each attempt's outcome, the status it was answered with (null when
         *     there was no answer: a timeout, a refused address, a failed connection), its latency, why it
         *     failed and the start of the response's body. An attempt is logged when it starts (`pending`);
         *     one the server could not finish recording (it stopped or died meanwhile) is `interrupted`:
         *     the receiver may or may not have got it, and it counts as an attempt.
         */
        get: operations["getPaymentWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-deliveries/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver the same event again, now, to its subscription or another active one.
         * @description A new delivery of the delivery's event, with the same `webhook-id` (the event id) and the full
         *     schedule of attempts, whatever the first one's status (a `failed` or `cancelled` one
         *     included). It goes to the delivery's subscription, or to `subscriptionId`, another active
         *     subscription of the caller's (after a move to a new URL, the old endpoint's cancelled
         *     deliveries are sent to the new one this way). The subscription it goes to must be active.
         */
        post: operations["redeliverPaymentWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/webhook-subs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's subscriptions (without its secret).
         * @description Its URL, the event types it takes and whether it is active (else why it was disabled).
         */
        get: operations["getPaymentWebhookSubscription"];
        put?: never;
        post?: never;
        /**
         * Disable a subscription (kept for the log); its unfinished deliveries are cancelled.
         * @description No new deliveries; those not yet succeeded or failed are marked `cancelled` in the log (never
         *     dropped: redeliver any of them, to another subscription if need be). Disabling one already
         *     disabled answers 204 again, so retries are safe.
         */
        delete: operations["disablePaymentWebhookSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description An RFC 9457 problem details body. */
        Problem: {
            /** @description A URI reference naming the problem type, e.g. `https://trustplane.dev/problems/validation`. */
            type: string;
            /**
             * @description The problem type's stable, machine-readable name (the last segment of `type`, e.g.
             *     `insufficient-funds`): branch on this. It never changes for a given kind of problem. Each
             *     operation's responses narrow it to the codes that operation can answer with.
             */
            code: string;
            /** @description Short summary of the problem type. */
            title: string;
            /** @description The HTTP status code. */
            status: number;
            /** @description What went wrong in this occurrence. */
            detail?: string;
            /** @description The request path. */
            instance?: string;
            /** @description The `X-Request-Id` of the request. */
            requestId?: string;
            /**
             * @description For validation problems, one entry per thing that is wrong: at most 20, the rest counted in
             *     `errorsOmitted`.
             */
            errors?: {
                /** @description Where, e.g. `/body/email` or `/query/limit`. */
                path?: string;
                message: string;
                code?: string;
            }[];
            /** @description How many further field errors there were beyond the 20 listed in `errors`. */
            errorsOmitted?: number;
        } & {
            [key: string]: unknown;
        };
        /** @description A 500. */
        ServerErrorProblem: components["schemas"]["Problem"] & {
            /**
             * @example internal
             * @enum {string}
             */
            code?: "internal" | "response-validation";
        };
        /**
         * Format: date-time
         * @description ISO 8601 in UTC.
         */
        Timestamp: string;
        /** @description An opaque identifier whose prefix names its kind. */
        Id: string;
        /** @description A 400 of an operation that takes a JSON body. */
        BadRequestBodyProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation" | "malformed-json" | "bad-request" | "invalid-data";
        };
        /** @description A 413. */
        PayloadTooLargeProblem: components["schemas"]["Problem"] & {
            /**
             * @example payload-too-large
             * @enum {string}
             */
            code?: "payload-too-large";
        };
        /** @description A 415. */
        UnsupportedMediaTypeProblem: components["schemas"]["Problem"] & {
            /**
             * @example unsupported-media-type
             * @enum {string}
             */
            code?: "unsupported-media-type";
        };
        /** @description A 429. */
        TooManyRequestsProblem: components["schemas"]["Problem"] & {
            /**
             * @example rate-limited
             * @enum {string}
             */
            code?: "rate-limited";
        };
        /** @description A 400 of an operation without a JSON body. */
        BadRequestProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation";
        };
        /** @description A 401 of an operation that takes a bearer token. */
        UnauthorizedProblem: components["schemas"]["Problem"] & {
            /**
             * @example unauthorized
             * @enum {string}
             */
            code?: "unauthorized" | "token-expired";
        };
        /** @description A 403 of an operation an API key was sent to but may not call. */
        ForbiddenProblem: components["schemas"]["Problem"] & {
            /**
             * @example insufficient-scope
             * @enum {string}
             */
            code: "insufficient-scope" | "session-required";
            /** @description The scope the operation needs (`ledger:write`, say); on `insufficient-scope` only. */
            scope?: string;
        };
        /** @description A 503. */
        ServiceUnavailableProblem: components["schemas"]["Problem"] & {
            /**
             * @example unavailable
             * @enum {string}
             */
            code?: "unavailable";
        };
        /** @description How many items the whole list holds. */
        Total: number;
        /** @description Pass as `cursor` to get the next page; `null` when the list is exhausted. */
        NextCursor: string | null;
        /** @description A 400 of a paginated list. */
        BadRequestPageProblem: components["schemas"]["Problem"] & {
            /**
             * @example validation
             * @enum {string}
             */
            code?: "validation" | "invalid-cursor";
        };
        /**
         * @description An operation's `x-scope`, `<tag>:read` (GET) or `<tag>:write` (every other method).
         * @example ledger:read
         */
        ApiKeyScope: string;
        ApiKey: {
            id: components["schemas"]["Id"];
            /** @description Whether the key moves real money: the payments mode of the server that holds it (`PAYMENTS_MODE`). A test key is refused by a live server and the other way round. */
            livemode: boolean;
            name: string;
            /**
             * @description `tpk_test_` or `tpk_live_`, the start of every key made now, naming the mode of the server that made it (`livemode`); `tpk_` for keys made before. A merchant key made before merchant keys were API keys shows its first 12 characters (`mk_live_` and 4 more, whatever the mode).
             * @example tpk_test_
             */
            prefix: string;
            /** @description The secret's last four characters; null for a carried-over `mk_live_` key (only its start was kept). */
            lastFour: string | null;
            scopes: components["schemas"]["ApiKeyScope"][];
            /**
             * @description Whether the key is accepted now.
             * @enum {string}
             */
            status: "active" | "expired" | "revoked";
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When it stops working; null: never.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Kept at most once a minute.
             */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description Its own budget; null: its owner's. */
            rateLimitPerMinute: number | null;
            /** @description The key this one replaced by a roll. */
            rolledFrom: string | null;
        };
        /** @description One page of the caller's keys, newest first. */
        ApiKeyPage: {
            items: components["schemas"]["ApiKey"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description A key as `ApiKey` shows it, with its secret (in the answer that creates it only). */
        ApiKeyWithSecret: {
            id: components["schemas"]["Id"];
            /** @description Whether the key moves real money: the payments mode of the server that holds it (`PAYMENTS_MODE`). A test key is refused by a live server and the other way round. */
            livemode: boolean;
            name: string;
            /**
             * @description `tpk_test_` or `tpk_live_`, the start of every key made now, naming the mode of the server that made it (`livemode`); `tpk_` for keys made before. A merchant key made before merchant keys were API keys shows its first 12 characters (`mk_live_` and 4 more, whatever the mode).
             * @example tpk_test_
             */
            prefix: string;
            /** @description The secret's last four characters; null for a carried-over `mk_live_` key (only its start was kept). */
            lastFour: string | null;
            scopes: components["schemas"]["ApiKeyScope"][];
            /**
             * @description Whether the key is accepted now.
             * @enum {string}
             */
            status: "active" | "expired" | "revoked";
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When it stops working; null: never.
             */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Kept at most once a minute.
             */
            lastUsedAt: string | null;
            /** Format: date-time */
            revokedAt: string | null;
            /** @description Its own budget; null: its owner's. */
            rateLimitPerMinute: number | null;
            /** @description The key this one replaced by a roll. */
            rolledFrom: string | null;
            /** @description The secret, shown this once: send it as `Authorization: Bearer <key>`. */
            key: string;
        };
        ApiKeyRollRequest: {
            /** @description How long the old secret keeps working, in seconds; 86400 (a day) when not given. */
            overlapSeconds?: number;
        };
        /** @description A 403 of an operators' (role `admin`) operation. */
        AdminOnlyProblem: (components["schemas"]["Problem"] & {
            /**
             * @example admin-only
             * @enum {string}
             */
            code?: "admin-only";
        }) | components["schemas"]["ForbiddenProblem"];
        /** @description A 409 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyInFlightProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-in-flight
             * @enum {string}
             */
            code?: "idempotency-key-in-flight";
        };
        /** @description A 422 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyReusedProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-reused
             * @enum {string}
             */
            code?: "idempotency-key-reused";
        };
        /**
         * @description A KZT wallet's id (`pwl_` and a ULID).
         * @example pwl_01JD0000000000000000000000
         */
        PaymentWalletId: string;
        /**
         * @description Whether this is real money: `true` on a server in live mode (`PAYMENTS_MODE=live`, money through
         *     the acquirer), `false` in test mode (simulated deposits, nothing real). A server holds one mode's
         *     payments for good, so every object it answers says the same; test and live never meet.
         */
        Livemode: boolean;
        /** @description An amount of KZT (at most 2 decimals), never negative. */
        KztBalance: number;
        PaymentWallet: {
            id: components["schemas"]["PaymentWalletId"];
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            currency: "KZT";
            available: components["schemas"]["KztBalance"];
            /** @description Held by payouts under review; not spendable, not yet gone. */
            held: components["schemas"]["KztBalance"];
            /**
             * @description What the wallet may still send out today (UTC). `cap` and `remainingToday` are null once the
             *     owner's identity is verified: there is no cap.
             */
            dailyOutflow: {
                cap: number | null;
                spentToday: number;
                remainingToday: number | null;
            };
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PaymentWalletList: {
            items: components["schemas"]["PaymentWallet"][];
        };
        PaymentWalletLookup: {
            id: components["schemas"]["PaymentWalletId"];
            /** @description Who owns the wallet; the email is not repeated. */
            owner: {
                id: components["schemas"]["Id"];
                /** @description The name the user gave at registration. */
                name: string;
            };
        };
        /**
         * @description - `p2p`: a transfer between users; `p2p_fee`: its fee, from the payer to the platform.
         *     - `deposit`: a completed checkout deposit.
         *     - `payout_hold`: a payout's amount held for review; `payout_release`: given back (rejected);
         *       `payout_settle`: paid out (approved; moves held money out, so it is not on the user's wallet).
         *     - `request_payment`: a payment request paid.
         *     - `request_refund`: a paid request refunded (all or part), from the merchant back to the payer.
         * @enum {string}
         */
        PaymentEntryKind: "p2p" | "p2p_fee" | "deposit" | "payout_hold" | "payout_settle" | "payout_release" | "request_payment" | "request_refund";
        /**
         * @description An amount of KZT as a JSON number: positive, finite, with at most 2 decimals (`1500`, `12.5`,
         *     `0.01`; `0.001` is 400). Stored as integer tiyn, so sums are exact.
         * @example 1500
         */
        KztAmount: number;
        PaymentWalletEntry: {
            /** @example pen_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @description What the entry belongs to (a transfer `ptr_…`, deposit, payout or payment request id). */
            movementId: string;
            kind: components["schemas"]["PaymentEntryKind"];
            /**
             * @description `debit`: money left the wallet; `credit`: it arrived.
             * @enum {string}
             */
            direction: "debit" | "credit";
            amount: components["schemas"]["KztAmount"];
            /** @description The fee of the transfer this entry belongs to (paid by the payer on top of `amount`); 0 for other kinds. */
            fee: number;
            balanceAfter: components["schemas"]["KztBalance"];
            /** @description The other user's wallet of a transfer or a paid request; null when the other side is the platform. */
            counterpartyWalletId: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        PaymentWalletEntryPage: {
            items: components["schemas"]["PaymentWalletEntry"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PaymentTransferRequest: {
            /** @description The caller's wallet; defaults to it (every user has at most one). */
            from?: components["schemas"]["PaymentWalletId"];
            /** @description The payee's wallet. */
            to: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            /** @description A note to the payee, shown to both sides; stored sealed. An empty note is no note (`null` in the answer). */
            description?: string;
        };
        PaymentTransfer: {
            /** @example ptr_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            from: components["schemas"]["PaymentWalletId"];
            to: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            /** @description 0.1% of `amount`, half-up to the tiyn, at least 0.01 (see the operation). */
            fee: number;
            /** @description `amount + fee`: what left the payer's wallet. */
            total: number;
            description: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        /** @enum {string} */
        PaymentNotificationKind: "transfer.received" | "deposit.completed" | "request.paid" | "request.refunded" | "refund.received" | "payout.settled" | "payout.rejected" | "payout.failed" | "kyc.approved" | "kyc.rejected";
        PaymentNotification: {
            /** @example ntf_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            kind: components["schemas"]["PaymentNotificationKind"];
            /**
             * @description The event's details, by kind: ids of what it is about (`transferId`, `walletId`,
             *     `payoutId`, `requestId`, ...) and amounts in KZT.
             */
            data: {
                [key: string]: (string | null) | number | boolean;
            };
            read: boolean;
            createdAt: components["schemas"]["Timestamp"];
        };
        PaymentNotificationPage: {
            items: components["schemas"]["PaymentNotification"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description Exactly one of `ids` and `all`. */
        PaymentNotificationsReadRequest: {
            ids?: string[];
            /** @enum {boolean} */
            all?: true;
        };
        PaymentNotificationsReadResult: {
            /** @description How many of the caller's notifications became read. */
            updated: number;
        };
        PaymentNotificationPreferences: {
            /** @description Every kind of notification, `true` when the caller receives it. */
            kinds: {
                "transfer.received": boolean;
                "deposit.completed": boolean;
                "request.paid": boolean;
                "request.refunded": boolean;
                "refund.received": boolean;
                "payout.settled": boolean;
                "payout.rejected": boolean;
                "payout.failed": boolean;
                "kyc.approved": boolean;
                "kyc.rejected": boolean;
            };
        };
        PaymentNotificationPreferencesUpdate: {
            kinds: {
                "transfer.received"?: boolean;
                "deposit.completed"?: boolean;
                "request.paid"?: boolean;
                "request.refunded"?: boolean;
                "refund.received"?: boolean;
                "payout.settled"?: boolean;
                "payout.rejected"?: boolean;
                "payout.failed"?: boolean;
                "kyc.approved"?: boolean;
                "kyc.rejected"?: boolean;
            };
        };
        CheckoutSession: {
            /** @example pcs_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /**
             * @description - `open`: waiting to be paid on its page.
             *     - `completed`: paid; the wallet was credited (once).
             *     - `expired`: not paid before `expiresAt`; it can no longer be paid.
             * @enum {string}
             */
            status: "open" | "completed" | "expired";
            walletId: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            /**
             * @description The hosted page (absolute, served by this server) while the session is `open`; `null` once
             *     it is completed or expired. Anyone holding it can pay the session: hand it only to the
             *     payer, never log it.
             * @example https://api.trustplane.dev/pay/checkout/3q2-7wH1i0mB4uZ0cX9pQfL8nYtR6sVdKjE2aW5oG1c
             */
            url: string | null;
            /**
             * @description The session's token while it is `open` (`null` once completed or expired): the capability its
             *     page's address carries, and what `POST /api/payments/deposit/checkout/complete` takes in test
             *     mode, so no one has to cut it out of `url`. Like `url`, hand it only to the payer, never log it.
             * @example 3q2-7wH1i0mB4uZ0cX9pQfL8nYtR6sVdKjE2aW5oG1c
             */
            token: string | null;
            successUrl: string | null;
            cancelUrl: string | null;
            expiresAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When it was paid (ISO 8601 in UTC); null unless `completed`.
             */
            completedAt: string | null;
            createdAt: components["schemas"]["Timestamp"];
        };
        CheckoutSessionPage: {
            items: components["schemas"]["CheckoutSession"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description An absolute `https` address (or `http` on a loopback host outside production) the page links
         *     to; no user name or password in it.
         * @example https://shop.example/deposit/done
         */
        CheckoutRedirectUrl: string;
        CheckoutSessionRequest: {
            /** @description The caller's wallet to credit; defaults to it (every user has at most one). */
            walletId?: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            /** @description Where the page links to once paid ("Return to the merchant"). */
            successUrl?: components["schemas"]["CheckoutRedirectUrl"];
            /** @description Where the page links to while open ("Cancel and return"). */
            cancelUrl?: components["schemas"]["CheckoutRedirectUrl"];
        };
        CheckoutCompleteRequest: {
            /** @description The session's `token` (also the last path segment of its page's `url` in test mode). */
            token: string;
        };
        /**
         * @description - `pending`: held, waiting for an operator.
         *     - `processing`: live mode; approved and sent to the acquirer, still held until the bank answers.
         *     - `settled`: paid out to the destination (final).
         *     - `rejected`: refused by an operator; the amount is back in the wallet (final).
         *     - `cancelled`: withdrawn by its owner while pending; the amount is back in the wallet (final).
         *     - `failed`: live mode; the acquirer reported that the bank did not pay it (a closed account, a
         *       wrong holder); the amount is back in the wallet (final).
         * @enum {string}
         */
        PayoutStatus: "pending" | "processing" | "settled" | "rejected" | "cancelled" | "failed";
        IbanDestination: {
            /** @enum {string} */
            type: "iban";
            /**
             * @description Masked: the country and the last four characters (`KZ•••• 0100`).
             * @example KZ•••• 0100
             */
            iban: string;
            /** @description The IBAN's last four characters. */
            last4: string;
            holderName: string;
        };
        PayoutEvent: {
            status: components["schemas"]["PayoutStatus"];
            at: components["schemas"]["Timestamp"];
            /**
             * @description Who made the change (the payout's owner, an operator, or the acquirer reporting the bank's answer).
             * @enum {string}
             */
            by: "owner" | "operator" | "acquirer";
            /** @description A rejection's or a failure's reason; null otherwise. */
            reason: string | null;
        };
        Payout: {
            /** @example ppo_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            status: components["schemas"]["PayoutStatus"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            walletId: components["schemas"]["PaymentWalletId"];
            destination: components["schemas"]["IbanDestination"];
            /** @description Every change of status, oldest first (the first is `pending`, at creation). */
            history: components["schemas"]["PayoutEvent"][];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PayoutPage: {
            items: components["schemas"]["Payout"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        IbanDestinationRequest: {
            /**
             * @description The kind of destination; only Kazakh bank accounts for now.
             * @enum {string}
             */
            type: "iban";
            /**
             * @description A Kazakh IBAN (`KZ` and 18 characters); spaces and lower case are accepted.
             * @example KZ86125KZT5004100100
             */
            iban: string;
            /**
             * @description The account holder's name, as the bank knows it.
             * @example Aigerim Bekova
             */
            holderName: string;
        };
        PayoutCreateRequest: {
            /** @description The caller's wallet to pay out from; defaults to it (every user has at most one). */
            walletId?: components["schemas"]["PaymentWalletId"];
            amount: components["schemas"]["KztAmount"];
            destination: components["schemas"]["IbanDestinationRequest"];
        };
        AdminIbanDestination: {
            /** @enum {string} */
            type: "iban";
            /** @description The full IBAN (operators only), normalized: no spaces, upper case. */
            iban: string;
            last4: string;
            holderName: string;
        };
        AdminPayoutEvent: {
            status: components["schemas"]["PayoutStatus"];
            at: components["schemas"]["Timestamp"];
            /** @enum {string} */
            by: "owner" | "operator" | "acquirer";
            /** @description The user who made the change; null for the acquirer's. */
            actorId: string | null;
            reason: string | null;
        };
        /** @description A payout as operators see it, with its owner and its destination in the clear. */
        AdminPayout: {
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @description The payout's owner. */
            userId: string;
            status: components["schemas"]["PayoutStatus"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            walletId: components["schemas"]["PaymentWalletId"];
            destination: components["schemas"]["AdminIbanDestination"];
            history: components["schemas"]["AdminPayoutEvent"][];
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        AdminPayoutPage: {
            items: components["schemas"]["AdminPayout"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        DecisionReason: {
            /** @description Why; shown to the user (write no personal data in it). */
            reason: string;
        };
        /** @enum {string} */
        KycVerificationStatus: "unverified" | "pending" | "approved" | "rejected";
        /** @description A submission as its user sees it (the rest of what they sent is not shown again). */
        KycSubmission: {
            /** @example kyc_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            fullName: string;
            /** @description The IIN's last four digits. */
            iinLast4: string;
            submittedAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When an operator decided it; null while pending.
             */
            decidedAt: string | null;
            /** @description A rejection's reason; null otherwise. */
            reason: string | null;
        };
        KycStatus: {
            status: components["schemas"]["KycVerificationStatus"];
            /** @description The latest submission; absent when there is none (`status` is then `unverified`). */
            submission?: components["schemas"]["KycSubmission"];
            limits: {
                /** @description KZT the caller's wallet may send out per UTC day; null when there is no cap. */
                dailyOutflowCap: number | null;
            };
        };
        KycSubmitRequest: {
            /** @example Aigerim Bekova */
            fullName: string;
            /**
             * Format: date
             * @description `YYYY-MM-DD`; 18 or more years ago.
             * @example 1990-01-01
             */
            dateOfBirth: string;
            /**
             * @description The Kazakh individual identification number (ИИН), 12 digits.
             * @example 900101400013
             */
            iin: string;
            address: {
                /** @example 12 Abay Ave */
                line1: string;
                line2?: string;
                /** @example Almaty */
                city: string;
                /** @example 050000 */
                postalCode?: string;
                /** @enum {string} */
                country: "KZ";
            };
            /**
             * @description The identity card's or passport's number.
             * @example N12345678
             */
            documentNumber: string;
        };
        /** @description A submission as operators see it, with the data opened for review. */
        AdminKycSubmission: {
            id: string;
            livemode: components["schemas"]["Livemode"];
            userId: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            submittedAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When an operator decided it; null while pending.
             */
            decidedAt: string | null;
            reason: string | null;
            data: components["schemas"]["KycSubmitRequest"];
        };
        AdminKycSubmissionPage: {
            items: components["schemas"]["AdminKycSubmission"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        KycDecision: {
            id: string;
            livemode: components["schemas"]["Livemode"];
            userId: string;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            submittedAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When an operator decided it; null while pending.
             */
            decidedAt: string | null;
            reason: string | null;
        };
        MerchantKeyCreate: {
            /** @description A label of yours (default `Merchant key`). */
            name?: string;
        };
        /**
         * @description What is paid for, shown to the payer.
         * @example Order #1042
         */
        PaymentRequestDescription: string;
        /**
         * @description Your own id for what is paid (an order id), unique among your requests; printable ASCII without spaces.
         * @example order-1042
         */
        PaymentRequestReference: string;
        /**
         * @description Seconds until the request expires, 60 to 2592000 (30 days); default 86400 (24 hours).
         * @example 3600
         */
        PaymentRequestLifetime: number;
        MerchantChargeCreate: {
            amount: components["schemas"]["KztAmount"];
            description: components["schemas"]["PaymentRequestDescription"];
            reference: components["schemas"]["PaymentRequestReference"];
            expiresInSeconds?: components["schemas"]["PaymentRequestLifetime"];
        };
        /**
         * @description `open` until paid, cancelled by the merchant, or past `expiresAt` (then `expired`).
         * @enum {string}
         */
        PaymentRequestStatus: "open" | "paid" | "expired" | "cancelled";
        PaymentRequest: {
            /**
             * @description `prq_` and a ULID.
             * @example prq_01JD0000000000000000000000
             */
            id: string;
            livemode: components["schemas"]["Livemode"];
            status: components["schemas"]["PaymentRequestStatus"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            description: string;
            reference: string | null;
            merchantWalletId: components["schemas"]["PaymentWalletId"];
            /** @description The hosted pay page to send the payer to: `<server base URL>/pay/requests/{id}`. */
            payUrl: string;
            expiresAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            paidAt: string | null;
            /** @description The wallet that paid. */
            payerWalletId: string | null;
            /** Format: date-time */
            cancelledAt: string | null;
            /** @description KZT given back by refunds so far (0 when none): at most `amount`. */
            amountRefunded: number;
            createdAt: components["schemas"]["Timestamp"];
        };
        PaymentRequestPage: {
            items: components["schemas"]["PaymentRequest"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        PaymentRequestCreate: {
            amount: components["schemas"]["KztAmount"];
            description: components["schemas"]["PaymentRequestDescription"];
            reference?: components["schemas"]["PaymentRequestReference"];
            expiresInSeconds?: components["schemas"]["PaymentRequestLifetime"];
            /** @description When the request expires, 60 seconds to 30 days from now (instead of `expiresInSeconds`). */
            expiresAt?: components["schemas"]["Timestamp"];
        };
        PaymentRefundCreate: {
            amount?: components["schemas"]["KztAmount"];
        };
        PaymentRefund: {
            /**
             * @description `prf_` and a ULID.
             * @example prf_01JD0000000000000000000000
             */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @example prq_01JD0000000000000000000000 */
            requestId: string;
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            /** @description The wallet the money went back to (the one that paid). */
            payerWalletId: string;
            /** @description The merchant's wallet it came from. */
            merchantWalletId: string;
            createdAt: components["schemas"]["Timestamp"];
        };
        PaymentRefundPage: {
            items: components["schemas"]["PaymentRefund"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PublicPaymentRequest: {
            /** @example prq_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            status: components["schemas"]["PaymentRequestStatus"];
            amount: components["schemas"]["KztAmount"];
            /** @enum {string} */
            currency: "KZT";
            description: string;
            /** @description The merchant's display name. */
            merchantName: string;
            expiresAt: components["schemas"]["Timestamp"];
        };
        PaymentRequestPay: {
            /** @description The caller's wallet to pay from (default their wallet). */
            walletId?: components["schemas"]["PaymentWalletId"];
        };
        /**
         * @description `ping` is sent only on request (`POST /api/payments/webhook-subs/{id}/ping`) and cannot be subscribed to.
         * @enum {string}
         */
        PaymentWebhookEventType: "payment_request.created" | "payment_request.paid" | "payment_request.expired" | "payment_request.cancelled" | "payment_request.refunded" | "ping";
        PaymentWebhookSubscription: {
            /** @example whs_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            url: string;
            events: components["schemas"]["PaymentWebhookEventType"][];
            /** @enum {string} */
            status: "active" | "disabled";
            /**
             * @description `deleted` by its owner, `gone`: the URL answered 410; `replaced` by a newer subscription (when one was active at most, before several were allowed).
             * @enum {string|null}
             */
            disabledReason: "replaced" | "deleted" | "gone" | null;
            createdAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            disabledAt: string | null;
            /**
             * Format: date-time
             * @description When the secret was last rotated; null if never.
             */
            secretRotatedAt: string | null;
            /**
             * Format: date-time
             * @description Until when the previous secret also signs (an overlap under way); null otherwise.
             */
            previousSecretExpiresAt: string | null;
        };
        PaymentWebhookSubscriptionPage: {
            items: components["schemas"]["PaymentWebhookSubscription"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PaymentWebhookSubscriptionCreate: {
            /** @description An `https:` URL whose host resolves only to public addresses. */
            url: string;
            /** @description The event types to deliver; all of them when left out. */
            events?: ("payment_request.created" | "payment_request.paid" | "payment_request.expired" | "payment_request.cancelled" | "payment_request.refunded")[];
        };
        PaymentWebhookSubscriptionCreated: {
            /** @example whs_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            url: string;
            events: components["schemas"]["PaymentWebhookEventType"][];
            /** @enum {string} */
            status: "active" | "disabled";
            /** @enum {string|null} */
            disabledReason: "replaced" | "deleted" | "gone" | null;
            createdAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            disabledAt: string | null;
            /** Format: date-time */
            secretRotatedAt: string | null;
            /** Format: date-time */
            previousSecretExpiresAt: string | null;
            /** @description The signing secret, shown only here. */
            secret: string;
        };
        WebhookEventPaymentRequest: {
            /** @description The payment request's id. */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            status: "open" | "paid" | "expired" | "cancelled";
            /** @description KZT with at most 2 decimals. */
            amount: number;
            /** @enum {string} */
            currency: "KZT";
            description: string | null;
            /** @description The merchant's own reference. */
            reference?: string | null;
            /** Format: date-time */
            paidAt?: string | null;
            payerWalletId?: string | null;
            /** @description KZT refunded so far. */
            amountRefunded?: number;
            /** @description On `payment_request.refunded`: the refund that raised the event. */
            refund?: {
                id: string;
                amount: number;
            };
        };
        /** @description The body of a `payment_request.*` delivery. */
        PaymentWebhookPaymentRequestEvent: {
            /** @description The event id, also the `webhook-id` header. */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            type: "payment_request.created" | "payment_request.paid" | "payment_request.expired" | "payment_request.cancelled" | "payment_request.refunded";
            createdAt: components["schemas"]["Timestamp"];
            data: components["schemas"]["WebhookEventPaymentRequest"];
        };
        WebhookEventPing: {
            subscriptionId: string;
        };
        /** @description The body of a `ping` delivery. */
        PaymentWebhookPingEvent: {
            /** @description The event id, also the `webhook-id` header. */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @enum {string} */
            type: "ping";
            createdAt: components["schemas"]["Timestamp"];
            data: components["schemas"]["WebhookEventPing"];
        };
        /**
         * @description `pending`: waiting for its next attempt; `delivering`: an attempt is under way;
         *     `succeeded`: answered 2xx; `failed`: every attempt of the schedule (5) failed or was
         *     interrupted (or 410); `cancelled`: its subscription was disabled before it succeeded (an
         *     attempt under way then still completes in the log). Failed and cancelled ones can be
         *     redelivered or recovered.
         * @enum {string}
         */
        PaymentWebhookDeliveryStatus: "pending" | "delivering" | "succeeded" | "failed" | "cancelled";
        PaymentWebhookDelivery: {
            /** @example whd_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            /** @description The event (and `webhook-id`). */
            eventId: string;
            eventType: components["schemas"]["PaymentWebhookEventType"];
            subscriptionId: string;
            status: components["schemas"]["PaymentWebhookDeliveryStatus"];
            /** @description Attempts made, the one under way and interrupted ones included; at most the schedule's length, 5 (never more). */
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            lastResponseStatus: number | null;
            lastLatencyMs: number | null;
            /** @description Why the last attempt failed (or `interrupted:` when its outcome is unknown). */
            lastError: string | null;
            /** @description The start of the last response's body. */
            lastResponseExcerpt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        PaymentWebhookSecretRotation: {
            /** @description How long the previous secret keeps signing too, in seconds; 86400 (a day) when not given. */
            overlapSeconds?: number;
        };
        PaymentWebhookRecovery: {
            /**
             * Format: date-time
             * @description Deliveries that ended failed or cancelled at or after this time (at most 30 days ago).
             */
            since: string;
        };
        PaymentWebhookRecovered: {
            /** @description Events queued again. */
            queued: number;
            /** @description Whether more remain (at most 10,000 are queued per call). */
            more: boolean;
        };
        PaymentWebhookDeliveryPage: {
            items: components["schemas"]["PaymentWebhookDelivery"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        PaymentWebhookAttempt: {
            number: number;
            /**
             * @description `pending`: under way (recorded before the request is sent); `succeeded`: answered 2xx;
             *     `failed`: anything else; `gone`: answered 410 (the subscription is disabled);
             *     `interrupted`: the server stopped or died while it was under way, so its outcome is unknown
             *     (the receiver may have got the event); it counts as an attempt, and the event is sent again
             *     (same `webhook-id`) while the schedule has attempts left.
             * @enum {string}
             */
            outcome: "pending" | "succeeded" | "failed" | "gone" | "interrupted";
            responseStatus: number | null;
            /** @description Null while `pending` and when `interrupted`. */
            latencyMs: number | null;
            error: string | null;
            responseExcerpt: string | null;
            startedAt: components["schemas"]["Timestamp"];
        };
        PaymentWebhookDeliveryDetail: {
            /** @example whd_01JD0000000000000000000000 */
            id: string;
            livemode: components["schemas"]["Livemode"];
            eventId: string;
            eventType: components["schemas"]["PaymentWebhookEventType"];
            subscriptionId: string;
            status: components["schemas"]["PaymentWebhookDeliveryStatus"];
            attempts: number;
            /** Format: date-time */
            nextAttemptAt: string | null;
            lastResponseStatus: number | null;
            lastLatencyMs: number | null;
            lastError: string | null;
            lastResponseExcerpt: string | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            attemptLog: components["schemas"]["PaymentWebhookAttempt"][];
        };
        PaymentWebhookRedelivery: {
            /** @description Another active subscription of the caller's to deliver to; the delivery's own when left out. */
            subscriptionId?: string;
        };
    };
    responses: {
        /**
         * @description A server error, never with a stack trace. `code`:
         *     - `internal`: an unexpected error; quote the `requestId` when reporting it.
         *     - `response-validation`: outside production only, the answer the server was about to send does
         *       not match this contract (a bug of the server's).
         */
        Problem: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServerErrorProblem"];
            };
        };
        /**
         * @description The request is malformed or does not match the contract. `code`:
         *     - `validation`: a parameter or a body field is missing, unknown or malformed; `errors` lists each.
         *     - `malformed-json`: the body is not JSON.
         *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
         *     - `invalid-data`: a value the contract allows that the database cannot store (too long, out of
         *       range); the detail names the condition.
         */
        BadRequestBody: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestBodyProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `payload-too-large`: the body is larger than the operation accepts (`x-body-limit`, else 1 MiB).
         */
        PayloadTooLarge: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["PayloadTooLargeProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `unsupported-media-type`: the body is not `application/json` (or not UTF-8), or has no `Content-Type`.
         */
        UnsupportedMediaType: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["UnsupportedMediaTypeProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `rate-limited`: the caller's rate limit is used up; wait `Retry-After` seconds.
         */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["TooManyRequestsProblem"];
            };
        };
        /**
         * @description The request does not match the contract; `errors` lists what is wrong. `code`:
         *     - `validation`: a parameter is missing, unknown or malformed, or a value breaks its schema.
         */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestProblem"];
            };
        };
        /**
         * @description No valid bearer token. `code`:
         *     - `unauthorized`: the token is missing or malformed, its session ended (signed out, ended, a
         *       refresh token reused) or it was revoked by sign-out-everywhere; or the API key is unknown,
         *       revoked or expired (all three answered alike).
         *     - `token-expired`: the access token's time is up: exchange the refresh token at
         *       `POST /api/auth/refresh` (the client packages do it for you) and call again.
         */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["UnauthorizedProblem"];
            };
        };
        /**
         * @description An API key was sent that may not call this operation; nothing was done. `code` says why:
         *     - `insufficient-scope`: the key's scopes do not hold the operation's (`scope` names it).
         *     - `session-required`: only a signed-in session may call this operation, never a key.
         */
        Forbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description Temporarily unable to answer; nothing was done. Retry after `Retry-After` seconds. `code`:
         *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach.
         */
        ServiceUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ServiceUnavailableProblem"];
            };
        };
        /**
         * @description The request does not match the contract. `code`:
         *     - `validation`: a parameter is missing, unknown or malformed (`limit` above 200, say); `errors` lists each.
         *     - `invalid-cursor`: `cursor` is not a `nextCursor` this list gave out; pass it back unchanged.
         */
        BadRequestPage: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["BadRequestPageProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `admin-only`: the caller is not an operator (role `admin`).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden`).
         */
        AdminOnly: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["AdminOnlyProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
         *       processed; retry after `Retry-After` seconds.
         */
        IdempotencyKeyInFlight: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotencyKeyInFlightProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new key.
         */
        IdempotencyKeyReused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["IdempotencyKeyReusedProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `payments-wallet-not-found`: no wallet of the caller's has this id (or, for a transfer's
         *       `to`, no user's wallet has it); or the caller has no wallet yet.
         */
        PaymentWalletNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payments-wallet-not-found
                     * @enum {string}
                     */
                    code?: "payments-wallet-not-found";
                };
            };
        };
        /**
         * @description Nothing was moved. `code`:
         *     - `insufficient-funds`: the wallet's available balance is below what this needs (fee included).
         *     - `balance-limit`: the credit would take a wallet over 9,999,999,999,999.99 KZT.
         *     - `payments-outflow-limit`: the wallet's owner is not verified yet and this would take the
         *       wallet over its daily outflow cap (`detail` says how much is left today).
         *     - `idempotency-key-reused`: the `Idempotency-Key` was used with another body.
         */
        PaymentMoneyRefused: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example insufficient-funds
                     * @enum {string}
                     */
                    code?: "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `simulated-checkout-disabled`: this server does not simulate deposits (a production server whose
         *       operator did not choose `PAYMENTS_MODE=test`), so a session could never be paid.
         *     - `insufficient-scope`, `session-required`: the API key may not call this operation.
         */
        SimulatedCheckoutDisabledOrForbidden: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example simulated-checkout-disabled
                     * @enum {string}
                     */
                    code?: "simulated-checkout-disabled";
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description Nothing was done; try again later. `code`:
         *     - `acquirer-unavailable`: the acquirer did not answer (live mode).
         *     - `unavailable`: the database is out of reach.
         */
        AcquirerUnavailable: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example acquirer-unavailable
                     * @enum {string}
                     */
                    code?: "acquirer-unavailable" | "unavailable";
                };
            };
        };
        /**
         * @description `code`:
         *     - `checkout-session-not-found`: no session of the caller's has this id (or no session has
         *       this token).
         */
        CheckoutSessionNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example checkout-session-not-found
                     * @enum {string}
                     */
                    code?: "checkout-session-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payout-not-found`: no payout has this id (or, for a user, none of theirs).
         */
        PayoutNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payout-not-found
                     * @enum {string}
                     */
                    code?: "payout-not-found";
                };
            };
        };
        /**
         * @description Nothing changed. `code`:
         *     - `payout-not-pending`: the payout was already settled, rejected or cancelled (perhaps just now,
         *       by someone else); `detail` names its status.
         *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
         *       processed; retry after `Retry-After` seconds.
         */
        PayoutNotPending: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payout-not-pending
                     * @enum {string}
                     */
                    code?: "payout-not-pending" | "idempotency-key-in-flight";
                };
            };
        };
        /**
         * @description `code`:
         *     - `kyc-not-found`: no identity check has this id.
         */
        KycNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example kyc-not-found
                     * @enum {string}
                     */
                    code?: "kyc-not-found";
                };
            };
        };
        /**
         * @description Nothing changed. `code`:
         *     - `kyc-not-pending`: the submission was already decided (perhaps just now, by someone else).
         *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
         *       processed; retry after `Retry-After` seconds.
         */
        KycNotPending: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example kyc-not-pending
                     * @enum {string}
                     */
                    code?: "kyc-not-pending" | "idempotency-key-in-flight";
                };
            };
        };
        /**
         * @description `code`:
         *     - `merchant-key-not-found`: no key of the caller's has this id.
         */
        MerchantKeyNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example merchant-key-not-found
                     * @enum {string}
                     */
                    code?: "merchant-key-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payments-wallet-not-found`: the merchant has no KZT wallet to be paid into yet
         *       (`POST /api/payments/wallets`).
         */
        MerchantNoWallet: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payments-wallet-not-found
                     * @enum {string}
                     */
                    code?: "payments-wallet-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payment-request-not-found`: no request of the caller's has this id (for the public view:
         *       no request has it).
         */
        PaymentRequestNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payment-request-not-found
                     * @enum {string}
                     */
                    code?: "payment-request-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `payment-request-not-open`: the request is paid or expired, so it cannot be cancelled.
         */
        PaymentRequestClosed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example payment-request-not-open
                     * @enum {string}
                     */
                    code?: "payment-request-not-open";
                };
            };
        };
        /**
         * @description `code`:
         *     - `webhook-subscription-not-found`: no subscription of the caller's has this id.
         */
        PaymentWebhookSubscriptionNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example webhook-subscription-not-found
                     * @enum {string}
                     */
                    code?: "webhook-subscription-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `webhook-subscription-disabled`: the subscription is disabled (deleted, gone, or replaced before several were allowed).
         */
        PaymentWebhookSubscriptionDisabled: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example webhook-subscription-disabled
                     * @enum {string}
                     */
                    code?: "webhook-subscription-disabled";
                };
            };
        };
        /**
         * @description `code`:
         *     - `webhook-delivery-not-found`: no delivery of the caller's has this id.
         */
        PaymentWebhookDeliveryNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example webhook-delivery-not-found
                     * @enum {string}
                     */
                    code?: "webhook-delivery-not-found";
                };
            };
        };
    };
    parameters: {
        /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
        Limit: number;
        /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
        Cursor: string;
        /**
         * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
         *     call's status and body without repeating its effect. The same key with a different body is
         *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
         */
        IdempotencyKey: string;
        /**
         * @description The wallet's id (`pwl_…`).
         * @example pwl_01JD0000000000000000000000
         */
        PaymentWalletIdPath: string;
        /** @description Only payouts in this status. */
        PayoutStatusFilter: components["schemas"]["PayoutStatus"];
        /**
         * @description The payout's id (`ppo_…`).
         * @example ppo_01JD0000000000000000000000
         */
        PayoutIdPath: string;
        /** @description The payouts to list (default `pending`). */
        PayoutQueueStatus: components["schemas"]["PayoutStatus"];
        /**
         * @description The identity check's id (`kyc_…`).
         * @example kyc_01JD0000000000000000000000
         */
        KycIdPath: string;
        /**
         * @description The key's id (`apk_…`; a key made before merchant keys were API keys keeps its `mky_…` id).
         * @example apk_01JD0000000000000000000000
         */
        MerchantKeyIdPath: string;
        /**
         * @description The payment request's id (`prq_…`).
         * @example prq_01JD0000000000000000000000
         */
        PaymentRequestIdPath: string;
        /** @description The event id (`evt_…`): the same on every retry and redelivery. */
        WebhookIdHeader: string;
        /** @description Unix seconds of this attempt. */
        WebhookTimestampHeader: string;
        /** @description `v1,` then the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>` keyed with the base64-decoded part of the secret after `whsec_`; during a secret rotation's overlap, two such entries separated by a space (the new secret's first). */
        WebhookSignatureHeader: string;
        /** @description Unix seconds of this attempt (the same as webhook-timestamp). */
        SvcTimestampHeader: string;
        /** @description Hex HMAC-SHA256 of `<X-Svc-Timestamp>.<body>` keyed with the whole secret string (`whsec_…`) as UTF-8; during a secret rotation's overlap, two of them separated by a comma (the new secret's first). */
        SvcSignatureHeader: string;
        /**
         * @description The subscription's id (`whs_…`).
         * @example whs_01JD0000000000000000000000
         */
        PaymentWebhookSubscriptionIdPath: string;
        /**
         * @description The delivery's id (`whd_…`).
         * @example whd_01JD0000000000000000000000
         */
        PaymentWebhookDeliveryIdPath: string;
    };
    requestBodies: never;
    headers: {
        /** @description The request's id, echoed from the request when it sent a valid one, otherwise generated. */
        "X-Request-Id": string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": number;
        /** @description Requests allowed in the current window. */
        "X-RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "X-RateLimit-Remaining": number;
        /** @description Seconds until the current window resets. */
        "X-RateLimit-Reset": number;
        /** @description On operations that take a bearer token: `Bearer realm="trustplane"`, with `error="invalid_token"` when the token sent was refused. */
        "WWW-Authenticate": string;
        /** @description `true` when the response is the stored result of an earlier call with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listPaymentWallets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's wallets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWalletList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    openPaymentWallet: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller already had a wallet; here it is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWallet"];
                };
            };
            /** @description Opened. */
            201: {
                headers: {
                    /** @description `/api/payments/wallets/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWallet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    lookupPaymentWallet: {
        parameters: {
            query: {
                /** @description The payee's login email. */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWalletLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentWallet: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet's id (`pwl_…`).
                 * @example pwl_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWalletIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The wallet. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWallet"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentWalletEntries: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The wallet's id (`pwl_…`).
                 * @example pwl_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWalletIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWalletEntryPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportPaymentWalletEntriesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The wallet's id (`pwl_…`).
                 * @example pwl_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWalletIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="wallet-entries.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createPaymentTransfer: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "from": "pwl_01JD0000000000000000000000",
                 *       "to": "pwl_01JD0000000000000000000001",
                 *       "amount": 1500,
                 *       "description": "Dinner"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentTransferRequest"];
            };
        };
        responses: {
            /** @description Moved. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTransfer"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `payments-same-wallet`: `from` and `to` are the same wallet.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "payments-same-wallet";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["PaymentMoneyRefused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The transfer's id (`ptr_…`).
                 * @example ptr_01JD0000000000000000000000
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTransfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `payment-transfer-not-found`: the caller neither sent nor received a transfer with this id.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-transfer-not-found
                         * @enum {string}
                         */
                        code?: "payment-transfer-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentNotifications: {
        parameters: {
            query?: {
                /** @description `true`: only unread notifications. */
                unread?: boolean;
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    markPaymentNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ids": [
                 *         "ntf_01JD0000000000000000000000"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PaymentNotificationsReadRequest"];
            };
        };
        responses: {
            /** @description How many became read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationsReadResult"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every kind, on or off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updatePaymentNotificationPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "kinds": {
                 *         "transfer.received": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PaymentNotificationPreferencesUpdate"];
            };
        };
        responses: {
            /** @description Every kind, on or off, after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentNotificationPreferences"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listCheckoutSessions: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of sessions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSessionPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createCheckoutSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "walletId": "pwl_01JD0000000000000000000000",
                 *       "amount": 5000,
                 *       "successUrl": "https://shop.example/deposit/done",
                 *       "cancelUrl": "https://shop.example/deposit"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutSessionRequest"];
            };
        };
        responses: {
            /** @description Created; send the payer to `url`. */
            201: {
                headers: {
                    /** @description `/api/payments/deposit/checkout/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema, or `successUrl` or `cancelUrl` is
             *       not an address the page may link to (`errors` says which and why).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BadRequestBodyProblem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SimulatedCheckoutDisabledOrForbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was recorded. `code`:
             *     - `deposit-refused-by-acquirer`: live mode; the acquirer would not start the payment (`detail`
             *       carries its reason, e.g. an amount it does not take). Retrying the same will not help.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example deposit-refused-by-acquirer
                         * @enum {string}
                         */
                        code?: "deposit-refused-by-acquirer" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["AcquirerUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The session's id (`pcs_…`).
                 * @example pcs_01JD0000000000000000000000
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["CheckoutSessionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    completeCheckoutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "3q2-7wH1i0mB4uZ0cX9pQfL8nYtR6sVdKjE2aW5oG1c"
                 *     }
                 */
                "application/json": components["schemas"]["CheckoutCompleteRequest"];
            };
        };
        responses: {
            /** @description The session, completed (now or earlier). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutSession"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            /**
             * @description `code`:
             *     - `simulated-checkout-disabled`: this server does not simulate deposits (a production server
             *       whose operator did not choose `PAYMENTS_MODE=test`); nothing was moved.
             */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example simulated-checkout-disabled
                         * @enum {string}
                         */
                        code?: "simulated-checkout-disabled";
                    };
                };
            };
            404: components["responses"]["CheckoutSessionNotFound"];
            /**
             * @description `code`:
             *     - `checkout-session-expired`: the session was not paid before its `expiresAt`; nothing
             *       was moved. Start a new one.
             */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example checkout-session-expired
                         * @enum {string}
                         */
                        code?: "checkout-session-expired";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was moved and the session stays open. `code`:
             *     - `balance-limit`: the credit would take the wallet over 9,999,999,999,999.99 KZT.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example balance-limit
                         * @enum {string}
                         */
                        code?: "balance-limit";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPayouts: {
        parameters: {
            query?: {
                /** @description Only payouts in this status. */
                status?: components["parameters"]["PayoutStatusFilter"];
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of payouts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createPayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 1,
                 *       "destination": {
                 *         "type": "iban",
                 *         "iban": "KZ86125KZT5004100100",
                 *         "holderName": "Aigerim Bekova"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PayoutCreateRequest"];
            };
        };
        responses: {
            /** @description Created and held, `pending` review. */
            201: {
                headers: {
                    /** @description `/api/payments/payouts/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `malformed-json`: the body is not JSON.
             *     - `payout-invalid-iban`: `destination.iban` is not a valid Kazakh IBAN (format or check digits).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "payout-invalid-iban";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWalletNotFound"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["PaymentMoneyRefused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportPayoutsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payouts as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="payouts.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPayout: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payout's id (`ppo_…`).
                 * @example ppo_01JD0000000000000000000000
                 */
                id: components["parameters"]["PayoutIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PayoutNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    cancelPayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payout's id (`ppo_…`).
                 * @example ppo_01JD0000000000000000000000
                 */
                id: components["parameters"]["PayoutIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled; the amount is back in the wallet. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PayoutNotFound"];
            409: components["responses"]["PayoutNotPending"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listAdminPayouts: {
        parameters: {
            query?: {
                /** @description The payouts to list (default `pending`). */
                status?: components["parameters"]["PayoutQueueStatus"];
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayoutPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    approvePayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payout's id (`ppo_…`).
                 * @example ppo_01JD0000000000000000000000
                 */
                id: components["parameters"]["PayoutIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Settled (`settled`), or in live mode with the acquirer (`processing`). */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["PayoutNotFound"];
            409: components["responses"]["PayoutNotPending"];
            /**
             * @description Nothing was settled. `code`:
             *     - `payout-refused-by-acquirer`: live mode; the acquirer refused to pay it out (`detail` says why).
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payout-refused-by-acquirer
                         * @enum {string}
                         */
                        code?: "payout-refused-by-acquirer" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["AcquirerUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rejectPayout: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payout's id (`ppo_…`).
                 * @example ppo_01JD0000000000000000000000
                 */
                id: components["parameters"]["PayoutIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The account holder's name does not match the wallet's owner."
                 *     }
                 */
                "application/json": components["schemas"]["DecisionReason"];
            };
        };
        responses: {
            /** @description Rejected; the amount is back in the wallet. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPayout"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["PayoutNotFound"];
            409: components["responses"]["PayoutNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getKycStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's identity check. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    submitKyc: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fullName": "Aigerim Bekova",
                 *       "dateOfBirth": "1990-01-01",
                 *       "iin": "900101400013",
                 *       "address": {
                 *         "line1": "12 Abay Ave",
                 *         "city": "Almaty",
                 *         "postalCode": "050000",
                 *         "country": "KZ"
                 *       },
                 *       "documentNumber": "N12345678"
                 *     }
                 */
                "application/json": components["schemas"]["KycSubmitRequest"];
            };
        };
        responses: {
            /** @description Submitted, `pending` review. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycSubmission"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `malformed-json`: the body is not JSON.
             *     - `kyc-invalid-iin`: `iin`'s check digit is wrong, or its date of birth is not `dateOfBirth`.
             *     - `kyc-underage`: `dateOfBirth` is less than 18 years ago (or in the future).
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "kyc-invalid-iin" | "kyc-underage";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `kyc-pending`: a submission of the caller's is still pending review.
             *     - `kyc-already-verified`: the caller's identity is already verified.
             *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being
             *       processed; retry after `Retry-After` seconds.
             */
            409: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example kyc-pending
                         * @enum {string}
                         */
                        code?: "kyc-pending" | "kyc-already-verified" | "idempotency-key-in-flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listAdminKycSubmissions: {
        parameters: {
            query?: {
                /** @description The submissions to list (default `pending`). */
                status?: "pending" | "approved" | "rejected";
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminKycSubmissionPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    approveKycSubmission: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The identity check's id (`kyc_…`).
                 * @example kyc_01JD0000000000000000000000
                 */
                id: components["parameters"]["KycIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Approved. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycDecision"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["KycNotFound"];
            409: components["responses"]["KycNotPending"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rejectKycSubmission: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The identity check's id (`kyc_…`).
                 * @example kyc_01JD0000000000000000000000
                 */
                id: components["parameters"]["KycIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "The document photo is unreadable."
                 *     }
                 */
                "application/json": components["schemas"]["DecisionReason"];
            };
        };
        responses: {
            /** @description Rejected. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KycDecision"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            404: components["responses"]["KycNotFound"];
            409: components["responses"]["KycNotPending"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listMerchantKeys: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of keys, revoked ones included. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createMerchantKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Shop backend"
                 *     }
                 */
                "application/json": components["schemas"]["MerchantKeyCreate"];
            };
        };
        responses: {
            /** @description Created; `key` is the secret, shown only now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `api-key-limit`: the caller already holds 100 live API keys; revoke one first.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example api-key-limit
                         * @enum {string}
                         */
                        code?: "api-key-limit";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rotateMerchantKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`apk_…`; a key made before merchant keys were API keys keeps its `mky_…` id).
                 * @example apk_01JD0000000000000000000000
                 */
                id: components["parameters"]["MerchantKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "overlapSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeyRollRequest"];
            };
        };
        responses: {
            /** @description The new key; `key` is its secret, shown only now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyWithSecret"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantKeyNotFound"];
            /**
             * @description `code`:
             *     - `merchant-key-revoked`: the key is revoked or expired; create a new one.
             *     - `api-key-limit`: the new key would pass the 100 live API keys a user may hold.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example merchant-key-revoked
                         * @enum {string}
                         */
                        code?: "merchant-key-revoked" | "api-key-limit";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getMerchantKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`apk_…`; a key made before merchant keys were API keys keeps its `mky_…` id).
                 * @example apk_01JD0000000000000000000000
                 */
                id: components["parameters"]["MerchantKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    revokeMerchantKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`apk_…`; a key made before merchant keys were API keys keeps its `mky_…` id).
                 * @example apk_01JD0000000000000000000000
                 */
                id: components["parameters"]["MerchantKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked (or already revoked). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createMerchantCharge: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 4990,
                 *       "description": "Order #1042",
                 *       "reference": "order-1042",
                 *       "expiresInSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["MerchantChargeCreate"];
            };
        };
        responses: {
            /** @description The request made earlier for this `reference` (same body). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /** @description Created. */
            201: {
                headers: {
                    /** @description `/api/payments/requests/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            /**
             * @description `code`:
             *     - `merchant-key-invalid`: no credential was sent, or `X-Merchant-Key` is not a live API
             *       key (malformed, unknown, revoked, expired, or a session's token).
             *     - `unauthorized`, `token-expired`: the bearer credential was refused, as everywhere.
             */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example merchant-key-invalid
                         * @enum {string}
                         */
                        code?: "merchant-key-invalid" | "unauthorized" | "token-expired";
                    };
                };
            };
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantNoWallet"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description `code`:
             *     - `payment-request-reference-reused`: a request with this `reference` exists with another
             *       amount, description or lifetime.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-reference-reused
                         * @enum {string}
                         */
                        code?: "payment-request-reference-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentRequests: {
        parameters: {
            query?: {
                /** @description Only requests in this status (`expired` includes open ones past their `expiresAt`). */
                status?: components["schemas"]["PaymentRequestStatus"];
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequestPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 4990,
                 *       "description": "Order #1042",
                 *       "reference": "order-1042",
                 *       "expiresInSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRequestCreate"];
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description `/api/payments/requests/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `payment-request-expiry`: both `expiresAt` and `expiresInSeconds` were given, or
             *       `expiresAt` is less than 60 seconds or more than 30 days away.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "payment-request-expiry";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantNoWallet"];
            /**
             * @description `code`:
             *     - `payment-request-reference-taken`: another of the caller's requests has this `reference`.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-reference-taken
                         * @enum {string}
                         */
                        code?: "payment-request-reference-taken";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentRequestNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    cancelPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request, cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentRequestNotFound"];
            409: components["responses"]["PaymentRequestClosed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportMerchantStatementCsv: {
        parameters: {
            query: {
                /**
                 * @description The period's start (included).
                 * @example 2026-11-01T00:00:00Z
                 */
                from: string;
                /**
                 * @description The period's end (excluded); after `from`, at most 366 days later.
                 * @example 2026-12-01T00:00:00Z
                 */
                to: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="statement-<from>-<to>.csv"` (the dates as YYYY-MM-DD) */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /**
             * @description The request is malformed or does not match the contract. `code`:
             *     - `validation`: a parameter is missing, unknown or malformed (`errors` lists each).
             *     - `statement-period-invalid`: `to` is not after `from`, or the period is longer than 366 days.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "statement-period-invalid";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["MerchantNoWallet"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    refundPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "amount": 10
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRefundCreate"];
            };
        };
        responses: {
            /** @description Refunded. */
            201: {
                headers: {
                    /** @description `/api/payments/requests/{id}/refunds` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRefund"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentRequestNotFound"];
            /**
             * @description `code`:
             *     - `payment-request-not-paid`: the request is open, expired or cancelled: nothing was paid.
             *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-not-paid
                         * @enum {string}
                         */
                        code?: "payment-request-not-paid" | "idempotency-key-in-flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was moved. `code`:
             *     - `refund-exceeds-paid`: the refund would take the refunded total past the paid amount
             *       (also when everything is refunded already).
             *     - `insufficient-funds`: the merchant's wallet's available balance is below the amount.
             *     - `balance-limit`: the credit would take the payer's wallet over its largest balance.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was used with another body.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example refund-exceeds-paid
                         * @enum {string}
                         */
                        code?: "refund-exceeds-paid" | "insufficient-funds" | "balance-limit" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentRequestRefunds: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of refunds. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRefundPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentRequestNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPublicPaymentRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request as the payer sees it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicPaymentRequest"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["PaymentRequestNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    payPaymentRequest: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
                 *     call's status and body without repeating its effect. The same key with a different body is
                 *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /**
                 * @description The payment request's id (`prq_…`).
                 * @example prq_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentRequestIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "walletId": "pwl_01JD0000000000000000000000"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentRequestPay"];
            };
        };
        responses: {
            /** @description Paid; the request as its merchant sees it. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentRequest"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `payment-request-not-found`: no request has this id.
             *     - `payments-wallet-not-found`: `walletId` is not the caller's wallet, or the caller has none.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-not-found
                         * @enum {string}
                         */
                        code?: "payment-request-not-found" | "payments-wallet-not-found";
                    };
                };
            };
            /**
             * @description `code`:
             *     - `payment-request-not-open`: the request is already paid or cancelled.
             *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-not-open
                         * @enum {string}
                         */
                        code?: "payment-request-not-open" | "idempotency-key-in-flight";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was moved. `code`:
             *     - `payment-request-expired`: the request passed its `expiresAt`.
             *     - `payment-request-own`: the caller is the request's merchant.
             *     - `insufficient-funds`: the payer's available balance is below the amount.
             *     - `balance-limit`: the credit would take the merchant's wallet over its largest balance.
             *     - `payments-outflow-limit`: the payer is not verified and this would exceed the daily cap.
             *     - `idempotency-key-reused`: the `Idempotency-Key` was used with another body.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example payment-request-expired
                         * @enum {string}
                         */
                        code?: "payment-request-expired" | "payment-request-own" | "insufficient-funds" | "balance-limit" | "payments-outflow-limit" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentWebhookSubscriptions: {
        parameters: {
            query?: {
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscriptionPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createPaymentWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://merchant.example/hooks/trustplane",
                 *       "events": [
                 *         "payment_request.paid"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["PaymentWebhookSubscriptionCreate"];
            };
        };
        responses: {
            /** @description Subscribed; the secret is shown this once. */
            201: {
                headers: {
                    /** @description `/api/payments/webhook-subs/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscriptionCreated"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description Nothing was created. `code`:
             *     - `webhook-subscription-limit`: the caller already has 16 active subscriptions; disable one first.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example webhook-subscription-limit
                         * @enum {string}
                         */
                        code?: "webhook-subscription-limit";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description Nothing was created. `code`:
             *     - `webhook-url-not-https`: the URL is not `https:` (or carries credentials).
             *     - `webhook-url-not-public`: the host is, or resolves to, an address that is not public.
             *     - `webhook-url-unresolvable`: the host name does not resolve.
             */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example webhook-url-not-https
                         * @enum {string}
                         */
                        code?: "webhook-url-not-https" | "webhook-url-not-public" | "webhook-url-unresolvable";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    pingPaymentWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            409: components["responses"]["PaymentWebhookSubscriptionDisabled"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rotatePaymentWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "overlapSeconds": 3600
                 *     }
                 */
                "application/json": components["schemas"]["PaymentWebhookSecretRotation"];
            };
        };
        responses: {
            /** @description Rotated; `secret` is the new one, shown only now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscriptionCreated"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            409: components["responses"]["PaymentWebhookSubscriptionDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    endPaymentWebhookSecretOverlap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription, signing with one secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    recoverPaymentWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-01T00:00:00Z"
                 *     }
                 */
                "application/json": components["schemas"]["PaymentWebhookRecovery"];
            };
        };
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookRecovered"];
                };
            };
            /**
             * @description The request is malformed or does not match the contract. `code`:
             *     - `validation`, `malformed-json`, `bad-request`, `invalid-data`: as everywhere (`BadRequestBody`).
             *     - `recover-since-too-old`: `since` is more than 30 days ago, or in the future.
             */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "recover-since-too-old";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            409: components["responses"]["PaymentWebhookSubscriptionDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listPaymentWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Only deliveries in this status. */
                status?: components["schemas"]["PaymentWebhookDeliveryStatus"];
                /** @description Only deliveries to this subscription of the caller's. */
                subscriptionId?: string;
                /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
                limit?: components["parameters"]["Limit"];
                /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookDeliveryPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportPaymentWebhookDeliveriesCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="webhook-deliveries.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's id (`whd_…`).
                 * @example whd_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookDeliveryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery and its attempts, oldest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookDeliveryDetail"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookDeliveryNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    redeliverPaymentWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The delivery's id (`whd_…`).
                 * @example whd_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookDeliveryIdPath"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["PaymentWebhookRedelivery"];
            };
        };
        responses: {
            /** @description The new delivery, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookDelivery"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code`:
             *     - `webhook-delivery-not-found`: no delivery of the caller's has this id.
             *     - `webhook-subscription-not-found`: no subscription of the caller's has the `subscriptionId`.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example webhook-delivery-not-found
                         * @enum {string}
                         */
                        code?: "webhook-delivery-not-found" | "webhook-subscription-not-found";
                    };
                };
            };
            409: components["responses"]["PaymentWebhookSubscriptionDisabled"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getPaymentWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentWebhookSubscription"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    disablePaymentWebhookSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The subscription's id (`whs_…`).
                 * @example whs_01JD0000000000000000000000
                 */
                id: components["parameters"]["PaymentWebhookSubscriptionIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Disabled (or already disabled); `GET` on it shows it with its `disabledAt`. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["PaymentWebhookSubscriptionNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
}
