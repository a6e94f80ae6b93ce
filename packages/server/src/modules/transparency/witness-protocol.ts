import { cosignatureValid, parseSignatureLine } from "./note.ts";
import type { Witness } from "./witness-config.ts";

/**
 * The log's side of C2SP tlog-witness's `add-checkpoint` (https://c2sp.org/tlog-witness): the request's
 * body, and what the witness's answer means. No I/O here (witnessing.ts sends and records).
 */

/** A consistency proof has at most 63 hashes (a tree of fewer than 2^63 entries). */
export const MAX_PROOF_LINES = 63;

/**
 * `old <size>`, the consistency proof from that size to the checkpoint's (one base64 hash a line; none
 * from 0), an empty line, and the signed checkpoint.
 */
export const addCheckpointBody = (oldSize: number, proof: readonly Buffer[], checkpoint: string): string => {
  if (proof.length > MAX_PROOF_LINES) throw new Error(`a consistency proof of ${proof.length} hashes`);
  return `old ${oldSize}\n${proof.map((hash) => `${hash.toString("base64")}\n`).join("")}\n${checkpoint}`;
};

/** How one request to a witness came out (the `outcome` label of its metric). */
export type WitnessOutcome =
  /** 200 with a valid cosignature by the configured key, stored. */
  | "cosigned"
  /** 409: the witness's last cosigned size is another; asked again from it. */
  | "conflict"
  /** 200 without a valid cosignature by the configured key (a bad signature, a malformed line). */
  | "bad_cosignature"
  /** 409 with a size above the log's latest checkpoint: the witness saw a larger tree of this log. */
  | "witness_ahead"
  /** 404: the witness does not know this log's origin. */
  | "unknown_log"
  /** 403: the witness did not verify the log's signature (it trusts another key for this origin). */
  | "forbidden"
  /** 422: the witness refused the consistency proof (or a root hash): a fork, as it sees it. */
  | "bad_proof"
  /** 400, or any other answer the protocol does not define. */
  | "bad_response"
  /** No answer: refused connection, timeout, DNS, TLS, an address the outbound policy refuses. */
  | "unreachable";

export const WITNESS_OUTCOMES: readonly WitnessOutcome[] = [
  "cosigned",
  "conflict",
  "bad_cosignature",
  "witness_ahead",
  "unknown_log",
  "forbidden",
  "bad_proof",
  "bad_response",
  "unreachable",
];

/** The answer to an `add-checkpoint` request, as much as the log needs of it. */
export type WitnessAnswer = { status: number; contentType: string | undefined; body: string; truncated: boolean };

export type Verdict =
  | { outcome: "cosigned"; line: string; time: number }
  | { outcome: "conflict"; size: number }
  | { outcome: Exclude<WitnessOutcome, "cosigned" | "conflict">; detail: string };

const SIZE = /^(0|[1-9]\d{0,15})\n$/;

/**
 * What a witness's answer to the checkpoint `checkpointText` (its body, without signatures) of a tree of
 * `treeSize` entries means. A 200 must carry a cosignature line (`— <key name> <base64>`) by the configured
 * key that verifies (tlog-cosignature `cosignature/v1`, its timestamp not zero and not more than `skewS`
 * seconds ahead of `nowS`); lines of other keys are ignored, as the protocol says. A 409 must carry the
 * witness's size as `text/x.tlog.size`.
 */
export const readAnswer = (
  answer: WitnessAnswer,
  witness: Witness,
  checkpointText: string,
  treeSize: number,
  nowS: number,
  skewS = 600,
): Verdict => {
  const { status, body } = answer;
  if (answer.truncated) return { outcome: "bad_response", detail: `an answer ${status} too long` };
  if (status === 200) {
    // One or more signature lines, each ending in a newline; lines of other keys are ignored.
    const lines = body.endsWith("\n") ? body.slice(0, -1).split("\n") : [];
    const signatures = lines.map(parseSignatureLine);
    if (lines.length === 0 || signatures.some((s) => s === undefined))
      return { outcome: "bad_cosignature", detail: "the answer is not note signature lines" };
    let named = 0;
    for (const [i, signature] of signatures.entries()) {
      if (signature!.name !== witness.keyName) continue;
      named++;
      const valid = cosignatureValid(checkpointText, signature!, {
        name: witness.keyName,
        publicKey: witness.publicKey,
      });
      if (!valid) continue;
      const time = Number(valid.time);
      if (time === 0) return { outcome: "bad_cosignature", detail: "the cosignature's timestamp is zero" };
      if (time > nowS + skewS)
        return { outcome: "bad_cosignature", detail: `the cosignature's timestamp ${time} is in the future` };
      return { outcome: "cosigned", line: lines[i]!, time };
    }
    return {
      outcome: "bad_cosignature",
      detail:
        named === 0
          ? `no signature line by ${witness.keyName}`
          : `${witness.keyName}'s cosignature does not verify with the configured key`,
    };
  }
  if (status === 409) {
    const type = answer.contentType?.split(";")[0]?.trim().toLowerCase();
    const match = SIZE.exec(body);
    if (type !== "text/x.tlog.size" || !match)
      return { outcome: "bad_response", detail: "a 409 without its size as text/x.tlog.size" };
    const size = Number(match[1]);
    if (size > treeSize)
      return {
        outcome: "witness_ahead",
        detail: `the witness cosigned a tree of ${size} entries of this log, larger than its latest checkpoint (${treeSize})`,
      };
    return { outcome: "conflict", size };
  }
  if (status === 404) return { outcome: "unknown_log", detail: "the witness does not know this log" };
  if (status === 403) return { outcome: "forbidden", detail: "the witness did not verify the log's signature" };
  if (status === 422) return { outcome: "bad_proof", detail: "the witness refused the consistency proof" };
  return { outcome: "bad_response", detail: `the witness answered ${status}` };
};
