import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  packSealed,
  seal,
  sealBytes,
  sealingKeyId,
  sealingKeyRing,
  UnsealError,
  unpackSealed,
  unseal,
  unsealBytes,
} from "./seal.ts";

const kek = (label = "test") => {
  const key = randomBytes(32);
  return { id: sealingKeyId(key, label), key };
};

describe("sealing", () => {
  const current = kek();
  const keys = sealingKeyRing(current);

  it("opens what it sealed under the same AAD, the empty value included", () => {
    for (const text of ["a note", "", "Ақша ₸"]) {
      const sealed = seal(keys, "row:1:note", Buffer.from(text));
      expect(unseal(keys, "row:1:note", sealed, "the note").toString()).toBe(text);
    }
  });

  it("refuses another AAD, a changed byte, an unknown KEK and a truncated value", () => {
    const sealed = seal(keys, "row:1:note", Buffer.from("a note"));
    expect(() => unseal(keys, "row:2:note", sealed, "the note")).toThrow(UnsealError);
    const flipped = Buffer.from(sealed.ciphertext);
    flipped[0] = flipped[0]! ^ 1;
    expect(() => unseal(keys, "row:1:note", { ...sealed, ciphertext: flipped }, "the note")).toThrow(UnsealError);
    expect(() => unseal(sealingKeyRing(kek()), "row:1:note", sealed, "the note")).toThrow(/not configured/);
    expect(() => unseal(keys, "row:1:note", { ...sealed, ciphertext: sealed.ciphertext.subarray(0, 15) }, "x")).toThrow(
      /truncated/,
    );
  });

  it("opens under a previous KEK while it stays configured", () => {
    const sealed = seal(keys, "row:1", Buffer.from("kept"));
    const rotated = sealingKeyRing(kek(), [current]);
    expect(unseal(rotated, "row:1", sealed, "x").toString()).toBe("kept");
  });

  it("packs into one byte string and back, and refuses bytes too short to hold a sealed value", () => {
    const sealed = seal(keys, "row:1", Buffer.from("packed"));
    expect(unpackSealed(packSealed(sealed), "x")).toEqual(sealed);
    const bytes = sealBytes(keys, "row:1", Buffer.from(""));
    expect(unsealBytes(keys, "row:1", bytes, "x").toString()).toBe("");
    expect(() => unpackSealed(bytes.subarray(0, 10), "the value")).toThrow(/truncated/);
    expect(() => unpackSealed(Buffer.alloc(0), "the value")).toThrow(/truncated/);
  });
});
