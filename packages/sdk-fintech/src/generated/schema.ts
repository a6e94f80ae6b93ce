// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-fintech` (scripts/generate-clients.mjs).

export interface paths {
    "/api/ledger/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's wallet accounts.
         * @description Every account the caller owns, oldest first (the default account, opened at registration,
         *     comes first). A user holds at most 10 accounts, so the list is not paginated.
         */
        get: operations["listLedgerAccounts"];
        put?: never;
        /**
         * Open another account (balance 0).
         * @description Registration already opens the caller's default account; this opens more, up to 10 per user
         *     (409 `account-limit` beyond). The body may be omitted.
         */
        post: operations["openLedgerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/accounts.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's accounts as CSV.
         * @description RFC 4180 (`text/csv`, CRLF line ends, a header row), one line per account, oldest first, with the
         *     columns `id, currency, balance, isDefault, createdAt, updatedAt`. `balance` is written with
         *     exactly two decimals (`12.50`).
         */
        get: operations["exportLedgerAccountsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/accounts/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Find the default account of a user by email, to send them a transfer.
         * @description Answers the default account of the user with this email (compared case-insensitively) and
         *     who owns it: the owner's user id and display name, so the payer can check they found the
         *     right person before sending. The email itself is not echoed, and nothing else about the user
         *     (other accounts, balances) is revealed. Unknown emails are 404. Looking up one's own email
         *     works too.
         */
        get: operations["lookupLedgerAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/topup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Credit one of the caller's accounts from the test-net faucet.
         * @description Writes one operation of kind `topup` (no `from`) and credits the account, atomically. Only into
         *     an account the caller owns (403 otherwise, also for an id that does not exist). A faucet, so
         *     limited: at most `TOPUP_MAX` TNU per top-up (default 1,000,000; 422 `topup-limit` beyond) and at
         *     most `TOPUP_LIMIT_PER_HOUR` top-ups per user in any rolling hour (default 10; 429
         *     `topup-rate-limited` with `Retry-After`). A balance may not exceed 9,999,999,999,999.99 TNU
         *     (422 `balance-limit`).
         *
         *     With `Idempotency-Key`, a retry within 24 hours returns the first response and credits once.
         */
        post: operations["topUpLedgerAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an amount from one of the caller's accounts to any account.
         * @description Debits `from` and credits `to` in one transaction that writes one operation of kind `transfer`
         *     (both sides in one journal row, each with the balance after it). Concurrent transfers lock
         *     both accounts in a fixed order, so none is lost and none deadlocks; transient database
         *     conflicts are retried on the server and never reach the client.
         *
         *     Checks, in this order: `from` equal to `to` is 400 `same-account`; `from` not owned by the
         *     caller (or not existing) is 403; `to` not existing is 404; an amount above the balance of
         *     `from` is 422 `insufficient-funds`, and changes nothing.
         *
         *     With `Idempotency-Key`, a retry within 24 hours returns the first response and moves the
         *     money once, also when the retries arrive at the same time.
         */
        post: operations["createLedgerTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/operations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's ledger, newest first.
         * @description Operations that touch an account the caller owns (either side), newest first. A transfer
         *     between two of the caller's own accounts appears once. Keyset cursors: walking the pages while
         *     new operations are written never repeats or skips an older one.
         */
        get: operations["listLedgerOperations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/operations.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's whole ledger as CSV.
         * @description Every operation of `GET /api/ledger/operations`, oldest first (a statement reads top to bottom),
         *     as it stood when the export began: RFC 4180 (`text/csv`, CRLF line ends, a header row) with
         *     exactly the columns `id, kind, amount, from, to, createdAt`. `amount` has exactly two decimals
         *     (`12.50`); `from` is empty for a top-up. Streamed, so any length works.
         */
        get: operations["exportLedgerOperationsCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/transfers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Transfers into or out of the caller's accounts, newest first.
         * @description Paginated like `GET /api/ledger/operations`; top-ups are not transfers and are not listed.
         */
        get: operations["listLedgerTransfers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ledger/transfers.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every transfer of `GET /api/ledger/transfers` as CSV.
         * @description Oldest first, as of when the export began: RFC 4180 with the columns
         *     `id, operationId, from, to, amount, createdAt` (`amount` with exactly two decimals). Streamed.
         */
        get: operations["exportLedgerTransfersCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign any JSON value with the caller's Ed25519 key.
         * @description Signs the UTF-8 bytes of the payload's RFC 8785 (JSON Canonicalization Scheme) form with the
         *     caller's current Ed25519 key, which is created on the caller's first signature. Key order and
         *     whitespace therefore never change a signature, and Ed25519 is deterministic: the same key and
         *     payload always give the same signature. The private key never leaves the server and is stored
         *     encrypted (AES-256-GCM). Every signature is kept as a receipt (its id, the key id, the SHA-256 of
         *     the canonical payload and the signature; not the payload itself), listed by
         *     `GET /api/signing/v2/audit`.
         */
        post: operations["signPayload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a v1 signature over a payload (public).
         * @description **Finding the signer's key.** Name it with any of `receiptId`, `keyId` and `publicKey` (all
         *     that are given must agree). When none is given, the receipt that holds exactly this signature
         *     is looked up and its key used. A `publicKey` that is not one of the platform's keys is used as
         *     it is (then `keyId` is null).
         *
         *     **`valid`** is true when the signature verifies over the payload's RFC 8785 canonical bytes
         *     with that key (strict RFC 8032 Ed25519) and, if a `receiptId` is named, that receipt holds this
         *     very signature. A changed payload, a changed signature, an unknown receipt or key, or
         *     identifiers that disagree all give `valid: false`, never an error. Only a signature that is not
         *     `0x` + 128 hex digits is a 400.
         *
         *     **`expected`** is the signature the signer's key makes over this payload (Ed25519 is
         *     deterministic), when the platform can show it without signing anything on request: the
         *     provided signature when it verifies, or else the named (or looked-up) receipt's signature when
         *     that receipt covers this same canonical payload. Otherwise it is null, for instance for a
         *     tampered payload, or when only a public key is given and the signature does not verify. This
         *     endpoint never makes a new signature: a public endpoint that did would sign anything with
         *     anyone's key.
         */
        post: operations["verifySignature"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a detached signature with an explicit key, attested by the platform.
         * @description Signs the payload's RFC 8785 canonical bytes like v1, but answers with a detached signature:
         *     no payload, its SHA-256 instead, and the signer's public key, so the result can be checked
         *     offline (for example with `verifySignatureOffline` of `@trustplane/sdk-fintech`). Signatures and
         *     public keys are unpadded base64url (a public key is a JWK's `x`). `keyId` picks one of the
         *     caller's keys (403 if it is someone else's, 404 if unknown, 422 if retired); without it the
         *     caller's current key signs (created on first use). The receipt is attested by a platform key
         *     listed at `GET /api/signing/v2/keys`: `attestation.signature` signs the RFC 8785 form of
         *     `{type: "trustplane.signing.receipt", algo, receiptId, keyId, publicKey, signature,
         *     payloadSha256, createdAt}` with the values of this response.
         */
        post: operations["signPayloadV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/sign/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign up to 100 payloads in one call, with one result per item.
         * @description Each item is signed as by `POST /api/signing/v2/sign`, with its own `keyId`, the batch's
         *     `keyId`, or the caller's current key. Results come back in request order, one per item: either
         *     `ok: true` with the detached signature, or `ok: false` with the problem of that item (a named
         *     key that is unknown, someone else's or retired). Items that succeed are stored even when others
         *     fail. More than 100 items, or none, is a 400.
         */
        post: operations["signPayloadBatchV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a signature with an explicitly named key (public).
         * @description The request names the key: `keyId`, `publicKey`, or both (which must agree). `signature` may be
         *     base64url (as v2 writes it) or `0x` + hex (as v1 writes it). `valid` is the strict RFC 8032
         *     Ed25519 check over the payload's RFC 8785 canonical bytes; a retired key still verifies what it
         *     signed. When not valid, `reason` says why: `bad-signature` (the signature does not verify for
         *     this payload and key), `unknown-key` (no key has this `keyId`) or `key-mismatch` (`keyId` and
         *     `publicKey` name different keys). Invalid is an answer, never an error; only a malformed
         *     request is a 400.
         */
        post: operations["verifySignatureV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/verify/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check up to 100 signatures in one call (public).
         * @description Each item is checked as by `POST /api/signing/v2/verify`; results come back in request order.
         *     `allValid` is true when every item is valid. More than 100 items, or none, is a 400.
         */
        post: operations["verifySignatureBatchV2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's signatures (v1 and v2), newest first.
         * @description Every signature the caller has made, as stored receipts: no payloads, their SHA-256 instead.
         *     Filter by time with `from` (inclusive) and `to` (exclusive), and by key with `keyId` (403 for a
         *     key that is not the caller's). Paginated: pass `nextCursor` back as `cursor`; pages stay stable
         *     while new signatures are made. v2 entries carry the platform's attestation; v1 entries have
         *     `attestation: null`.
         */
        get: operations["listSigningAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform's public keys, as a JWK Set (public).
         * @description The Ed25519 keys the platform attests v2 receipts with, as an RFC 7517 JWK Set of RFC 8037
         *     `OKP` keys, current key first, retired ones kept so old attestations stay verifiable. The same
         *     document is served at `/.well-known/jwks.json`. Users' keys are not listed here (there are as
         *     many as users); fetch any key, a user's included, by id at `GET /api/signing/v2/keys/{keyId}`.
         */
        get: operations["listPlatformSigningKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One public key by id, a user's or the platform's (public).
         * @description Every signing key is published by id so that anyone holding a v1 or v2 signature can check it
         *     offline. Only the public half and its dates are shown, never who owns a user key.
         */
        get: operations["getSigningKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/signing/v2/me/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's signing keys, newest first.
         * @description The caller's current key (if any) and the keys it replaced, with their retirement time.
         */
        get: operations["listMySigningKeys"];
        put?: never;
        /**
         * Rotate the caller's key (retire the current one and make a new one).
         * @description The new key signs from now on (v1 and v2). The retired key can no longer sign but stays
         *     published, so what it signed still verifies.
         */
        post: operations["rotateMySigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The platform's public keys at the well-known location (public).
         * @description The same JWK Set as `GET /api/signing/v2/keys`.
         */
        get: operations["getWellKnownJwks"];
        put?: never;
        post?: never;
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
            /** @description For validation problems, one entry per thing that is wrong. */
            errors?: {
                /** @description Where, e.g. `/body/email` or `/query/limit`. */
                path?: string;
                message: string;
                code?: string;
            }[];
        } & {
            [key: string]: unknown;
        };
        /**
         * Format: date-time
         * @description ISO 8601 in UTC.
         */
        Timestamp: string;
        /** @description An opaque identifier whose prefix names its kind. */
        Id: string;
        /** @description How many items the whole list holds. */
        Total: number;
        /** @description A wallet account id (`acc_` and a ULID). */
        AccountId: string;
        /** @description A balance in TNU (at most 2 decimals); never negative. */
        Balance: number;
        /**
         * @description The test-net native unit, TNU, with 2 decimals. It has no value outside the test net: the
         *     faucet (`POST /api/ledger/topup`) hands it out.
         * @enum {string}
         */
        Currency: "TNU";
        Account: {
            id: components["schemas"]["AccountId"];
            balance: components["schemas"]["Balance"];
            currency: components["schemas"]["Currency"];
            /** @description The account opened at registration; `accounts/lookup` finds it. */
            isDefault: boolean;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        AccountList: {
            items: components["schemas"]["Account"][];
        };
        OpenAccountRequest: {
            currency?: components["schemas"]["Currency"];
        };
        AccountLookup: {
            id: components["schemas"]["AccountId"];
            /** @description Who owns the account; the email is not repeated. */
            owner: {
                id: components["schemas"]["Id"];
                /** @description The name the user gave at registration. */
                name: string;
            };
        };
        /**
         * @description An amount of TNU as a JSON number: positive, finite, with at most 2 decimals (`12.5`, `0.01`;
         *     `0.001` is 400). Stored as integer hundredths, so sums are exact.
         */
        Amount: number;
        TopupRequest: {
            accountId: components["schemas"]["AccountId"];
            amount: components["schemas"]["Amount"];
        };
        /** @description A ledger operation id (`op_` and a ULID). */
        OperationId: string;
        /** @description The credited account after the top-up. */
        TopupResult: {
            id: components["schemas"]["AccountId"];
            balance: components["schemas"]["Balance"];
            updatedAt: components["schemas"]["Timestamp"];
            operationId: components["schemas"]["OperationId"];
        };
        TransferRequest: {
            from: components["schemas"]["AccountId"];
            to: components["schemas"]["AccountId"];
            amount: components["schemas"]["Amount"];
        };
        /** @description A transfer id (`trf_` and a ULID). */
        TransferId: string;
        Transfer: {
            id: components["schemas"]["TransferId"];
            from: components["schemas"]["AccountId"];
            to: components["schemas"]["AccountId"];
            amount: components["schemas"]["Amount"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description The ledger operation that records this transfer. */
            operationId: string;
        };
        /**
         * @description One entry of the ledger, a complete double entry: `amount` left `from` (debit) and reached `to`
         *     (credit). A top-up is minted by the faucet and has no `from`.
         */
        Operation: {
            id: components["schemas"]["OperationId"];
            /** @enum {string} */
            kind: "topup" | "transfer";
            amount: components["schemas"]["Amount"];
            /** @description The debited account; `null` for a top-up. */
            from: string | null;
            to: components["schemas"]["AccountId"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description The transfer this operation records; `null` for a top-up. */
            transferId: string | null;
        };
        /** @description Pass as `cursor` to get the next page; `null` when the list is exhausted. */
        NextCursor: string | null;
        OperationPage: {
            items: components["schemas"]["Operation"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        TransferPage: {
            items: components["schemas"]["Transfer"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description Any JSON value (object, array, string, number, boolean or null). Arrays and objects may nest at
         *     most 64 levels deep; deeper is a 400.
         */
        Payload: unknown;
        SignRequest: {
            payload: components["schemas"]["Payload"];
        };
        /** @description An Ed25519 signature as `0x` + 128 hex digits (64 bytes). */
        HexSignature: string;
        /** @enum {string} */
        Algo: "Ed25519";
        /**
         * @description A signature receipt's id.
         * @example sig_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        ReceiptId: string;
        /**
         * @description A signing key's id.
         * @example key_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        KeyId: string;
        /** @description The spec's Signature, plus the receipt and the signer's key. */
        Signature: {
            payload: components["schemas"]["Payload"];
            signature: components["schemas"]["HexSignature"];
            algo: components["schemas"]["Algo"];
            createdAt: components["schemas"]["Timestamp"];
            receiptId: components["schemas"]["ReceiptId"];
            keyId: components["schemas"]["KeyId"];
        };
        /** @description An Ed25519 public key (32 bytes), either unpadded base64url (43 characters) or `0x` + 64 hex digits. */
        AnyPublicKey: string;
        VerifyRequest: {
            payload: components["schemas"]["Payload"];
            signature: components["schemas"]["HexSignature"];
            receiptId?: components["schemas"]["ReceiptId"];
            keyId?: components["schemas"]["KeyId"];
            publicKey?: components["schemas"]["AnyPublicKey"];
        };
        Verification: {
            valid: boolean;
            /** @description The signature the signer's key makes over this payload, when it can be shown (see the operation); else null. */
            expected: string | null;
            /** @description The signature as sent. */
            provided: string;
            /** @description The signer's key, when it is one of the platform's keys. */
            keyId: string | null;
            /** @description The receipt named or found by the signature, if any. */
            receiptId: string | null;
        };
        SignV2Request: {
            payload: components["schemas"]["Payload"];
            keyId?: components["schemas"]["KeyId"];
        };
        /** @description An Ed25519 public key (32 bytes) in unpadded base64url, 43 characters (a JWK's `x`). */
        Base64urlPublicKey: string;
        /** @description An Ed25519 signature (64 bytes) in unpadded base64url, 86 characters. */
        Base64urlSignature: string;
        /** @description SHA-256 of the payload's RFC 8785 canonical UTF-8 bytes, as 64 lowercase hex digits. */
        Sha256Hex: string;
        /**
         * @description The platform's signature over the receipt: Ed25519 by the platform key `keyId` over the RFC 8785
         *     form of `{type: "trustplane.signing.receipt", algo, receiptId, keyId, publicKey, signature,
         *     payloadSha256, createdAt}` (the receipt's values, the signer's `keyId`).
         */
        Attestation: {
            keyId: components["schemas"]["KeyId"];
            algo: components["schemas"]["Algo"];
            signature: components["schemas"]["Base64urlSignature"];
        };
        DetachedSignature: {
            receiptId: components["schemas"]["ReceiptId"];
            keyId: components["schemas"]["KeyId"];
            algo: components["schemas"]["Algo"];
            /**
             * @description The signed bytes are the UTF-8 of the payload's RFC 8785 canonical JSON.
             * @enum {string}
             */
            canonicalization: "RFC8785";
            publicKey: components["schemas"]["Base64urlPublicKey"];
            signature: components["schemas"]["Base64urlSignature"];
            payloadSha256: components["schemas"]["Sha256Hex"];
            createdAt: components["schemas"]["Timestamp"];
            attestation: components["schemas"]["Attestation"];
        };
        SignBatchRequest: {
            keyId?: components["schemas"]["KeyId"];
            items: {
                payload: components["schemas"]["Payload"];
                keyId?: components["schemas"]["KeyId"];
            }[];
        };
        /** @description Why one item failed, shaped like a problem details body. */
        ItemProblem: {
            type: string;
            title: string;
            status: number;
            detail?: string;
        };
        SignBatchResult: {
            /** @description How many items were signed. */
            signed: number;
            /** @description How many items failed. */
            failed: number;
            items: {
                /** @description The item's position in the request. */
                index: number;
                ok: boolean;
                signature?: components["schemas"]["DetachedSignature"];
                error?: components["schemas"]["ItemProblem"];
            }[];
        };
        /** @description An Ed25519 signature, either unpadded base64url (86 characters) or `0x` + 128 hex digits. */
        AnySignature: string;
        VerifyV2Item: {
            payload: components["schemas"]["Payload"];
            signature: components["schemas"]["AnySignature"];
            keyId?: components["schemas"]["KeyId"];
            publicKey?: components["schemas"]["AnyPublicKey"];
        } | unknown | unknown;
        VerificationV2: {
            valid: boolean;
            /** @description The key that was used, when it is one of the platform's keys. */
            keyId: string | null;
            /**
             * @description Why the signature is not valid; null when it is.
             * @enum {string|null}
             */
            reason: "bad-signature" | "unknown-key" | "key-mismatch" | null;
        };
        VerifyBatchRequest: {
            items: components["schemas"]["VerifyV2Item"][];
        };
        VerifyBatchResult: {
            allValid: boolean;
            items: {
                index: number;
                valid: boolean;
                keyId: string | null;
                /** @enum {string|null} */
                reason: "bad-signature" | "unknown-key" | "key-mismatch" | null;
            }[];
        };
        AuditEntry: {
            receiptId: components["schemas"]["ReceiptId"];
            keyId: components["schemas"]["KeyId"];
            algo: components["schemas"]["Algo"];
            /** @enum {string} */
            canonicalization: "RFC8785";
            publicKey: components["schemas"]["Base64urlPublicKey"];
            signature: components["schemas"]["Base64urlSignature"];
            payloadSha256: components["schemas"]["Sha256Hex"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * @description Which generation of the API made the signature.
             * @enum {string}
             */
            apiVersion: "v1" | "v2";
            /** @description The platform's attestation (see Attestation) for v2 signatures; null for v1 ones. */
            attestation: {
                keyId: components["schemas"]["KeyId"];
                algo: components["schemas"]["Algo"];
                signature: components["schemas"]["Base64urlSignature"];
            } | null;
        };
        AuditPage: {
            items: components["schemas"]["AuditEntry"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description An RFC 8037 JSON Web Key of an Ed25519 public key. */
        Jwk: {
            /** @enum {string} */
            kty: "OKP";
            /** @enum {string} */
            crv: "Ed25519";
            x: components["schemas"]["Base64urlPublicKey"];
            kid: components["schemas"]["KeyId"];
            /** @enum {string} */
            alg: "EdDSA";
            /** @enum {string} */
            use: "sig";
        };
        JwkSet: {
            keys: components["schemas"]["Jwk"][];
        };
        SigningKey: {
            keyId: components["schemas"]["KeyId"];
            /**
             * @description A user's key signs payloads; a platform key attests receipts.
             * @enum {string}
             */
            kind: "user" | "platform";
            algo: components["schemas"]["Algo"];
            publicKey: components["schemas"]["Base64urlPublicKey"];
            jwk: components["schemas"]["Jwk"];
            createdAt: components["schemas"]["Timestamp"];
            /**
             * Format: date-time
             * @description When a rotation retired the key (it no longer signs, but still verifies); null while current.
             */
            retiredAt: string | null;
        };
        SigningKeyPage: {
            items: components["schemas"]["SigningKey"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
    };
    responses: {
        /**
         * @description Any other error: 404 unknown route, 405 wrong method, 413 body over 1 MiB, 415 wrong content
         *     type, 5xx server errors. Always problem+json, never a stack trace.
         */
        Problem: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request is malformed or fails validation; `errors` lists what is wrong. */
        BadRequest: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description Rate limit exceeded; wait `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No valid bearer token (missing, malformed, expired, or revoked by sign-out-everywhere). */
        Unauthorized: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The request conflicts with the current state (or the same Idempotency-Key is still in flight). */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The caller's key was rotated while the request was signing; send it again. */
        SigningKeyChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The key belongs to someone else. */
        SigningKeyForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description No signing key has this id. */
        SigningKeyNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
            };
        };
        /** @description The key was retired by a rotation and can no longer sign. */
        SigningKeyRetired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"];
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
        /** @description How long the representation may be cached. */
        "Cache-Control": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listLedgerAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's accounts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountList"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    openLedgerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["OpenAccountRequest"];
            };
        };
        responses: {
            /** @description The new account. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The caller already holds the most accounts a user may (problem type `account-limit`). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    exportLedgerAccountsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The accounts as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="accounts.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    lookupLedgerAccount: {
        parameters: {
            query: {
                /** @description The recipient's login email. */
                email: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's default account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountLookup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description No user has this email. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    topUpLedgerAccount: {
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
                "application/json": components["schemas"]["TopupRequest"];
            };
        };
        responses: {
            /** @description The account after the credit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TopupResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The account is not one of the caller's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            409: components["responses"]["Conflict"];
            /**
             * @description Over the per-top-up cap (`topup-limit`), over the largest balance (`balance-limit`), or an
             *     Idempotency-Key reused with another request (`idempotency-key-reused`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createLedgerTransfer: {
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
                "application/json": components["schemas"]["TransferRequest"];
            };
        };
        responses: {
            /** @description The transfer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Transfer"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description The `from` account is not one of the caller's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The `to` account does not exist. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            409: components["responses"]["Conflict"];
            /**
             * @description The balance of `from` is below the amount (`https://trustplane.dev/problems/insufficient-funds`;
             *     nothing changed), the credit would take `to` over the largest balance (`balance-limit`), or
             *     an Idempotency-Key reused with another request (`idempotency-key-reused`).
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listLedgerOperations: {
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
            /** @description One page of operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperationPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    exportLedgerOperationsCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ledger as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="operations.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listLedgerTransfers: {
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
            /** @description One page of transfers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransferPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    exportLedgerTransfersCsv: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The transfers as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="transfers.csv"` */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    signPayload: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignRequest"];
            };
        };
        responses: {
            /** @description Signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Signature"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            409: components["responses"]["SigningKeyChanged"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    verifySignature: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyRequest"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    signPayloadV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignV2Request"];
            };
        };
        responses: {
            /** @description Signed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DetachedSignature"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SigningKeyForbidden"];
            404: components["responses"]["SigningKeyNotFound"];
            409: components["responses"]["SigningKeyChanged"];
            422: components["responses"]["SigningKeyRetired"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    signPayloadBatchV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignBatchRequest"];
            };
        };
        responses: {
            /** @description One result per item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    verifySignatureV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyV2Item"];
            };
        };
        responses: {
            /** @description The verdict. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationV2"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    verifySignatureBatchV2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyBatchRequest"];
            };
        };
        responses: {
            /** @description One verdict per item. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifyBatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listSigningAudit: {
        parameters: {
            query?: {
                /** @description Only signatures made at or after this instant. */
                from?: string;
                /** @description Only signatures made before this instant; must be later than `from`. */
                to?: string;
                /** @description Only signatures made with this key of the caller's. */
                keyId?: components["schemas"]["KeyId"];
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
            /** @description A page of receipts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SigningKeyForbidden"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listPlatformSigningKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWK Set. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwkSet"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: components["schemas"]["KeyId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["SigningKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listMySigningKeys: {
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
            /** @description A page of keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKeyPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    rotateMySigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new current key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SigningKey"];
                };
            };
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getWellKnownJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWK Set. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JwkSet"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
}
