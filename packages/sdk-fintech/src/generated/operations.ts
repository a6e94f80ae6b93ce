// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-fintech` (scripts/generate-clients.mjs).
import type { Method, OperationTable, PaginatedMethod } from "@trustplane/sdk-core";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, grouped by OpenAPI tag. */
export const operations = {
  ledger: {
    listLedgerAccounts: { method: "GET", path: "/api/ledger/accounts" },
    openLedgerAccount: { method: "POST", path: "/api/ledger/accounts" },
    exportLedgerAccountsCsv: { method: "GET", path: "/api/ledger/accounts.csv" },
    lookupLedgerAccount: { method: "GET", path: "/api/ledger/accounts/lookup" },
    topUpLedgerAccount: { method: "POST", path: "/api/ledger/topup", idempotent: true },
    createLedgerTransfer: { method: "POST", path: "/api/ledger/transfer", idempotent: true },
    listLedgerOperations: { method: "GET", path: "/api/ledger/operations", paginated: true },
    exportLedgerOperationsCsv: { method: "GET", path: "/api/ledger/operations.csv" },
    listLedgerTransfers: { method: "GET", path: "/api/ledger/transfers", paginated: true },
    exportLedgerTransfersCsv: { method: "GET", path: "/api/ledger/transfers.csv" },
  },
  signing: {
    signPayload: { method: "POST", path: "/api/signing/sign" },
    verifySignature: { method: "POST", path: "/api/signing/verify" },
    signPayloadV2: { method: "POST", path: "/api/signing/v2/sign" },
    signPayloadBatchV2: { method: "POST", path: "/api/signing/v2/sign/batch" },
    verifySignatureV2: { method: "POST", path: "/api/signing/v2/verify" },
    verifySignatureBatchV2: { method: "POST", path: "/api/signing/v2/verify/batch" },
    listSigningAudit: { method: "GET", path: "/api/signing/v2/audit", paginated: true },
    listPlatformSigningKeys: { method: "GET", path: "/api/signing/v2/keys" },
    getSigningKey: { method: "GET", path: "/api/signing/v2/keys/{keyId}" },
    listMySigningKeys: { method: "GET", path: "/api/signing/v2/me/keys", paginated: true },
    rotateMySigningKey: { method: "POST", path: "/api/signing/v2/me/keys" },
    getWellKnownJwks: { method: "GET", path: "/.well-known/jwks.json" },
  },
} as const satisfies OperationTable;

