import { canonicalize } from "@trustplane/canonical-json";
import { describe, expect, it } from "vitest";
import { HttpProblem } from "../../http/problem.ts";
import { canonicalPayloads, MAX_PAYLOAD_DEPTH, payloadBytes, payloadBytesOrProblem } from "./payload.ts";

const refusal = (run: () => unknown): HttpProblem => {
  try {
    run();
  } catch (err) {
    if (err instanceof HttpProblem) return err;
    throw err;
  }
  throw new Error("expected a 400");
};

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

describe("the payloads a request asks to sign or verify", () => {
  it("become the UTF-8 of their RFC 8785 form", () => {
    const payload = { b: [1, 2.5, "é"], a: null, c: { y: true, x: -0 } };
    expect(payloadBytes(payload, "/body/payload").toString("utf8")).toBe(canonicalize(payload));
    expect(payloadBytes(nested(MAX_PAYLOAD_DEPTH), "/body/payload").toString("utf8")).toBe(
      canonicalize(nested(MAX_PAYLOAD_DEPTH)),
    );
  });

  it("are a 400 naming the value when RFC 8785 cannot represent them: a lone surrogate, a number beyond double range", () => {
    // What JSON.parse makes of `"\ud800"`, `1e400` and `-1e400`.
    const cases: [unknown, string, RegExp][] = [
      ["\ud800", "/body/payload", /lone surrogate/],
      [{ a: [1, "x\udfff"] }, "/body/payload/a/1", /lone surrogate/],
      [{ "\udbff": 1 }, "/body/payload/\udbff", /lone surrogate/],
      [Number.POSITIVE_INFINITY, "/body/payload", /Infinity is not a JSON number/],
      [{ n: [Number.NEGATIVE_INFINITY] }, "/body/payload/n/0", /-Infinity is not a JSON number/],
      [nested(MAX_PAYLOAD_DEPTH + 1), "/body/payload", /more than 64 levels deep/],
    ];
    for (const [payload, path, message] of cases) {
      const problem = refusal(() => payloadBytes(payload, "/body/payload"));
      expect(problem).toMatchObject({ status: 400, type: "validation" });
      expect(problem.errors).toHaveLength(1);
      expect(problem.errors![0]!.path).toBe(path);
      expect(problem.errors![0]!.message).toMatch(message);
      // The location is the path's business, not repeated in the message.
      expect(problem.errors![0]!.message).not.toMatch(/ at (\/|the top level)/);
    }
  });

  it("of a batch are refused together, every bad item named, or all turned into bytes", () => {
    const items = [1, "\ud800", { ok: true }, { x: Number.POSITIVE_INFINITY }];
    const problem = refusal(() =>
      canonicalPayloads(items.map((payload, i) => ({ payload, path: `/body/items/${i}/payload` }))),
    );
    expect(problem.errors!.map((e) => e.path)).toEqual(["/body/items/1/payload", "/body/items/3/payload/x"]);
    expect(
      canonicalPayloads([1, "a"].map((payload, i) => ({ payload, path: `/body/items/${i}/payload` }))).map((b) =>
        b.toString(),
      ),
    ).toEqual(["1", '"a"']);
  });

  it("handed over by another module (the bureau pipeline's documents) give a 400 problem instead of a throw", () => {
    const problem = payloadBytesOrProblem({ title: "\ud800" });
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem).toMatchObject({ status: 400, type: "validation" });
    expect((problem as HttpProblem).detail).toMatch(/lone surrogate.*\/title/);
    expect(payloadBytesOrProblem({ title: "ok" })).toEqual(Buffer.from('{"title":"ok"}'));
  });
});
