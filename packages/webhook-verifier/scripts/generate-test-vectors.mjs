// Writes test-vectors.json: each vector's inputs, with the expected canonical body and signature computed
// independently of this package (the `canonicalize` reference implementation of RFC 8785 and node:crypto).
// Bodies are given as JSON text and written into the file as they are, so literals such as -0,
// 12345678901234567890 and \ud83d\ude00 escapes reach readers unchanged. Run: npm run vectors -w @trustplane/webhook-verifier
// (then `npx biome format --write packages/webhook-verifier/test-vectors.json`).
import { createHmac } from "node:crypto";
import { writeFileSync } from "node:fs";
import canonicalize from "canonicalize";

const T = 1_700_000_000;
const SECRET = "whsec_test_secret";

/** [name, description, secret, timestamp, body as JSON text] */
const INPUTS = [
  [
    "flat-object",
    "Members sorted by name, no whitespace.",
    SECRET,
    T,
    '{"eventId": "evt_1", "email": "ada@example.test", "amount": 12.5}',
  ],
  [
    "royalty-event",
    "The rights receiver's royalty event, as a partner sends it.",
    "rights-secret-current",
    1_750_000_000,
    '{"eventId": "evt_42", "email": "ada@example.test", "productKey": "book-1", "period": "2025-06", "amount": 12.5}',
  ],
  [
    "nested-objects-and-arrays",
    "Objects are sorted at every depth; array order is kept; empty containers stay.",
    SECRET,
    T,
    '{"z": {"b": [3, 1, 2], "a": {"y": [{"d": 1, "c": 2}], "x": {}}}, "a": [[], {}, [{"b": null, "a": [0]}]], "m": "middle"}',
  ],
  [
    "top-level-array",
    "A body may be any JSON value; here an array whose objects are sorted.",
    SECRET,
    T,
    '[3, {"b": 1, "a": 2}, "x", [], {}, [true, null]]',
  ],
  [
    "numbers",
    "ECMAScript number serialization: 1e21 → 1e+21, 1e20 stays an integer, 0.1 stays 0.1, 1e-7 keeps its exponent, 0.000001 does not, -0 → 0, no trailing zeros, integers beyond 2^53 are rounded to the nearest double.",
    SECRET,
    T,
    '{"int": 42, "negative": -17, "tenth": 0.1, "tiny": 1e-7, "micro": 0.000001, "huge": 1e21, "belowHuge": 1e20, "negativeZero": -0, "largeInt": 12345678901234567890, "maxSafeInteger": 9007199254740991, "beyondSafe": 9007199254740993, "trailingZeros": 4.50, "upperExponent": 2E-3, "manyDigits": 333333333.33333329, "minValue": 5e-324, "maxValue": 1.7976931348623157e308, "negativeExponent": -1.5e-10, "onePointZero": 1.0}',
  ],
  [
    "literals",
    "true, false and null, alone and in arrays.",
    SECRET,
    T,
    '{"yes": true, "no": false, "nothing": null, "all": [true, false, null]}',
  ],
  [
    "unicode-strings",
    "Non-ASCII text is written as UTF-8, not escaped: a non-BMP emoji (a surrogate pair), a precomposed é next to e + combining acute (kept distinct, no normalization), CJK, Hebrew, the euro sign, U+2028/U+2029 and DEL.",
    SECRET,
    T,
    '{"emoji": "\\ud83d\\ude00 \\ud83d\\udd11", "precomposed": "caf\\u00e9", "combining": "cafe\\u0301", "cjk": "\\u4fe1\\u983c", "hebrew": "\\u05e9\\u05dc\\u05d5\\u05dd", "euro": "\\u20ac5", "separators": "a\\u2028b\\u2029c", "del": "\\u007f"}',
  ],
  [
    "string-escapes",
    'Only ", \\ and control characters are escaped; \\b \\f \\n \\r \\t use their short forms, other controls \\u00XX in lowercase hex; / is not escaped.',
    SECRET,
    T,
    '{"quote": "say \\"hi\\"", "backslash": "C:\\\\temp", "slash": "a\\/b", "controls": "\\u0000\\u0001\\b\\t\\n\\u000b\\f\\r\\u001f", "empty": ""}',
  ],
  [
    "unicode-keys",
    "Member names sort by UTF-16 code units: by code point or by locale the order differs. The emoji (surrogates 0xD83D…) sorts before U+FB33 though its code point U+1F600 is larger; e + combining acute sorts with e, far from é; uppercase before lowercase; ä and é after z.",
    SECRET,
    T,
    '{"\\u20ac": "Euro Sign", "\\r": "Carriage Return", "\\ufb33": "Hebrew Letter Dalet With Dagesh", "1": "One", "\\ud83d\\ude00": "Emoji: Grinning Face", "\\u0080": "Control", "\\u00f6": "Latin Small Letter O With Diaeresis", "e\\u0301": "e + combining acute", "\\u00e9": "precomposed e acute", "\\u00e4": "a umlaut", "z": "z", "Z": "Z", "a": "a", "10": "ten", "9": "nine"}',
  ],
  [
    "unicode-secret",
    "The secret is UTF-8 encoded before use as the HMAC key.",
    "cl\u00e9-secr\u00e8te-\ud83d\udd11",
    T,
    '{"ok": true}',
  ],
  [
    "long-secret",
    "A secret longer than SHA-256's 64-byte block is hashed first, as HMAC prescribes.",
    "s".repeat(100),
    T,
    '{"ok": true}',
  ],
  ["empty-object", "The smallest object body.", SECRET, 0, "{}"],
];

const hmacHex = (secret, timestamp, body) => createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

const rendered = INPUTS.map(([name, description, secret, timestamp, bodyText]) => {
  const canonicalBody = canonicalize(JSON.parse(bodyText));
  const fields = [
    `"name": ${JSON.stringify(name)}`,
    `"description": ${JSON.stringify(description)}`,
    `"secret": ${JSON.stringify(secret)}`,
    `"timestamp": ${timestamp}`,
    `"body": ${bodyText}`,
    `"canonicalBody": ${JSON.stringify(canonicalBody)}`,
    `"signature": ${JSON.stringify(hmacHex(secret, timestamp, canonicalBody))}`,
  ];
  return `    {\n      ${fields.join(",\n      ")}\n    }`;
});

const header = {
  description:
    "Test vectors for Trustplane partner webhooks. Sign: send canonicalBody as the request body with X-Svc-Timestamp = timestamp and X-Svc-Signature = signature. Verify: a receiver must accept each vector at its timestamp.",
  algorithm:
    "canonicalBody = RFC 8785 (JCS) serialization of body; signature = lowercase hex HMAC-SHA256, key = UTF-8 of secret, message = UTF-8 of <timestamp>.<canonicalBody> (the timestamp in decimal digits, a dot, the canonical body)",
};
const text = `{\n  "description": ${JSON.stringify(header.description)},\n  "algorithm": ${JSON.stringify(header.algorithm)},\n  "vectors": [\n${rendered.join(",\n")}\n  ]\n}\n`;
JSON.parse(text); // refuse to write a file that is not JSON
writeFileSync(new URL("../test-vectors.json", import.meta.url), text);
console.log(`wrote ${INPUTS.length} vectors`);
