import { createHash, randomBytes } from "node:crypto";
import * as noble from "@noble/ed25519";
import { canonicalize } from "@trustplane/canonical-json";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signingConfigFromEnv } from "../../src/modules/signing/config.ts";
import {
  privateKeyFromSeed,
  publicKeyFromRaw,
  rawPublicKey,
  signBytes,
  verifyBytes,
  verifyBytesAsync,
} from "../../src/modules/signing/ed25519.ts";
import { unwrapPrivateKey } from "../../src/modules/signing/key-encryption.ts";
import { startTestServer, type TestServer } from "../harness.ts";

// The server signs with node:crypto (OpenSSL); the client packages verify with @noble/ed25519. Both must
// make and accept exactly the same signatures over the same canonical bytes.
noble.hashes.sha512 = (message) => createHash("sha512").update(message).digest();

/** RFC 8032 section 7.1, tests 1–3: secret key, public key, message, signature (hex). */
const RFC8032 = [
  [
    "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
    "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a",
    "",
    "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b",
  ],
  [
    "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
    "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c",
    "72",
    "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00",
  ],
  [
    "c5aa8df43f9f837bedb7442f31dcb7b166d38535076f094b85ce3a2e0b4458f7",
    "fc51cd8e6218a1a38da47ed00230f0580816ed13ba3303ac5deb911548908025",
    "af82",
    "6291d657deec24024827e69c3abe01a30ce548a284743a445e3680d7db5ac3ac18ff9b538d16f290ae67f760984dc6594a7c15e9716ed28dc027beceea1ec40a",
  ],
] as const;

const hex = (text: string) => Buffer.from(text, "hex");

describe("node:crypto and @noble/ed25519 agree", () => {
  it.each(RFC8032)("on RFC 8032 test vector with public key %#", (secret, publicKey, message, signature) => {
    const nodeKey = privateKeyFromSeed(hex(secret));
    expect(rawPublicKey(nodeKey).toString("hex")).toBe(publicKey);
    expect(Buffer.from(noble.getPublicKey(hex(secret))).toString("hex")).toBe(publicKey);
    expect(signBytes(nodeKey, hex(message)).toString("hex")).toBe(signature);
    expect(Buffer.from(noble.sign(hex(message), hex(secret))).toString("hex")).toBe(signature);
  });

  const payloads: unknown[] = [
    { b: 2, a: 1, nested: { z: [3, 2, 1], y: null } },
    ["€", "\u2028", "😀", "\u0000"],
    1e21,
    -0,
    0.1 + 0.2,
    "plain text",
    null,
    true,
    { long: "x".repeat(10_000) },
  ];

  it("make identical signatures over the same canonical bytes, byte for byte, with the same key", () => {
    for (let round = 0; round < 25; round++) {
      const seed = randomBytes(32);
      const nodeKey = privateKeyFromSeed(seed);
      expect(Buffer.from(noble.getPublicKey(seed)).equals(rawPublicKey(nodeKey))).toBe(true);
      for (const payload of payloads) {
        const bytes = Buffer.from(canonicalize(payload), "utf8");
        const fromNode = signBytes(nodeKey, bytes);
        const fromNoble = Buffer.from(noble.sign(bytes, seed));
        expect(fromNoble.equals(fromNode)).toBe(true);
      }
    }
  });

  it("accept each other's signatures and refuse the same tampered ones (strict RFC 8032 on both sides)", () => {
    const seed = randomBytes(32);
    const nodeKey = privateKeyFromSeed(seed);
    const publicKey = rawPublicKey(nodeKey);
    const bytes = Buffer.from(canonicalize({ amount: 10, to: "acc_1" }), "utf8");
    const fromNode = signBytes(nodeKey, bytes);
    const fromNoble = Buffer.from(noble.sign(bytes, seed));
    expect(noble.verify(fromNode, bytes, publicKey, { zip215: false })).toBe(true);
    expect(verifyBytes(publicKeyFromRaw(publicKey), bytes, fromNoble)).toBe(true);

    const otherBytes = Buffer.from(canonicalize({ amount: 11, to: "acc_1" }), "utf8");
    expect(noble.verify(fromNode, otherBytes, publicKey, { zip215: false })).toBe(false);
    expect(verifyBytes(publicKey, otherBytes, fromNode)).toBe(false);
    for (const index of [0, 31, 32, 63]) {
      const tampered = Buffer.from(fromNode);
      tampered[index]! ^= 0x40;
      expect(verifyBytes(publicKey, bytes, tampered)).toBe(false);
      let nobleSays: boolean;
      try {
        nobleSays = noble.verify(tampered, bytes, publicKey, { zip215: false });
      } catch {
        nobleSays = false;
      }
      expect(nobleSays).toBe(false);
    }
    // S + L (the group order) is the malleable twin of a valid signature: both refuse it.
    const L = (1n << 252n) + 27742317777372353535851937790883648493n;
    const s = BigInt(`0x${Buffer.from(fromNode.subarray(32)).reverse().toString("hex")}`) + L;
    const sBytes = Buffer.from(s.toString(16).padStart(64, "0"), "hex").reverse();
    const malleable = Buffer.concat([fromNode.subarray(0, 32), sBytes]);
    expect(verifyBytes(publicKey, bytes, malleable)).toBe(false);
    let nobleOnMalleable: boolean;
    try {
      nobleOnMalleable = noble.verify(malleable, bytes, publicKey, { zip215: false });
    } catch {
      nobleOnMalleable = false;
    }
    expect(nobleOnMalleable).toBe(false);
  });

  it("the thread-pool verification gives the same answers as the synchronous one", async () => {
    const seed = Buffer.alloc(32, 7);
    const nodeKey = privateKeyFromSeed(seed);
    const publicKey = rawPublicKey(nodeKey);
    const bytes = new TextEncoder().encode('{"a":1}');
    const good = signBytes(nodeKey, bytes);
    const bad = Buffer.from(good);
    bad[5]! ^= 1;
    const cases: [Buffer, Uint8Array, Buffer][] = [
      [publicKey, bytes, good],
      [publicKey, bytes, bad],
      [publicKey, new TextEncoder().encode('{"a":2}'), good],
      [publicKey, bytes, good.subarray(0, 63)],
      [Buffer.alloc(31), bytes, good],
      [Buffer.alloc(32, 0xff), bytes, good],
    ];
    const answers = await Promise.all(cases.map((c) => verifyBytesAsync(...c)));
    expect(answers).toEqual(cases.map((c) => verifyBytes(...c)));
    expect(answers[0]).toBe(true);
  });
});

