// The published vectors, checked against implementations that share no code with this package (the
// `canonicalize` reference implementation of RFC 8785 and node:crypto's HMAC), and against this package
// on both HMAC backends: signer, verifier and the vectors cannot drift apart.
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import vectorsFile from "@trustplane/webhook-verifier/test-vectors.json" with { type: "json" };
import reference from "canonicalize";
import { beforeAll, describe, expect, it } from "vitest";
import type { TestVectors } from "../src/index.js";
import { BACKENDS, loadPackage, type Package } from "./load-package.js";

const file = vectorsFile as TestVectors;
const { vectors } = file;

describe("test-vectors.json", () => {
  it("is what the package exports and ships", () => {
    const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
    expect(pkg.exports["./test-vectors.json"]).toBe("./test-vectors.json");
    expect(pkg.files).toContain("test-vectors.json");
    expect(JSON.parse(readFileSync(new URL("../test-vectors.json", import.meta.url), "utf8"))).toEqual(file);
  });

  it("covers what partners get wrong: unicode, nesting, arrays, unusual numbers, literals, escapes", () => {
    expect(vectors.length).toBeGreaterThanOrEqual(10);
    expect(new Set(vectors.map((v) => v.name)).size).toBe(vectors.length);
    const all = vectors.map((v) => v.canonicalBody).join("\n");
    for (const needle of [
      "1e+21",
      "0.1",
      "1e-7",
      '"negativeZero":0',
      "12345678901234567000",
      "😀",
      "é",
      "true",
      "null",
    ]) {
      expect(all).toContain(needle);
    }
    expect(vectors.some((v) => Array.isArray(v.body))).toBe(true);
    // -0 survives in the inputs (JSON.parse keeps it), so the vector really exercises it.
    const numbers = vectors.find((v) => v.name === "numbers")!.body as Record<string, number>;
    expect(Object.is(numbers.negativeZero, -0)).toBe(true);
  });

  it.each(vectors.map((v) => [v.name, v] as const))(
    "%s: canonical body agrees with the RFC 8785 reference implementation",
    (_name, vector) => {
      expect(reference(vector.body)).toBe(vector.canonicalBody);
    },
  );

  it.each(vectors.map((v) => [v.name, v] as const))(
    "%s: signature is node:crypto's HMAC-SHA256 of `<timestamp>.<canonicalBody>`",
    (_name, vector) => {
      const expected = createHmac("sha256", Buffer.from(vector.secret, "utf8"))
        .update(Buffer.from(`${vector.timestamp}.${vector.canonicalBody}`, "utf8"))
        .digest("hex");
      expect(vector.signature).toBe(expected);
    },
  );

  it("orders the unicode-keys vector by code unit, which differs from code point and locale order", () => {
    const vector = vectors.find((v) => v.name === "unicode-keys")!;
    const keys = Object.keys(JSON.parse(vector.canonicalBody));
    const byCodePoint = [...keys].sort((a, b) => {
      const [x, y] = [[...a].map((c) => c.codePointAt(0)!), [...b].map((c) => c.codePointAt(0)!)];
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
      return x.length - y.length;
    });
    const byLocale = [...keys].sort((a, b) => a.localeCompare(b, "en"));
    // Integer-like keys are hoisted by JSON.parse, so compare the non-integer ones in their canonical order.
    const order = (list: string[]) => list.filter((k) => !/^\d+$/.test(k));
    const canonicalOrder = vector.canonicalBody.match(/"((?:[^"\\]|\\.)*)":"/g)!.map((m) => JSON.parse(m.slice(0, -2)));
    expect(order(canonicalOrder)).not.toEqual(order(byCodePoint));
    expect(order(canonicalOrder)).not.toEqual(order(byLocale));
    expect(canonicalOrder.indexOf("😀")).toBeLessThan(canonicalOrder.indexOf("\ufb33"));
  });
});

describe.each(BACKENDS)("the package (%s) against the vectors", (backend) => {
  let p: Package;
  beforeAll(async () => {
    p = await loadPackage(backend);
  });

  it.each(vectors.map((v) => [v.name, v] as const))(
    "%s: sign produces exactly the vector's body and headers",
    async (_name, vector) => {
      expect(p.canonicalize(vector.body)).toBe(vector.canonicalBody);
      const signed = await p.sign({ secret: vector.secret, body: vector.body, timestamp: vector.timestamp });
      expect(signed).toEqual({
        body: vector.canonicalBody,
        headers: {
          "X-Svc-Timestamp": String(vector.timestamp),
          "X-Svc-Signature": vector.signature,
          "Content-Type": "application/json",
        },
      });
    },
  );

  it.each(vectors.map((v) => [v.name, v] as const))(
    "%s: verify accepts it as text, as bytes, and re-serialized; refuses it altered",
    async (_name, vector) => {
      const headers = { "X-Svc-Timestamp": String(vector.timestamp), "X-Svc-Signature": vector.signature };
      const base = { secret: vector.secret, headers, now: vector.timestamp };
      await expect(p.verify({ ...base, body: vector.canonicalBody })).resolves.toMatchObject({ matchedOn: "raw" });
      await expect(p.verify({ ...base, body: new TextEncoder().encode(vector.canonicalBody) })).resolves.toMatchObject({
        matchedOn: "raw",
      });
      const pretty = JSON.stringify(vector.body, null, 2);
      await expect(p.verify({ ...base, body: pretty })).resolves.toMatchObject({
        matchedOn: pretty === vector.canonicalBody ? "raw" : "canonical",
      });
      await expect(p.verify({ ...base, body: `${vector.canonicalBody} ` })).resolves.toMatchObject({
        matchedOn: "canonical",
      });
      await expect(p.verify({ ...base, body: `[${vector.canonicalBody}]` })).rejects.toThrow(p.BadSignatureError);
      await expect(p.verify({ ...base, secret: `${vector.secret}x`, body: vector.canonicalBody })).rejects.toThrow(
        p.BadSignatureError,
      );
    },
  );
});
