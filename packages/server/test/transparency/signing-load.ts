import { createHash, randomBytes } from "node:crypto";
import { canonicalize } from "@trustplane/canonical-json";

/**
 * Signing as customers drive it, for the transparency log's concurrency and crash tests: v1 signatures and
 * v2 batches at once, each answer's receipts kept with what a customer keeps (the payload and the salt), so
 * that the log's entry at the receipt's index can be rebuilt from the receipt alone.
 */

/** A receipt whose signing request was answered 200: the client was told it is logged at `logIndex`. */
export type Acknowledged = {
  receiptId: string;
  keyId: string;
  createdAt: string;
  signature: Buffer;
  payload: unknown;
  salt: Buffer;
  logIndex: number;
  /** The server that answered. */
  via: string;
};

export type SignOutcome = { status: number | "network"; receipts: Acknowledged[] };

let sent = 0;
const payloadOf = (size: number) => ({
  n: ++sent,
  nonce: randomBytes(8).toString("hex"),
  size,
  nested: { a: [1, "b"] },
});

/** One signing request to `base`: a v1 signature (`items` 0) or a v2 batch of `items` payloads. */
export const signOnce = async (base: string, token: string, items: number): Promise<SignOutcome> => {
  const payloads = Array.from({ length: Math.max(1, items) }, () => payloadOf(items));
  const path = items === 0 ? "/api/signing/sign" : "/api/signing/v2/sign/batch";
  const body = items === 0 ? { payload: payloads[0] } : { items: payloads.map((payload) => ({ payload })) };
  let res: Response;
  let answer: any;
  try {
    res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    answer = await res.json().catch(() => undefined);
  } catch {
    return { status: "network", receipts: [] };
  }
  if (res.status !== 200) return { status: res.status, receipts: [] };
  if (items === 0) {
    return {
      status: 200,
      receipts: [
        {
          receiptId: answer.receiptId,
          keyId: answer.keyId,
          createdAt: answer.createdAt,
          signature: Buffer.from(answer.signature.slice(2), "hex"),
          payload: payloads[0],
          salt: Buffer.from(answer.transparency.salt, "base64"),
          logIndex: answer.transparency.logIndex,
          via: base,
        },
      ],
    };
  }
  if (answer.failed !== 0) throw new Error(`a batch item was refused: ${JSON.stringify(answer)}`);
  return {
    status: 200,
    receipts: answer.items.map((item: any, i: number) => ({
      receiptId: item.signature.receiptId,
      keyId: item.signature.keyId,
      createdAt: item.signature.createdAt,
      signature: Buffer.from(item.signature.signature, "base64url"),
      payload: payloads[i],
      salt: Buffer.from(item.signature.transparency.salt, "base64"),
      logIndex: item.signature.transparency.logIndex,
      via: base,
    })),
  };
};

export type LoadResult = {
  acknowledged: Acknowledged[];
  /** Answers by status ("network": no answer, the connection failed or was cut). */
  statuses: Record<string, number>;
};

export const emptyLoad = (): LoadResult => ({ acknowledged: [], statuses: {} });

/**
 * `clients` concurrent clients, each signing one request after another (a v1 signature two times in five, a
 * v2 batch of 1 … `maxBatch` otherwise) against the targets in turn, with the tokens in turn, until `stop()`
 * says so. A client whose request gets no answer stops (its server is gone).
 */
export const runSigningLoad = async (options: {
  targets: readonly string[];
  tokens: readonly string[];
  clients: number;
  maxBatch: number;
  stop: () => boolean;
  result: LoadResult;
}): Promise<void> => {
  const { targets, tokens, result } = options;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let n = 0; !options.stop(); n++) {
        const items = Math.random() < 0.4 ? 0 : 1 + Math.floor(Math.random() * options.maxBatch);
        const outcome = await signOnce(targets[(client + n) % targets.length]!, tokens[client % tokens.length]!, items);
        result.statuses[outcome.status] = (result.statuses[outcome.status] ?? 0) + 1;
        result.acknowledged.push(...outcome.receipts);
        if (outcome.status === "network") return;
      }
    }),
  );
};

const sha256 = (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest();

/**
 * The log's entry for a receipt, from the receipt, its payload and its salt alone (docs/modules/transparency.md):
 * the RFC 8785 JSON of what was issued, with the salted commitment to the payload and the signature's hash.
 */
export const expectedEntry = (receipt: Acknowledged): string =>
  canonicalize({
    v: 1,
    kind: "signing-receipt",
    id: receipt.receiptId,
    issuedAt: receipt.createdAt,
    keyId: receipt.keyId,
    signatureSha256: sha256(receipt.signature).toString("hex"),
    commitment: sha256(
      Buffer.from("trustplane-commitment/v1\n"),
      receipt.salt,
      sha256(Buffer.from(canonicalize(receipt.payload))),
    ).toString("hex"),
  });
