import { describe, expect, it } from "vitest";
import { DEFAULT_QUORUM, DEFAULT_VALIDATORS, parseQuorum, parseValidators, registryConfigFromEnv } from "./config.ts";
import { requiredWeight, tally } from "./quorum.ts";

describe("REGISTRY_QUORUM", () => {
  it("reads fractions and decimals as exact, reduced fractions", () => {
    expect(parseQuorum("3/4")).toEqual({ numerator: 3, denominator: 4 });
    expect(parseQuorum("0.75")).toEqual({ numerator: 3, denominator: 4 });
    expect(parseQuorum("2/3")).toEqual({ numerator: 2, denominator: 3 });
    expect(parseQuorum("6/9")).toEqual({ numerator: 2, denominator: 3 });
    expect(parseQuorum("1")).toEqual({ numerator: 1, denominator: 1 });
    expect(parseQuorum(" 0.5 ")).toEqual({ numerator: 1, denominator: 2 });
  });

  it("refuses zero, more than 1, and anything else", () => {
    for (const bad of ["0", "0/3", "4/3", "1.5", "2", "abc", "3/0", "-0.5", "0.1234567"]) {
      expect(() => parseQuorum(bad), bad).toThrow(/REGISTRY_QUORUM/);
    }
  });
});

describe("REGISTRY_VALIDATORS", () => {
  it("defaults to one validator per rule and the threshold 3/4", () => {
    const config = registryConfigFromEnv({});
    expect(config.validators).toEqual(DEFAULT_VALIDATORS);
    expect(config.validators.map((v) => v.rule)).toEqual(["integrity", "provenance", "policy", "duplication"]);
    expect(config.quorum).toEqual(DEFAULT_QUORUM);
  });

  it("reads validators with their rule's parameters, filling in defaults", () => {
    const validators = parseValidators(
      JSON.stringify([
        { id: "prov-1", rule: "provenance", weight: 3, params: { minAccountAgeSeconds: 60 } },
        { id: "music-only", rule: "policy", weight: 1, params: { allowedTypes: ["music", "music"] } },
        { id: "dup", rule: "duplication", weight: 5 },
      ]),
    );
    expect(validators).toEqual([
      {
        id: "prov-1",
        rule: "provenance",
        weight: 3,
        params: { minCertificateAgeSeconds: 0, minAccountAgeSeconds: 60 },
      },
      { id: "music-only", rule: "policy", weight: 1, params: { allowedTypes: ["music"] } },
      { id: "dup", rule: "duplication", weight: 5, params: {} },
    ]);
  });

  it("refuses malformed sets with a message naming the variable and the entry", () => {
    const cases: [unknown, RegExp][] = [
      [[], /1 to 32/],
      [{ id: "a" }, /JSON array/],
      [[{ id: "A", rule: "integrity", weight: 1 }], /\[0\]\.id/],
      [
        [
          { id: "a", rule: "integrity", weight: 1 },
          { id: "a", rule: "policy", weight: 1 },
        ],
        /used twice/,
      ],
      [[{ id: "a", rule: "vibes", weight: 1 }], /\[0\]\.rule/],
      [[{ id: "a", rule: "integrity", weight: 0 }], /\[0\]\.weight/],
      [[{ id: "a", rule: "integrity", weight: 1.5 }], /\[0\]\.weight/],
      [[{ id: "a", rule: "integrity", weight: 1, params: { allowedTypes: ["music"] } }], /not a integrity parameter/],
      [[{ id: "a", rule: "policy", weight: 1, params: { allowedTypes: ["painting"] } }], /allowedTypes/],
      [[{ id: "a", rule: "provenance", weight: 1, params: { minAccountAgeSeconds: -1 } }], /minAccountAgeSeconds/],
      [[{ id: "a", rule: "integrity", weight: 1, secret: "x" }], /secret is not a validator field/],
    ];
    for (const [value, message] of cases) {
      expect(() => parseValidators(JSON.stringify(value)), JSON.stringify(value)).toThrow(message);
    }
    expect(() => parseValidators("[not json")).toThrow(/REGISTRY_VALIDATORS: must be a JSON array/);
  });
});

describe("the quorum tally", () => {
  it("needs the least integer weight at or above the threshold, computed without floats", () => {
    expect(requiredWeight(7, { numerator: 3, denominator: 4 })).toBe(6);
    expect(requiredWeight(8, { numerator: 3, denominator: 4 })).toBe(6);
    expect(requiredWeight(9, { numerator: 2, denominator: 3 })).toBe(6);
    expect(requiredWeight(7, { numerator: 2, denominator: 3 })).toBe(5);
    expect(requiredWeight(3, { numerator: 1, denominator: 1 })).toBe(3);
    expect(requiredWeight(1, { numerator: 1, denominator: 1_000_000 })).toBe(1);
  });

  it("verifies at the threshold exactly and rejects one below it", () => {
    const quorum = { numerator: 2, denominator: 3 };
    const ballots = (approving: number[], rejecting: number[]) => [
      ...approving.map((weight) => ({ approve: true, weight })),
      ...rejecting.map((weight) => ({ approve: false, weight })),
    ];
    const at = tally(ballots([2, 2], [2]), quorum);
    expect(at).toEqual({ verdict: "verified", approvedWeight: 4, totalWeight: 6, requiredWeight: 4 });
    const below = tally(ballots([3], [2, 2]), quorum);
    expect(below).toEqual({ verdict: "rejected", approvedWeight: 3, totalWeight: 7, requiredWeight: 5 });
    expect(tally([], quorum).verdict).toBe("rejected");
  });
});
