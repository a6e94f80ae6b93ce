import { type Request, type Response, Router } from "express";
import type { AppContext } from "../../context.ts";
import { caller } from "../../http/auth.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { forbidden, HttpProblem, notFound, PROBLEM_BASE, validationFailed } from "../../http/problem.ts";
import { PUBLIC_KEY_BYTES, SIGNATURE_BYTES } from "./ed25519.ts";
import { decodeBytes } from "./encoding.ts";
import { canonicalPayloads, payloadBytes } from "./payload.ts";
import { auditEntry, detachedSignature, jwk, signingKeyView, v1Signature } from "./presenters.ts";
import { auditPage } from "./receipts.ts";
import { createSigningService, type SigningService } from "./service.ts";
import type { Signed, SignOutcome } from "./signer.ts";
import { verifyV1, verifyV2 } from "./verifier.ts";

/** Public keys change only on rotation; a verifier may cache them this long. */
const KEYS_CACHE_CONTROL = "public, max-age=300";

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

/** One batch item's failure, written like the problem+json body the single call would answer with. */
const itemProblem = (problem: HttpProblem) => ({
  type: `${PROBLEM_BASE}${problem.type}`,
  title: problem.title,
  status: problem.status,
  ...(problem.detail === undefined ? {} : { detail: problem.detail }),
});

/** `signing`: the app's one signing service (app.ts shares it with the bureau pipeline). */
export const signingRouter = (ctx: AppContext, signing: SigningService = createSigningService(ctx)): Router => {
  const router = Router();
  const { db } = ctx;
  const { keys, signer } = signing;

  // --- v1 -------------------------------------------------------------------------------------------

  router.post("/api/signing/sign", async (req, res) => {
    const { payload } = req.body as { payload: unknown };
    const canonical = payloadBytes(payload, "/body/payload");
    const [outcome] = await signer.sign(caller(req).id, [{ canonical }], "v1");
    res.json(v1Signature(payload, signedOrThrow(outcome).receipt));
  });

  router.post("/api/signing/verify", async (req, res) => {
    const body = req.body as {
      payload: unknown;
      signature: string;
      receiptId?: string;
      keyId?: string;
      publicKey?: string;
    };
    const bytes = payloadBytes(body.payload, "/body/payload");
    res.json(
      await verifyV1(db, keys, {
        bytes,
        signature: signatureBytes(body.signature, "/body/signature"),
        provided: body.signature,
        receiptId: body.receiptId,
        keyId: body.keyId,
        publicKey: publicKeyBytes(body.publicKey, "/body/publicKey"),
      }),
    );
  });

  // --- v2: signing ----------------------------------------------------------------------------------

  router.post("/api/signing/v2/sign", async (req, res) => {
    const { payload, keyId } = req.body as { payload: unknown; keyId?: string };
    const canonical = payloadBytes(payload, "/body/payload");
    const [outcome] = await signer.sign(caller(req).id, [{ canonical, keyId }], "v2");
    const { receipt, key } = signedOrThrow(outcome);
    res.json(detachedSignature(receipt, key.publicKey));
  });

  router.post("/api/signing/v2/sign/batch", async (req, res) => {
    const body = req.body as { keyId?: string; items: { payload: unknown; keyId?: string }[] };
    // A payload that cannot be signed makes the request malformed (400, naming each such item), as a
    // too deep one does; per-item results are for what depends on the caller's keys.
    const canonical = canonicalPayloads(
      body.items.map((item, index) => ({ payload: item.payload, path: `/body/items/${index}/payload` })),
    );
    const outcomes = await signer.sign(
      caller(req).id,
      body.items.map((item, index) => ({ canonical: canonical[index]!, keyId: item.keyId ?? body.keyId })),
      "v2",
    );
    const items = outcomes.map((outcome, index) =>
      outcome instanceof HttpProblem
        ? { index, ok: false, error: itemProblem(outcome) }
        : { index, ok: true, signature: detachedSignature(outcome.receipt, outcome.key.publicKey) },
    );
    const signed = items.filter((item) => item.ok).length;
    res.json({ signed, failed: items.length - signed, items });
  });

  // --- v2: verification -----------------------------------------------------------------------------

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

  router.post("/api/signing/v2/verify", async (req, res) => {
    const [item] = parseVerifyItems([{ item: req.body as V2VerifyItem, path: "/body" }]);
    res.json(await verifyV2(keys, item!));
  });

  router.post("/api/signing/v2/verify/batch", async (req, res) => {
    const items = parseVerifyItems(
      (req.body as { items: V2VerifyItem[] }).items.map((item, index) => ({ item, path: `/body/items/${index}` })),
    );
    // Checked at once: each verification runs on the thread pool (verifyBytesAsync).
    const results = await Promise.all(items.map(async (item, index) => ({ index, ...(await verifyV2(keys, item)) })));
    res.json({ allValid: results.every((r) => r.valid), items: results });
  });

  // --- v2: audit ------------------------------------------------------------------------------------

  router.get("/api/signing/v2/audit", async (req, res) => {
    const user = caller(req);
    const query = req.query as { from?: string; to?: string; keyId?: string };
    if (query.from !== undefined && query.to !== undefined && Date.parse(query.to) <= Date.parse(query.from)) {
      throw validationFailed("`to` must be later than `from`.", {
        errors: [{ path: "/query/to", message: "must be later than from" }],
      });
    }
    if (query.keyId !== undefined) {
      const key = await keys.findPublic(query.keyId);
      if (!key || key.ownerId !== user.id) {
        throw forbidden("This signing key is not yours.", { type: "signing-key-forbidden" });
      }
    }
    res.json(
      await auditPage(db, {
        ownerId: user.id,
        from: query.from,
        to: query.to,
        keyId: query.keyId,
        page: parsePageQuery(req.query),
        map: auditEntry,
      }),
    );
  });

  // --- v2: keys -------------------------------------------------------------------------------------

  const jwkSet = async (_req: Request, res: Response) => {
    const platformKeys = await keys.platformKeys();
    res.set("Cache-Control", KEYS_CACHE_CONTROL).json({ keys: platformKeys.map(jwk) });
  };
  router.get("/api/signing/v2/keys", jwkSet);
  router.get("/.well-known/jwks.json", jwkSet);

  router.get("/api/signing/v2/keys/:keyId", async (req, res) => {
    const key = await keys.findPublic(req.params.keyId as string);
    if (!key) throw notFound(`No signing key ${req.params.keyId}.`, { type: "signing-key-not-found" });
    res.set("Cache-Control", KEYS_CACHE_CONTROL).json(signingKeyView(key));
  });

  router.get("/api/signing/v2/me/keys", async (req, res) => {
    const page = await keys.ownerKeys(caller(req).id, parsePageQuery(req.query));
    res.json({ ...page, items: page.items.map(signingKeyView) });
  });

  router.post("/api/signing/v2/me/keys", async (req, res) => {
    res.status(201).json(signingKeyView(await keys.rotate(caller(req).id)));
  });

  return router;
};