/** The typed methods of each tag's operations. */
export interface Api {
  /**
   * Wallet: accounts in the test-net native unit TNU (2 decimals), the top-up faucet, transfers
   * between accounts, and the caller's ledger of operations (paginated, and as CSV).
   */
  ledger: {
    /**
     * The caller's wallet accounts.
     *
     * Every account the caller owns, oldest first (the default account, opened at registration,
     * comes first). A user holds at most 10 accounts, so the list is not paginated.
     *
     * `GET /api/ledger/accounts`
     */
    listLedgerAccounts: Method<Operations["listLedgerAccounts"]>;
    /**
     * Open another account (balance 0).
     *
     * Registration already opens the caller's default account; this opens more, up to 10 per user
     * (409 `account-limit` beyond). The body may be omitted.
     *
     * `POST /api/ledger/accounts`
     */
    openLedgerAccount: Method<Operations["openLedgerAccount"]>;
    /**
     * The caller's accounts as CSV.
     *
     * RFC 4180 (`text/csv`, CRLF line ends, a header row), one line per account, oldest first, with the
     * columns `id, currency, balance, isDefault, createdAt, updatedAt`. `balance` is written with
     * exactly two decimals (`12.50`).
     *
     * `GET /api/ledger/accounts.csv`
     */
    exportLedgerAccountsCsv: Method<Operations["exportLedgerAccountsCsv"]>;
    /**
     * Find the default account of a user by email, to send them a transfer.
     *
     * Answers the default account of the user with this email (compared case-insensitively) and
     * who owns it: the owner's user id and display name, so the payer can check they found the
     * right person before sending. The email itself is not echoed, and nothing else about the user
     * (other accounts, balances) is revealed. Unknown emails are 404. Looking up one's own email
     * works too.
     *
     * `GET /api/ledger/accounts/lookup`
     */
    lookupLedgerAccount: Method<Operations["lookupLedgerAccount"]>;
    /**
     * Credit one of the caller's accounts from the test-net faucet.
     *
     * Writes one operation of kind `topup` (no `from`) and credits the account, atomically. Only into
     * an account the caller owns (403 otherwise, also for an id that does not exist). A faucet, so
     * limited: at most `TOPUP_MAX` TNU per top-up (default 1,000,000; 422 `topup-limit` beyond) and at
     * most `TOPUP_LIMIT_PER_HOUR` top-ups per user in any rolling hour (default 10; 429
     * `topup-rate-limited` with `Retry-After`). A balance may not exceed 9,999,999,999,999.99 TNU
     * (422 `balance-limit`).
     *
     * With `Idempotency-Key`, a retry within 24 hours returns the first response and credits once.
     *
     * `POST /api/ledger/topup`
     */
    topUpLedgerAccount: Method<Operations["topUpLedgerAccount"]>;
    /**
     * Move an amount from one of the caller's accounts to any account.
     *
     * Debits `from` and credits `to` in one transaction that writes one operation of kind `transfer`
     * (both sides in one journal row, each with the balance after it). Concurrent transfers lock
     * both accounts in a fixed order, so none is lost and none deadlocks; transient database
     * conflicts are retried on the server and never reach the client.
     *
     * Checks, in this order: `from` equal to `to` is 400 `same-account`; `from` not owned by the
     * caller (or not existing) is 403; `to` not existing is 404; an amount above the balance of
     * `from` is 422 `insufficient-funds`, and changes nothing.
     *
     * With `Idempotency-Key`, a retry within 24 hours returns the first response and moves the
     * money once, also when the retries arrive at the same time.
     *
     * `POST /api/ledger/transfer`
     */
    createLedgerTransfer: Method<Operations["createLedgerTransfer"]>;
    /**
     * The caller's ledger, newest first.
     *
     * Operations that touch an account the caller owns (either side), newest first. A transfer
     * between two of the caller's own accounts appears once. Keyset cursors: walking the pages while
     * new operations are written never repeats or skips an older one.
     *
     * `GET /api/ledger/operations`
     */
    listLedgerOperations: PaginatedMethod<Operations["listLedgerOperations"]>;
    /**
     * The caller's whole ledger as CSV.
     *
     * Every operation of `GET /api/ledger/operations`, oldest first (a statement reads top to bottom),
     * as it stood when the export began: RFC 4180 (`text/csv`, CRLF line ends, a header row) with
     * exactly the columns `id, kind, amount, from, to, createdAt`. `amount` has exactly two decimals
     * (`12.50`); `from` is empty for a top-up. Streamed, so any length works.
     *
     * `GET /api/ledger/operations.csv`
     */
    exportLedgerOperationsCsv: Method<Operations["exportLedgerOperationsCsv"]>;
    /**
     * Transfers into or out of the caller's accounts, newest first.
     *
     * Paginated like `GET /api/ledger/operations`; top-ups are not transfers and are not listed.
     *
     * `GET /api/ledger/transfers`
     */
    listLedgerTransfers: PaginatedMethod<Operations["listLedgerTransfers"]>;
    /**
     * Every transfer of `GET /api/ledger/transfers` as CSV.
     *
     * Oldest first, as of when the export began: RFC 4180 with the columns
     * `id, operationId, from, to, amount, createdAt` (`amount` with exactly two decimals). Streamed.
     *
     * `GET /api/ledger/transfers.csv`
     */
    exportLedgerTransfersCsv: Method<Operations["exportLedgerTransfersCsv"]>;
  };
  /**
   * Ed25519 signatures over RFC 8785 canonical JSON with each user's own key: v1 (the spec's
   * Signature, public verification) and v2 (explicit keys, detached signatures, batches, an audit
   * log, key rotation, and the published public keys for offline verification).
   */
  signing: {
    /**
     * Sign any JSON value with the caller's Ed25519 key.
     *
     * Signs the UTF-8 bytes of the payload's RFC 8785 (JSON Canonicalization Scheme) form with the
     * caller's current Ed25519 key, which is created on the caller's first signature. Key order and
     * whitespace therefore never change a signature, and Ed25519 is deterministic: the same key and
     * payload always give the same signature. The private key never leaves the server and is stored
     * encrypted (AES-256-GCM). Every signature is kept as a receipt (its id, the key id, the SHA-256 of
     * the canonical payload and the signature; not the payload itself), listed by
     * `GET /api/signing/v2/audit`.
     *
     * `POST /api/signing/sign`
     */
    signPayload: Method<Operations["signPayload"]>;
    /**
     * Check a v1 signature over a payload (public).
     *
     * **Finding the signer's key.** Name it with any of `receiptId`, `keyId` and `publicKey` (all
     * that are given must agree). When none is given, the receipt that holds exactly this signature
     * is looked up and its key used. A `publicKey` that is not one of the platform's keys is used as
     * it is (then `keyId` is null).
     *
     * **`valid`** is true when the signature verifies over the payload's RFC 8785 canonical bytes
     * with that key (strict RFC 8032 Ed25519) and, if a `receiptId` is named, that receipt holds this
     * very signature. A changed payload, a changed signature, an unknown receipt or key, or
     * identifiers that disagree all give `valid: false`, never an error. Only a signature that is not
     * `0x` + 128 hex digits is a 400.
     *
     * **`expected`** is the signature the signer's key makes over this payload (Ed25519 is
     * deterministic), when the platform can show it without signing anything on request: the
     * provided signature when it verifies, or else the named (or looked-up) receipt's signature when
     * that receipt covers this same canonical payload. Otherwise it is null, for instance for a
     * tampered payload, or when only a public key is given and the signature does not verify. This
     * endpoint never makes a new signature: a public endpoint that did would sign anything with
     * anyone's key.
     *
     * `POST /api/signing/verify`
     */
    verifySignature: Method<Operations["verifySignature"]>;
    /**
     * Make a detached signature with an explicit key, attested by the platform.
     *
     * Signs the payload's RFC 8785 canonical bytes like v1, but answers with a detached signature:
     * no payload, its SHA-256 instead, and the signer's public key, so the result can be checked
     * offline (for example with `verifySignatureOffline` of `@trustplane/sdk-fintech`). Signatures and
     * public keys are unpadded base64url (a public key is a JWK's `x`). `keyId` picks one of the
     * caller's keys (403 if it is someone else's, 404 if unknown, 422 if retired); without it the
     * caller's current key signs (created on first use). The receipt is attested by a platform key
     * listed at `GET /api/signing/v2/keys`: `attestation.signature` signs the RFC 8785 form of
     * `{type: "trustplane.signing.receipt", algo, receiptId, keyId, publicKey, signature,
     * payloadSha256, createdAt}` with the values of this response.
     *
     * `POST /api/signing/v2/sign`
     */
    signPayloadV2: Method<Operations["signPayloadV2"]>;
    /**
     * Sign up to 100 payloads in one call, with one result per item.
     *
     * Each item is signed as by `POST /api/signing/v2/sign`, with its own `keyId`, the batch's
     * `keyId`, or the caller's current key. Results come back in request order, one per item: either
     * `ok: true` with the detached signature, or `ok: false` with the problem of that item (a named
     * key that is unknown, someone else's or retired). Items that succeed are stored even when others
     * fail. More than 100 items, or none, is a 400.
     *
     * `POST /api/signing/v2/sign/batch`
     */
    signPayloadBatchV2: Method<Operations["signPayloadBatchV2"]>;
    /**
     * Check a signature with an explicitly named key (public).
     *
     * The request names the key: `keyId`, `publicKey`, or both (which must agree). `signature` may be
     * base64url (as v2 writes it) or `0x` + hex (as v1 writes it). `valid` is the strict RFC 8032
     * Ed25519 check over the payload's RFC 8785 canonical bytes; a retired key still verifies what it
     * signed. When not valid, `reason` says why: `bad-signature` (the signature does not verify for
     * this payload and key), `unknown-key` (no key has this `keyId`) or `key-mismatch` (`keyId` and
     * `publicKey` name different keys). Invalid is an answer, never an error; only a malformed
     * request is a 400.
     *
     * `POST /api/signing/v2/verify`
     */
    verifySignatureV2: Method<Operations["verifySignatureV2"]>;
    /**
     * Check up to 100 signatures in one call (public).
     *
     * Each item is checked as by `POST /api/signing/v2/verify`; results come back in request order.
     * `allValid` is true when every item is valid. More than 100 items, or none, is a 400.
     *
     * `POST /api/signing/v2/verify/batch`
     */
    verifySignatureBatchV2: Method<Operations["verifySignatureBatchV2"]>;
    /**
     * The caller's signatures (v1 and v2), newest first.
     *
     * Every signature the caller has made, as stored receipts: no payloads, their SHA-256 instead.
     * Filter by time with `from` (inclusive) and `to` (exclusive), and by key with `keyId` (403 for a
     * key that is not the caller's). Paginated: pass `nextCursor` back as `cursor`; pages stay stable
     * while new signatures are made. v2 entries carry the platform's attestation; v1 entries have
     * `attestation: null`.
     *
     * `GET /api/signing/v2/audit`
     */
    listSigningAudit: PaginatedMethod<Operations["listSigningAudit"]>;
    /**
     * The platform's public keys, as a JWK Set (public).
     *
     * The Ed25519 keys the platform attests v2 receipts with, as an RFC 7517 JWK Set of RFC 8037
     * `OKP` keys, current key first, retired ones kept so old attestations stay verifiable. The same
     * document is served at `/.well-known/jwks.json`. Users' keys are not listed here (there are as
     * many as users); fetch any key, a user's included, by id at `GET /api/signing/v2/keys/{keyId}`.
     *
     * `GET /api/signing/v2/keys`
     */
    listPlatformSigningKeys: Method<Operations["listPlatformSigningKeys"]>;
    /**
     * One public key by id, a user's or the platform's (public).
     *
     * Every signing key is published by id so that anyone holding a v1 or v2 signature can check it
     * offline. Only the public half and its dates are shown, never who owns a user key.
     *
     * `GET /api/signing/v2/keys/{keyId}`
     */
    getSigningKey: Method<Operations["getSigningKey"]>;
    /**
     * The caller's signing keys, newest first.
     *
     * The caller's current key (if any) and the keys it replaced, with their retirement time.
     *
     * `GET /api/signing/v2/me/keys`
     */
    listMySigningKeys: PaginatedMethod<Operations["listMySigningKeys"]>;
    /**
     * Rotate the caller's key (retire the current one and make a new one).
     *
     * The new key signs from now on (v1 and v2). The retired key can no longer sign but stays
     * published, so what it signed still verifies.
     *
     * `POST /api/signing/v2/me/keys`
     */
    rotateMySigningKey: Method<Operations["rotateMySigningKey"]>;
    /**
     * The platform's public keys at the well-known location (public).
     *
     * The same JWK Set as `GET /api/signing/v2/keys`.
     *
     * `GET /.well-known/jwks.json`
     */
    getWellKnownJwks: Method<Operations["getWellKnownJwks"]>;
  };
}
