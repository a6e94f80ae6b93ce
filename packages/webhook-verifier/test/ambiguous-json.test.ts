// The canonical fallback refuses JSON that parsers read differently (json-scan.ts), and is skipped when the
// raw body is canonical already.
import { canonicalize } from "@trustplane/canonical-json";
import { beforeAll, describe, expect, it } from "vitest";
import { scanJson } from "../src/json-scan.js";
import type { TestVectors } from "../src/test-vectors.js";
import vectorsFile from "../test-vectors.json" with { type: "json" };
import { BACKENDS, loadPackage, type Package } from "./load-package.js";

const SECRET = "whsec_test_secret";
const NOW = 1_700_000_000;

describe("scanJson", () => {
  it("finds a member name repeated in one object, at any depth, after unescaping", () => {
    for (const text of [
      '{"amount":99999,"amount":12.5,"eventId":"evt_1"}',
      '{"a":1,"\\u0061":2}',
      '{"\\u0061":1,"a":2}',
      '{"x":[{"ok":1},{"b":1,"c":2,"b":3}]}',
      '{"z":{"y":{"x":{"w":1,"w":1}}}}',
      '{ "b" : 1 , "a" : 2 , "b" : 3 }',
      '{"\\ud83d\\ude00":1,"😀":2}',
      '{"a\\/b":1,"a/b":2}',
    ]) {
      expect(scanJson(text), text).toMatchObject({
        kind: "ambiguous",
        problem: expect.stringMatching(/appears twice/),
      });
    }
    expect(scanJson('{"amount":99999,"amount":12.5}')).toEqual({
      kind: "ambiguous",
      problem: 'the member name "amount" appears twice in one object (at character 16)',
    });
    // The same name in different objects is no repetition.
    expect(scanJson('{"a":{"a":1},"b":[{"a":2},{"a":3}]}').kind).toBe("canonical");
  });

  it("finds lone surrogates, escaped or raw, and numbers beyond double range", () => {
    for (const text of [
      '"\\ud800"',
      '"\\udc00"',
      '"a\\ud83d"',
      '"\\ud83d\\n"',
      '"\\ud83dx"',
      '"\\ude00\\ud83d"',
      '{"\\udfff":1}',
      '"\ud800"',
      '["\ud83d\\ud83d\\ude00"]',
    ]) {
      expect(scanJson(text), text).toMatchObject({ kind: "ambiguous", problem: expect.stringMatching(/surrogate/) });
    }
    for (const text of ["1e400", "-1e309", `{"a":[${"9".repeat(400)}]}`]) {
      expect(scanJson(text), text).toMatchObject({ kind: "ambiguous", problem: expect.stringMatching(/double range/) });
    }
    // A pair is fine, escaped or half escaped (written raw, it is canonical: below).
    for (const text of ['"\\ud83d\\ude00"', '"\\ud83d\ude00"', '"\ud83d\\ude00"']) {
      expect(scanJson(text).kind, text).toBe("representable");
    }
    expect(scanJson('"😀"').kind).toBe("canonical");
    expect(scanJson("1e308").kind).toBe("representable");
  });

  it("tells text that is not JSON", () => {
    for (const text of [
      "",
      " ",
      "not json",
      "{",
      '{"a":1,}',
      "[1 2]",
      "[1,]",
      '{"a"}',
      '{"a":}',
      "{1:2}",
      '"abc',
      '"\\x"',
      '"\\u12"',
      '"a\nb"',
      "tru",
      "01",
      "1.",
      ".5",
      "+1",
      "NaN",
      "{}{}",
      "[]]",
      '{"a":1}x',
      "\ufeff{}",
    ]) {
      expect(scanJson(text), JSON.stringify(text)).toEqual({ kind: "invalid" });
    }
  });

  it("says canonical exactly when the text is its own RFC 8785 form", () => {
    const texts = [
      "{}",
      "[]",
      "0",
      "-0",
      "1.0",
      "1e21",
      "1e+21",
      "1E+21",
      "0.1",
      "1e-7",
      "100",
      "12345678901234567890",
      "true",
      "null",
      '"a"',
      '"\\n"',
      '"\\u000a"',
      '"\\u001f"',
      '"\\u001F"',
      '"\\u0041"',
      '"\\/"',
      '"/"',
      '"\\\\"',
      '"\\""',
      '"é"',
      '"\\u00e9"',
      '"\u2028"',
      '"\\u2028"',
      '"\u007f"',
      '{"a":1,"b":2}',
      '{"b":1,"a":2}',
      '{"a":1, "b":2}',
      ' {"a":1}',
      '{"a":1}\n',
      '{"Z":1,"a":2}',
      '{"a":1,"Z":2}',
      '{"😀":1,"דּ":2}',
      '{"דּ":1,"😀":2}',
      '{"e":1,"é":2,"z":3}',
      '{"e":1,"z":2,"é":3}',
      '{"a":[1,{"c":1,"b":2}]}',
      '[1,{"b":{"d":[],"c":{}},"a":null}]',
    ];
    const vectors = (vectorsFile as TestVectors).vectors;
    texts.push(...vectors.map((v) => v.canonicalBody));
    texts.push(...vectors.map((v) => JSON.stringify(JSON.parse(v.canonicalBody), null, 2)));
    for (const text of texts) {
      const scan = scanJson(text);
      expect(scan.kind === "canonical" || scan.kind === "representable", text).toBe(true);
      expect(scan.kind === "canonical", text).toBe(canonicalize(JSON.parse(text)) === text);
    }
    expect(vectors.length).toBeGreaterThan(10);
  });

  it("scans deep nesting without recursion", () => {
    const depth = 200_000;
    expect(scanJson(`${"[".repeat(depth)}${"]".repeat(depth)}`).kind).toBe("canonical");
    expect(scanJson(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`).kind).toBe("canonical");
    expect(scanJson(`${"[".repeat(depth)}${"]".repeat(depth - 1)}`).kind).toBe("invalid");
  });

  it("takes time linear in the text, even for many distinct member names out of order", () => {
    const names = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${count - i}":${i}`).join(",")}}`;
    const time = (text: string) => {
      const start = performance.now();
      for (let i = 0; i < 5; i++) expect(scanJson(text).kind).toBe("representable");
      return performance.now() - start;
    };
    time(names(10_000)); // warm-up
    const small = time(names(10_000));
    const large = time(names(100_000));
    // 10× the input: well under 100× the time (a quadratic scan would take ~100×).
    expect(large / small).toBeLessThan(40);
  });
});

describe.each(BACKENDS)("verify's canonical fallback, with the %s backend", (backend) => {
  let p: Package;
  beforeAll(async () => {
    p = await loadPackage(backend);
  });
  const headersFor = async (signedText: string) => ({
    "X-Svc-Timestamp": String(NOW),
    "X-Svc-Signature": await p.computeSignature({ secret: SECRET, timestamp: NOW, body: signedText }),
  });

  it("refuses a body with a repeated member name whose last reading is signed", async () => {
    const headers = await headersFor('{"amount":12.5,"eventId":"evt_1"}');
    const forged = '{"amount":99999,"amount":12.5,"eventId":"evt_1"}';
    // Before this check, the fallback verified it: JSON.parse keeps the last "amount".
    expect(p.canonicalize(JSON.parse(forged))).toBe('{"amount":12.5,"eventId":"evt_1"}');
    for (const body of [forged, new TextEncoder().encode(forged)]) {
      const error = await p.verify({ secret: SECRET, headers, body, now: NOW }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(p.BadSignatureError);
      expect(error).toMatchObject({ code: "bad_signature", reason: "ambiguous-json" });
      expect((error as Error).message).toMatch(/the member name "amount" appears twice in one object/);
    }
    // With the parsed body given too (as Express gives it), the raw text still decides.
    await expect(
      p.verify({ secret: SECRET, headers, body: forged, parsedBody: JSON.parse(forged), now: NOW }),
    ).rejects.toMatchObject({ reason: "ambiguous-json" });
  });

  it("refuses nested and escaped repetitions, lone surrogates and numbers beyond double range", async () => {
    const cases: [forged: string, signedAs: string][] = [
      ['{"event":{"payout":{"amount":99999,"amount":12.5}}}', '{"event":{"payout":{"amount":12.5}}}'],
      ['{"amount":99999,"\\u0061mount":12.5}', '{"amount":12.5}'],
      ['[{"id":"a"},{"id":"b","id":"a"}]', '[{"id":"a"},{"id":"a"}]'],
      ['{"eventId":"evt_\\ud800"}', '{"eventId":"evt_\\ufffd"}'],
      ['{"amount":1e400}', '{"amount":null}'],
    ];
    for (const [forged, signedAs] of cases) {
      const headers = await headersFor(signedAs);
      await expect(p.verify({ secret: SECRET, headers, body: forged, now: NOW }), forged).rejects.toMatchObject({
        code: "bad_signature",
        reason: "ambiguous-json",
      });
    }
  });

  it("still accepts such a body signed exactly as sent (the raw bytes are what was signed)", async () => {
    const body = '{"amount":99999,"amount":12.5,"eventId":"evt_1"}';
    await expect(p.verify({ secret: SECRET, headers: await headersFor(body), body, now: NOW })).resolves.toMatchObject({
      matchedOn: "raw",
    });
  });

  it("refuses a canonical body that does not verify at once, and still verifies re-serialized ones", async () => {
    const canonical = '{"amount":12.5,"eventId":"evt_1"}';
    const headers = await headersFor(canonical);
    const wrong = { ...headers, "X-Svc-Signature": "0".repeat(64) };
    await expect(p.verify({ secret: SECRET, headers: wrong, body: canonical, now: NOW })).rejects.toMatchObject({
      reason: "mismatch",
    });
    // Re-serialized (whitespace, order, escapes, number spelling): the fallback runs and verifies.
    for (const body of [
      '{ "amount": 12.5, "eventId": "evt_1" }',
      '{"eventId":"evt_1","amount":12.5}',
      '{"amount":12.50,"eventId":"evt_\\u0031"}',
      '{"amount":1.25e1,"eventId":"evt_1"}',
    ]) {
      await expect(p.verify({ secret: SECRET, headers, body, now: NOW }), body).resolves.toMatchObject({
        matchedOn: "canonical",
      });
    }
    // Canonical text behind a UTF-8 byte-order mark: the text without it is tried.
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(canonical)]);
    await expect(p.verify({ secret: SECRET, headers, body: bom, now: NOW })).resolves.toMatchObject({
      matchedOn: "canonical",
    });
  });
});
