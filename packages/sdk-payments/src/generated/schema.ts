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
        /** The caller's wallets (none or one). */
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
    "/api/payments/wallets/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's wallets, with its balance. */
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
         *     Each entry has the wallet's balance right after it. Keyset cursors like every list.
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
         *     theirs paid, a payout settled or rejected, their identity check decided. Kinds the caller muted
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
        /** Which kinds of notification the caller receives. */
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
         * Settle a pending payout (operators only).
         * @description The operator has paid the money to the destination: in one transaction the held amount leaves
         *     the platform (entry `payout_settle`, from the payouts account to clearing), the wallet's `held`
         *     goes down, the payout becomes `settled` and its owner is notified (`payout.settled`). Only a
         *     `pending` payout moves: of two operators deciding the same payout at once (approve twice, or
         *     approve and reject), one wins and the other gets 409 `payout-not-pending`.
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
            code?: "unauthorized";
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
        /** @description A 409 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyInFlightProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-in-flight
             * @enum {string}
             */
            code?: "idempotency-key-in-flight";
        };
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
        /** @description A 422 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyReusedProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-reused
             * @enum {string}
             */
            code?: "idempotency-key-reused";
        };
        /** @description A 403 of an operators' (role `admin`) operation. */
        AdminOnlyProblem: components["schemas"]["Problem"] & {
            /**
             * @example admin-only
             * @enum {string}
             */
            code?: "admin-only";
        };
        /**
         * @description A KZT wallet's id (`pwl_` and a ULID).
         * @example pwl_01JD0000000000000000000000
         */
        PaymentWalletId: string;
        /** @description An amount of KZT (at most 2 decimals), never negative. */
        KztBalance: number;
        PaymentWallet: {
            id: components["schemas"]["PaymentWalletId"];
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
        /**
         * @description - `p2p`: a transfer between users; `p2p_fee`: its fee, from the payer to the platform.
         *     - `deposit`: a completed checkout deposit.
         *     - `payout_hold`: a payout's amount held for review; `payout_release`: given back (rejected);
         *       `payout_settle`: paid out (approved; moves held money out, so it is not on the user's wallet).
         *     - `request_payment`: a payment request paid.
         * @enum {string}
         */
        PaymentEntryKind: "p2p" | "p2p_fee" | "deposit" | "payout_hold" | "payout_settle" | "payout_release" | "request_payment";
        /**
         * @description An amount of KZT as a JSON number: positive, finite, with at most 2 decimals (`1500`, `12.5`,
         *     `0.01`; `0.001` is 400). Stored as integer tiyn, so sums are exact.
         * @example 1500
         */
        KztAmount: number;
        PaymentWalletEntry: {
            /** @example pen_01JD0000000000000000000000 */
            id: string;
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
            /** @description A note to the payee, shown to both sides; stored sealed. */
            description?: string;
        };
        PaymentTransfer: {
            /** @example ptr_01JD0000000000000000000000 */
            id: string;
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
        PaymentNotificationKind: "transfer.received" | "deposit.completed" | "request.paid" | "payout.settled" | "payout.rejected" | "kyc.approved" | "kyc.rejected";
        PaymentNotification: {
            /** @example ntf_01JD0000000000000000000000 */
            id: string;
            kind: components["schemas"]["PaymentNotificationKind"];
            /**
             * @description The event's details, by kind: ids of what it is about (`transferId`, `walletId`,
             *     `payoutId`, `requestId`, ...) and amounts in KZT.
             */
            data: {
                [key: string]: (string | number | boolean) | null;
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
                "payout.settled": boolean;
                "payout.rejected": boolean;
                "kyc.approved": boolean;
                "kyc.rejected": boolean;
            };
        };
        PaymentNotificationPreferencesUpdate: {
            kinds: {
                "transfer.received"?: boolean;
                "deposit.completed"?: boolean;
                "request.paid"?: boolean;
                "payout.settled"?: boolean;
                "payout.rejected"?: boolean;
                "kyc.approved"?: boolean;
                "kyc.rejected"?: boolean;
            };
        };
        /**
         * @description - `pending`: held, waiting for an operator.
         *     - `settled`: paid out to the destination (final).
         *     - `rejected`: refused by an operator; the amount is back in the wallet (final).
         *     - `cancelled`: withdrawn by its owner while pending; the amount is back in the wallet (final).
         * @enum {string}
         */
        PayoutStatus: "pending" | "settled" | "rejected" | "cancelled";
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
             * @description Who made the change (the payout's owner, or an operator).
             * @enum {string}
             */
            by: "owner" | "operator";
            /** @description A rejection's reason; null otherwise. */
            reason: string | null;
        };
        Payout: {
            /** @example ppo_01JD0000000000000000000000 */
            id: string;
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
            by: "owner" | "operator";
            /** @description The user who made the change. */
            actorId: string;
            reason: string | null;
        };
        /** @description A payout as operators see it, with its owner and its destination in the clear. */
        AdminPayout: {
            id: string;
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
         *     - `unauthorized`: the token is missing, malformed or expired, or was revoked by sign-out-everywhere.
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
         * @description `code` says why:
         *     - `admin-only`: the caller is not an operator (role `admin`).
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
    };
    parameters: {
        /**
         * @description Makes a POST safe to retry. A retry with the same key within 24 hours returns the first
         *     call's status and body without repeating its effect. The same key with a different body is
         *     422; the same key while the first call is still running is 409. 1–255 printable ASCII characters.
         */
        IdempotencyKey: string;
        /** @description Page size, 1–200 (default 50). A larger value is refused with 400, not clamped. */
        Limit: number;
        /** @description The `nextCursor` of the previous page. Opaque; do not build one yourself. */
        Cursor: string;
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
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
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
            /** @description Settled. */
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
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
}
