import { describe, expect, it } from "vitest";
import { matchesIfNoneMatch } from "./etag.ts";

describe("matchesIfNoneMatch", () => {
  const etag = '"abc"';
  it.each([
    [etag, true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['"x",W/"abc"', true],
    ["*", true],
    ['"abcd"', false],
    ["abc", false],
    ["", false],
    [undefined, false],
  ])("%j matches: %s", (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
