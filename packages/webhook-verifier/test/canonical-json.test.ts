// canonicalize and CanonicalizationError come from @trustplane/canonical-json, inlined by the build: the
// published entry serializes exactly as that package does, and the errors of either are instances of
// the other's class (what an app that mixes this package with @trustplane/sdk-fintech relies on).
import * as standalone from "@trustplane/canonical-json";
import * as published from "@trustplane/webhook-verifier";
import vectorsFile from "@trustplane/webhook-verifier/test-vectors.json" with { type: "json" };
import { describe, expect, it } from "vitest";
import type { TestVectors } from "../src/index.js";

const { vectors } = vectorsFile as TestVectors;

const thrown = (canonicalize: (value: unknown) => string, value: unknown): unknown => {
  try {
    canonicalize(value);
  } catch (error) {
    return error;
  }
  throw new Error("expected a CanonicalizationError");
};

describe("canonicalize, re-exported from @trustplane/canonical-json", () => {
  it("is the inlined copy (the built entry has no dependency) and writes what the package writes", () => {
    expect(published.canonicalize).not.toBe(standalone.canonicalize);
    for (const vector of vectors) {
      expect(published.canonicalize(vector.body)).toBe(standalone.canonicalize(vector.body));
    }
  });

  it("throws errors that are instances of either package's CanonicalizationError", () => {
    const ours = thrown(published.canonicalize, { n: Number.POSITIVE_INFINITY });
    const theirs = thrown(standalone.canonicalize, { n: Number.POSITIVE_INFINITY });
    for (const error of [ours, theirs]) {
      expect(error).toBeInstanceOf(published.CanonicalizationError);
      expect(error).toBeInstanceOf(standalone.CanonicalizationError);
      expect(error).toMatchObject({ path: "/n" });
    }
  });
});
