// Generated from the OpenAPI contract (openapi/dist/openapi.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-fintech` (scripts/generate-clients.mjs).
// Left out: getTransparencyTile (GET /api/transparency/tile/{level}/{a}: x-sdk-exclude); getTransparencyTile2 (GET /api/transparency/tile/{level}/{a}/{b}: x-sdk-exclude); getTransparencyTile3 (GET /api/transparency/tile/{level}/{a}/{b}/{c}: x-sdk-exclude); getTransparencyTile4 (GET /api/transparency/tile/{level}/{a}/{b}/{c}/{d}: x-sdk-exclude).
import type { Method, OperationTable, PaginatedMethod, PathParam } from "@trustplane/sdk-core";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "ledger.accounts.list": { method: "GET", path: "/api/ledger/accounts", params: "none" },
  "ledger.accounts.open": { method: "POST", path: "/api/ledger/accounts", params: "body" },
  "ledger.accounts.export": { method: "GET", path: "/api/ledger/accounts.csv", params: "none" },
  "ledger.accounts.lookup": { method: "GET", path: "/api/ledger/accounts/lookup" },
  "ledger.accounts.retrieve": { method: "GET", path: "/api/ledger/accounts/{id}", params: "none" },
  "ledger.accounts.topUp": { method: "POST", path: "/api/ledger/topup", params: "body", idempotent: true },
  "ledger.transfers.create": { method: "POST", path: "/api/ledger/transfer", params: "body", idempotent: true },
  "ledger.operations.list": { method: "GET", path: "/api/ledger/operations", paginated: true },
  "ledger.operations.export": { method: "GET", path: "/api/ledger/operations.csv", params: "none" },
  "ledger.transfers.list": { method: "GET", path: "/api/ledger/transfers", paginated: true },
  "ledger.transfers.export": { method: "GET", path: "/api/ledger/transfers.csv", params: "none" },
  "signing.v1.sign": { method: "POST", path: "/api/signing/sign", params: "body" },
  "signing.v1.verify": { method: "POST", path: "/api/signing/verify", params: "body" },
  "signing.sign": { method: "POST", path: "/api/signing/v2/sign", params: "body" },
  "signing.signBatch": { method: "POST", path: "/api/signing/v2/sign/batch", params: "body" },
  "signing.verify": { method: "POST", path: "/api/signing/v2/verify", params: "body" },
  "signing.verifyBatch": { method: "POST", path: "/api/signing/v2/verify/batch", params: "body" },
  "signing.audit.list": { method: "GET", path: "/api/signing/v2/audit", paginated: true },
  "signing.platformKeys.list": { method: "GET", path: "/api/signing/v2/keys", params: "none" },
  "signing.keys.retrieve": { method: "GET", path: "/api/signing/v2/keys/{keyId}", params: "none" },
  "signing.keys.list": { method: "GET", path: "/api/signing/v2/me/keys", paginated: true },
  "signing.keys.rotate": { method: "POST", path: "/api/signing/v2/me/keys", params: "none" },
  "signing.jwks.retrieve": { method: "GET", path: "/.well-known/jwks.json", params: "none" },
  "transparency.log.retrieve": { method: "GET", path: "/api/transparency/log", params: "none" },
  "transparency.checkpoint.retrieve": { method: "GET", path: "/api/transparency/checkpoint", params: "none" },
  "transparency.entries.retrieve": { method: "GET", path: "/api/transparency/entries/{index}", params: "none" },
  "transparency.proofs.inclusion": { method: "GET", path: "/api/transparency/proofs/inclusion" },
  "transparency.proofs.consistency": { method: "GET", path: "/api/transparency/proofs/consistency" },
  "rights.objects.create": { method: "POST", path: "/api/rights/objects", params: "body", idempotent: true },
  "rights.objects.retrieve": { method: "GET", path: "/api/rights/objects/{id}", params: "none" },
  "rights.objects.embed": { method: "GET", path: "/api/rights/embed/{id}", params: "none" },
  "bureau.protect": { method: "POST", path: "/api/pipeline/protect", params: "body", idempotent: true },
  "bureau.protectBatch": { method: "POST", path: "/api/pipeline/protect-batch", params: "body", idempotent: true },
  "bureau.certificates.embed": { method: "GET", path: "/api/bureau/cert/{certId}/embed", params: "none" },
  "bureau.certificates.verify": { method: "GET", path: "/api/bureau/verify/status/{id}", params: "none" },
  "registry.artifacts.submit": { method: "POST", path: "/api/registry/submissions", params: "body", idempotent: true },
  "registry.artifacts.list": { method: "GET", path: "/api/registry/artifacts/recent", paginated: true },
  "registry.artifacts.retrieve": { method: "GET", path: "/api/registry/artifacts/{id}/public", params: "none" },
  "registry.validators.list": { method: "GET", path: "/api/registry/validators", params: "none" },
  "registry.stats.retrieve": { method: "GET", path: "/api/registry/stats", params: "none" },
  "earnings.retrieve": { method: "GET", path: "/api/ecosystem/earnings", params: "none" },
  "earnings.royalties.list": { method: "GET", path: "/api/rights/royalties", paginated: true },
  "earnings.payouts.list": { method: "GET", path: "/api/registry/payouts", paginated: true },
  "chess.results.list": { method: "GET", path: "/api/chess/results", paginated: true },
  "chess.tournaments.upcoming.list": { method: "GET", path: "/api/chess/upcoming", paginated: true },
  "chess.tournaments.create": { method: "POST", path: "/api/chess/tournaments", params: "body", idempotent: true },
  "chess.tournaments.update": { method: "PATCH", path: "/api/chess/tournaments/{id}", params: "body" },
  "contracts.templates.list": { method: "GET", path: "/api/contracts/templates", params: "none" },
  "contracts.documents.list": { method: "GET", path: "/api/contracts/documents", paginated: true },
  "contracts.documents.create": { method: "POST", path: "/api/contracts/documents", params: "body", idempotent: true },
  "contracts.documents.retrieve": { method: "GET", path: "/api/contracts/documents/{id}", params: "none" },
  "contracts.documents.update": { method: "PATCH", path: "/api/contracts/documents/{id}", params: "body" },
  "contracts.documents.exportLog": { method: "GET", path: "/api/contracts/documents/{id}/log.csv", params: "none" },
  "contracts.links.retrieve": { method: "GET", path: "/api/contracts/view/{token}", params: "none" },
  "contracts.links.view": { method: "POST", path: "/api/contracts/view/{token}", params: "none" },
  "keyshield.derive": { method: "POST", path: "/api/keyshield/derive", params: "body", idempotent: true },
  "keyshield.recover": { method: "POST", path: "/api/keyshield/recover", params: "body" },
  "keyshield.rotate": { method: "POST", path: "/api/keyshield/rotate", params: "body" },
  "keyshield.keys.list": { method: "GET", path: "/api/keyshield/keys", paginated: true },
  "keyshield.keys.retrieve": { method: "GET", path: "/api/keyshield/keys/{id}", params: "none" },
  "keyshield.keys.delete": { method: "DELETE", path: "/api/keyshield/keys/{id}", params: "none" },
  "keyshield.keys.audit.list": { method: "GET", path: "/api/keyshield/keys/{id}/audit", paginated: true },
} as const satisfies OperationTable;

