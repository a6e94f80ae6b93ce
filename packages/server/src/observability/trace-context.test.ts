import { describe, expect, it } from "vitest";
import { formatTraceparent, newSpanId, newTraceId, parseTraceparent, parseTracestate } from "./trace-context.ts";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT = "00f067aa0ba902b7";

describe("parseTraceparent (W3C Trace Context, as a receiving vendor)", () => {
  it("accepts version 00 exactly as specified, keeping the known flags", () => {
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-01`)).toEqual({ traceId: TRACE, parentId: PARENT, flags: 1 });
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-00`)).toEqual({ traceId: TRACE, parentId: PARENT, flags: 0 });
    // Level 2's random flag is kept; reserved bits are cleared.
    expect(parseTraceparent(`00-${TRACE}-${PARENT}-ff`)?.flags).toBe(0x03);
  });

  it.each([
    ["nothing", undefined],
    ["empty", ""],
    ["uppercase hex in the trace id", `00-${TRACE.toUpperCase()}-${PARENT}-01`],
    ["uppercase hex in the parent id", `00-${TRACE}-00F067AA0BA902B7-01`],
    ["an all-zero trace id", `00-${"0".repeat(32)}-${PARENT}-01`],
    ["an all-zero parent id", `00-${TRACE}-${"0".repeat(16)}-01`],
    ["version ff", `ff-${TRACE}-${PARENT}-01`],
    ["a non-hex version", `0x-${TRACE}-${PARENT}-01`],
    ["version 00 with more after it", `00-${TRACE}-${PARENT}-01-extra`],
    ["a short trace id", `00-${TRACE.slice(1)}-${PARENT}-01`],
    ["a long parent id", `00-${TRACE}-${PARENT}0-01`],
    ["a non-hex flag", `00-${TRACE}-${PARENT}-0g`],
    ["other separators", `00_${TRACE}_${PARENT}_01`],
    ["two headers joined", `00-${TRACE}-${PARENT}-01, 00-${TRACE}-${PARENT}-01`],
    ["a later version with no dash after the flags", `01-${TRACE}-${PARENT}-01x`],
  ])("refuses %s", (_label, value) => {
    expect(parseTraceparent(value)).toBeUndefined();
  });

  it("reads a later version's first four fields, as the Recommendation asks", () => {
    expect(parseTraceparent(`cc-${TRACE}-${PARENT}-01`)).toEqual({ traceId: TRACE, parentId: PARENT, flags: 1 });
    expect(parseTraceparent(`cc-${TRACE}-${PARENT}-01-what-comes-later`)).toEqual({
      traceId: TRACE,
      parentId: PARENT,
      flags: 1,
    });
  });
});

describe("parseTracestate", () => {
  it("passes on valid list members, normalized", () => {
    expect(parseTracestate("rojo=00f067aa0ba902b7,congo=t61rcWkgMzE")).toBe("rojo=00f067aa0ba902b7,congo=t61rcWkgMzE");
    expect(parseTracestate(" rojo=1 ,, tenant@vendor=x y ")).toBe("rojo=1,tenant@vendor=x y");
  });

  it.each([
    ["nothing", undefined],
    ["only separators", " , ,"],
    ["a key twice", "a=1,a=2"],
    ["an uppercase key", "Rojo=1"],
    ["a member without a value", "rojo"],
    ["a value with =", "rojo=a=b"],
    ["a value outside printable ASCII", "rojo=caf\u00e9"],
    ["a key too long", `${"k".repeat(257)}=v`],
    ["33 members", Array.from({ length: 33 }, (_, i) => `k${i}=v`).join(",")],
    ["more than 512 characters", `a=${"x".repeat(255)},b=${"x".repeat(255)}`],
  ])("drops %s", (_label, value) => {
    expect(parseTracestate(value)).toBeUndefined();
  });
});

describe("new ids", () => {
  it("are random lowercase hex of the right length, and a traceparent formats as version 00", () => {
    const traces = new Set(Array.from({ length: 1000 }, newTraceId));
    const spans = new Set(Array.from({ length: 1000 }, newSpanId));
    expect(traces.size).toBe(1000);
    expect(spans.size).toBe(1000);
    for (const id of traces) expect(id).toMatch(/^[0-9a-f]{32}$/);
    for (const id of spans) expect(id).toMatch(/^[0-9a-f]{16}$/);
    const header = formatTraceparent(TRACE, PARENT, 0x03);
    expect(header).toBe(`00-${TRACE}-${PARENT}-03`);
    expect(parseTraceparent(header)).toEqual({ traceId: TRACE, parentId: PARENT, flags: 3 });
  });
});
