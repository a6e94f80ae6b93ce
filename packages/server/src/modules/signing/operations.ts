import type { AppContext } from "../../context.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { HttpProblem, problemMembers, validationFailed } from "../../http/problem.ts";
import type { Handler, OperationHandlers, Schema } from "../../platform/operations.ts";
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from "./ed25519.ts";
import { decodeBytes } from "./encoding.ts";
import { signingMetrics, type VerificationOutcome } from "./metrics.ts";
import { canonicalPayloads, payloadBytes } from "./payload.ts";
import { auditEntry, detachedSignature, jwk, signingKeyView, v1Signature } from "./presenters.ts";
import { signingProblems } from "./problems.ts";
import { auditPage, cachedReceiptLookup } from "./receipts.ts";
import type { SigningService } from "./service.ts";
import type { Signed, SignOutcome } from "./signer.ts";
import { type V2Verification, verifyV1, verifyV2 } from "./verifier.ts";

/** Public keys change only on rotation; a verifier may cache them this long. */
const KEYS_CACHE_CONTROL = "public, max-age=300";

/**
 * A v2 verification item as the contract's VerifyV2Item declares it. Its `anyOf` (keyId or publicKey
 * required) makes openapi-typescript write that schema as `unknown`; the validator has checked each
 * body against it before a handler runs.
 */
type V2VerifyItem = { payload: unknown; signature: string; keyId?: string; publicKey?: string };

/** The contract's patterns already admit only well-formed values; this only turns text into bytes. */
const signatureBytes = (text: string, path: string): Buffer => {
  const bytes = decodeBytes(text, SIGNATURE_BYTES);
  if (!bytes) throw validationFailed("Malformed signature.", { errors: [{ path, message: "malformed signature" }] });
  return bytes;
};

const publicKeyBytes = (text: string | undefined, path: string): Buffer | undefined => {
  if (text === undefined) return undefined;
  const bytes = decodeBytes(text, PUBLIC_KEY_BYTES);
  if (!bytes) throw validationFailed("Malformed public key.", { errors: [{ path, message: "malformed public key" }] });
  return bytes;
};

const signedOrThrow = (outcome: SignOutcome | undefined): Signed => {
  if (outcome instanceof HttpProblem) throw outcome;
  if (outcome === undefined) throw new Error("the signer returned no outcome");
  return outcome;
};

/**
 * One batch item's failure, written like the problem+json body the single call would answer with. Its
 * `code` is one the contract lists for items; outside production the response check holds it to that.
 */
const itemProblem = (problem: HttpProblem): Schema<"ItemProblem"> => {
  // Signing item problems never list field errors (those refuse the whole batch with a 400).
  const { errors: _errors, ...members } = problemMembers(problem);
  return { ...members, code: members.code as Schema<"ItemProblem">["code"] };
};

/** A v2 verification's result as the metrics' outcome. */
const v2Outcome = (result: V2Verification): VerificationOutcome =>
  result.valid
    ? "valid"
    : result.reason === "unknown-key"
      ? "unknown_key"
      : result.reason === "key-mismatch"
        ? "key_mismatch"
        : "invalid";