/** The typed methods: `client.<tag>.<resource>.<verb>(...pathParameters, params?, options?)`. */
export interface Api {
  /**
   * Wallet: accounts in the test-net native unit TNU (2 decimals), the top-up faucet, transfers
   * between accounts, and the caller's ledger of operations (paginated, and as CSV).
   */
  ledger: {
    accounts: {
      /**
       * The caller's wallet accounts.
       *
       * Every account the caller owns, oldest first (the default account, opened at registration,
       * comes first). A user holds at most 10 accounts, so the list is not paginated.
       *
       * An API key needs the scope `ledger:read`.
       *
       * `GET /api/ledger/accounts` (listLedgerAccounts)
       */
      list: Method<Operations["listLedgerAccounts"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Open another account (balance 0).
       *
       * Registration already opens the caller's default account; this opens more, up to 10 per user
       * (409 `account-limit` beyond). The body may be omitted.
       *
       * An API key needs the scope `ledger:write`.
       *
       * `POST /api/ledger/accounts` (openLedgerAccount)
       */
      open: Method<Operations["openLedgerAccount"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "account-limit" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * The caller's accounts as CSV.
       *
       * RFC 4180 (`text/csv`, CRLF line ends, a header row), one line per account, oldest first, with the
       * columns `id, currency, balance, isDefault, createdAt, updatedAt`. `balance` is written with
       * exactly two decimals (`12.50`).
       *
       * An API key needs the scope `ledger:read`.
       *
       * `GET /api/ledger/accounts.csv` (exportLedgerAccountsCsv)
       */
      export: Method<Operations["exportLedgerAccountsCsv"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Find the default account of a user by email, to send them a transfer.
       *
       * Answers the default account of the user with this email (compared case-insensitively) and
       * who owns it: the owner's user id and display name, so the payer can check they found the
       * right person before sending. The email itself is not echoed, and nothing else about the user
       * (other accounts, balances) is revealed. Unknown emails are 404. Looking up one's own email
       * works too.
       *
       * An API key needs the scope `ledger:read`.
       *
       * `GET /api/ledger/accounts/lookup` (lookupLedgerAccount)
       */
      lookup: Method<Operations["lookupLedgerAccount"], [], "query", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "user-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's accounts, with its balance now.
       *
       * The account as `GET /api/ledger/accounts` lists it. An id that is not one of the caller's
       * accounts is 404, whether it exists or not.
       *
       * An API key needs the scope `ledger:read`.
       *
       * `GET /api/ledger/accounts/{id}` (getLedgerAccount)
       */
      retrieve: Method<Operations["getLedgerAccount"], [id: PathParam<Operations["getLedgerAccount"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "account-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
       * An API key needs the scope `ledger:write`.
       *
       * `POST /api/ledger/topup` (topUpLedgerAccount)
       */
      topUp: Method<Operations["topUpLedgerAccount"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "not-account-owner" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "topup-limit" | "balance-limit" | "idempotency-key-reused" | "rate-limited" | "topup-rate-limited" | "unavailable" | "deadline-passed" | "internal" | "response-validation">;
    };
    transfers: {
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
       * An API key needs the scope `ledger:write`.
       *
       * `POST /api/ledger/transfer` (createLedgerTransfer)
       */
      create: Method<Operations["createLedgerTransfer"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "same-account" | "unauthorized" | "token-expired" | "not-account-owner" | "insufficient-scope" | "session-required" | "account-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "insufficient-funds" | "balance-limit" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "deadline-passed" | "internal" | "response-validation">;
      /**
       * Transfers into or out of the caller's accounts, newest first.
       *
       * Paginated like `GET /api/ledger/operations`; top-ups are not transfers and are not listed.
       *
       * An API key needs the scope `ledger:read`.
       *
       * `GET /api/ledger/transfers` (listLedgerTransfers)
       */
      list: PaginatedMethod<Operations["listLedgerTransfers"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Every transfer of `GET /api/ledger/transfers` as CSV.
       *
       * Oldest first, as of when the export began: RFC 4180 with the columns
       * `id, operationId, from, to, amount, createdAt` (`amount` with exactly two decimals). Streamed.
       *
       * An API key needs the scope `ledger:read`.
       *
       * `GET /api/ledger/transfers.csv` (exportLedgerTransfersCsv)
       */
      export: Method<Operations["exportLedgerTransfersCsv"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    operations: {
      /**
       * The caller's ledger, newest first.
       *
       * Operations that touch an account the caller owns (either side), newest first. A transfer
       * between two of the caller's own accounts appears once. Keyset cursors: walking the pages while
       * new operations are written never repeats or skips an older one.
       *
       * An API key needs the scope `ledger:read`.
       *
       * `GET /api/ledger/operations` (listLedgerOperations)
       */
      list: PaginatedMethod<Operations["listLedgerOperations"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * The caller's whole ledger as CSV.
       *
       * Every operation of `GET /api/ledger/operations`, oldest first (a statement reads top to bottom),
       * as it stood when the export began: RFC 4180 (`text/csv`, CRLF line ends, a header row) with
       * exactly the columns `id, kind, amount, from, to, createdAt`. `amount` has exactly two decimals
       * (`12.50`); `from` is empty for a top-up. Streamed, so any length works.
       *
       * An API key needs the scope `ledger:read`.
       *
       * `GET /api/ledger/operations.csv` (exportLedgerOperationsCsv)
       */
      export: Method<Operations["exportLedgerOperationsCsv"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Ed25519 signatures over RFC 8785 canonical JSON with each user's own key: v1 (the spec's
   * Signature, public verification) and v2 (explicit keys, detached signatures, batches, an audit
   * log, key rotation, and the published public keys for offline verification).
   */
  signing: {
    v1: {
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
       * An API key needs the scope `signing:write`.
       *
       * `POST /api/signing/sign` (signPayload)
       */
      sign: Method<Operations["signPayload"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "signing-key-changed" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
       * `POST /api/signing/verify` (verifySignature)
       */
      verify: Method<Operations["verifySignature"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    /**
     * Make a detached signature with an explicit key, attested by the platform.
     *
     * Signs the payload's RFC 8785 canonical bytes like v1, but answers with a detached signature:
     * no payload, its SHA-256 instead, and the signer's public key, so the result can be checked
     * offline (for example with `verifySignatureOffline` of `@trustplane/sdk-fintech`). Signatures and
     * public keys are unpadded base64url (a public key is a JWK's `x`). `keyId` picks one of the
     * caller's keys (404 if it is unknown or someone else's, alike; 422 if retired); without it the
     * caller's current key signs (created on first use). The receipt is attested by a platform key
     * listed at `GET /api/signing/v2/keys`: `attestation.signature` signs the RFC 8785 form of
     * `{type: "trustplane.signing.receipt", algo, receiptId, keyId, publicKey, signature,
     * payloadSha256, createdAt}` with the values of this response.
     *
     * An API key needs the scope `signing:write`.
     *
     * `POST /api/signing/v2/sign` (signPayloadV2)
     */
    sign: Method<Operations["signPayloadV2"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "signing-key-not-found" | "signing-key-changed" | "payload-too-large" | "unsupported-media-type" | "signing-key-retired" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Sign up to 100 payloads in one call, with one result per item.
     *
     * Each item is signed as by `POST /api/signing/v2/sign`, with its own `keyId`, the batch's
     * `keyId`, or the caller's current key. Results come back in request order, one per item: either
     * `ok: true` with the detached signature, or `ok: false` with the problem of that item (a named
     * key that is unknown, someone else's or retired). Items that succeed are stored even when others
     * fail. More than 100 items, or none, is a 400.
     *
     * An API key needs the scope `signing:write`.
     *
     * `POST /api/signing/v2/sign/batch` (signPayloadBatchV2)
     */
    signBatch: Method<Operations["signPayloadBatchV2"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
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
     * `POST /api/signing/v2/verify` (verifySignatureV2)
     */
    verify: Method<Operations["verifySignatureV2"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Check up to 100 signatures in one call (public).
     *
     * Each item is checked as by `POST /api/signing/v2/verify`; results come back in request order.
     * `allValid` is true when every item is valid. More than 100 items, or none, is a 400.
     *
     * `POST /api/signing/v2/verify/batch` (verifySignatureBatchV2)
     */
    verifyBatch: Method<Operations["verifySignatureBatchV2"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    audit: {
      /**
       * The caller's signatures (v1 and v2), newest first.
       *
       * Every signature the caller has made, as stored receipts: no payloads, their SHA-256 instead.
       * Filter by time with `from` (inclusive) and `to` (exclusive), and by key with `keyId` (403 for a
       * key that is not the caller's). Paginated: pass `nextCursor` back as `cursor`; pages stay stable
       * while new signatures are made. v2 entries carry the platform's attestation; v1 entries have
       * `attestation: null`.
       *
       * An API key needs the scope `signing:read`.
       *
       * `GET /api/signing/v2/audit` (listSigningAudit)
       */
      list: PaginatedMethod<Operations["listSigningAudit"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "signing-key-forbidden" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    platformKeys: {
      /**
       * The platform's public keys, as a JWK Set (public).
       *
       * The Ed25519 keys the platform attests v2 receipts with, as an RFC 7517 JWK Set of RFC 8037
       * `OKP` keys, current key first, retired ones kept so old attestations stay verifiable. The same
       * document is served at `/.well-known/jwks.json`. Users' keys are not listed here (there are as
       * many as users); fetch any key, a user's included, by id at `GET /api/signing/v2/keys/{keyId}`.
       *
       * `GET /api/signing/v2/keys` (listPlatformSigningKeys)
       */
      list: Method<Operations["listPlatformSigningKeys"], [], "none", "validation" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    keys: {
      /**
       * One public key by id, a user's or the platform's (public).
       *
       * Every signing key is published by id so that anyone holding a v1 or v2 signature can check it
       * offline. Only the public half and its dates are shown, never who owns a user key.
       *
       * `GET /api/signing/v2/keys/{keyId}` (getSigningKey)
       */
      retrieve: Method<Operations["getSigningKey"], [keyId: PathParam<Operations["getSigningKey"], "keyId">], "none", "validation" | "signing-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * The caller's signing keys, newest first.
       *
       * The caller's current key (if any) and the keys it replaced, with their retirement time.
       *
       * An API key needs the scope `signing:read`.
       *
       * `GET /api/signing/v2/me/keys` (listMySigningKeys)
       */
      list: PaginatedMethod<Operations["listMySigningKeys"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Rotate the caller's key (retire the current one and make a new one).
       *
       * The new key signs from now on (v1 and v2). The retired key can no longer sign but stays
       * published, so what it signed still verifies.
       *
       * An API key needs the scope `signing:write`.
       *
       * `POST /api/signing/v2/me/keys` (rotateMySigningKey)
       */
      rotate: Method<Operations["rotateMySigningKey"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    jwks: {
      /**
       * The platform's public keys at the well-known location (public).
       *
       * The same JWK Set as `GET /api/signing/v2/keys`.
       *
       * `GET /.well-known/jwks.json` (getWellKnownJwks)
       */
      retrieve: Method<Operations["getWellKnownJwks"], [], "none", "validation" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * The public transparency log: every signing receipt is an entry of an append-only Merkle tree
   * (RFC 9162), with signed checkpoints (C2SP tlog-checkpoint), inclusion and consistency proofs, and
   * the C2SP tlog-tiles layout, so anyone can check that what we issued was logged and that the log only
   * grows, without trusting us.
   */
  transparency: {
    log: {
      /**
       * The log's identity (origin and verifier key) and its current size.
       *
       * `origin` names the log (the first line of its checkpoints); `verifierKey` is the log's Ed25519
       * public key in the signed-note verifier-key form, `<name>+<key hash>+<base64 key>`
       * (C2SP signed-note), with which a checkpoint's signature is checked offline. The log key is its
       * own key, not a user's; a new key starts a new log under a new origin. `treeSize` is the size of
       * the latest checkpoint. Not cached (`Cache-Control: no-cache`).
       *
       * `GET /api/transparency/log` (getTransparencyLog)
       */
      retrieve: Method<Operations["getTransparencyLog"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
    };
    checkpoint: {
      /**
       * The latest checkpoint, a C2SP signed note.
       *
       * A C2SP `tlog-checkpoint` as a signed note (C2SP `signed-note`): the origin, the tree size in
       * decimal and the root hash in base64, each on its own line, then an empty line and the log's
       * signature line (`— <origin> <base64 of key hash and signature>`), followed by the cosignature
       * lines of the witnesses the log is configured with that have cosigned this exact checkpoint (C2SP
       * `tlog-witness` and `tlog-cosignature`: `— <witness key name> <base64 of its key hash, an 8-byte
       * big-endian timestamp and an Ed25519 signature of "cosignature/v1\ntime <t>\n" and the checkpoint's
       * body>`), each verified by the log against the witness's key before it is kept. A verifier ignores
       * the lines of keys it does not know; one that requires cosignatures pins the witness keys it trusts
       * itself. A checkpoint just signed may not carry them yet (witnesses are asked after it is signed, and
       * one that is down never holds up the log): ask again. A new checkpoint is signed within a second of
       * new entries. Not cached (`Cache-Control: no-cache`).
       *
       * `GET /api/transparency/checkpoint` (getTransparencyCheckpoint)
       */
      retrieve: Method<Operations["getTransparencyCheckpoint"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
    };
    entries: {
      /**
       * One entry's exact bytes (what its leaf hash is computed over).
       *
       * The entry at `index`, as the bytes its leaf hash is computed over (SHA-256 of 0x00 and these
       * bytes): the RFC 8785 canonical JSON of a `TransparencyEntry`. Only entries within the latest
       * checkpoint are served (404 `transparency-entry-not-found` beyond it). An entry never changes:
       * cached for a year (`immutable`).
       *
       * `GET /api/transparency/entries/{index}` (getTransparencyEntry)
       */
      retrieve: Method<Operations["getTransparencyEntry"], [index: PathParam<Operations["getTransparencyEntry"], "index">], "none", "validation" | "transparency-entry-not-found" | "rate-limited" | "internal" | "response-validation">;
    };
    proofs: {
      /**
       * The inclusion proof of an entry in a tree size (RFC 9162 §2.1.3).
       *
       * The audit path of the entry at `index` in the tree of the first `treeSize` entries: the hashes,
       * leaf end first, with which that entry's leaf hash and its index give the tree's root hash. Computed
       * from stored subtree hashes (at most two per level of the tree). `treeSize` must be that of a
       * checkpoint the caller holds, at most the latest one's (404 `transparency-tree-size-unknown`
       * beyond it); `index` must be below it (400 `transparency-index-out-of-range`). Cached for a year:
       * a proof for a given size never changes.
       *
       * `GET /api/transparency/proofs/inclusion` (getTransparencyInclusionProof)
       */
      inclusion: Method<Operations["getTransparencyInclusionProof"], [], "query", "validation" | "transparency-index-out-of-range" | "transparency-tree-size-unknown" | "rate-limited" | "internal" | "response-validation">;
      /**
       * The consistency proof between two tree sizes (RFC 9162 §2.1.4).
       *
       * The hashes that show the tree of the first `to` entries extends the tree of the first `from`
       * entries: with them, the two checkpoints' root hashes are checked to be of one history. Empty when
       * `from` equals `to`. `to` must be at most the latest checkpoint's size (404
       * `transparency-tree-size-unknown` beyond it) and `from` at most `to` (400
       * `transparency-index-out-of-range`). Cached for a year.
       *
       * `GET /api/transparency/proofs/consistency` (getTransparencyConsistencyProof)
       */
      consistency: Method<Operations["getTransparencyConsistencyProof"], [], "query", "validation" | "transparency-index-out-of-range" | "transparency-tree-size-unknown" | "rate-limited" | "internal" | "response-validation">;
    };
  };
  /**
   * Authorship registration: a rights object is a timestamped rights certificate (`rgt_`) bound to
   * the SHA-256 of what was registered, with an embeddable HTML badge.
   */
  rights: {
    objects: {
      /**
       * Register an authorship object and get its timestamped rights certificate.
       *
       * Registers a work of the caller's and answers its rights certificate: `id` (the certificate id,
       * `rgt_` and a ULID), the server's timestamp `createdAt`, and `contentSha256`, the SHA-256 digest
       * the certificate is bound to. The digest is, in this order of preference:
       *
       * - `content` given (text up to 262,144 characters): SHA-256 of its UTF-8 bytes (`digestSource:
       *   content`). The content itself is not stored, only its digest.
       * - `contentSha256` given (64 lowercase hex digits): the client hashed its own bytes, for example
       *   an audio file, and the certificate binds that digest (`digestSource: declared`).
       * - neither: SHA-256 of the RFC 8785 canonical JSON of `{title, description, kind}`, with
       *   `description` null when absent (`digestSource: metadata`); anyone can recompute it.
       *
       * Sending both `content` and `contentSha256` is a 400. `certificate` is the certificate as a JSON
       * document; its RFC 8785 canonical form is what `POST /api/pipeline/protect` signs with the
       * owner's Ed25519 key, and `certificateSha256` is the SHA-256 of that form (the `payloadSha256` of
       * a signing receipt over it, for example one made with `POST /api/signing/v2/sign` with the
       * document as payload). Registration alone signs nothing; `POST /api/pipeline/protect` registers,
       * signs and certifies in one call.
       *
       * With `Idempotency-Key`, a retry within 24 hours answers the same object (same `id`) and
       * registers nothing more; the same key with a different body is 422.
       *
       * An API key needs the scope `rights:write`.
       *
       * `POST /api/rights/objects` (createRightsObject)
       */
      create: Method<Operations["createRightsObject"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's rights objects.
       *
       * Only the owner sees an object: anyone else's, like an unknown id, is 404
       * `rights-object-not-found` (existence is not revealed). `bureauCertId` names the bureau
       * certificate when the object was protected through the pipeline. Anyone may check a certificate
       * at its `verifyUrl`.
       *
       * An API key needs the scope `rights:read`.
       *
       * `GET /api/rights/objects/{id}` (getRightsObject)
       */
      retrieve: Method<Operations["getRightsObject"], [id: PathParam<Operations["getRightsObject"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rights-object-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * An embeddable HTML badge of a rights certificate (public).
       *
       * A small self-contained HTML page for an `<iframe>` on any site, for example
       * `<iframe src=".../api/rights/embed/rgt_…" width="440" height="80" style="border:0"></iframe>`.
       * Public, since the owner publishes it on third-party pages: it shows what the certificate states
       * (title, kind, registration date, certificate id and the start of the digest), never the owner or
       * the description. It links (in a new tab) to the public verification status, of the bureau
       * certificate when the object has one. Every user-supplied text is HTML-escaped; the page runs no
       * script and loads nothing (`Content-Security-Policy: default-src 'none'`, its inline style
       * allowed by hash) and, unlike every other response, may be framed by any site
       * (`frame-ancestors *`, no `X-Frame-Options`, `Cross-Origin-Resource-Policy: cross-origin`).
       * Cacheable for 5 minutes.
       *
       * `GET /api/rights/embed/{id}` (getRightsEmbed)
       */
      embed: Method<Operations["getRightsEmbed"], [id: PathParam<Operations["getRightsEmbed"], "id">], "none", "validation" | "rights-object-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * The protection pipeline (register, sign with the caller's Ed25519 key, and issue a bureau
   * certificate citing the Berne Convention, the WIPO Copyright Treaty, TRIPS and the Universal
   * Copyright Convention, in one transaction; singly or up to 50 at once), embeddable certificate
   * badges, and the public verification status of any certificate.
   */
  bureau: {
    /**
     * Register a work, sign its certificate and issue a bureau certificate, in one call.
     *
     * Runs the whole protection pipeline for the caller:
     *
     * 1. registers the rights object exactly as `POST /api/rights/objects` does (same fields, limits
     *    and digest rules);
     * 2. signs its certificate document (`rightsObject.certificate`, RFC 8785 canonical bytes) with
     *    the caller's current Ed25519 key through the signing service: a v2 receipt, attested by the
     *    platform key, listed in `GET /api/signing/v2/audit` like any other signature;
     * 3. issues a bureau certificate (`bct_` id) that holds that receipt and cites the treaties under
     *    which authorship is protected without formalities: the Berne Convention (1886, Paris 1971),
     *    the WIPO Copyright Treaty (1996), TRIPS (1994) and the Universal Copyright Convention
     *    (1952, Paris 1971), plus the WIPO Performances and Phonograms Treaty (1996) for sound kinds.
     *
     * The rights object, the receipt and the certificate are written in one transaction: all of them
     * or none. Anyone can check the result offline: `signature.payloadSha256` is the SHA-256 of the
     * certificate document's canonical bytes and `signature.signature` verifies over them under
     * `signature.publicKey` (for example with `verifySignatureOffline` of `@trustplane/sdk-fintech`),
     * or online at `verifyUrl`. The certificate itself (which object, which receipt, whose, which
     * treaties, when) is attested by the platform key: see `attestation`, checked offline against the
     * platform keys of `GET /api/signing/v2/keys`. A certificate attests who registered what and when;
     * it grants no right (copyright arises on creation under these treaties).
     *
     * With `Idempotency-Key`, a retry within 24 hours answers the same certificate and issues nothing
     * more; the same key with a different body is 422.
     *
     * An API key needs the scope `bureau:write`.
     *
     * `POST /api/pipeline/protect` (protectWork)
     */
    protect: Method<Operations["protectWork"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "signing-key-changed" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Protect up to 50 works in one call, with one result per item.
     *
     * Each item goes through the pipeline of `POST /api/pipeline/protect` on its own, in its own
     * transaction. Results come back in request order, one per item: `ok: true` with the bureau
     * certificate, or `ok: false` with that item's problem (for example a title over 200 characters,
     * a malformed `kind`, or both `content` and `contentSha256`: a `validation` problem whose
     * `errors` paths point into `/body/items/{index}`). One item failing never undoes another. More
     * than 50 items, or none, is a 400 for the whole request.
     *
     * An item failing on the server's side (a database error, not a problem with the item) makes the
     * whole answer a 500 (or a 503 with `Retry-After` when every such failure is temporary) of type
     * `batch-incomplete`, whose body also holds `protected`, `failed` and `items` as a 200 would: the
     * items issued (their certificates) and the items that failed. Such an answer is not final: send
     * the same request again.
     *
     * With `Idempotency-Key`, a retry within 24 hours answers the first 200 (or 4xx) again. Each item
     * is issued at most once per caller, key and position, whatever happens in between: the key and
     * the item's position are stored with its certificate, so a retry after a 5xx, or after a
     * response lost with a crash, answers the certificates already issued and issues only the items
     * that were not. The same key with a different body is 422, also when the first response was
     * never recorded (then a batch of another size, or an item whose title, description, kind or
     * digest differs from the one issued at its position, is a different body).
     *
     * An API key needs the scope `bureau:write`.
     *
     * `POST /api/pipeline/protect-batch` (protectWorkBatch)
     */
    protectBatch: Method<Operations["protectWorkBatch"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "batch-incomplete" | "internal" | "response-validation" | "unavailable">;
    certificates: {
      /**
       * An embeddable HTML badge of a bureau certificate (public).
       *
       * Like `GET /api/rights/embed/{id}` (public, for an `<iframe>` on any site, escaped, no script,
       * `frame-ancestors *`, cacheable for 5 minutes), and it also states whether the certificate
       * verifies at the time it is rendered (see `GET /api/bureau/verify/status/{id}`). It links to
       * that verification status.
       *
       * `GET /api/bureau/cert/{certId}/embed` (getBureauCertificateEmbed)
       */
      embed: Method<Operations["getBureauCertificateEmbed"], [certId: PathParam<Operations["getBureauCertificateEmbed"], "certId">], "none", "validation" | "bureau-certificate-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Whether a certificate exists, is intact, and when it was issued (public).
       *
       * Takes a bureau certificate id (`bct_`) or a rights certificate id (`rgt_`; a protected object is
       * checked through its bureau certificate). Every well-formed id answers 200: an unknown one with
       * `exists: false` and `reason: not-found`, so a verification page needs no error handling; only a
       * malformed id is a 400.
       *
       * `intact` is recomputed on every call from what is stored now, never cached: the certificate
       * document is rebuilt from the stored rights object, and `intact` is true only when every
       * applicable check in `checks` passes: its SHA-256 equals the receipt's `payloadSha256`
       * (`certificateDigest`), the owner's Ed25519 signature verifies over it under the owner's key
       * (`signature`; the certificate, the rights object and the receipt must all name that owner), the
       * platform's attestation of the receipt verifies (`attestation`; a missing one fails), the
       * platform's attestation of the certificate itself (object, receipt, owner, treaties, issue time)
       * verifies (`certificateAttestation`), and, for a digest of the metadata, that digest still
       * matches the title, description and kind (`contentDigest`; null for a digest of content that is
       * not stored). Any change to the stored object, signature or certificate makes it false (`reason:
       * tampered`). A rights certificate registered without the pipeline has no signature: it exists but
       * is not intact (`reason: unsigned`).
       * `Cache-Control: no-cache`.
       *
       * `GET /api/bureau/verify/status/{id}` (getVerificationStatus)
       */
      verify: Method<Operations["getVerificationStatus"], [id: PathParam<Operations["getVerificationStatus"], "id">], "none", "validation" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Certification registry: an artifact (music, film, code or web) is submitted with the caller's
   * rights certificate and signature over it, and a weighted quorum of validators decides at once,
   * each by its own rule and with its own Ed25519 key. Every version's verdict and signed votes are
   * public (artifact pages, the recent list, statistics), and so are the validators' keys, so anyone
   * can check a verdict offline.
   */
  registry: {
    artifacts: {
      /**
       * Submit an artifact for certification; the validator quorum decides at once.
       *
       * Submits a rights certificate of the caller's (`rightsCertId`, from `POST /api/rights/objects` or
       * `POST /api/pipeline/protect`) together with the caller's signature over it (`signReceiptId`, a
       * signing receipt whose payload is the certificate document) as an artifact of type
       * `artifactType`.
       *
       * **Intake checks**, before any vote:
       * - The certificate and the receipt must exist and be the caller's. An unknown id and another
       *   user's id are answered alike, 404 `rights-certificate-not-found` or `sign-receipt-not-found`,
       *   so ids of others reveal nothing.
       * - The receipt must sign this certificate: SHA-256 of the RFC 8785 canonical certificate document
       *   must equal the receipt's `payloadSha256` (else 422 `receipt-certificate-mismatch`), and the
       *   Ed25519 signature must verify under the receipt's key over those bytes (else 422
       *   `receipt-signature-invalid`).
       *
       * **The quorum.** Every configured validator (`GET /api/registry/validators`) then judges the
       * submission by its own rule and casts a vote `{approve, reason}` with its weight, signed with its
       * own Ed25519 key:
       * - `integrity`: re-checks the digest and the signature, and that the signing key is the
       *   certificate owner's.
       * - `provenance`: the signature was made at or after the certificate was registered, the
       *   certificate is at least `minCertificateAgeSeconds` old and the owner's account at least
       *   `minAccountAgeSeconds`.
       * - `policy`: `artifactType` is one of its `allowedTypes` and the certificate's `kind` fits it:
       *   `music` takes music, audio, song, track, album, composition, recording, sound; `film` takes
       *   film, video, movie, animation, documentary, series, clip; `code` takes code, software,
       *   source-code, program, library, app, script; `web` takes web, website, webpage, site, html,
       *   web-app, article, blog, text.
       * - `duplication`: the caller owns the original of the certificate's content digest, that is
       *   the earliest registered rights object with that digest (by registration instant, then id,
       *   across all owners, counting registrations from content or a declared digest). It rejects
       *   when another owner registered the digest earlier, whoever submitted to the registry first,
       *   and approves when the caller's registration is the earliest, even if a later registrant's
       *   copy was verified before. A digest derived from metadata (no content was sent: SHA-256 of
       *   `{title, description, kind}`) says nothing about the content, so it approves with a reason
       *   saying duplication cannot be judged.
       *
       * The verdict is `verified` when the approving weight reaches the threshold of the weight cast
       * (`approvedWeight ≥ requiredWeight = ⌈totalWeight × numerator / denominator⌉`), else
       * `rejected`. A rejection is a result, not an error: it is stored and answered with 201 like a
       * verification.
       *
       * **Artifact versions.** The artifact is the caller's for this certificate (one per owner and
       * certificate, created by the first submission); every submission, resubmissions included, adds
       * a new version holding the submission, its digest, every vote and the verdict. Versions are
       * stored once and never change. Send an `Idempotency-Key` to retry safely without adding a
       * version twice.
       *
       * **Checking offline.** `submissionDigest` is the lowercase hex SHA-256 of the RFC 8785 form of
       * `{type: "trustplane.registry.submission", artifactId, artifactVersionId, version, ownerId,
       * artifactType, rightsCertId, contentSha256, certificateSha256, signReceiptId, signerKeyId,
       * signerPublicKey, signature, submittedAt}` (`artifactVersionId` is the version's `id`, the other
       * values are this response's, those of `certificate` included). Each vote's `signature` is the
       * validator's Ed25519 signature over the RFC 8785 form of `{type: "trustplane.registry.vote",
       * algo: "Ed25519", artifactVersionId, submissionDigest, validatorId, rule, decision, reason,
       * weight, castAt}` (`rule` is the rule the validator applied).
       *
       * An API key needs the scope `registry:write`.
       *
       * `POST /api/registry/submissions` (submitRegistryArtifact)
       */
      submit: Method<Operations["submitRegistryArtifact"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rights-certificate-not-found" | "sign-receipt-not-found" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "receipt-certificate-mismatch" | "receipt-signature-invalid" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Artifacts, newest first, each with its latest verdict (public).
       *
       * Every artifact, newest first by its first submission (a resubmission adds a version but does
       * not move the artifact), each with its version count and a summary of its latest version. No
       * token needed. Paginated: pass `nextCursor` back as `cursor`; pages stay stable while new
       * artifacts arrive.
       *
       * `GET /api/registry/artifacts/recent` (listRecentRegistryArtifacts)
       */
      list: PaginatedMethod<Operations["listRecentRegistryArtifacts"], [], "query", "validation" | "invalid-cursor" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * An artifact's public page data, with every version's verdict and signed votes (public).
       *
       * The artifact and its versions, newest first (the latest 100; `artifact.versionCount` counts
       * them all), each with its submission, verdict and every vote, signatures and the validators'
       * public keys included, so the page can be checked offline (see `submitRegistryArtifact`). No
       * token needed.
       *
       * `GET /api/registry/artifacts/{id}/public` (getRegistryArtifactPublic)
       */
      retrieve: Method<Operations["getRegistryArtifactPublic"], [id: PathParam<Operations["getRegistryArtifactPublic"], "id">], "none", "validation" | "artifact-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    validators: {
      /**
       * The validator set, its public keys and the quorum threshold (public).
       *
       * The validators that vote on every submission, in the order they vote: id, rule, weight,
       * parameters and Ed25519 public key (unpadded base64url, a JWK's `x`), with the threshold. Every
       * vote carries its validator's public key too, so votes of validators since removed stay
       * checkable. Configured with `REGISTRY_VALIDATORS` and `REGISTRY_QUORUM`. The rules are described
       * under `submitRegistryArtifact`; in short, `duplication` rejects a certificate whose content
       * digest another owner registered earlier (the earliest registration is the original, whoever
       * submits first) and approves metadata-derived digests, which it cannot judge.
       *
       * `GET /api/registry/validators` (listRegistryValidators)
       */
      list: Method<Operations["listRegistryValidators"], [], "none", "validation" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    stats: {
      /**
       * Registry statistics (signed-in users).
       *
       * Requires a bearer token, like the other earnings and registry routes of the specification (the
       * public artifact pages, the recent list and the validators stay public).
       *
       * Over the latest version of every artifact: `totalArtifacts` counts artifacts, `verifiedCount`
       * those whose latest verdict is `verified`, and `trustWeight` is the share of validator weight
       * that approved: the approving weight summed over those latest versions divided by the weight
       * cast on them (`approvedWeight / castWeight`), from 0 to 1, and 0 when there are no artifacts.
       * Both sums are given too, so the ratio can be recomputed exactly.
       *
       * An API key needs the scope `registry:read`.
       *
       * `GET /api/registry/stats` (getRegistryStats)
       */
      retrieve: Method<Operations["getRegistryStats"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * What partners paid the caller: royalties (rights), certification payouts (registry) and, under
   * `chess`, tournament prizes, each as a paginated list, and the aggregate over all three. Every
   * record also credited the caller's default wallet account once (a ledger operation of kind
   * `earning`); records reported for an email before its user registered are credited at registration.
   */
  earnings: {
    /**
     * The caller's earnings from every partner, per source and in all.
     *
     * Sums of the caller's royalties (`rights`), tournament prizes (`chess`) and certification
     * payouts (`registry`), computed exactly in integer hundredths and sent as TNU amounts, with
     * `all` their sum. `perSource` always has the three sources, in that order; a source with no
     * records has amount 0, count 0 and `last` null. Includes records reported for the caller's
     * email before they registered.
     *
     * An API key needs the scope `earnings:read`.
     *
     * `GET /api/ecosystem/earnings` (getEcosystemEarnings)
     */
    retrieve: Method<Operations["getEcosystemEarnings"], [], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    royalties: {
      /**
       * The caller's royalties, newest first.
       *
       * Royalties the rights partner reported for the caller (also those reported for the caller's
       * email before they registered), newest first, with keyset cursors: walking the pages while new
       * reports arrive never repeats or skips an older one.
       *
       * An API key needs the scope `earnings:read`.
       *
       * `GET /api/rights/royalties` (listRoyaltyEvents)
       */
      list: PaginatedMethod<Operations["listRoyaltyEvents"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    payouts: {
      /**
       * The caller's certification payouts, newest first.
       *
       * Paginated like `GET /api/rights/royalties`.
       *
       * An API key needs the scope `earnings:read`.
       *
       * `GET /api/registry/payouts` (listCertificationPayouts)
       */
      list: PaginatedMethod<Operations["listCertificationPayouts"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Tournaments: the caller's prizes, upcoming tournaments (public), and the operators' (role
   * `admin`) routes that create and update tournaments.
   */
  chess: {
    results: {
      /**
       * The caller's tournament prizes, newest first.
       *
       * Prize entries the chess partner reported for the caller (also those reported for the caller's
       * email before they registered), newest first, with keyset cursors like every list.
       *
       * An API key needs the scope `chess:read`.
       *
       * `GET /api/chess/results` (listChessResults)
       */
      list: PaginatedMethod<Operations["listChessResults"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    tournaments: {
      upcoming: {
        /**
         * Tournaments that have not started yet, soonest first, paged by cursor (public).
         *
         * Tournaments whose `startsAt` is in the future, soonest first (`startsAt`, then `id`), `limit` at
         * a time (default 50), with `total`, how many are upcoming now, and `nextCursor`: pass it back as
         * `cursor` for the next page (`null` when the list is exhausted), as every list of this API. A page
         * continues strictly after the last tournament of the previous one, so none is listed twice; a
         * tournament created while a client pages is reached when it starts after that point. Tournaments
         * are created and updated by operators (`POST /api/chess/tournaments`).
         *
         * `GET /api/chess/upcoming` (listUpcomingTournaments)
         */
        list: PaginatedMethod<Operations["listUpcomingTournaments"], [], "query", "validation" | "invalid-cursor" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
      /**
       * Create a tournament (operators only).
       *
       * For users with role `admin` (403 `admin-only` for everyone else). `entries` defaults to 0 and may
       * not exceed `capacity` (422 `tournament-capacity`). `prizePool` may be 0.
       *
       * An API key needs the scope `chess:write`.
       *
       * `POST /api/chess/tournaments` (createChessTournament)
       */
      create: Method<Operations["createChessTournament"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "tournament-capacity" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Change a tournament (operators only).
       *
       * For users with role `admin` (403 `admin-only` otherwise). Changes the fields given and keeps the
       * others; the result must still have `entries` ≤ `capacity` (422 `tournament-capacity`).
       * Unknown ids are 404.
       *
       * An API key needs the scope `chess:write`.
       *
       * `PATCH /api/chess/tournaments/{id}` (updateChessTournament)
       */
      update: Method<Operations["updateChessTournament"], [id: PathParam<Operations["updateChessTournament"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "admin-only" | "insufficient-scope" | "session-required" | "tournament-not-found" | "payload-too-large" | "unsupported-media-type" | "tournament-capacity" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Self-destructing contract documents: made from one of five templates (NDA, service agreement,
   * loan receipt, rental agreement, freelance work order), encrypted under a key of their own, read
   * through a link whose token is the capability, a limited number of times until an expiry, then
   * destroyed for good (crypto-shredding); the owner keeps the metadata and the access log.
   */
  contracts: {
    templates: {
      /**
       * The five document templates and their typed fields (no sign-in).
       *
       * Each template names its fields: `name` (the key in a document's `fields`), `label`, `type`,
       * whether it is `required`, and `maxLength`. Types: `string` (one line, no control characters),
       * `text` (may hold line breaks), `date` (`YYYY-MM-DD`, a real calendar date), `money` (a JSON
       * number of the template's `currency`, at least 0, at most 2 decimals, below one trillion) and
       * `integer` (a JSON integer from the field's `minimum` to its `maximum`: a term in months, say).
       * `sections` are the document's text, with `{{name}}` where a field's value goes.
       *
       * `GET /api/contracts/templates` (listContractTemplates)
       */
      list: Method<Operations["listContractTemplates"], [], "none", "validation" | "rate-limited" | "internal" | "response-validation">;
    };
    documents: {
      /**
       * The caller's documents, newest first (destroyed ones too; never their content).
       *
       * Each document's status, view counts and times, as `GET /api/contracts/documents/{id}` shows them without `fields`. Keyset cursors like every list.
       *
       * An API key needs the scope `contracts:read`.
       *
       * `GET /api/contracts/documents` (listContractDocuments)
       */
      list: PaginatedMethod<Operations["listContractDocuments"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Make a self-destructing document from a template; answers its one-time view link.
       *
       * The field values are checked against the template (400 `contract-field-invalid` names each
       * field and why). The document may be viewed `maxViews` times (1 to 100, default 1) until
       * `expiresAt` or `expiresInSeconds` from now (60 seconds to 30 days, default 24 hours; give one,
       * not both). The answer carries `viewUrl` and its `viewToken` this one time: only the token's
       * SHA-256 is kept. Share the URL with the reader: opening it (`GET`) shows what it is without
       * using a view (in a browser, a page with a Reveal button); reading it takes a `POST`
       * (`client.contracts.links.view(token)`, or the page's button).
       *
       * **Sender.** The page names no one unless `senderName` is given: then it shows that name as
       * who sent the document (encrypted at rest like the fields, destroyed with them). Nothing about
       * the owner's account is shown to the reader.
       *
       * **Idempotency-Key:** a retry with the same key and body answers the same document and link
       * (the stored answer is sealed under the platform key).
       *
       * **Limit.** An account may have at most `CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER` documents that
       * are not destroyed (server configuration, 500 unless set); one past its expiry counts as
       * destroyed. Past it, 403 `contract-document-limit` (with `limit`) and nothing is created; a
       * document that is viewed out, expires or is revoked frees its place. A quota on what is kept,
       * not a rate: it does not reset with time.
       *
       * An API key needs the scope `contracts:write`.
       *
       * `POST /api/contracts/documents` (createContractDocument)
       */
      create: Method<Operations["createContractDocument"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "contract-template-unknown" | "contract-field-invalid" | "contract-expiry" | "contract-sender-invalid" | "unauthorized" | "token-expired" | "contract-document-limit" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's documents, with its field values while it exists.
       *
       * Whether and when it was viewed (`viewed`, `viewsUsed`, `firstViewedAt`, `lastViewedAt`), and
       * once destroyed, when and why (`destroyedAt`, `destroyedReason`); `fields` is `null` from then
       * on. A document past its expiry is destroyed by this read if the sweep has not done it yet.
       * Someone else's document is 404 like an unknown one.
       *
       * An API key needs the scope `contracts:read`.
       *
       * `GET /api/contracts/documents/{id}` (getContractDocument)
       */
      retrieve: Method<Operations["getContractDocument"], [id: PathParam<Operations["getContractDocument"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "contract-document-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Edit a document, or revoke it, before its first view.
       *
       * `fields` replaces all the field values (checked against the template again); `senderName`
       * replaces the sender's name the link's page shows (`null`: none); `maxViews`, `expiresAt` or
       * `expiresInSeconds` (from now) replace the limits. `{"revoked": true}` destroys
       * the document at once (crypto-shredding, `destroyedReason: revoked`) and may not be combined
       * with an edit. Only before anyone viewed it: afterwards 409 `document-already-viewed`. The link
       * stays the same.
       *
       * An API key needs the scope `contracts:write`.
       *
       * `PATCH /api/contracts/documents/{id}` (updateContractDocument)
       */
      update: Method<Operations["updateContractDocument"], [id: PathParam<Operations["updateContractDocument"], "id">], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "contract-field-invalid" | "contract-expiry" | "contract-sender-invalid" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "contract-document-not-found" | "document-already-viewed" | "document-destroyed" | "payload-too-large" | "unsupported-media-type" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * A document's access log as CSV (also after it was destroyed).
       *
       * Oldest first: RFC 4180 with the columns `time, event, ipHash, userAgent`. `event` is `opened`
       * (the link's metadata was read; the first 1,000 reads), `viewed` (the document was shown),
       * `destroyed` (its last view or its expiry shredded it) or `revoked` (its owner destroyed it). `ipHash` is an HMAC-SHA256 of
       * the client address under a server key (hex, 32 characters; the same address gives the same
       * value, the address itself is not stored); `userAgent` is cut at 256 characters. Streamed;
       * cells a spreadsheet would read as a formula are escaped.
       *
       * An API key needs the scope `contracts:read`.
       *
       * `GET /api/contracts/documents/{id}/log.csv` (exportContractDocumentLog)
       */
      exportLog: Method<Operations["exportContractDocumentLog"], [id: PathParam<Operations["exportContractDocumentLog"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "contract-document-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
    links: {
      /**
       * What a link is, without using a view (no sign-in; the token is the capability); a page for a browser.
       *
       * The template's title, whether the document can still be viewed, how many views are left and
       * until when; never its content, and reading it uses no view (link previewers and mail scanners
       * fetch links with GET). Records an `opened` event in the owner's log, up to 1,000 per document
       * (the link can be fetched by anyone holding it, in a loop, long after the document is gone: the
       * log does not grow past that; later reads are answered but not logged). A destroyed document
       * answers `status: destroyed` with `destroyedAt`. Sent with `Cache-Control: no-store`,
       * `X-Robots-Tag: noindex` and `Referrer-Policy: no-referrer`.
       *
       * **By `Accept`** (`Vary: Accept`): a program (`application/json`, `*\/*`, no `Accept`, as the client
       * packages and curl send) gets the JSON above. A browser (`text/html` preferred) gets a page
       * instead: the template's title, the sender's name when the owner gave one (`senderName`; nothing
       * about the owner's account otherwise), how many views are left and until when, and a **Reveal**
       * button whose script makes the `POST` (one view) and shows the document in the page. The page
       * holds none of the document's content and uses no view; its title and `og:title` name no
       * document. It runs one inline script and one inline stylesheet, both allowed by hash, and may
       * only call this origin (`Content-Security-Policy: default-src 'none'; script-src 'sha256-…';
       * connect-src 'self'; frame-ancestors 'none'; …`). A destroyed document's page is `410`, an
       * unknown link's `404` (pages that run no script).
       *
       * `GET /api/contracts/view/{token}` (getContractLink)
       */
      retrieve: Method<Operations["getContractLink"], [token: PathParam<Operations["getContractLink"], "token">], "none", "validation" | "contract-link-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Read the document behind a link, using one of its views (no sign-in).
       *
       * Answers the rendered document (title, sections with the field values in place, the fields)
       * and how many views are left. Each call uses one view, counted atomically: of two simultaneous
       * views of a one-view document exactly one is shown it. The last allowed view destroys the
       * document (its key and ciphertext are overwritten; `viewsRemaining` is 0 in this answer), and
       * so does its expiry; from then on this answers 410 `document-destroyed` with `destroyedAt`.
       * No body is needed. Sent with `Cache-Control: no-store`, `X-Robots-Tag: noindex` and
       * `Referrer-Policy: no-referrer`.
       *
       * `POST /api/contracts/view/{token}` (viewContractDocument)
       */
      view: Method<Operations["viewContractDocument"], [token: PathParam<Operations["viewContractDocument"], "token">], "none", "validation" | "contract-link-not-found" | "document-destroyed" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    };
  };
  /**
   * Key management: k-of-n threshold keys (an Ed25519 key pair or a 256-bit secret). A random data
   * key is split into n shares (Shamir, `shamir-secret-sharing`), any k of which recover it; the
   * secret is kept under that data key with AES-256-GCM (so a wrong combination is refused, never
   * answered as a wrong secret) and sealed again with the platform's key-encryption key. The server
   * stores no share and no data key. Ed25519 keys sign on recovery (the seed never leaves);
   * 256-bit secrets are answered. Rotation issues a fresh set under a new epoch; every use is audited.
   */
  keyshield: {
    /**
     * Create a threshold key and get its n shares, once.
     *
     * Creates a key of `kind` (`ed25519`: an Ed25519 key pair; `secret-256`: 32 random bytes) and
     * splits it so that any `threshold` (k) of its `shares` (n) shares recover it, 2 ≤ k ≤ n ≤ 16.
     *
     * **How it is kept.** A fresh random 32-byte data key is split into the n shares with Shamir's
     * scheme (`shamir-secret-sharing`, audited by Cure53 and Zellic). The key's secret (the 32-byte
     * secret, or the Ed25519 private seed) is encrypted under the data key with AES-256-GCM, the
     * additional authenticated data binding the key id and epoch; that ciphertext is stored sealed
     * once more with the platform's key-encryption key. Neither the data key nor any share is stored:
     * only the public key, the ciphertext, k, n, the epoch and a SHA-256 fingerprint of each share.
     * Shamir's `combine` given fewer than k shares, or a tampered one, returns wrong bytes without an
     * error; here such a combination fails the GCM tag instead and is refused, never answered with a
     * wrong secret.
     *
     * **Shares** are returned in this answer only. Each is self-describing text,
     * `ks1.<keyId>.<epoch>.<index>.<data>.<check>`: the key and epoch it belongs to, its index (1–n),
     * its 33 bytes in unpadded base64url, and a checksum (the first 4 bytes of the SHA-256 of the
     * text before it, in hex) that catches a mistyped or truncated share. Hand each to a different
     * holder.
     *
     * **Idempotency-Key.** A retry with the same key and body answers the same key with
     * `Idempotent-Replayed: true` and creates nothing, but its `shares` is `null`: shares are never
     * stored, not even for a replay. A client that lost the first answer cannot get the shares
     * again; derive a new key.
     *
     * **Limit.** An account holds at most `KEYSHIELD_MAX_KEYS_PER_USER` keys (server configuration,
     * 100 unless set); keys are never deleted, so past it every derive is 403 `keyshield-key-limit`
     * (with `limit`) and creates nothing. A quota on what is stored, not a rate: it does not reset
     * with time.
     *
     * An API key needs the scope `keyshield:write`.
     *
     * `POST /api/keyshield/derive` (deriveKeyshieldKey)
     */
    derive: Method<Operations["deriveKeyshieldKey"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "keyshield-key-limit" | "insufficient-scope" | "session-required" | "idempotency-key-in-flight" | "payload-too-large" | "unsupported-media-type" | "idempotency-key-reused" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Use k current shares of a key - a signature for an Ed25519 key, the secret for a 256-bit one.
     *
     * Recombines the data key from `shares` (at least k of the key's current epoch, any of them, each
     * index once), opens the key's secret with it and uses it:
     *
     * - **`ed25519`: signs, the seed never leaves.** `message` is required; the answer is the Ed25519
     *   signature of its UTF-8 bytes (`signature`, unpadded base64url) under the key's `publicKey`,
     *   checkable offline by anyone. The private seed exists in the server's memory only for the
     *   signature and is never answered.
     * - **`secret-256`: answers the secret** (`secret`, 32 bytes in unpadded base64url): such a key
     *   exists to be given back to whoever holds k shares. `message` must be absent.
     *
     * Every share is checked before anything is combined: its checksum and shape, that it names this
     * key and its current epoch, and its SHA-256 fingerprint (compared in constant time) against the
     * ones recorded for the key. Every attempt, refused ones included, is written to the key's audit
     * log. Attempts count against their own budget per user (`x-rate-limit: key-shares`,
     * `RATE_LIMIT_KEY_SHARES_PER_USER` a window, shared with `POST /api/keyshield/rotate`), so
     * shares cannot be guessed cheaply.
     *
     * An API key needs the scope `keyshield:write`.
     *
     * `POST /api/keyshield/recover` (recoverKeyshieldKey)
     */
    recover: Method<Operations["recoverKeyshieldKey"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "keyshield-key-not-found" | "keyshield-key-retired" | "payload-too-large" | "unsupported-media-type" | "share-malformed" | "share-wrong-key" | "share-stale-epoch" | "share-unknown" | "shares-duplicate" | "not-enough-shares" | "shares-do-not-combine" | "message-required" | "message-not-applicable" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    /**
     * Replace a key's shares with a fresh set under a new epoch; the old set stops working.
     *
     * With k current shares (checked as by `POST /api/keyshield/recover`), the key's secret is opened
     * and kept under a new random data key, split into n fresh shares of epoch + 1; the key itself
     * (its public key, k and n) stays. From then on only the new shares work: the old ones answer
     * `share-stale-epoch`.
     *
     * **Race-safe.** The new epoch is written only if the epoch is still the one the shares were
     * checked against (a conditional update): of two rotations with the same shares at once exactly
     * one succeeds; the other answers `share-stale-epoch` and its shares were never valid.
     *
     * Not idempotent by key: a retry with the same shares after a success answers
     * `share-stale-epoch` (the shares it names have been replaced), so it can never rotate twice.
     * The new shares are returned once, never stored. Counted against the `key-shares` budget and
     * written to the audit log like a recovery.
     *
     * An API key needs the scope `keyshield:write`.
     *
     * `POST /api/keyshield/rotate` (rotateKeyshieldKey)
     */
    rotate: Method<Operations["rotateKeyshieldKey"], [], "body", "validation" | "malformed-json" | "bad-request" | "invalid-data" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "keyshield-key-not-found" | "keyshield-key-retired" | "payload-too-large" | "unsupported-media-type" | "share-malformed" | "share-wrong-key" | "share-stale-epoch" | "share-unknown" | "shares-duplicate" | "not-enough-shares" | "shares-do-not-combine" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
    keys: {
      /**
       * The caller's threshold keys, newest first.
       *
       * Each key with its kind, label, public key (Ed25519), k, n and current epoch; never a share.
       * Keyset cursors like every list.
       *
       * An API key needs the scope `keyshield:read`.
       *
       * `GET /api/keyshield/keys` (listKeyshieldKeys)
       */
      list: PaginatedMethod<Operations["listKeyshieldKeys"], [], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * One of the caller's threshold keys.
       *
       * The key's kind, label, public key (Ed25519), k, n, current epoch and when it was created and last
       * rotated. Someone else's key and an unknown id get the same 404.
       *
       * An API key needs the scope `keyshield:read`.
       *
       * `GET /api/keyshield/keys/{id}` (getKeyshieldKey)
       */
      retrieve: Method<Operations["getKeyshieldKey"], [id: PathParam<Operations["getKeyshieldKey"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "keyshield-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      /**
       * Retire one of the caller's keys, freeing its place in the keys allowed per user.
       *
       * The key's sealed secret is destroyed at once, so no set of shares opens it again (a recovery or
       * rotation is 410 `keyshield-key-retired`), and it no longer counts against the keys a user may
       * hold (`KEYSHIELD_MAX_KEYS_PER_USER`). The key stays listed with `retiredAt`, and its audit is kept
       * with a `retire` entry: what was done with it remains answerable. Retiring a retired key changes
       * nothing (204). Someone else's key and an unknown id get the same 404.
       *
       * An API key needs the scope `keyshield:write`.
       *
       * `DELETE /api/keyshield/keys/{id}` (retireKeyshieldKey)
       */
      delete: Method<Operations["retireKeyshieldKey"], [id: PathParam<Operations["retireKeyshieldKey"], "id">], "none", "validation" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "keyshield-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      audit: {
        /**
         * Every use of one of the caller's keys, newest first.
         *
         * One entry per derive, recovery and rotation of the key, refused attempts included: who (the
         * user), when, the key, the epoch it was at, the operation, the outcome (`succeeded` or
         * `refused`) and, for a refusal, its problem `code`. Owner only: someone else's key and an unknown
         * id get the same 404. Keyset cursors like every list.
         *
         * An API key needs the scope `keyshield:read`.
         *
         * `GET /api/keyshield/keys/{id}/audit` (listKeyshieldKeyAudit)
         */
        list: PaginatedMethod<Operations["listKeyshieldKeyAudit"], [id: PathParam<Operations["listKeyshieldKeyAudit"], "id">], "query", "validation" | "invalid-cursor" | "unauthorized" | "token-expired" | "insufficient-scope" | "session-required" | "keyshield-key-not-found" | "rate-limited" | "unavailable" | "internal" | "response-validation">;
      };
    };
  };
}
