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
    "/api/ledger/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's accounts, with its balance now.
         * @description The account as `GET /api/ledger/accounts` lists it. An id that is not one of the caller's
         *     accounts is 404, whether it exists or not.
         */
        get: operations["getLedgerAccount"];
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
         *     caller's keys (404 if it is unknown or someone else's, alike; 422 if retired); without it the
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
    "/api/transparency/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The log's identity (origin and verifier key) and its current size.
         * @description `origin` names the log (the first line of its checkpoints); `verifierKey` is the log's Ed25519
         *     public key in the signed-note verifier-key form, `<name>+<key hash>+<base64 key>`
         *     (C2SP signed-note), with which a checkpoint's signature is checked offline. The log key is its
         *     own key, not a user's; a new key starts a new log under a new origin. `treeSize` is the size of
         *     the latest checkpoint. Not cached (`Cache-Control: no-cache`).
         */
        get: operations["getTransparencyLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/checkpoint": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The latest checkpoint, a C2SP signed note.
         * @description A C2SP `tlog-checkpoint` as a signed note (C2SP `signed-note`): the origin, the tree size in
         *     decimal and the root hash in base64, each on its own line, then an empty line and the log's
         *     signature line (`— <origin> <base64 of key hash and signature>`), followed by the cosignature
         *     lines of the witnesses the log is configured with that have cosigned this exact checkpoint (C2SP
         *     `tlog-witness` and `tlog-cosignature`: `— <witness key name> <base64 of its key hash, an 8-byte
         *     big-endian timestamp and an Ed25519 signature of "cosignature/v1\ntime <t>\n" and the checkpoint's
         *     body>`), each verified by the log against the witness's key before it is kept. A verifier ignores
         *     the lines of keys it does not know; one that requires cosignatures pins the witness keys it trusts
         *     itself. A checkpoint just signed may not carry them yet (witnesses are asked after it is signed, and
         *     one that is down never holds up the log): ask again. A new checkpoint is signed within a second of
         *     new entries. Not cached (`Cache-Control: no-cache`).
         */
        get: operations["getTransparencyCheckpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/entries/{index}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One entry's exact bytes (what its leaf hash is computed over).
         * @description The entry at `index`, as the bytes its leaf hash is computed over (SHA-256 of 0x00 and these
         *     bytes): the RFC 8785 canonical JSON of a `TransparencyEntry`. Only entries within the latest
         *     checkpoint are served (404 `transparency-entry-not-found` beyond it). An entry never changes:
         *     cached for a year (`immutable`).
         */
        get: operations["getTransparencyEntry"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/proofs/inclusion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The inclusion proof of an entry in a tree size (RFC 9162 §2.1.3).
         * @description The audit path of the entry at `index` in the tree of the first `treeSize` entries: the hashes,
         *     leaf end first, with which that entry's leaf hash and its index give the tree's root hash. Computed
         *     from stored subtree hashes (at most two per level of the tree). `treeSize` must be that of a
         *     checkpoint the caller holds, at most the latest one's (404 `transparency-tree-size-unknown`
         *     beyond it); `index` must be below it (400 `transparency-index-out-of-range`). Cached for a year:
         *     a proof for a given size never changes.
         */
        get: operations["getTransparencyInclusionProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/transparency/proofs/consistency": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consistency proof between two tree sizes (RFC 9162 §2.1.4).
         * @description The hashes that show the tree of the first `to` entries extends the tree of the first `from`
         *     entries: with them, the two checkpoints' root hashes are checked to be of one history. Empty when
         *     `from` equals `to`. `to` must be at most the latest checkpoint's size (404
         *     `transparency-tree-size-unknown` beyond it) and `from` at most `to` (400
         *     `transparency-index-out-of-range`). Cached for a year.
         */
        get: operations["getTransparencyConsistencyProof"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/objects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register an authorship object and get its timestamped rights certificate.
         * @description Registers a work of the caller's and answers its rights certificate: `id` (the certificate id,
         *     `rgt_` and a ULID), the server's timestamp `createdAt`, and `contentSha256`, the SHA-256 digest
         *     the certificate is bound to. The digest is, in this order of preference:
         *
         *     - `content` given (text up to 262,144 characters): SHA-256 of its UTF-8 bytes (`digestSource:
         *       content`). The content itself is not stored, only its digest.
         *     - `contentSha256` given (64 lowercase hex digits): the client hashed its own bytes, for example
         *       an audio file, and the certificate binds that digest (`digestSource: declared`).
         *     - neither: SHA-256 of the RFC 8785 canonical JSON of `{title, description, kind}`, with
         *       `description` null when absent (`digestSource: metadata`); anyone can recompute it.
         *
         *     Sending both `content` and `contentSha256` is a 400. `certificate` is the certificate as a JSON
         *     document; its RFC 8785 canonical form is what `POST /api/pipeline/protect` signs with the
         *     owner's Ed25519 key, and `certificateSha256` is the SHA-256 of that form (the `payloadSha256` of
         *     a signing receipt over it, for example one made with `POST /api/signing/v2/sign` with the
         *     document as payload). Registration alone signs nothing; `POST /api/pipeline/protect` registers,
         *     signs and certifies in one call.
         *
         *     With `Idempotency-Key`, a retry within 24 hours answers the same object (same `id`) and
         *     registers nothing more; the same key with a different body is 422.
         */
        post: operations["createRightsObject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/objects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's rights objects.
         * @description Only the owner sees an object: anyone else's, like an unknown id, is 404
         *     `rights-object-not-found` (existence is not revealed). `bureauCertId` names the bureau
         *     certificate when the object was protected through the pipeline. Anyone may check a certificate
         *     at its `verifyUrl`.
         */
        get: operations["getRightsObject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/embed/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An embeddable HTML badge of a rights certificate (public).
         * @description A small self-contained HTML page for an `<iframe>` on any site, for example
         *     `<iframe src=".../api/rights/embed/rgt_…" width="440" height="80" style="border:0"></iframe>`.
         *     Public, since the owner publishes it on third-party pages: it shows what the certificate states
         *     (title, kind, registration date, certificate id and the start of the digest), never the owner or
         *     the description. It links (in a new tab) to the public verification status, of the bureau
         *     certificate when the object has one. Every user-supplied text is HTML-escaped; the page runs no
         *     script and loads nothing (`Content-Security-Policy: default-src 'none'`, its inline style
         *     allowed by hash) and, unlike every other response, may be framed by any site
         *     (`frame-ancestors *`, no `X-Frame-Options`, `Cross-Origin-Resource-Policy: cross-origin`).
         *     Cacheable for 5 minutes.
         */
        get: operations["getRightsEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/protect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a work, sign its certificate and issue a bureau certificate, in one call.
         * @description Runs the whole protection pipeline for the caller:
         *
         *     1. registers the rights object exactly as `POST /api/rights/objects` does (same fields, limits
         *        and digest rules);
         *     2. signs its certificate document (`rightsObject.certificate`, RFC 8785 canonical bytes) with
         *        the caller's current Ed25519 key through the signing service: a v2 receipt, attested by the
         *        platform key, listed in `GET /api/signing/v2/audit` like any other signature;
         *     3. issues a bureau certificate (`bct_` id) that holds that receipt and cites the treaties under
         *        which authorship is protected without formalities: the Berne Convention (1886, Paris 1971),
         *        the WIPO Copyright Treaty (1996), TRIPS (1994) and the Universal Copyright Convention
         *        (1952, Paris 1971), plus the WIPO Performances and Phonograms Treaty (1996) for sound kinds.
         *
         *     The rights object, the receipt and the certificate are written in one transaction: all of them
         *     or none. Anyone can check the result offline: `signature.payloadSha256` is the SHA-256 of the
         *     certificate document's canonical bytes and `signature.signature` verifies over them under
         *     `signature.publicKey` (for example with `verifySignatureOffline` of `@trustplane/sdk-fintech`),
         *     or online at `verifyUrl`. The certificate itself (which object, which receipt, whose, which
         *     treaties, when) is attested by the platform key: see `attestation`, checked offline against the
         *     platform keys of `GET /api/signing/v2/keys`. A certificate attests who registered what and when;
         *     it grants no right (copyright arises on creation under these treaties).
         *
         *     With `Idempotency-Key`, a retry within 24 hours answers the same certificate and issues nothing
         *     more; the same key with a different body is 422.
         */
        post: operations["protectWork"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pipeline/protect-batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Protect up to 50 works in one call, with one result per item.
         * @description Each item goes through the pipeline of `POST /api/pipeline/protect` on its own, in its own
         *     transaction. Results come back in request order, one per item: `ok: true` with the bureau
         *     certificate, or `ok: false` with that item's problem (for example a title over 200 characters,
         *     a malformed `kind`, or both `content` and `contentSha256`: a `validation` problem whose
         *     `errors` paths point into `/body/items/{index}`). One item failing never undoes another. More
         *     than 50 items, or none, is a 400 for the whole request.
         *
         *     An item failing on the server's side (a database error, not a problem with the item) makes the
         *     whole answer a 500 (or a 503 with `Retry-After` when every such failure is temporary) of type
         *     `batch-incomplete`, whose body also holds `protected`, `failed` and `items` as a 200 would: the
         *     items issued (their certificates) and the items that failed. Such an answer is not final: send
         *     the same request again.
         *
         *     With `Idempotency-Key`, a retry within 24 hours answers the first 200 (or 4xx) again. Each item
         *     is issued at most once per caller, key and position, whatever happens in between: the key and
         *     the item's position are stored with its certificate, so a retry after a 5xx, or after a
         *     response lost with a crash, answers the certificates already issued and issues only the items
         *     that were not. The same key with a different body is 422, also when the first response was
         *     never recorded (then a batch of another size, or an item whose title, description, kind or
         *     digest differs from the one issued at its position, is a different body).
         */
        post: operations["protectWorkBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bureau/cert/{certId}/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An embeddable HTML badge of a bureau certificate (public).
         * @description Like `GET /api/rights/embed/{id}` (public, for an `<iframe>` on any site, escaped, no script,
         *     `frame-ancestors *`, cacheable for 5 minutes), and it also states whether the certificate
         *     verifies at the time it is rendered (see `GET /api/bureau/verify/status/{id}`). It links to
         *     that verification status.
         */
        get: operations["getBureauCertificateEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bureau/verify/status/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a certificate exists, is intact, and when it was issued (public).
         * @description Takes a bureau certificate id (`bct_`) or a rights certificate id (`rgt_`; a protected object is
         *     checked through its bureau certificate). Every well-formed id answers 200: an unknown one with
         *     `exists: false` and `reason: not-found`, so a verification page needs no error handling; only a
         *     malformed id is a 400.
         *
         *     `intact` is recomputed on every call from what is stored now, never cached: the certificate
         *     document is rebuilt from the stored rights object, and `intact` is true only when every
         *     applicable check in `checks` passes: its SHA-256 equals the receipt's `payloadSha256`
         *     (`certificateDigest`), the owner's Ed25519 signature verifies over it under the owner's key
         *     (`signature`; the certificate, the rights object and the receipt must all name that owner), the
         *     platform's attestation of the receipt verifies (`attestation`; a missing one fails), the
         *     platform's attestation of the certificate itself (object, receipt, owner, treaties, issue time)
         *     verifies (`certificateAttestation`), and, for a digest of the metadata, that digest still
         *     matches the title, description and kind (`contentDigest`; null for a digest of content that is
         *     not stored). Any change to the stored object, signature or certificate makes it false (`reason:
         *     tampered`). A rights certificate registered without the pipeline has no signature: it exists but
         *     is not intact (`reason: unsigned`).
         *     `Cache-Control: no-cache`.
         */
        get: operations["getVerificationStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/submissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit an artifact for certification; the validator quorum decides at once.
         * @description Submits a rights certificate of the caller's (`rightsCertId`, from `POST /api/rights/objects` or
         *     `POST /api/pipeline/protect`) together with the caller's signature over it (`signReceiptId`, a
         *     signing receipt whose payload is the certificate document) as an artifact of type
         *     `artifactType`.
         *
         *     **Intake checks**, before any vote:
         *     - The certificate and the receipt must exist and be the caller's. An unknown id and another
         *       user's id are answered alike, 404 `rights-certificate-not-found` or `sign-receipt-not-found`,
         *       so ids of others reveal nothing.
         *     - The receipt must sign this certificate: SHA-256 of the RFC 8785 canonical certificate document
         *       must equal the receipt's `payloadSha256` (else 422 `receipt-certificate-mismatch`), and the
         *       Ed25519 signature must verify under the receipt's key over those bytes (else 422
         *       `receipt-signature-invalid`).
         *
         *     **The quorum.** Every configured validator (`GET /api/registry/validators`) then judges the
         *     submission by its own rule and casts a vote `{approve, reason}` with its weight, signed with its
         *     own Ed25519 key:
         *     - `integrity`: re-checks the digest and the signature, and that the signing key is the
         *       certificate owner's.
         *     - `provenance`: the signature was made at or after the certificate was registered, the
         *       certificate is at least `minCertificateAgeSeconds` old and the owner's account at least
         *       `minAccountAgeSeconds`.
         *     - `policy`: `artifactType` is one of its `allowedTypes` and the certificate's `kind` fits it:
         *       `music` takes music, audio, song, track, album, composition, recording, sound; `film` takes
         *       film, video, movie, animation, documentary, series, clip; `code` takes code, software,
         *       source-code, program, library, app, script; `web` takes web, website, webpage, site, html,
         *       web-app, article, blog, text.
         *     - `duplication`: the caller owns the original of the certificate's content digest, that is
         *       the earliest registered rights object with that digest (by registration instant, then id,
         *       across all owners, counting registrations from content or a declared digest). It rejects
         *       when another owner registered the digest earlier, whoever submitted to the registry first,
         *       and approves when the caller's registration is the earliest, even if a later registrant's
         *       copy was verified before. A digest derived from metadata (no content was sent: SHA-256 of
         *       `{title, description, kind}`) says nothing about the content, so it approves with a reason
         *       saying duplication cannot be judged.
         *
         *     The verdict is `verified` when the approving weight reaches the threshold of the weight cast
         *     (`approvedWeight ≥ requiredWeight = ⌈totalWeight × numerator / denominator⌉`), else
         *     `rejected`. A rejection is a result, not an error: it is stored and answered with 201 like a
         *     verification.
         *
         *     **Artifact versions.** The artifact is the caller's for this certificate (one per owner and
         *     certificate, created by the first submission); every submission, resubmissions included, adds
         *     a new version holding the submission, its digest, every vote and the verdict. Versions are
         *     stored once and never change. Send an `Idempotency-Key` to retry safely without adding a
         *     version twice.
         *
         *     **Checking offline.** `submissionDigest` is the lowercase hex SHA-256 of the RFC 8785 form of
         *     `{type: "trustplane.registry.submission", artifactId, artifactVersionId, version, ownerId,
         *     artifactType, rightsCertId, contentSha256, certificateSha256, signReceiptId, signerKeyId,
         *     signerPublicKey, signature, submittedAt}` (`artifactVersionId` is the version's `id`, the other
         *     values are this response's, those of `certificate` included). Each vote's `signature` is the
         *     validator's Ed25519 signature over the RFC 8785 form of `{type: "trustplane.registry.vote",
         *     algo: "Ed25519", artifactVersionId, submissionDigest, validatorId, rule, decision, reason,
         *     weight, castAt}` (`rule` is the rule the validator applied).
         */
        post: operations["submitRegistryArtifact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/artifacts/recent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Artifacts, newest first, each with its latest verdict (public).
         * @description Every artifact, newest first by its first submission (a resubmission adds a version but does
         *     not move the artifact), each with its version count and a summary of its latest version. No
         *     token needed. Paginated: pass `nextCursor` back as `cursor`; pages stay stable while new
         *     artifacts arrive.
         */
        get: operations["listRecentRegistryArtifacts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/artifacts/{id}/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An artifact's public page data, with every version's verdict and signed votes (public).
         * @description The artifact and its versions, newest first (the latest 100; `artifact.versionCount` counts
         *     them all), each with its submission, verdict and every vote, signatures and the validators'
         *     public keys included, so the page can be checked offline (see `submitRegistryArtifact`). No
         *     token needed.
         */
        get: operations["getRegistryArtifactPublic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/validators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The validator set, its public keys and the quorum threshold (public).
         * @description The validators that vote on every submission, in the order they vote: id, rule, weight,
         *     parameters and Ed25519 public key (unpadded base64url, a JWK's `x`), with the threshold. Every
         *     vote carries its validator's public key too, so votes of validators since removed stay
         *     checkable. Configured with `REGISTRY_VALIDATORS` and `REGISTRY_QUORUM`. The rules are described
         *     under `submitRegistryArtifact`; in short, `duplication` rejects a certificate whose content
         *     digest another owner registered earlier (the earliest registration is the original, whoever
         *     submits first) and approves metadata-derived digests, which it cannot judge.
         */
        get: operations["listRegistryValidators"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Registry statistics (signed-in users).
         * @description Requires a bearer token, like the other earnings and registry routes of the specification (the
         *     public artifact pages, the recent list and the validators stay public).
         *
         *     Over the latest version of every artifact: `totalArtifacts` counts artifacts, `verifiedCount`
         *     those whose latest verdict is `verified`, and `trustWeight` is the share of validator weight
         *     that approved: the approving weight summed over those latest versions divided by the weight
         *     cast on them (`approvedWeight / castWeight`), from 0 to 1, and 0 when there are no artifacts.
         *     Both sums are given too, so the ratio can be recomputed exactly.
         */
        get: operations["getRegistryStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ecosystem/earnings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's earnings from every partner, per source and in all.
         * @description Sums of the caller's royalties (`rights`), tournament prizes (`chess`) and certification
         *     payouts (`registry`), computed exactly in integer hundredths and sent as TNU amounts, with
         *     `all` their sum. `perSource` always has the three sources, in that order; a source with no
         *     records has amount 0, count 0 and `last` null. Includes records reported for the caller's
         *     email before they registered.
         */
        get: operations["getEcosystemEarnings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/rights/royalties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's royalties, newest first.
         * @description Royalties the rights partner reported for the caller (also those reported for the caller's
         *     email before they registered), newest first, with keyset cursors: walking the pages while new
         *     reports arrive never repeats or skips an older one.
         */
        get: operations["listRoyaltyEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/registry/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's certification payouts, newest first.
         * @description Paginated like `GET /api/rights/royalties`.
         */
        get: operations["listCertificationPayouts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's tournament prizes, newest first.
         * @description Prize entries the chess partner reported for the caller (also those reported for the caller's
         *     email before they registered), newest first, with keyset cursors like every list.
         */
        get: operations["listChessResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/upcoming": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Tournaments that have not started yet, soonest first, paged by cursor (public).
         * @description Tournaments whose `startsAt` is in the future, soonest first (`startsAt`, then `id`), `limit` at
         *     a time (default 50), with `total`, how many are upcoming now, and `nextCursor`: pass it back as
         *     `cursor` for the next page (`null` when the list is exhausted), as every list of this API. A page
         *     continues strictly after the last tournament of the previous one, so none is listed twice; a
         *     tournament created while a client pages is reached when it starts after that point. Tournaments
         *     are created and updated by operators (`POST /api/chess/tournaments`).
         */
        get: operations["listUpcomingTournaments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a tournament (operators only).
         * @description For users with role `admin` (403 `admin-only` for everyone else). `entries` defaults to 0 and may
         *     not exceed `capacity` (422 `tournament-capacity`). `prizePool` may be 0.
         */
        post: operations["createChessTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chess/tournaments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a tournament (operators only).
         * @description For users with role `admin` (403 `admin-only` otherwise). Changes the fields given and keeps the
         *     others; the result must still have `entries` ≤ `capacity` (422 `tournament-capacity`).
         *     Unknown ids are 404.
         */
        patch: operations["updateChessTournament"];
        trace?: never;
    };
    "/api/contracts/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The five document templates and their typed fields (no sign-in).
         * @description Each template names its fields: `name` (the key in a document's `fields`), `label`, `type`,
         *     whether it is `required`, and `maxLength`. Types: `string` (one line, no control characters),
         *     `text` (may hold line breaks), `date` (`YYYY-MM-DD`, a real calendar date), `money` (a JSON
         *     number of the template's `currency`, at least 0, at most 2 decimals, below one trillion) and
         *     `integer` (a JSON integer from the field's `minimum` to its `maximum`: a term in months, say).
         *     `sections` are the document's text, with `{{name}}` where a field's value goes.
         */
        get: operations["listContractTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's documents, newest first (destroyed ones too; never their content).
         * @description Each document's status, view counts and times, as `GET /api/contracts/documents/{id}` shows them without `fields`. Keyset cursors like every list.
         */
        get: operations["listContractDocuments"];
        put?: never;
        /**
         * Make a self-destructing document from a template; answers its one-time view link.
         * @description The field values are checked against the template (400 `contract-field-invalid` names each
         *     field and why). The document may be viewed `maxViews` times (1 to 100, default 1) until
         *     `expiresAt` or `expiresInSeconds` from now (60 seconds to 30 days, default 24 hours; give one,
         *     not both). The answer carries `viewUrl` and its `viewToken` this one time: only the token's
         *     SHA-256 is kept. Share the URL with the reader: opening it (`GET`) shows what it is without
         *     using a view (in a browser, a page with a Reveal button); reading it takes a `POST`
         *     (`client.contracts.links.view(token)`, or the page's button).
         *
         *     **Sender.** The page names no one unless `senderName` is given: then it shows that name as
         *     who sent the document (encrypted at rest like the fields, destroyed with them). Nothing about
         *     the owner's account is shown to the reader.
         *
         *     **Idempotency-Key:** a retry with the same key and body answers the same document and link
         *     (the stored answer is sealed under the platform key).
         *
         *     **Limit.** An account may have at most `CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER` documents that
         *     are not destroyed (server configuration, 500 unless set); one past its expiry counts as
         *     destroyed. Past it, 403 `contract-document-limit` (with `limit`) and nothing is created; a
         *     document that is viewed out, expires or is revoked frees its place. A quota on what is kept,
         *     not a rate: it does not reset with time.
         */
        post: operations["createContractDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's documents, with its field values while it exists.
         * @description Whether and when it was viewed (`viewed`, `viewsUsed`, `firstViewedAt`, `lastViewedAt`), and
         *     once destroyed, when and why (`destroyedAt`, `destroyedReason`); `fields` is `null` from then
         *     on. A document past its expiry is destroyed by this read if the sweep has not done it yet.
         *     Someone else's document is 404 like an unknown one.
         */
        get: operations["getContractDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a document, or revoke it, before its first view.
         * @description `fields` replaces all the field values (checked against the template again); `senderName`
         *     replaces the sender's name the link's page shows (`null`: none); `maxViews`, `expiresAt` or
         *     `expiresInSeconds` (from now) replace the limits. `{"revoked": true}` destroys
         *     the document at once (crypto-shredding, `destroyedReason: revoked`) and may not be combined
         *     with an edit. Only before anyone viewed it: afterwards 409 `document-already-viewed`. The link
         *     stays the same.
         */
        patch: operations["updateContractDocument"];
        trace?: never;
    };
    "/api/contracts/documents/{id}/log.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A document's access log as CSV (also after it was destroyed).
         * @description Oldest first: RFC 4180 with the columns `time, event, ipHash, userAgent`. `event` is `opened`
         *     (the link's metadata was read; the first 1,000 reads), `viewed` (the document was shown),
         *     `destroyed` (its last view or its expiry shredded it) or `revoked` (its owner destroyed it). `ipHash` is an HMAC-SHA256 of
         *     the client address under a server key (hex, 32 characters; the same address gives the same
         *     value, the address itself is not stored); `userAgent` is cut at 256 characters. Streamed;
         *     cells a spreadsheet would read as a formula are escaped.
         */
        get: operations["exportContractDocumentLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contracts/view/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a link is, without using a view (no sign-in; the token is the capability); a page for a browser.
         * @description The template's title, whether the document can still be viewed, how many views are left and
         *     until when; never its content, and reading it uses no view (link previewers and mail scanners
         *     fetch links with GET). Records an `opened` event in the owner's log, up to 1,000 per document
         *     (the link can be fetched by anyone holding it, in a loop, long after the document is gone: the
         *     log does not grow past that; later reads are answered but not logged). A destroyed document
         *     answers `status: destroyed` with `destroyedAt`. Sent with `Cache-Control: no-store`,
         *     `X-Robots-Tag: noindex` and `Referrer-Policy: no-referrer`.
         *
         *     **By `Accept`** (`Vary: Accept`): a program (`application/json`, `*\/*`, no `Accept`, as the client
         *     packages and curl send) gets the JSON above. A browser (`text/html` preferred) gets a page
         *     instead: the template's title, the sender's name when the owner gave one (`senderName`; nothing
         *     about the owner's account otherwise), how many views are left and until when, and a **Reveal**
         *     button whose script makes the `POST` (one view) and shows the document in the page. The page
         *     holds none of the document's content and uses no view; its title and `og:title` name no
         *     document. It runs one inline script and one inline stylesheet, both allowed by hash, and may
         *     only call this origin (`Content-Security-Policy: default-src 'none'; script-src 'sha256-…';
         *     connect-src 'self'; frame-ancestors 'none'; …`). A destroyed document's page is `410`, an
         *     unknown link's `404` (pages that run no script).
         */
        get: operations["getContractLink"];
        put?: never;
        /**
         * Read the document behind a link, using one of its views (no sign-in).
         * @description Answers the rendered document (title, sections with the field values in place, the fields)
         *     and how many views are left. Each call uses one view, counted atomically: of two simultaneous
         *     views of a one-view document exactly one is shown it. The last allowed view destroys the
         *     document (its key and ciphertext are overwritten; `viewsRemaining` is 0 in this answer), and
         *     so does its expiry; from then on this answers 410 `document-destroyed` with `destroyedAt`.
         *     No body is needed. Sent with `Cache-Control: no-store`, `X-Robots-Tag: noindex` and
         *     `Referrer-Policy: no-referrer`.
         */
        post: operations["viewContractDocument"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/derive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a threshold key and get its n shares, once.
         * @description Creates a key of `kind` (`ed25519`: an Ed25519 key pair; `secret-256`: 32 random bytes) and
         *     splits it so that any `threshold` (k) of its `shares` (n) shares recover it, 2 ≤ k ≤ n ≤ 16.
         *
         *     **How it is kept.** A fresh random 32-byte data key is split into the n shares with Shamir's
         *     scheme (`shamir-secret-sharing`, audited by Cure53 and Zellic). The key's secret (the 32-byte
         *     secret, or the Ed25519 private seed) is encrypted under the data key with AES-256-GCM, the
         *     additional authenticated data binding the key id and epoch; that ciphertext is stored sealed
         *     once more with the platform's key-encryption key. Neither the data key nor any share is stored:
         *     only the public key, the ciphertext, k, n, the epoch and a SHA-256 fingerprint of each share.
         *     Shamir's `combine` given fewer than k shares, or a tampered one, returns wrong bytes without an
         *     error; here such a combination fails the GCM tag instead and is refused, never answered with a
         *     wrong secret.
         *
         *     **Shares** are returned in this answer only. Each is self-describing text,
         *     `ks1.<keyId>.<epoch>.<index>.<data>.<check>`: the key and epoch it belongs to, its index (1–n),
         *     its 33 bytes in unpadded base64url, and a checksum (the first 4 bytes of the SHA-256 of the
         *     text before it, in hex) that catches a mistyped or truncated share. Hand each to a different
         *     holder.
         *
         *     **Idempotency-Key.** A retry with the same key and body answers the same key with
         *     `Idempotent-Replayed: true` and creates nothing, but its `shares` is `null`: shares are never
         *     stored, not even for a replay. A client that lost the first answer cannot get the shares
         *     again; derive a new key.
         *
         *     **Limit.** An account holds at most `KEYSHIELD_MAX_KEYS_PER_USER` keys (server configuration,
         *     100 unless set); keys are never deleted, so past it every derive is 403 `keyshield-key-limit`
         *     (with `limit`) and creates nothing. A quota on what is stored, not a rate: it does not reset
         *     with time.
         */
        post: operations["deriveKeyshieldKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Use k current shares of a key - a signature for an Ed25519 key, the secret for a 256-bit one.
         * @description Recombines the data key from `shares` (at least k of the key's current epoch, any of them, each
         *     index once), opens the key's secret with it and uses it:
         *
         *     - **`ed25519`: signs, the seed never leaves.** `message` is required; the answer is the Ed25519
         *       signature of its UTF-8 bytes (`signature`, unpadded base64url) under the key's `publicKey`,
         *       checkable offline by anyone. The private seed exists in the server's memory only for the
         *       signature and is never answered.
         *     - **`secret-256`: answers the secret** (`secret`, 32 bytes in unpadded base64url): such a key
         *       exists to be given back to whoever holds k shares. `message` must be absent.
         *
         *     Every share is checked before anything is combined: its checksum and shape, that it names this
         *     key and its current epoch, and its SHA-256 fingerprint (compared in constant time) against the
         *     ones recorded for the key. Every attempt, refused ones included, is written to the key's audit
         *     log. Attempts count against their own budget per user (`x-rate-limit: key-shares`,
         *     `RATE_LIMIT_KEY_SHARES_PER_USER` a window, shared with `POST /api/keyshield/rotate`), so
         *     shares cannot be guessed cheaply.
         */
        post: operations["recoverKeyshieldKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/rotate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace a key's shares with a fresh set under a new epoch; the old set stops working.
         * @description With k current shares (checked as by `POST /api/keyshield/recover`), the key's secret is opened
         *     and kept under a new random data key, split into n fresh shares of epoch + 1; the key itself
         *     (its public key, k and n) stays. From then on only the new shares work: the old ones answer
         *     `share-stale-epoch`.
         *
         *     **Race-safe.** The new epoch is written only if the epoch is still the one the shares were
         *     checked against (a conditional update): of two rotations with the same shares at once exactly
         *     one succeeds; the other answers `share-stale-epoch` and its shares were never valid.
         *
         *     Not idempotent by key: a retry with the same shares after a success answers
         *     `share-stale-epoch` (the shares it names have been replaced), so it can never rotate twice.
         *     The new shares are returned once, never stored. Counted against the `key-shares` budget and
         *     written to the audit log like a recovery.
         */
        post: operations["rotateKeyshieldKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's threshold keys, newest first.
         * @description Each key with its kind, label, public key (Ed25519), k, n and current epoch; never a share.
         *     Keyset cursors like every list.
         */
        get: operations["listKeyshieldKeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of the caller's threshold keys.
         * @description The key's kind, label, public key (Ed25519), k, n, current epoch and when it was created and last
         *     rotated. Someone else's key and an unknown id get the same 404.
         */
        get: operations["getKeyshieldKey"];
        put?: never;
        post?: never;
        /**
         * Retire one of the caller's keys, freeing its place in the keys allowed per user.
         * @description The key's sealed secret is destroyed at once, so no set of shares opens it again (a recovery or
         *     rotation is 410 `keyshield-key-retired`), and it no longer counts against the keys a user may
         *     hold (`KEYSHIELD_MAX_KEYS_PER_USER`). The key stays listed with `retiredAt`, and its audit is kept
         *     with a `retire` entry: what was done with it remains answerable. Retiring a retired key changes
         *     nothing (204). Someone else's key and an unknown id get the same 404.
         */
        delete: operations["retireKeyshieldKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keyshield/keys/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every use of one of the caller's keys, newest first.
         * @description One entry per derive, recovery and rotation of the key, refused attempts included: who (the
         *     user), when, the key, the epoch it was at, the operation, the outcome (`succeeded` or
         *     `refused`) and, for a refusal, its problem `code`. Owner only: someone else's key and an unknown
         *     id get the same 404. Keyset cursors like every list.
         */
        get: operations["listKeyshieldKeyAudit"];
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
        /** @description A 403 of an operators' (role `admin`) operation. */
        AdminOnlyProblem: (components["schemas"]["Problem"] & {
            /**
             * @example admin-only
             * @enum {string}
             */
            code?: "admin-only";
        }) | components["schemas"]["ForbiddenProblem"];
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
        /** @description Every account at once (a user holds at most 10), with `total` like every list. */
        AccountList: {
            items: components["schemas"]["Account"][];
            total: components["schemas"]["Total"];
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
        /** @description A 409 of an operation that takes an Idempotency-Key. */
        IdempotencyKeyInFlightProblem: components["schemas"]["Problem"] & {
            /**
             * @example idempotency-key-in-flight
             * @enum {string}
             */
            code?: "idempotency-key-in-flight";
        };
        /**
         * @description `from` is one of the caller's accounts; `to` is another account (the same one is refused, 400 `same-account`).
         * @example {
         *       "from": "acc_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *       "to": "acc_01JD5V9B2C3D4E5F6G7H8J9K0M",
         *       "amount": 10.5
         *     }
         */
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
            /**
             * @description `topup` (faucet), `transfer`, or `earning` (a partner's payment reported by webhook: no `from`; see the `earnings` tag).
             * @enum {string}
             */
            kind: "topup" | "transfer" | "earning";
            amount: components["schemas"]["Amount"];
            /** @description The debited account; `null` for a top-up or an earning. */
            from: string | null;
            to: components["schemas"]["AccountId"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description The transfer this operation records; `null` for a top-up or an earning. */
            transferId: string | null;
        };
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
         *     most 64 levels deep; deeper is a 400. Strings must be well-formed Unicode (no lone surrogate
         *     such as `"\ud800"`) and numbers finite (`1e400` is refused): such a payload has no RFC 8785
         *     form and is a 400 naming where it is; in a batch the whole request is refused, naming every
         *     such item, and nothing is signed.
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
        /**
         * @description Where the log holds what was issued. `logIndex` is fixed when it is issued (in the same
         *     transaction); the entry is in a checkpoint within a second. `salt` is the 32 random bytes (base64)
         *     of the entry's commitment to the payload: SHA-256 of `trustplane-commitment/v1`, a newline, the
         *     salt and the payload's SHA-256 (the digest's 32 bytes). Only the holder of the payload and this
         *     salt can show that the entry is theirs; the log alone confirms no guess of the payload.
         */
        TransparencyReceipt: {
            /** @description The entry's index in the log. */
            logIndex: number;
            /** @description The salt, 32 bytes in standard base64 with padding (44 characters). */
            salt: string;
        };
        /**
         * @description The spec's Signature, plus the receipt, the signer's key and the receipt's place in the
         *     transparency log (`transparency`: present on every receipt issued since the log started).
         */
        Signature: {
            payload: components["schemas"]["Payload"];
            signature: components["schemas"]["HexSignature"];
            algo: components["schemas"]["Algo"];
            createdAt: components["schemas"]["Timestamp"];
            receiptId: components["schemas"]["ReceiptId"];
            keyId: components["schemas"]["KeyId"];
            transparency?: components["schemas"]["TransparencyReceipt"];
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
            transparency?: components["schemas"]["TransparencyReceipt"];
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
            /**
             * @description The problem type's stable name (the last segment of `type`), as in every problem body, and
             *     what `POST /api/signing/v2/sign` answers for the same item:
             *     - `signing-key-not-found` (404): none of the caller's keys has this `keyId`.
             *     - `signing-key-retired` (422): the key was retired by a rotation and can no longer sign.
             *     - `signing-key-changed` (409): the key was rotated while the batch was signing; send the item again.
             * @example signing-key-not-found
             * @enum {string}
             */
            code: "signing-key-not-found" | "signing-key-retired" | "signing-key-changed";
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
            transparency?: components["schemas"]["TransparencyReceipt"];
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
        TransparencyLog: {
            /** @description The log's name: the first line of its checkpoints. */
            origin: string;
            /** @description The log key as a signed-note verifier key, `<origin>+<8 hex digits>+<base64 of 0x01 and the key>`. */
            verifierKey: string;
            /** @description The latest checkpoint's tree size. */
            treeSize: number;
        };
        /** @description A SHA-256 hash (32 bytes) in standard base64 with padding, 44 characters. */
        Base64Hash: string;
        InclusionProof: {
            index: number;
            treeSize: number;
            /** @description The audit path, leaf end first (RFC 9162 §2.1.3.1). */
            hashes: components["schemas"]["Base64Hash"][];
        };
        ConsistencyProof: {
            from: number;
            to: number;
            /** @description The consistency proof (RFC 9162 §2.1.4.1). */
            hashes: components["schemas"]["Base64Hash"][];
        };
        /** @description The work's title (1–200 characters, not blank, no U+0000). */
        RightsTitle: string;
        /** @description What the work is (at most 2,000 characters). */
        RightsDescription: string | null;
        /**
         * @description What kind of work: 1–32 lowercase letters, digits or hyphens, for example `music`, `text`,
         *     `image`, `film`, `code`, `web`. Sound kinds (`music`, `audio`, `sound`, `podcast`, `phonogram`)
         *     make a bureau certificate also cite the WIPO Performances and Phonograms Treaty.
         * @example music
         */
        RightsKind: string;
        RightsObjectRequest: {
            title: components["schemas"]["RightsTitle"];
            description?: components["schemas"]["RightsDescription"];
            kind: components["schemas"]["RightsKind"];
            /** @description The work itself as text; only its SHA-256 is kept. Not with `contentSha256`. */
            content?: string;
            /** @description SHA-256 of the work's bytes, computed by the client. Not with `content`. */
            contentSha256?: components["schemas"]["Sha256Hex"];
        };
        /**
         * @description A rights certificate id (`rgt_` and a ULID); it is the rights object's id.
         * @example rgt_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        RightsCertId: string;
        /**
         * @description Where `contentSha256` comes from: `content` (SHA-256 of the UTF-8 of the `content` sent),
         *     `declared` (the `contentSha256` sent), `metadata` (SHA-256 of the RFC 8785 form of
         *     `{title, description, kind}`).
         * @enum {string}
         */
        DigestSource: "content" | "declared" | "metadata";
        /**
         * @description The rights certificate as a JSON document, derived from the stored object alone. Its RFC 8785
         *     canonical UTF-8 bytes are what the protection pipeline signs with the owner's Ed25519 key.
         */
        RightsCertificateDocument: {
            /** @enum {string} */
            type: "trustplane.rights-certificate/v1";
            id: components["schemas"]["RightsCertId"];
            /** @description The owner's user id. */
            owner: string;
            title: string;
            description: string | null;
            kind: string;
            /** @description SHA-256 of what was registered (see `digestSource`) as 64 lowercase hex digits. */
            contentSha256: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC with milliseconds, as `createdAt`.
             */
            registeredAt: string;
        };
        RightsObject: {
            id: components["schemas"]["RightsCertId"];
            title: string;
            description: string | null;
            kind: string;
            /** @description SHA-256 of what was registered (see `digestSource`) as 64 lowercase hex digits. */
            contentSha256: string;
            digestSource: components["schemas"]["DigestSource"];
            createdAt: components["schemas"]["Timestamp"];
            certificate: components["schemas"]["RightsCertificateDocument"];
            /** @description SHA-256 of the certificate document's RFC 8785 bytes. */
            certificateSha256: components["schemas"]["Sha256Hex"];
            /** @description The bureau certificate issued for this object by the pipeline, if any. */
            bureauCertId: string | null;
            /**
             * Format: uri
             * @description The public verification status of this certificate.
             */
            verifyUrl: string;
            /**
             * Format: uri
             * @description The embeddable badge.
             */
            embedUrl: string;
            /**
             * @description The certificate's entry in the transparency log (kind `rights-certificate`; absent for one
             *     registered before the log). Unsigned (`keyId` and `signatureSha256` null); its commitment is to
             *     the certificate document, whose SHA-256 is `certificateSha256`.
             */
            transparency?: components["schemas"]["TransparencyReceipt"];
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
         * @description A bureau certificate id (`bct_` and a ULID).
         * @example bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW
         */
        BureauCertId: string;
        Treaty: {
            /** @description Stable code: `berne-1886-paris-1971`, `wct-1996`, `trips-1994`, `ucc-1952-paris-1971`, `wppt-1996`. */
            code: string;
            name: string;
            /** @description The year the treaty was concluded. */
            year: number;
            /** @description The provision relied on. */
            provision: string;
            /**
             * Format: uri
             * @description The official text, where a stable address is known.
             */
            url: string | null;
        };
        BureauCertificate: {
            certId: components["schemas"]["BureauCertId"];
            issuedAt: components["schemas"]["Timestamp"];
            rightsObject: components["schemas"]["RightsObject"];
            /** @description The owner's signature over `rightsObject.certificate` (its signing receipt). */
            signature: components["schemas"]["DetachedSignature"];
            treaties: components["schemas"]["Treaty"][];
            /**
             * Format: uri
             * @description The public verification status.
             */
            verifyUrl: string;
            /**
             * Format: uri
             * @description The embeddable badge.
             */
            embedUrl: string;
            /**
             * @description The platform's signature over the certificate itself: Ed25519 by the platform key `keyId`
             *     (one of `GET /api/signing/v2/keys`) over the RFC 8785 form of `{type:
             *     "trustplane.bureau.certificate", algo: "Ed25519", certId, rightsObjectId, receiptId, ownerId,
             *     treaties, issuedAt}`, where `rightsObjectId` is `rightsObject.id`, `receiptId` is
             *     `signature.receiptId`, `ownerId` is `rightsObject.certificate.owner` and `treaties` the
             *     treaty codes in the order listed.
             */
            attestation: components["schemas"]["Attestation"];
            /**
             * @description The certificate's entry in the transparency log (kind `bureau-certificate`; absent for one
             *     issued before the log): `keyId` and `signatureSha256` are the attestation's, and the
             *     commitment is to the statement the attestation signs. `rightsObject.transparency` and
             *     `signature.transparency` are the object's and the receipt's own entries.
             */
            transparency?: components["schemas"]["TransparencyReceipt"];
        };
        /**
         * @description As the body of `POST /api/pipeline/protect`. Only types are checked for the whole request; the
         *     limits (lengths, `kind` pattern, `content` xor `contentSha256`) are checked per item, so a bad
         *     item fails alone.
         */
        ProtectBatchItem: {
            title: string;
            description?: string | null;
            kind: string;
            content?: string;
            contentSha256?: string;
        };
        ProtectBatchRequest: {
            items: components["schemas"]["ProtectBatchItem"][];
        };
        /** @description Why one item failed, shaped like a problem details body. */
        BatchItemProblem: {
            type: string;
            /**
             * @description The problem type's stable name (the last segment of `type`), as in every problem body:
             *     - `validation`: the item breaks a limit (length, `kind` pattern, `content` xor
             *       `contentSha256`) or its certificate document cannot be signed; `errors` says where.
             *     - `signing-key-changed`: the caller's signing key was rotated twice while the item was signing.
             *     - `unavailable`, `internal` (only in the items of a 503 or 500 `batch-incomplete`): the item
             *       failed on the server's side; send the request again.
             * @example validation
             * @enum {string}
             */
            code: "validation" | "signing-key-changed" | "unavailable" | "internal";
            title: string;
            status: number;
            detail?: string;
            errors?: {
                path?: string;
                message: string;
                code?: string;
            }[];
        };
        ProtectBatchResultItem: {
            /** @description The item's position in the request. */
            index: number;
            ok: boolean;
            certificate?: components["schemas"]["BureauCertificate"];
            error?: components["schemas"]["BatchItemProblem"];
        };
        ProtectBatchResult: {
            /** @description How many items were protected. */
            protected: number;
            /** @description How many items failed. */
            failed: number;
            items: components["schemas"]["ProtectBatchResultItem"][];
        };
        /**
         * @description The 500 of a batch. For `batch-incomplete` it also carries the per-item results, as
         *     `ProtectBatchResult` does: which items were issued (with their certificates) and which failed.
         */
        BatchIncompleteProblem: components["schemas"]["Problem"] & {
            /**
             * @example batch-incomplete
             * @enum {string}
             */
            code?: "batch-incomplete" | "internal" | "response-validation";
            /** @description How many items were protected. */
            protected?: number;
            /** @description How many items failed. */
            failed?: number;
            items?: components["schemas"]["ProtectBatchResultItem"][];
        };
        /** @description The 503 of a batch; for `batch-incomplete`, with the per-item results as for 500. */
        BatchUnavailableProblem: components["schemas"]["Problem"] & {
            /**
             * @example batch-incomplete
             * @enum {string}
             */
            code?: "batch-incomplete" | "unavailable";
            /** @description How many items were protected. */
            protected?: number;
            /** @description How many items failed. */
            failed?: number;
            items?: components["schemas"]["ProtectBatchResultItem"][];
        };
        /** @description Each check, or null when it does not apply (nothing to check). */
        VerificationChecks: {
            /** @description SHA-256 of the rebuilt certificate document equals the receipt's payloadSha256. */
            certificateDigest: boolean | null;
            /** @description The owner's Ed25519 signature verifies over the rebuilt document, under a key of the owner's; the certificate, the rights object and the receipt name that same owner. */
            signature: boolean | null;
            /** @description The platform key's attestation of the receipt verifies (a bureau certificate's receipt must have one). */
            attestation: boolean | null;
            /** @description The platform key's attestation of the bureau certificate itself (its `attestation`) verifies over the certificate as stored. */
            certificateAttestation: boolean | null;
            /** @description For `digestSource` metadata, the digest still matches title, description and kind. */
            contentDigest: boolean | null;
        };
        /**
         * @example {
         *       "id": "bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *       "exists": true,
         *       "intact": true,
         *       "type": "bureau-certificate",
         *       "reason": null,
         *       "certId": "bct_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *       "rightsCertId": "rgt_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *       "issuedAt": "2025-01-15T10:20:30.125Z",
         *       "registeredAt": "2025-01-15T10:20:30.123Z",
         *       "title": "Night Train",
         *       "kind": "music",
         *       "contentSha256": "3b8f0d5c1e2a4f6b7c8d9e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d",
         *       "treaties": [
         *         "berne-1886-paris-1971",
         *         "wct-1996",
         *         "trips-1994",
         *         "ucc-1952-paris-1971",
         *         "wppt-1996"
         *       ],
         *       "signature": {
         *         "receiptId": "sig_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *         "keyId": "key_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
         *         "algo": "Ed25519"
         *       },
         *       "checks": {
         *         "certificateDigest": true,
         *         "signature": true,
         *         "attestation": true,
         *         "certificateAttestation": true,
         *         "contentDigest": true
         *       },
         *       "checkedAt": "2025-02-01T08:00:00.000Z"
         *     }
         */
        VerificationStatus: {
            /** @description The id asked about. */
            id: string;
            exists: boolean;
            /** @description Every applicable check passes (see the operation). */
            intact: boolean;
            /** @enum {string|null} */
            type: "bureau-certificate" | "rights-certificate" | null;
            /**
             * @description Why not intact; null when intact.
             * @enum {string|null}
             */
            reason: "not-found" | "unsigned" | "tampered" | null;
            /** @description The bureau certificate checked. */
            certId: string | null;
            rightsCertId: string | null;
            /**
             * Format: date-time
             * @description When the bureau certificate was issued.
             */
            issuedAt: string | null;
            /**
             * Format: date-time
             * @description When the rights object was registered.
             */
            registeredAt: string | null;
            title: string | null;
            kind: string | null;
            contentSha256: string | null;
            /** @description Codes of the treaties cited. */
            treaties: string[];
            signature: {
                receiptId: string;
                keyId: string;
                /** @enum {string} */
                algo: "Ed25519";
            } | null;
            checks: components["schemas"]["VerificationChecks"];
            checkedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description What kind of artifact is certified.
         * @enum {string}
         */
        ArtifactType: "music" | "film" | "code" | "web";
        /**
         * @example {
         *       "artifactType": "music",
         *       "rightsCertId": "rgt_01JD5V9ZK3M4N5P6Q7R8S9T0VW",
         *       "signReceiptId": "sig_01JD5VA0K3M4N5P6Q7R8S9T0VW"
         *     }
         */
        SubmissionRequest: {
            artifactType: components["schemas"]["ArtifactType"];
            rightsCertId: components["schemas"]["RightsCertId"];
            signReceiptId: components["schemas"]["ReceiptId"];
        };
        /**
         * @description An artifact version's id (`arv_` and a ULID).
         * @example arv_01JD5W2A7B8C9D0E1F2G3H4J5K
         */
        ArtifactVersionId: string;
        /**
         * @description An artifact's id (`art_` and a ULID), stable for one owner and certificate.
         * @example art_01JD5W2A7B8C9D0E1F2G3H4J5J
         */
        ArtifactId: string;
        /** @description The certificate as submitted and checked, with the owner's signature over it. */
        SubmittedCertificate: {
            rightsCertId: components["schemas"]["RightsCertId"];
            /** @description The certificate's content digest (what was registered); the duplication rule looks up its earliest registration. */
            contentSha256: components["schemas"]["Sha256Hex"];
            /** @description SHA-256 of the certificate document's RFC 8785 bytes, equal to the receipt's payload digest. */
            certificateSha256: components["schemas"]["Sha256Hex"];
            signReceiptId: components["schemas"]["ReceiptId"];
            signerKeyId: components["schemas"]["KeyId"];
            signerPublicKey: components["schemas"]["Base64urlPublicKey"];
            signature: components["schemas"]["Base64urlSignature"];
        };
        /**
         * @description `verified` when the approving weight reached the threshold, else `rejected`.
         * @enum {string}
         */
        Verdict: "verified" | "rejected";
        /**
         * @description The threshold as an exact fraction of the weight cast.
         * @example {
         *       "numerator": 3,
         *       "denominator": 4
         *     }
         */
        Quorum: {
            numerator: number;
            denominator: number;
        };
        /**
         * @description A validator's id, as configured.
         * @example integrity
         */
        ValidatorId: string;
        /**
         * @description The rule a validator judges by (see `submitRegistryArtifact`).
         * @enum {string}
         */
        ValidatorRule: "integrity" | "provenance" | "policy" | "duplication";
        /**
         * @description One validator's signed vote. `signature` is Ed25519 by `publicKey` over the RFC 8785 form of
         *     `{type: "trustplane.registry.vote", algo: "Ed25519", artifactVersionId, submissionDigest,
         *     validatorId, rule, decision, reason, weight, castAt}`.
         */
        Vote: {
            validatorId: components["schemas"]["ValidatorId"];
            rule: components["schemas"]["ValidatorRule"];
            approve: boolean;
            /**
             * @description `approve` when `approve` is true, else `reject` (the word the signed statement uses).
             * @enum {string}
             */
            decision: "approve" | "reject";
            /** @description Why, in the validator's words. */
            reason: string;
            /** @description The validator's weight when it voted. */
            weight: number;
            algo: components["schemas"]["Algo"];
            publicKey: components["schemas"]["Base64urlPublicKey"];
            signature: components["schemas"]["Base64urlSignature"];
            castAt: components["schemas"]["Timestamp"];
        };
        /** @description One submission of an artifact, its digest, every validator's vote and the verdict. */
        ArtifactVersion: {
            id: components["schemas"]["ArtifactVersionId"];
            artifactId: components["schemas"]["ArtifactId"];
            /** @description 1 for the first submission, then 2, 3, … */
            version: number;
            /** @description The owner's user id. */
            ownerId: string;
            artifactType: components["schemas"]["ArtifactType"];
            certificate: components["schemas"]["SubmittedCertificate"];
            /** @description SHA-256 of the canonical submission statement (see `submitRegistryArtifact`); every vote signs it. */
            submissionDigest: components["schemas"]["Sha256Hex"];
            submittedAt: components["schemas"]["Timestamp"];
            verdict: components["schemas"]["Verdict"];
            /** @description Weight of the approving votes. */
            approvedWeight: number;
            /** @description Weight of all votes cast. */
            totalWeight: number;
            /** @description The least approving weight that verifies: ⌈totalWeight × numerator / denominator⌉. */
            requiredWeight: number;
            /** @description The threshold in force, numerator / denominator. */
            threshold: number;
            quorum: components["schemas"]["Quorum"];
            /** @description Every validator's vote, in the order the validators are configured. */
            votes: components["schemas"]["Vote"][];
            /**
             * @description The verdict's entry in the transparency log (kind `registry-verdict`; absent for one given
             *     before the log). Its commitment is to the RFC 8785 form of `{type: "trustplane.registry.verdict",
             *     artifactVersionId, submissionDigest, verdict, approvedWeight, totalWeight, requiredWeight,
             *     quorum: {numerator, denominator}, votes}`, `votes` being every vote's `signature` in order (each
             *     signs its vote); `keyId` and `signatureSha256` are null. Public, as the verdict is: anyone can
             *     check that the log holds it.
             */
            transparency?: components["schemas"]["TransparencyReceipt"];
        };
        /** @description A version's verdict without its votes. */
        VersionSummary: {
            id: components["schemas"]["ArtifactVersionId"];
            version: number;
            artifactType: components["schemas"]["ArtifactType"];
            verdict: components["schemas"]["Verdict"];
            approvedWeight: number;
            totalWeight: number;
            requiredWeight: number;
            threshold: number;
            quorum: components["schemas"]["Quorum"];
            submittedAt: components["schemas"]["Timestamp"];
        };
        /** @description An artifact with a summary of its latest version. */
        RecentArtifact: {
            id: components["schemas"]["ArtifactId"];
            /** @description The owner's user id. */
            ownerId: string;
            rightsCertId: components["schemas"]["RightsCertId"];
            createdAt: components["schemas"]["Timestamp"];
            versionCount: number;
            latest: components["schemas"]["VersionSummary"];
        };
        RecentArtifactPage: {
            items: components["schemas"]["RecentArtifact"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        Artifact: {
            id: components["schemas"]["ArtifactId"];
            /** @description The owner's user id. */
            ownerId: string;
            rightsCertId: components["schemas"]["RightsCertId"];
            createdAt: components["schemas"]["Timestamp"];
            /** @description How many versions the artifact has. */
            versionCount: number;
        };
        ArtifactPublicPage: {
            artifact: components["schemas"]["Artifact"];
            /** @description The latest 100 versions, newest first. */
            versions: components["schemas"]["ArtifactVersion"][];
        };
        /** @description The rule's parameters (only the rule's own appear). */
        ValidatorParams: {
            /** @description provenance */
            minCertificateAgeSeconds?: number;
            /** @description provenance */
            minAccountAgeSeconds?: number;
            /** @description policy */
            allowedTypes?: components["schemas"]["ArtifactType"][];
        };
        Validator: {
            id: components["schemas"]["ValidatorId"];
            rule: components["schemas"]["ValidatorRule"];
            weight: number;
            params: components["schemas"]["ValidatorParams"];
            algo: components["schemas"]["Algo"];
            publicKey: components["schemas"]["Base64urlPublicKey"];
            keyCreatedAt: components["schemas"]["Timestamp"];
        };
        ValidatorSet: {
            /** @description numerator / denominator. */
            threshold: number;
            quorum: components["schemas"]["Quorum"];
            /** @description The weight of all validators. */
            totalWeight: number;
            /** @description The approving weight a verdict `verified` needs. */
            requiredWeight: number;
            validators: components["schemas"]["Validator"][];
        };
        /** @description The spec's Registry stats, plus the two sums trustWeight is the ratio of. */
        RegistryStats: {
            totalArtifacts: number;
            verifiedCount: number;
            /** @description approvedWeight / castWeight, 0 when castWeight is 0. */
            trustWeight: number;
            /** @description Approving weight summed over every artifact's latest version. */
            approvedWeight: number;
            /** @description Weight cast, summed over every artifact's latest version. */
            castWeight: number;
        };
        /** @description A sum in TNU (at most 2 decimals), exact. */
        SourceTotal: number;
        /**
         * @description `rights` royalties, `chess` tournament prizes, `registry` certification payouts.
         * @enum {string}
         */
        EarningSource: "rights" | "chess" | "registry";
        EarningsAggregate: {
            totals: {
                rights: components["schemas"]["SourceTotal"];
                chess: components["schemas"]["SourceTotal"];
                registry: components["schemas"]["SourceTotal"];
                all: components["schemas"]["SourceTotal"];
            };
            perSource: {
                source: components["schemas"]["EarningSource"];
                amount: components["schemas"]["SourceTotal"];
                /** @description How many records. */
                count: number;
                /**
                 * Format: date-time
                 * @description When the latest record of this source was reported; `null` when there is none.
                 */
                last: string | null;
            }[];
        };
        /** @description A royalty record id (`roy_` and a ULID). */
        RoyaltyId: string;
        /**
         * @description The period the royalty is for, a quarter label (`2025-Q2`) or, for partners that settle monthly, a month (`2025-06`).
         * @example 2025-Q2
         */
        RoyaltyPeriod: string;
        RoyaltyEvent: {
            id: components["schemas"]["RoyaltyId"];
            productKey: string;
            period: components["schemas"]["RoyaltyPeriod"];
            amount: components["schemas"]["Amount"];
            paidAt: components["schemas"]["Timestamp"];
        };
        RoyaltyEventPage: {
            items: components["schemas"]["RoyaltyEvent"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description A certification payout record id (`cpo_` and a ULID). */
        CertificationPayoutId: string;
        CertificationPayout: {
            id: components["schemas"]["CertificationPayoutId"];
            artifactVersionId: string;
            amount: components["schemas"]["Amount"];
            certifiedAt: components["schemas"]["Timestamp"];
        };
        CertificationPayoutPage: {
            items: components["schemas"]["CertificationPayout"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description A prize record id (`prz_` and a ULID). */
        PrizeId: string;
        PrizeEntry: {
            id: components["schemas"]["PrizeId"];
            /** @description The partner's tournament id, as reported. */
            tournamentId: string;
            place: number;
            amount: components["schemas"]["Amount"];
            finalizedAt: components["schemas"]["Timestamp"];
        };
        PrizeEntryPage: {
            items: components["schemas"]["PrizeEntry"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        /** @description A tournament id (`trn_` and a ULID). */
        TournamentId: string;
        /** @description The prizes on offer, in TNU (at most 2 decimals; 0 for none). */
        PrizePool: number;
        UpcomingTournament: {
            id: components["schemas"]["TournamentId"];
            name: string;
            startsAt: components["schemas"]["Timestamp"];
            /** @description Time control and pairing, e.g. `Blitz 3+2, Swiss, 7 rounds`. */
            format: string;
            prizePool: components["schemas"]["PrizePool"];
            /** @description Players entered so far. */
            entries: number;
            /** @description The most players the tournament takes. */
            capacity: number;
        };
        /** @description One page of upcoming tournaments. */
        UpcomingTournamentList: {
            items: components["schemas"]["UpcomingTournament"][];
            total: components["schemas"]["Total"];
            nextCursor: components["schemas"]["NextCursor"];
        };
        CreateTournamentRequest: {
            name: string;
            startsAt: components["schemas"]["Timestamp"];
            format: string;
            prizePool: components["schemas"]["PrizePool"];
            /** @description Players entered so far; 0 when omitted. */
            entries?: number;
            capacity: number;
        };
        /** @description A tournament as operators see it (the public fields, and when it was created and last changed). */
        Tournament: {
            id: components["schemas"]["TournamentId"];
            name: string;
            startsAt: components["schemas"]["Timestamp"];
            format: string;
            prizePool: components["schemas"]["PrizePool"];
            entries: number;
            capacity: number;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        UpdateTournamentRequest: {
            name?: string;
            startsAt?: components["schemas"]["Timestamp"];
            format?: string;
            prizePool?: components["schemas"]["PrizePool"];
            entries?: number;
            capacity?: number;
        };
        /**
         * @description `string`: one line; `text`: line breaks allowed; `date`: `YYYY-MM-DD`; `money`: a JSON number with at most 2 decimals; `integer`: a JSON integer from the field's `minimum` to its `maximum`.
         * @enum {string}
         */
        ContractFieldType: "string" | "text" | "date" | "money" | "integer";
        ContractTemplateField: {
            /** @description The key in a document's `fields`. */
            name: string;
            label: string;
            type: components["schemas"]["ContractFieldType"];
            required: boolean;
            /** @description Longest value in characters (for `money` and `integer`, of its decimal form). */
            maxLength: number;
            /** @description An `integer` field's smallest value (only on `integer` fields). */
            minimum?: number;
            /** @description An `integer` field's largest value (only on `integer` fields). */
            maximum?: number;
        };
        ContractTemplateSection: {
            heading: string;
            /** @description The section's text, `{{name}}` standing for a field's value. */
            body: string;
        };
        ContractTemplate: {
            /**
             * @description What `template` names when a document is made.
             * @example nda
             */
            id: string;
            title: string;
            description: string;
            /** @description The currency of its `money` fields. */
            currency: string;
            fields: components["schemas"]["ContractTemplateField"][];
            sections: components["schemas"]["ContractTemplateSection"][];
        };
        ContractTemplateList: {
            items: components["schemas"]["ContractTemplate"][];
        };
        /**
         * @description `active` while it can be viewed; `destroyed` once its key and content are gone.
         * @enum {string}
         */
        ContractDocumentStatus: "active" | "destroyed";
        ContractDocumentSummary: {
            /** @example cdoc_01JD0000000000000000000000 */
            id: string;
            /** @description The template's `id`. */
            template: string;
            /** @description The template's title. */
            title: string;
            status: components["schemas"]["ContractDocumentStatus"];
            maxViews: number;
            viewsUsed: number;
            /** @description 0 once destroyed. */
            viewsRemaining: number;
            /** @description Whether anyone has viewed it. */
            viewed: boolean;
            /** Format: date-time */
            firstViewedAt: string | null;
            /** Format: date-time */
            lastViewedAt: string | null;
            expiresAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            destroyedAt: string | null;
            /**
             * @description Why it was destroyed.
             * @enum {string|null}
             */
            destroyedReason: "views-exhausted" | "expired" | "revoked" | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
        };
        ContractDocumentPage: {
            items: components["schemas"]["ContractDocumentSummary"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        /**
         * @description Field values by field name: strings for `string`, `text` and `date` fields, numbers for `money` and `integer`.
         * @example {
         *       "disclosingParty": "Ada Labs LLP",
         *       "receivingParty": "Grace Hopper",
         *       "purpose": "Evaluating a joint venture",
         *       "effectiveDate": "2026-12-01",
         *       "termMonths": 24
         *     }
         */
        ContractFieldValues: {
            [key: string]: string | number;
        };
        /**
         * @description Who the link's page says sent the document, as its owner chooses to be named to the reader
         *     (one line: no line break, control or bidirectional formatting character). Without it the
         *     page names no one. Encrypted at rest under the document's key, destroyed with its content.
         * @example Ada Labs LLP
         */
        ContractSenderName: string;
        ContractDocumentCreate: {
            /**
             * @description A template's `id`.
             * @example nda
             */
            template: string;
            fields: components["schemas"]["ContractFieldValues"];
            senderName?: components["schemas"]["ContractSenderName"];
            /** @description How many times the document may be viewed (default 1). */
            maxViews?: number;
            /** @description Lifetime from now (default 86400). */
            expiresInSeconds?: number;
            /**
             * Format: date-time
             * @description Instead of `expiresInSeconds`: 60 s to 30 days from now.
             */
            expiresAt?: string;
        };
        ContractDocument: {
            /** @example cdoc_01JD0000000000000000000000 */
            id: string;
            template: string;
            title: string;
            status: components["schemas"]["ContractDocumentStatus"];
            maxViews: number;
            viewsUsed: number;
            viewsRemaining: number;
            viewed: boolean;
            /** Format: date-time */
            firstViewedAt: string | null;
            /** Format: date-time */
            lastViewedAt: string | null;
            expiresAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            destroyedAt: string | null;
            /**
             * @description Why it was destroyed.
             * @enum {string|null}
             */
            destroyedReason: "views-exhausted" | "expired" | "revoked" | null;
            createdAt: components["schemas"]["Timestamp"];
            updatedAt: components["schemas"]["Timestamp"];
            /** @description The field values as given (see `ContractFieldValues`); `null` once the document is destroyed. */
            fields: {
                [key: string]: string | number;
            } | null;
            /** @description The sender's name the link's page shows; `null` when none was given, and once the document is destroyed. */
            senderName: string | null;
        };
        ContractDocumentCreated: {
            document: components["schemas"]["ContractDocument"];
            /** @description The link to share: `<PUBLIC_BASE_URL>/api/contracts/view/<viewToken>` (a page in a browser). Shown only now. */
            viewUrl: string;
            /** @description The link's token (256 random bits). Shown only now. */
            viewToken: string;
        };
        ContractDocumentUpdate: {
            fields?: components["schemas"]["ContractFieldValues"];
            /** @description A new sender's name (see `ContractSenderName`), or `null` for none. */
            senderName?: string | null;
            maxViews?: number;
            expiresInSeconds?: number;
            /** Format: date-time */
            expiresAt?: string;
            /**
             * @description Destroy the document now (alone in the body).
             * @enum {boolean}
             */
            revoked?: true;
        };
        /** @enum {string} */
        ContractDestroyedReason: "views-exhausted" | "expired" | "revoked";
        ContractLink: {
            template: string;
            title: string;
            status: components["schemas"]["ContractDocumentStatus"];
            viewsRemaining: number;
            expiresAt: components["schemas"]["Timestamp"];
            /** Format: date-time */
            destroyedAt: string | null;
        };
        ContractRenderedField: {
            name: string;
            label: string;
            type: components["schemas"]["ContractFieldType"];
            /** @description The value as shown in the text (money with 2 decimals and the currency); `null` when not given. */
            value: string | null;
        };
        ContractView: {
            template: string;
            title: string;
            sections: {
                heading: string;
                text: string;
            }[];
            /** @description The whole document as plain text: the title, then each section. */
            text: string;
            fields: components["schemas"]["ContractRenderedField"][];
            /** @description Views left after this one (0 means this view destroyed it). */
            viewsRemaining: number;
            expiresAt: components["schemas"]["Timestamp"];
            viewedAt: components["schemas"]["Timestamp"];
        };
        /**
         * @description `ed25519`: an Ed25519 key pair whose private seed is shared (recovery signs with it);
         *     `secret-256`: 32 random bytes (recovery answers them).
         * @enum {string}
         */
        KeyshieldKind: "ed25519" | "secret-256";
        KeyshieldDeriveRequest: {
            kind: components["schemas"]["KeyshieldKind"];
            /** @description k: how many shares recover the key (at most `shares`). */
            threshold: number;
            /** @description n: how many shares to make. */
            shares: number;
            /** @description A name for the key, shown in lists (stored as written; not a place for secrets). */
            label?: string;
        };
        /** @example ksk_01JD0000000000000000000000 */
        KeyshieldKeyId: string;
        KeyshieldKey: {
            id: components["schemas"]["KeyshieldKeyId"];
            kind: components["schemas"]["KeyshieldKind"];
            label: string | null;
            /** @description The Ed25519 public key (32 bytes, unpadded base64url); `null` for `secret-256`. */
            publicKey: string | null;
            /** @description k */
            threshold: number;
            /** @description n */
            shares: number;
            /** @description 1 when derived, one more at each rotation; only shares of this epoch work. */
            epoch: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            rotatedAt: string | null;
            /**
             * Format: date-time
             * @description When it was retired (its secret destroyed); null while usable.
             */
            retiredAt: string | null;
        };
        /**
         * @description A share as derive or rotate returned it: `ks1.<keyId>.<epoch>.<index>.<data>.<check>`.
         * @example ks1.ksk_01JD0000000000000000000000.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB.00000000
         */
        KeyshieldShare: string;
        KeyshieldKeyWithShares: {
            key: components["schemas"]["KeyshieldKey"];
            /** @description The n shares of the key's current epoch, by index (shown only here; `null` on an idempotent replay). */
            shares: components["schemas"]["KeyshieldShare"][] | null;
        };
        KeyshieldRecoverRequest: {
            keyId: components["schemas"]["KeyshieldKeyId"];
            shares: components["schemas"]["KeyshieldShare"][];
            /** @description For an `ed25519` key, the text to sign (its UTF-8 bytes are signed); absent for `secret-256`. */
            message?: string;
        };
        KeyshieldRecovery: {
            keyId: components["schemas"]["KeyshieldKeyId"];
            kind: components["schemas"]["KeyshieldKind"];
            epoch: number;
            /** @description The Ed25519 public key that checks `signature`; `null` for `secret-256`. */
            publicKey: string | null;
            /** @description Ed25519 signature of the UTF-8 bytes of `message` (64 bytes, unpadded base64url); `null` for `secret-256`. */
            signature: string | null;
            /** @description The 256-bit secret (32 bytes, unpadded base64url); `null` for `ed25519`, whose seed never leaves. */
            secret: string | null;
        };
        KeyshieldRotateRequest: {
            keyId: components["schemas"]["KeyshieldKeyId"];
            shares: components["schemas"]["KeyshieldShare"][];
        };
        KeyshieldKeyPage: {
            items: components["schemas"]["KeyshieldKey"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
        };
        KeyshieldAuditEntry: {
            /** @example ksa_01JD0000000000000000000000 */
            id: string;
            keyId: components["schemas"]["KeyshieldKeyId"];
            /** @description Who used the key (its owner). */
            userId: string;
            /** @enum {string} */
            operation: "derive" | "recover" | "rotate" | "retire";
            /** @description The key's epoch when it was used (a rotation's is the one it left). */
            epoch: number;
            /** @enum {string} */
            outcome: "succeeded" | "refused";
            /** @description A refusal's problem `code` (`share-stale-epoch`, …); `null` when it succeeded. */
            code: string | null;
            /** @description The request's `X-Request-Id`. */
            requestId: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        KeyshieldAuditPage: {
            items: components["schemas"]["KeyshieldAuditEntry"][];
            total: number;
            nextCursor: components["schemas"]["NextCursor"];
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
         * @description `code` says why:
         *     - `signing-key-changed`: the caller's key was rotated while the request was signing; send it again.
         */
        SigningKeyChanged: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example signing-key-changed
                     * @enum {string}
                     */
                    code?: "signing-key-changed";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `signing-key-not-found`: none of the caller's signing keys has this id (someone else's key is
         *       answered alike).
         */
        SigningKeyNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example signing-key-not-found
                     * @enum {string}
                     */
                    code?: "signing-key-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `signing-key-retired`: the key was retired by a rotation and can no longer sign.
         */
        SigningKeyRetired: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example signing-key-retired
                     * @enum {string}
                     */
                    code?: "signing-key-retired";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `signing-key-forbidden`: the key is not one of the caller's (or does not exist).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        SigningKeyForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example signing-key-forbidden
                     * @enum {string}
                     */
                    code?: "signing-key-forbidden";
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code` says why:
         *     - `transparency-entry-not-found`: the latest checkpoint's tree has no entry at this index (yet).
         */
        EntryNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example transparency-entry-not-found
                     * @enum {string}
                     */
                    code?: "transparency-entry-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `validation`: a parameter is missing or malformed; `errors` lists each.
         *     - `transparency-index-out-of-range`: the index is not below the tree size, or `from` is above `to`.
         */
        ProofOutOfRange: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example validation
                     * @enum {string}
                     */
                    code?: "validation" | "transparency-index-out-of-range";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `transparency-tree-size-unknown`: the tree size is larger than the latest checkpoint's.
         */
        TreeSizeUnknown: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example transparency-tree-size-unknown
                     * @enum {string}
                     */
                    code?: "transparency-tree-size-unknown";
                };
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
         *     - `rights-object-not-found`: no rights object with this id is visible here.
         */
        RightsObjectNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example rights-object-not-found
                     * @enum {string}
                     */
                    code?: "rights-object-not-found";
                };
            };
        };
        /**
         * @description `code` says why:
         *     - `tournament-capacity`: `entries` would exceed `capacity`.
         */
        TournamentCapacity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example tournament-capacity
                     * @enum {string}
                     */
                    code?: "tournament-capacity";
                };
            };
        };
        /**
         * @description Nothing was created. `code`:
         *     - `contract-document-limit`: the caller already has `limit` documents that are not destroyed
         *       (`CONTRACTS_MAX_LIVE_DOCUMENTS_PER_USER`).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        ContractDocumentLimit: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example contract-document-limit
                     * @enum {string}
                     */
                    code?: "contract-document-limit";
                    limit: number;
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `contract-document-not-found`: no document of the caller's has this id.
         */
        ContractDocumentNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example contract-document-not-found
                     * @enum {string}
                     */
                    code?: "contract-document-not-found";
                };
            };
        };
        /**
         * @description `code`:
         *     - `document-destroyed`: the document was destroyed (its views were used up, it expired, or its
         *       owner revoked it); `destroyedAt` says when and `destroyedReason` why.
         */
        ContractDocumentDestroyed: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example document-destroyed
                     * @enum {string}
                     */
                    code?: "document-destroyed";
                    destroyedAt: components["schemas"]["Timestamp"];
                    destroyedReason: components["schemas"]["ContractDestroyedReason"];
                };
            };
        };
        /**
         * @description `code`:
         *     - `contract-link-not-found`: no document has this link (the token is wrong or was never issued).
         */
        ContractLinkNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "Cache-Control": components["headers"]["NoStore"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example contract-link-not-found
                     * @enum {string}
                     */
                    code?: "contract-link-not-found";
                };
            };
        };
        /**
         * @description Nothing was created. `code`:
         *     - `keyshield-key-limit`: the caller already holds `limit` keys (`KEYSHIELD_MAX_KEYS_PER_USER`).
         *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
         *       operation (see `Forbidden` in components.yaml).
         */
        KeyshieldKeyLimit: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": (components["schemas"]["Problem"] & {
                    /**
                     * @example keyshield-key-limit
                     * @enum {string}
                     */
                    code?: "keyshield-key-limit";
                    limit: number;
                }) | components["schemas"]["ForbiddenProblem"];
            };
        };
        /**
         * @description `code`:
         *     - `keyshield-key-not-found`: no key of the caller's has this id.
         */
        KeyshieldKeyNotFound: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /**
                     * @example keyshield-key-not-found
                     * @enum {string}
                     */
                    code?: "keyshield-key-not-found";
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
        /** @description The entry's index (0 for the first). */
        EntryIndex: number;
        /** @description The size of the tree (a checkpoint's) the proof is for. */
        TreeSize: number;
        /** @description A rights certificate id. */
        RightsObjectIdPath: components["schemas"]["RightsCertId"];
        /**
         * @description The document's id (`cdoc_…`).
         * @example cdoc_01JD0000000000000000000000
         */
        ContractDocumentIdPath: string;
        /**
         * @description The link's token (43 base64url characters), as in `viewUrl`.
         * @example q3Vh0o6mJdC4nG8Jc2Y1Zt7wKx9LrP5sUe0aBfHiTgM
         */
        ContractViewTokenPath: string;
        /**
         * @description The key's id (`ksk_…`).
         * @example ksk_01JD0000000000000000000000
         */
        KeyshieldKeyIdPath: string;
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
        /** @description `true` when the response is the stored result of an earlier call with the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description `no-store`: the answer must not be kept by any cache. */
        NoStore: "no-store";
        /** @description `noindex`: search engines must not index the link. */
        NoIndex: "noindex";
        /** @description `no-referrer`: a page opened from the answer learns nothing of the link. */
        NoReferrer: "no-referrer";
        /** @description `Accept`: a browser gets a page, a program JSON. */
        VaryAccept: string;
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `account-limit`: the caller already holds the most accounts a user may (10).
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example account-limit
                         * @enum {string}
                         */
                        code?: "account-limit";
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `user-not-found`: no user has this email.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example user-not-found
                         * @enum {string}
                         */
                        code?: "user-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getLedgerAccount: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The account's id (`acc_…`).
                 * @example acc_01JD0000000000000000000000
                 */
                id: components["schemas"]["AccountId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The account. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `account-not-found`: the caller has no account with this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example account-not-found
                         * @enum {string}
                         */
                        code?: "account-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            /**
             * @description `code` says why:
             *     - `not-account-owner`: the account is not one of the caller's (or does not exist).
             *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
             *       operation (see `Forbidden` in components.yaml).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": (components["schemas"]["Problem"] & {
                        /**
                         * @example not-account-owner
                         * @enum {string}
                         */
                        code?: "not-account-owner";
                    }) | components["schemas"]["ForbiddenProblem"];
                };
            };
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The top-up cannot be made. `code` says why:
             *     - `topup-limit`: the amount is over the per-top-up cap (`TOPUP_MAX`, default 1,000,000 TNU).
             *     - `balance-limit`: the credit would take the account over the largest balance
             *       (9,999,999,999,999.99 TNU).
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new
             *       key.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example topup-limit
                         * @enum {string}
                         */
                        code?: "topup-limit" | "balance-limit" | "idempotency-key-reused";
                    };
                };
            };
            /**
             * @description Wait `Retry-After` seconds. `code` says why:
             *     - `rate-limited`: the caller's rate limit is used up; wait `Retry-After` seconds.
             *     - `topup-rate-limited`: the caller made `TOPUP_LIMIT_PER_HOUR` top-ups in the last hour; wait
             *       `Retry-After` seconds.
             */
            429: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example rate-limited
                         * @enum {string}
                         */
                        code?: "rate-limited" | "topup-rate-limited";
                    };
                };
            };
            /**
             * @description Temporarily unable to answer; nothing was done. `code` says why:
             *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach; retry
             *       after `Retry-After` seconds.
             *     - `deadline-passed`: the database could not complete the request in time; nothing was changed,
             *       retry.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example unavailable
                         * @enum {string}
                         */
                        code?: "unavailable" | "deadline-passed";
                    };
                };
            };
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
            /**
             * @description The request is malformed or does not match the contract. `code` says why:
             *     - `validation`: the request does not match the contract (a parameter or field missing, unknown or
             *       malformed); `errors` lists each.
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read (it ended before its `Content-Length`).
             *     - `invalid-data`: a value the contract allows that the database cannot store (too long, out of
             *       range).
             *     - `same-account`: `from` and `to` are the same account.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example validation
                         * @enum {string}
                         */
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "same-account";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            /**
             * @description `code` says why:
             *     - `not-account-owner`: the `from` account is not one of the caller's (or does not exist).
             *     - `insufficient-scope`, `session-required`: an API key was sent that may not call this
             *       operation (see `Forbidden` in components.yaml).
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": (components["schemas"]["Problem"] & {
                        /**
                         * @example not-account-owner
                         * @enum {string}
                         */
                        code?: "not-account-owner";
                    }) | components["schemas"]["ForbiddenProblem"];
                };
            };
            /**
             * @description `code` says why:
             *     - `account-not-found`: the `to` account does not exist.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example account-not-found
                         * @enum {string}
                         */
                        code?: "account-not-found";
                    };
                };
            };
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The transfer cannot be made; nothing changed. `code` says why:
             *     - `insufficient-funds`: the balance of `from` is below the amount; nothing changed.
             *     - `balance-limit`: the credit would take `to` over the largest balance (9,999,999,999,999.99 TNU).
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new
             *       key.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example insufficient-funds
                         * @enum {string}
                         */
                        code?: "insufficient-funds" | "balance-limit" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            /**
             * @description Temporarily unable to answer; no money moved. `code` says why:
             *     - `unavailable`: the database (or, for a bearer token, the check of it) is out of reach; retry
             *       after `Retry-After` seconds.
             *     - `deadline-passed`: the database could not complete the request in time; nothing was changed,
             *       retry.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example unavailable
                         * @enum {string}
                         */
                        code?: "unavailable" | "deadline-passed";
                    };
                };
            };
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
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["SigningKeyChanged"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestBody"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["SigningKeyNotFound"];
            409: components["responses"]["SigningKeyChanged"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["SigningKeyRetired"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestBody"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestBody"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["SigningKeyForbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
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
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransparencyLog"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyCheckpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkpoint. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The entry's index (0 for the first). */
                index: components["parameters"]["EntryIndex"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The entry's bytes. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["EntryNotFound"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyInclusionProof: {
        parameters: {
            query: {
                /** @description The entry's index (0 for the first). */
                index: number;
                /** @description The size of the tree (a checkpoint's) the proof is for. */
                treeSize: components["parameters"]["TreeSize"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InclusionProof"];
                };
            };
            400: components["responses"]["ProofOutOfRange"];
            404: components["responses"]["TreeSizeUnknown"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    getTransparencyConsistencyProof: {
        parameters: {
            query: {
                /** @description The smaller tree size (that of the checkpoint the caller held before). */
                from: number;
                /** @description The larger tree size. */
                to: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proof. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsistencyProof"];
                };
            };
            400: components["responses"]["ProofOutOfRange"];
            404: components["responses"]["TreeSizeUnknown"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    createRightsObject: {
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
                "application/json": components["schemas"]["RightsObjectRequest"];
            };
        };
        responses: {
            /** @description Registered. */
            201: {
                headers: {
                    /** @description `/api/rights/objects/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RightsObject"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRightsObject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A rights certificate id. */
                id: components["parameters"]["RightsObjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The object. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RightsObject"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["RightsObjectNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRightsEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A rights certificate id. */
                id: components["parameters"]["RightsObjectIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    /** @description `default-src 'none'; style-src 'sha256-…'; base-uri 'none'; form-action 'none'; frame-ancestors *` */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["RightsObjectNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    protectWork: {
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
                 *       "title": "Night Train",
                 *       "description": "Piano sketch in D minor",
                 *       "kind": "music"
                 *     }
                 */
                "application/json": components["schemas"]["RightsObjectRequest"];
            };
        };
        responses: {
            /** @description Protected. */
            201: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BureauCertificate"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description Send the request again. `code` says why:
             *     - `idempotency-key-in-flight`: a request with the same Idempotency-Key is still being processed;
             *       retry after `Retry-After` seconds.
             *     - `signing-key-changed`: the caller's signing key was rotated twice while this request was
             *       signing.
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
                         * @example idempotency-key-in-flight
                         * @enum {string}
                         */
                        code?: "idempotency-key-in-flight" | "signing-key-changed";
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
    protectWorkBatch: {
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
                 *       "items": [
                 *         {
                 *           "title": "Night Train",
                 *           "kind": "music"
                 *         },
                 *         {
                 *           "title": "On Trust",
                 *           "kind": "text",
                 *           "content": "Trust is the residue of promises kept."
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["ProtectBatchRequest"];
            };
        };
        responses: {
            /** @description One result per item. */
            200: {
                headers: {
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProtectBatchResult"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            /**
             * @description Not final: send the same request again. `code` says why:
             *     - `batch-incomplete`: some items failed on the server's side; the body carries the per-item
             *       results. With the same Idempotency-Key, only the failed items are issued.
             *     - `internal`: the whole request failed unexpectedly; quote the `requestId` when reporting it.
             *     - `response-validation`: outside production only, the answer did not match this contract (a
             *       bug of the server's).
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BatchIncompleteProblem"];
                };
            };
            /**
             * @description Temporarily unable to finish; retry after `Retry-After` seconds. `code` says why:
             *     - `batch-incomplete`: as for 500, when every server-side failure of an item is temporary.
             *     - `unavailable`: the database (or the check of the bearer token) is out of reach; nothing was done.
             */
            503: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["BatchUnavailableProblem"];
                };
            };
            default: components["responses"]["Problem"];
        };
    };
    getBureauCertificateEmbed: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A bureau certificate id. */
                certId: components["schemas"]["BureauCertId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The badge. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    /** @description `default-src 'none'; style-src 'sha256-…'; base-uri 'none'; form-action 'none'; frame-ancestors *` */
                    "Content-Security-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description `code` says why:
             *     - `bureau-certificate-not-found`: no bureau certificate has this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example bureau-certificate-not-found
                         * @enum {string}
                         */
                        code?: "bureau-certificate-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getVerificationStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A bureau (`bct_`) or rights (`rgt_`) certificate id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The status. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    submitRegistryArtifact: {
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
                "application/json": components["schemas"]["SubmissionRequest"];
            };
        };
        responses: {
            /** @description The new artifact version, with its verdict and every vote. */
            201: {
                headers: {
                    /** @description The artifact's public page, `/api/registry/artifacts/{id}/public`. */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "arv_01JD5W2A7B8C9D0E1F2G3H4J5K",
                     *       "artifactId": "art_01JD5W2A7B8C9D0E1F2G3H4J5J",
                     *       "version": 1,
                     *       "ownerId": "usr_01JD5V8ZK3M4N5P6Q7R8S9T0VW",
                     *       "artifactType": "music",
                     *       "certificate": {
                     *         "rightsCertId": "rgt_01JD5V9ZK3M4N5P6Q7R8S9T0VW",
                     *         "contentSha256": "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                     *         "certificateSha256": "2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae",
                     *         "signReceiptId": "sig_01JD5VA0K3M4N5P6Q7R8S9T0VW",
                     *         "signerKeyId": "key_01JD5V9AK3M4N5P6Q7R8S9T0VW",
                     *         "signerPublicKey": "rQhSQRBuG_vJ1PK41SKBFRHK0ak8x1W7g_K8LKG0oWQ",
                     *         "signature": "4T7MnWvYDl4a_RgGtfcOaYodt_scq1Va_KwmnQD1pNl_8rqSUebaRnI8L7Ff4Y4tzV2a_Hrv3id2GwE6Hr51Dg"
                     *       },
                     *       "submissionDigest": "ddc6e2b224d0fd821669202258386936fc9ce2899e215eec6322b95f8dd96d6a",
                     *       "submittedAt": "2025-01-01T12:00:00.000Z",
                     *       "verdict": "verified",
                     *       "approvedWeight": 7,
                     *       "totalWeight": 7,
                     *       "requiredWeight": 6,
                     *       "threshold": 0.75,
                     *       "quorum": {
                     *         "numerator": 3,
                     *         "denominator": 4
                     *       },
                     *       "votes": [
                     *         {
                     *           "validatorId": "integrity",
                     *           "rule": "integrity",
                     *           "approve": true,
                     *           "decision": "approve",
                     *           "reason": "certificate digest 2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae matches and the signature verifies under key_01JD5V9AK3M4N5P6Q7R8S9T0VW",
                     *           "weight": 2,
                     *           "algo": "Ed25519",
                     *           "publicKey": "-7quyeE6qGGwNwoRoH1ubPgk7JHNjlJmw5ILzKIlxVs",
                     *           "signature": "HDWvLAC71ByJUF2wCNM47hjZnFrhJoZQb935dlvyBT-i39RQjP3rVyG6Xwwb7ZEsEm7S0-UqdfhSENyjCWTYBw",
                     *           "castAt": "2025-01-01T12:00:00.001Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ArtifactVersion"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /**
             * @description `code` says why:
             *     - `rights-certificate-not-found`: the rights certificate is unknown or someone else's.
             *     - `sign-receipt-not-found`: the signing receipt is unknown or someone else's.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://trustplane.dev/problems/rights-certificate-not-found",
                     *       "code": "rights-certificate-not-found",
                     *       "title": "Not found",
                     *       "status": 404,
                     *       "detail": "You have no rights certificate rgt_01JD5V9ZK3M4N5P6Q7R8S9T0VW.",
                     *       "instance": "/api/registry/submissions",
                     *       "requestId": "3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example rights-certificate-not-found
                         * @enum {string}
                         */
                        code?: "rights-certificate-not-found" | "sign-receipt-not-found";
                    };
                };
            };
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description `code` says why:
             *     - `receipt-certificate-mismatch`: the receipt does not sign this certificate's document.
             *     - `receipt-signature-invalid`: the receipt's signature does not verify over the certificate.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new key.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "type": "https://trustplane.dev/problems/receipt-certificate-mismatch",
                     *       "code": "receipt-certificate-mismatch",
                     *       "title": "Receipt does not sign this certificate",
                     *       "status": 422,
                     *       "detail": "Receipt sig_01JD5VA0K3M4N5P6Q7R8S9T0VW signs another payload: the SHA-256 of certificate rgt_01JD5V9ZK3M4N5P6Q7R8S9T0VW's canonical document is not its payload digest. Sign the certificate document itself.",
                     *       "instance": "/api/registry/submissions",
                     *       "requestId": "3f1c2a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f"
                     *     }
                     */
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example receipt-certificate-mismatch
                         * @enum {string}
                         */
                        code?: "receipt-certificate-mismatch" | "receipt-signature-invalid" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listRecentRegistryArtifacts: {
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
            /** @description A page of artifacts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentArtifactPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRegistryArtifactPublic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["ArtifactId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The artifact page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtifactPublicPage"];
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description `code` says why:
             *     - `artifact-not-found`: no artifact has this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example artifact-not-found
                         * @enum {string}
                         */
                        code?: "artifact-not-found";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listRegistryValidators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The validator set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "threshold": 0.75,
                     *       "quorum": {
                     *         "numerator": 3,
                     *         "denominator": 4
                     *       },
                     *       "totalWeight": 7,
                     *       "requiredWeight": 6,
                     *       "validators": [
                     *         {
                     *           "id": "integrity",
                     *           "rule": "integrity",
                     *           "weight": 2,
                     *           "params": {},
                     *           "algo": "Ed25519",
                     *           "publicKey": "-7quyeE6qGGwNwoRoH1ubPgk7JHNjlJmw5ILzKIlxVs",
                     *           "keyCreatedAt": "2025-01-01T00:00:00.000Z"
                     *         },
                     *         {
                     *           "id": "provenance",
                     *           "rule": "provenance",
                     *           "weight": 1,
                     *           "params": {
                     *             "minCertificateAgeSeconds": 0,
                     *             "minAccountAgeSeconds": 0
                     *           },
                     *           "algo": "Ed25519",
                     *           "publicKey": "zbT4_G72mWG_X7CVE7v7kF34WwbTleeFtKlKoGIyAWI",
                     *           "keyCreatedAt": "2025-01-01T00:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ValidatorSet"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getRegistryStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "totalArtifacts": 2,
                     *       "verifiedCount": 1,
                     *       "trustWeight": 0.857142857142857,
                     *       "approvedWeight": 12,
                     *       "castWeight": 14
                     *     }
                     */
                    "application/json": components["schemas"]["RegistryStats"];
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
    getEcosystemEarnings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The aggregate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EarningsAggregate"];
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
    listRoyaltyEvents: {
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
            /** @description One page of royalties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoyaltyEventPage"];
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
    listCertificationPayouts: {
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
            /** @description One page of certification payouts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertificationPayoutPage"];
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
    listChessResults: {
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
            /** @description One page of prize entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrizeEntryPage"];
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
    listUpcomingTournaments: {
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
            /** @description One page of upcoming tournaments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpcomingTournamentList"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    createChessTournament: {
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
                "application/json": components["schemas"]["CreateTournamentRequest"];
            };
        };
        responses: {
            /** @description The new tournament. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The tournament cannot be created. `code` says why:
             *     - `tournament-capacity`: `entries` would exceed `capacity`.
             *     - `idempotency-key-reused`: the Idempotency-Key was used before with another request; use a new
             *       key.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example tournament-capacity
                         * @enum {string}
                         */
                        code?: "tournament-capacity" | "idempotency-key-reused";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateChessTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The tournament's id. */
                id: components["schemas"]["TournamentId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateTournamentRequest"];
            };
        };
        responses: {
            /** @description The tournament after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Tournament"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminOnly"];
            /**
             * @description `code` says why:
             *     - `tournament-not-found`: no tournament has this id.
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example tournament-not-found
                         * @enum {string}
                         */
                        code?: "tournament-not-found";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["TournamentCapacity"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listContractTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every template. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["Cache-Control"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractTemplateList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
            default: components["responses"]["Problem"];
        };
    };
    listContractDocuments: {
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
            /** @description One page of documents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDocumentPage"];
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
    createContractDocument: {
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
                 *       "template": "nda",
                 *       "fields": {
                 *         "disclosingParty": "Ada Labs LLP",
                 *         "receivingParty": "Grace Hopper",
                 *         "purpose": "Evaluating a joint venture",
                 *         "effectiveDate": "2026-12-01",
                 *         "termMonths": 24
                 *       },
                 *       "senderName": "Ada Labs LLP",
                 *       "maxViews": 1,
                 *       "expiresInSeconds": 86400
                 *     }
                 */
                "application/json": components["schemas"]["ContractDocumentCreate"];
            };
        };
        responses: {
            /** @description Created; `viewUrl` and `viewToken` are shown only now. */
            201: {
                headers: {
                    /** @description `/api/contracts/documents/{id}` */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDocumentCreated"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read.
             *     - `invalid-data`: a value the database cannot store.
             *     - `contract-template-unknown`: no template has the id in `template`.
             *     - `contract-field-invalid`: field values break the template; `errors` lists each field
             *       (`/body/fields/<name>`) with why.
             *     - `contract-expiry`: both `expiresAt` and `expiresInSeconds` were given, or `expiresAt` is
             *       less than 60 seconds or more than 30 days away.
             *     - `contract-sender-invalid`: `senderName` holds a line break, a control character or a
             *       bidirectional formatting character.
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
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "contract-template-unknown" | "contract-field-invalid" | "contract-expiry" | "contract-sender-invalid";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ContractDocumentLimit"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getContractDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The document's id (`cdoc_…`).
                 * @example cdoc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ContractDocumentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ContractDocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    updateContractDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The document's id (`cdoc_…`).
                 * @example cdoc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ContractDocumentIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "maxViews": 2,
                 *       "expiresInSeconds": 172800
                 *     }
                 */
                "application/json": components["schemas"]["ContractDocumentUpdate"];
            };
        };
        responses: {
            /** @description The document as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractDocument"];
                };
            };
            /**
             * @description `code`:
             *     - `validation`: the body does not match the schema (`errors` lists where).
             *     - `malformed-json`: the body is not JSON.
             *     - `bad-request`: the body could not be read.
             *     - `invalid-data`: a value the database cannot store.
             *     - `contract-field-invalid`: field values break the template; `errors` lists each field.
             *     - `contract-expiry`: both `expiresAt` and `expiresInSeconds` were given, `expiresAt` is less
             *       than 60 seconds or more than 30 days away, or `revoked` was combined with an edit.
             *     - `contract-sender-invalid`: `senderName` holds a line break, a control character or a
             *       bidirectional formatting character.
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
                        code?: "validation" | "malformed-json" | "bad-request" | "invalid-data" | "contract-field-invalid" | "contract-expiry" | "contract-sender-invalid";
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["ContractDocumentNotFound"];
            /**
             * @description `code`:
             *     - `document-already-viewed`: someone viewed the document; it can no longer be edited or revoked.
             */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example document-already-viewed
                         * @enum {string}
                         */
                        code?: "document-already-viewed";
                    };
                };
            };
            410: components["responses"]["ContractDocumentDestroyed"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    exportContractDocumentLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The document's id (`cdoc_…`).
                 * @example cdoc_01JD0000000000000000000000
                 */
                id: components["parameters"]["ContractDocumentIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The log as a CSV attachment. */
            200: {
                headers: {
                    /** @description `attachment; filename="contract-log-<id>.csv"` */
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
            404: components["responses"]["ContractDocumentNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    getContractLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's token (43 base64url characters), as in `viewUrl`.
                 * @example q3Vh0o6mJdC4nG8Jc2Y1Zt7wKx9LrP5sUe0aBfHiTgM
                 */
                token: components["parameters"]["ContractViewTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The link's metadata (JSON), or its page (HTML, for a browser). */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Robots-Tag": components["headers"]["NoIndex"];
                    "Referrer-Policy": components["headers"]["NoReferrer"];
                    Vary: components["headers"]["VaryAccept"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractLink"];
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description `code`:
             *     - `contract-link-not-found`: no document has this link (the token is wrong or was never issued).
             *
             *     A browser (`text/html` preferred) gets a page that says so instead.
             */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "Cache-Control": components["headers"]["NoStore"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example contract-link-not-found
                         * @enum {string}
                         */
                        code?: "contract-link-not-found";
                    };
                    "text/html": string;
                };
            };
            /**
             * @description Only to a browser (`text/html` preferred): the document was destroyed (its views were used
             *     up, it expired, or its owner revoked it); the page says when and why. A program gets `200`
             *     with `status: destroyed`.
             */
            410: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Robots-Tag": components["headers"]["NoIndex"];
                    "Referrer-Policy": components["headers"]["NoReferrer"];
                    Vary: components["headers"]["VaryAccept"];
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    viewContractDocument: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The link's token (43 base64url characters), as in `viewUrl`.
                 * @example q3Vh0o6mJdC4nG8Jc2Y1Zt7wKx9LrP5sUe0aBfHiTgM
                 */
                token: components["parameters"]["ContractViewTokenPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document; this view is counted. */
            200: {
                headers: {
                    "Cache-Control": components["headers"]["NoStore"];
                    "X-Robots-Tag": components["headers"]["NoIndex"];
                    "Referrer-Policy": components["headers"]["NoReferrer"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContractView"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ContractLinkNotFound"];
            410: components["responses"]["ContractDocumentDestroyed"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    deriveKeyshieldKey: {
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
                 *       "kind": "ed25519",
                 *       "threshold": 2,
                 *       "shares": 3,
                 *       "label": "Release signing key"
                 *     }
                 */
                "application/json": components["schemas"]["KeyshieldDeriveRequest"];
            };
        };
        responses: {
            /** @description The key and its n shares (`shares` is `null` on an idempotent replay). */
            201: {
                headers: {
                    /** @description `/api/keyshield/keys/{id}` */
                    Location?: string;
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldKeyWithShares"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["KeyshieldKeyLimit"];
            409: components["responses"]["IdempotencyKeyInFlight"];
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            422: components["responses"]["IdempotencyKeyReused"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    recoverKeyshieldKey: {
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
                 *       "keyId": "ksk_01JD0000000000000000000000",
                 *       "shares": [
                 *         "ks1.ksk_01JD0000000000000000000000.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB.00000000",
                 *         "ks1.ksk_01JD0000000000000000000000.1.2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAC.00000000"
                 *       ],
                 *       "message": "release v1.2.0"
                 *     }
                 */
                "application/json": components["schemas"]["KeyshieldRecoverRequest"];
            };
        };
        responses: {
            /** @description The signature (`ed25519`) or the secret (`secret-256`). */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldRecovery"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            /**
             * @description `code`:
             *     - `keyshield-key-retired`: the key was retired (`DELETE /api/keyshield/keys/{id}`): its secret
             *       is gone, and no share opens it any more.
             */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example keyshield-key-retired
                         * @enum {string}
                         */
                        code?: "keyshield-key-retired";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The shares or the message cannot be used; nothing was signed or answered, and the attempt is
             *     in the audit log. `code`:
             *     - `share-malformed`: a share is not `ks1.<keyId>.<epoch>.<index>.<data>.<check>`, or its
             *       checksum does not match (mistyped or truncated).
             *     - `share-wrong-key`: a share belongs to another key.
             *     - `share-stale-epoch`: a share is of an earlier epoch: the key was rotated since.
             *     - `share-unknown`: a share names this key and epoch but is not one of its shares (altered
             *       and re-checksummed, an index above n, or an epoch the key has not reached).
             *     - `shares-duplicate`: two shares have the same index.
             *     - `not-enough-shares`: fewer valid shares than the key's threshold k.
             *     - `shares-do-not-combine`: the shares combined into a data key that does not open the key's
             *       secret (the GCM tag fails); nothing is answered rather than a wrong secret.
             *     - `message-required`: an `ed25519` key signs `message`, and there is none.
             *     - `message-not-applicable`: a `secret-256` key signs nothing; leave `message` out.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example share-malformed
                         * @enum {string}
                         */
                        code?: "share-malformed" | "share-wrong-key" | "share-stale-epoch" | "share-unknown" | "shares-duplicate" | "not-enough-shares" | "shares-do-not-combine" | "message-required" | "message-not-applicable";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    rotateKeyshieldKey: {
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
                 *       "keyId": "ksk_01JD0000000000000000000000",
                 *       "shares": [
                 *         "ks1.ksk_01JD0000000000000000000000.1.1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAB.00000000",
                 *         "ks1.ksk_01JD0000000000000000000000.1.2.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAC.00000000"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["KeyshieldRotateRequest"];
            };
        };
        responses: {
            /** @description The key at its new epoch and its n new shares. */
            200: {
                headers: {
                    "X-RateLimit-Limit": components["headers"]["X-RateLimit-Limit"];
                    "X-RateLimit-Remaining": components["headers"]["X-RateLimit-Remaining"];
                    "X-RateLimit-Reset": components["headers"]["X-RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldKeyWithShares"];
                };
            };
            400: components["responses"]["BadRequestBody"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            /**
             * @description `code`:
             *     - `keyshield-key-retired`: the key was retired (`DELETE /api/keyshield/keys/{id}`): its secret
             *       is gone, and no share opens it any more.
             */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example keyshield-key-retired
                         * @enum {string}
                         */
                        code?: "keyshield-key-retired";
                    };
                };
            };
            413: components["responses"]["PayloadTooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /**
             * @description The shares cannot be used; nothing changed, and the attempt is in the audit log. `code`:
             *     - `share-malformed`: a share is not `ks1.<keyId>.<epoch>.<index>.<data>.<check>`, or its
             *       checksum does not match.
             *     - `share-wrong-key`: a share belongs to another key.
             *     - `share-stale-epoch`: a share is of an earlier epoch (also the loser of two rotations at once).
             *     - `share-unknown`: a share names this key and epoch but is not one of its shares.
             *     - `shares-duplicate`: two shares have the same index.
             *     - `not-enough-shares`: fewer valid shares than the key's threshold k.
             *     - `shares-do-not-combine`: the combined data key does not open the key's secret.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /**
                         * @example share-malformed
                         * @enum {string}
                         */
                        code?: "share-malformed" | "share-wrong-key" | "share-stale-epoch" | "share-unknown" | "shares-duplicate" | "not-enough-shares" | "shares-do-not-combine";
                    };
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listKeyshieldKeys: {
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
            /** @description One page of keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldKeyPage"];
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
    getKeyshieldKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`ksk_…`).
                 * @example ksk_01JD0000000000000000000000
                 */
                id: components["parameters"]["KeyshieldKeyIdPath"];
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
                    "application/json": components["schemas"]["KeyshieldKey"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    retireKeyshieldKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The key's id (`ksk_…`).
                 * @example ksk_01JD0000000000000000000000
                 */
                id: components["parameters"]["KeyshieldKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Retired. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
    listKeyshieldKeyAudit: {
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
                 * @description The key's id (`ksk_…`).
                 * @example ksk_01JD0000000000000000000000
                 */
                id: components["parameters"]["KeyshieldKeyIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of audit entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KeyshieldAuditPage"];
                };
            };
            400: components["responses"]["BadRequestPage"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["KeyshieldKeyNotFound"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
            default: components["responses"]["Problem"];
        };
    };
}
