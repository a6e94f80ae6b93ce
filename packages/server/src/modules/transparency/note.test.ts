import { describe, expect, it } from "vitest";
import { keyPairOfSeed, noteSignedBy, parseVerifierKey, signNote, verifierKey } from "./note.ts";
import { parseTilePath, tilePath } from "./tiles.ts";

// golang.org/x/mod/sumdb/note's example: its signer key (type 0x01 and the Ed25519 seed), its verifier key,
// and the note it signs. Ed25519 is deterministic, so the same seed must give the same note byte for byte.
const PETER_SIGNER = "AYEKFALVFGyNhPJEMzD1QIDr+Y7hfZx09iUvxdXHKDFz";
const PETER_KEY = "PeterNeumann+c74f20a3+ARpc2QcUPDhMQegwxbzhKqiBfsVkmqq/LDE4izWy10TW";
const TEXT = "If you think cryptography is the answer to your problem,\nthen you don't know what your problem is.\n";
const PETER_NOTE = `${TEXT}\n— PeterNeumann x08go/ZJkuBS9UG/SffcvIAQxVBtiFupLLr8pAcElZInNIuGUgYN1FFYC2pZSNXgKvqfqdngotpRZb6KE6RyyBwJnAM=\n`;

describe("signed notes (C2SP signed-note)", () => {
  const { privateKey, publicKey } = keyPairOfSeed(Buffer.from(PETER_SIGNER, "base64").subarray(1));

  it("give the published verifier key and note for the published key", () => {
    expect(verifierKey("PeterNeumann", publicKey)).toBe(PETER_KEY);
    expect(signNote(TEXT, "PeterNeumann", privateKey, publicKey)).toBe(PETER_NOTE);
    expect(noteSignedBy(PETER_NOTE, PETER_KEY)).toBe(true);
    expect(noteSignedBy(PETER_NOTE.replace("cryptography", "cryptographY"), PETER_KEY)).toBe(false);
  });

  it("read a verifier key whose base64 holds a `+` (transparency-dev/formats' test key)", () => {
    expect(parseVerifierKey("TEST+7997405c+AQcC+FTVKf0jlTdHDY3rbevmnKxxPjigCXlVtGe6RIr6")?.name).toBe("TEST");
    expect(parseVerifierKey("TEST+7997405d+AQcC+FTVKf0jlTdHDY3rbevmnKxxPjigCXlVtGe6RIr6")).toBeUndefined();
  });
});

describe("tile paths (C2SP tlog-tiles)", () => {
  it("are written and read as the layout spells them, one spelling per tile", () => {
    expect(tilePath({ level: 0, index: 1234067, width: 256 })).toBe("0/x001/x234/067");
    expect(tilePath({ level: "entries", index: 5, width: 7 })).toBe("entries/005.p/7");
    for (const address of [
      { level: 0, index: 0, width: 256 },
      { level: 3, index: 999, width: 1 },
      { level: 1, index: 1000, width: 255 },
      { level: "entries" as const, index: 123456789, width: 256 },
    ]) {
      expect(parseTilePath(tilePath(address).split("/"))).toEqual(address);
    }
    for (const bad of [
      "0/x000/005",
      "0/5",
      "0/005.p/0",
      "0/005.p/256",
      "0/005.p/07",
      "64/000",
      "x/000",
      "0/x001",
      "0/x1/000",
    ]) {
      expect(parseTilePath(bad.split("/")), bad).toBeUndefined();
    }
  });
});
