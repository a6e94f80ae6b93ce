import { sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { keyHash, keyPairOfSeed, NOTE_TYPES, signNote, verifierKey } from "./note.ts";
import { parseWitnesses } from "./witness-config.ts";
import { addCheckpointBody, readAnswer, type WitnessAnswer } from "./witness-protocol.ts";

const NAME = "w.example/witness";
const { privateKey, publicKey } = keyPairOfSeed(Buffer.alloc(32, 7));
const [witness] = parseWitnesses(`w ${verifierKey(NAME, publicKey, NOTE_TYPES.COSIGNATURE_V1)} https://w.example`);
const other = keyPairOfSeed(Buffer.alloc(32, 8));
const TEXT = `log.example/log\n5\n${Buffer.alloc(32, 3).toString("base64")}\n`;
const NOW = 1_800_000_000;

/** A cosignature/v1 line (C2SP tlog-cosignature) over `text`, by `key` under `name`. */
const cosignature = (text: string, time: number, key = { privateKey, publicKey }, name = NAME) => {
  const stamp = Buffer.alloc(8);
  stamp.writeBigUInt64BE(BigInt(time));
  const signature = sign(null, Buffer.from(`cosignature/v1\ntime ${time}\n${text}`), key.privateKey);
  const id = keyHash(name, NOTE_TYPES.COSIGNATURE_V1, key.publicKey);
  return `\u2014 ${name} ${Buffer.concat([id, stamp, signature]).toString("base64")}`;
};
const ok = (body: string): WitnessAnswer => ({ status: 200, contentType: "text/plain", body, truncated: false });
const read = (answer: WitnessAnswer) => readAnswer(answer, witness!, TEXT, 5, NOW);

describe("add-checkpoint (C2SP tlog-witness), the log's side", () => {
  it("sends the old size, the proof's hashes and the signed checkpoint", () => {
    const note = signNote(TEXT, "log.example/log", privateKey, publicKey);
    expect(addCheckpointBody(0, [], note)).toBe(`old 0\n\n${note}`);
    const proof = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    expect(addCheckpointBody(3, proof, note)).toBe(
      `old 3\n${proof[0]!.toString("base64")}\n${proof[1]!.toString("base64")}\n\n${note}`,
    );
    expect(() => addCheckpointBody(1, new Array(64).fill(proof[0]), note)).toThrow(/64/);
  });

  it("keeps the cosignature by the configured key, whatever other lines come with it", () => {
    const line = cosignature(TEXT, NOW - 5);
    expect(read(ok(`${line}\n`))).toEqual({ outcome: "cosigned", line, time: NOW - 5 });
    const stranger = cosignature(TEXT, NOW, other, "stranger.example/witness");
    expect(read(ok(`${stranger}\n${line}\n`))).toEqual({ outcome: "cosigned", line, time: NOW - 5 });
  });

  it("refuses a cosignature that does not verify, is of another checkpoint, another key, or has no time", () => {
    const line = cosignature(TEXT, NOW);
    const flipped = Buffer.from(line.split(" ")[2]!, "base64");
    flipped[20] = flipped[20]! ^ 1;
    for (const body of [
      `\u2014 ${NAME} ${flipped.toString("base64")}\n`,
      `${cosignature(TEXT.replace("\n5\n", "\n6\n"), NOW)}\n`,
      `${cosignature(TEXT, NOW, other)}\n`,
      `${cosignature(TEXT, 0)}\n`,
      `${cosignature(TEXT, NOW + 3600)}\n`,
      `${cosignature(TEXT, NOW, other, "stranger.example/witness")}\n`,
      line,
      `${line}\n\n`,
      "",
      "cosigned\n",
    ]) {
      expect(read(ok(body)).outcome, body).toBe("bad_cosignature");
    }
    expect(read({ ...ok(`${line}\n`), truncated: true }).outcome).toBe("bad_response");
  });

  it("reads a 409's size, and every other answer the protocol names", () => {
    const conflict = (body: string, contentType = "text/x.tlog.size") =>
      read({ status: 409, contentType, body, truncated: false });
    expect(conflict("3\n")).toEqual({ outcome: "conflict", size: 3 });
    expect(conflict("0\n", "text/x.tlog.size; charset=utf-8")).toEqual({ outcome: "conflict", size: 0 });
    expect(conflict("6\n").outcome).toBe("witness_ahead");
    for (const [body, type] of [
      ["3", "text/x.tlog.size"],
      ["03\n", "text/x.tlog.size"],
      ["3\n", "text/plain"],
    ] as const) {
      expect(conflict(body, type).outcome, `${type} ${body}`).toBe("bad_response");
    }
    const outcome = (status: number) => read({ status, contentType: "text/plain", body: "", truncated: false }).outcome;
    expect([404, 403, 422, 400, 500, 302].map(outcome)).toEqual([
      "unknown_log",
      "forbidden",
      "bad_proof",
      "bad_response",
      "bad_response",
      "bad_response",
    ]);
  });
});