/** Signing v1 and v2 (openapi/signing.yaml), on the app's one signing service. */
export const signingOperations = (ctx: AppContext, signing: SigningService): OperationHandlers => {
  const { db } = ctx;
  const { keys, signer } = signing;
  const metrics = signingMetrics(ctx.metrics);
  const receipts = cachedReceiptLookup(db);

  /**
   * Verification requests' bytes, each item at its path; every item of a batch is checked before any
   * is verified, and a payload that cannot be canonicalized is a 400 naming each such item.
   */
  const parseVerifyItems = (items: { item: V2VerifyItem; path: string }[]) => {
    const bytes = canonicalPayloads(
      items.map(({ item, path }) => ({ payload: item.payload, path: `${path}/payload` })),
    );
    return items.map(({ item, path }, index) => ({
      bytes: bytes[index]!,
      signature: signatureBytes(item.signature, `${path}/signature`),
      keyId: item.keyId,
      publicKey: publicKeyBytes(item.publicKey, `${path}/publicKey`),
    }));
  };

  /** The platform's keys as a JWK Set, at `/api/signing/v2/keys` and `/.well-known/jwks.json`. */
  const jwkSet: Handler<"listPlatformSigningKeys"> & Handler<"getWellKnownJwks"> = async () => ({
    status: 200,
    body: { keys: (await keys.platformKeys()).map(jwk) },
    headers: { "Cache-Control": KEYS_CACHE_CONTROL },
  });

  return {
    // --- v1 -----------------------------------------------------------------------------------------

    signPayload: async ({ caller, body }) => {
      const canonical = payloadBytes(body.payload, "/body/payload");
      const [outcome] = await signer.sign(caller().id, [{ canonical }], "v1");
      return { status: 200, body: v1Signature(body.payload, signedOrThrow(outcome).receipt) };
    },

    verifySignature: async ({ body }) => {
      const bytes = payloadBytes(body.payload, "/body/payload");
      const result = await verifyV1(receipts, keys, {
        bytes,
        signature: signatureBytes(body.signature, "/body/signature"),
        provided: body.signature,
        receiptId: body.receiptId,
        keyId: body.keyId,
        publicKey: publicKeyBytes(body.publicKey, "/body/publicKey"),
      });
      metrics.verified("v1", result.valid ? "valid" : "invalid");
      return { status: 200, body: result };
    },

    // --- v2: signing --------------------------------------------------------------------------------

    signPayloadV2: async ({ caller, body }) => {
      const canonical = payloadBytes(body.payload, "/body/payload");
      const [outcome] = await signer.sign(caller().id, [{ canonical, keyId: body.keyId }], "v2");
      const { receipt, key } = signedOrThrow(outcome);
      return { status: 200, body: detachedSignature(receipt, key.publicKey) };
    },

    signPayloadBatchV2: async ({ caller, body }) => {
      // A payload that cannot be signed makes the request malformed (400, naming each such item), as a
      // too deep one does; per-item results are for what depends on the caller's keys.
      const canonical = canonicalPayloads(
        body.items.map((item, index) => ({ payload: item.payload, path: `/body/items/${index}/payload` })),
      );
      const outcomes = await signer.sign(
        caller().id,
        body.items.map((item, index) => ({ canonical: canonical[index]!, keyId: item.keyId ?? body.keyId })),
        "v2",
      );
      const items = outcomes.map((outcome, index) =>
        outcome instanceof HttpProblem
          ? { index, ok: false, error: itemProblem(outcome) }
          : { index, ok: true, signature: detachedSignature(outcome.receipt, outcome.key.publicKey) },
      );
      const signed = items.filter((item) => item.ok).length;
      return { status: 200, body: { signed, failed: items.length - signed, items } };
    },

    // --- v2: verification ---------------------------------------------------------------------------

    verifySignatureV2: async ({ body }) => {
      const [item] = parseVerifyItems([{ item: body as V2VerifyItem, path: "/body" }]);
      const result = await verifyV2(keys, item!);
      metrics.verified("v2", v2Outcome(result));
      return { status: 200, body: result };
    },

    verifySignatureBatchV2: async ({ body }) => {
      const items = parseVerifyItems(
        body.items.map((item, index) => ({ item: item as V2VerifyItem, path: `/body/items/${index}` })),
      );
      // Checked at once: each verification runs on the thread pool (verifyBytesAsync).
      const results = await Promise.all(
        items.map(async (item, index) => {
          const result = await verifyV2(keys, item);
          metrics.verified("v2", v2Outcome(result));
          return { index, ...result };
        }),
      );
      return { status: 200, body: { allValid: results.every((r) => r.valid), items: results } };
    },

    // --- v2: audit ----------------------------------------------------------------------------------

    listSigningAudit: async ({ caller, query }) => {
      const user = caller();
      if (query.from !== undefined && query.to !== undefined && Date.parse(query.to) <= Date.parse(query.from)) {
        throw validationFailed("`to` must be later than `from`.", {
          errors: [{ path: "/query/to", message: "must be later than from" }],
        });
      }
      if (query.keyId !== undefined) {
        const key = await keys.findPublic(query.keyId);
        if (!key || key.ownerId !== user.id) {
          throw signingProblems.keyForbidden();
        }
      }
      return {
        status: 200,
        body: await auditPage(db, {
          ownerId: user.id,
          from: query.from,
          to: query.to,
          keyId: query.keyId,
          page: parsePageQuery(query),
          map: auditEntry,
        }),
      };
    },

    // --- v2: keys -----------------------------------------------------------------------------------

    listPlatformSigningKeys: jwkSet,
    getWellKnownJwks: jwkSet,

    getSigningKey: async ({ params }) => {
      const key = await keys.findPublic(params.keyId);
      if (!key) throw signingProblems.keyNotFound(params.keyId);
      return { status: 200, body: signingKeyView(key), headers: { "Cache-Control": KEYS_CACHE_CONTROL } };
    },

    listMySigningKeys: async ({ caller, query }) => {
      const page = await keys.ownerKeys(caller().id, parsePageQuery(query));
      return { status: 200, body: { ...page, items: page.items.map(signingKeyView) } };
    },

    rotateMySigningKey: async ({ caller }) => ({ status: 201, body: signingKeyView(await keys.rotate(caller().id)) }),
  };
};