describe("the API's signatures, checked against @noble/ed25519", () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("are what noble makes with the stored (decrypted) key over the canonical payload, and noble accepts them", async () => {
    const { token } = await app.register();
    const payload = { to: "acc_42", amount: 5, memo: ["a", { z: 1, y: 2 }] };
    const v1 = await app.call("POST", "/api/signing/sign", { token, body: { payload } });
    const v2 = await app.call("POST", "/api/signing/v2/sign", { token, body: { payload } });
    expect(v1.status).toBe(200);
    expect(v2.status).toBe(200);

    const row = (await app.ctx.db.one(sql.unsafe`
      SELECT id, public_key, private_key_ciphertext, private_key_nonce, kek_id FROM signing_keys
      WHERE id = ${v1.body.keyId}`)) as {
      id: string;
      public_key: string;
      private_key_ciphertext: Buffer;
      private_key_nonce: Buffer;
      kek_id: string;
    };
    const seed = unwrapPrivateKey(signingConfigFromEnv(app.ctx.config.source).signingKeyEncryption(), row.id, {
      kekId: row.kek_id,
      nonce: row.private_key_nonce,
      ciphertext: row.private_key_ciphertext,
    });
    const bytes = new TextEncoder().encode(canonicalize(payload));
    const nobleSignature = Buffer.from(noble.sign(bytes, seed));
    expect(`0x${nobleSignature.toString("hex")}`).toBe(v1.body.signature);
    expect(nobleSignature.toString("base64url")).toBe(v2.body.signature);

    const publicKey = Buffer.from(v2.body.publicKey, "base64url");
    expect(publicKey.toString("hex")).toBe(row.public_key);
    expect(noble.verify(nobleSignature, bytes, publicKey, { zip215: false })).toBe(true);
    expect(
      await noble.verifyAsync(Buffer.from(v2.body.signature, "base64url"), bytes, publicKey, { zip215: false }),
    ).toBe(true);
  });
});
