import { describe, expect, it } from "vitest";
import { keyPairOfSeed, NOTE_TYPES, verifierKey } from "./note.ts";
import { parseWitnesses } from "./witness-config.ts";

const key = (name: string, fill: number, type: number = NOTE_TYPES.COSIGNATURE_V1) =>
  verifierKey(name, keyPairOfSeed(Buffer.alloc(32, fill)).publicKey, type);
const A = key("a.example/witness", 1);
const B = key("b.example/witness", 2);

describe("TRANSPARENCY_WITNESSES", () => {
  it("reads tlog-policy witness lines, one per line or comma, the word `witness` optional", () => {
    const witnesses = parseWitnesses(
      `witness first ${A} https://a.example/submit/\n  # a comment\n\n second\t${B} http://b.example:8080, `,
    );
    expect(witnesses.map(({ name, keyName, url }) => ({ name, keyName, url }))).toEqual([
      { name: "first", keyName: "a.example/witness", url: "https://a.example/submit" },
      { name: "second", keyName: "b.example/witness", url: "http://b.example:8080" },
    ]);
    expect(witnesses[0]!.verifierKey).toBe(A);
    expect(witnesses[0]!.publicKey).toEqual(keyPairOfSeed(Buffer.alloc(32, 1)).publicKey);
    expect(parseWitnesses("")).toEqual([]);
  });

  it("refuses what is not one, saying why", () => {
    for (const [value, why] of [
      [`first ${A}`, /<name> <vkey> <url>/],
      [`first ${A} https://a.example extra`, /<name> <vkey> <url>/],
      [`1st ${A} https://a.example`, /name "1st"/],
      [`first-one ${A} https://a.example`, /name "first-one"/],
      [`first ${A.replace(/\+[0-9a-f]{8}\+/, "+00000000+")} https://a.example`, /not a verifier key/],
      [`first ${key("a.example/log", 1, NOTE_TYPES.ED25519)} https://a.example`, /type 0x01.*0x04/],
      [`first ${A} ftp://a.example`, /http: or https:/],
      [`first ${A} https://user:pw@a.example`, /credentials/],
      [`first ${A} https://a.example/?log=1`, /no query/],
      [`first ${A} not-a-url`, /not a URL/],
      [`first ${A} https://a.example, first ${B} https://b.example`, /"first" twice/],
      [`first ${A} https://a.example, second ${key("other.example/name", 1)} https://b.example`, /same public key/],
    ] as const) {
      expect(() => parseWitnesses(value), value).toThrow(why);
      expect(() => parseWitnesses(value), value).toThrow(/^TRANSPARENCY_WITNESSES/);
    }
  });
});
