import { describe, expect, it } from "vitest";
import { isRef, MAX_REF_HOPS, resolvePointer, resolveRef } from "./refs.mjs";

const contract = {
  paths: {
    "/api/a~b/{id}": { get: { parameters: [{ $ref: "#/components/parameters/Id" }] } },
  },
  components: {
    parameters: { Id: { name: "id", in: "path" }, Alias: { $ref: "#/components/parameters/Id" } },
    schemas: {
      Account: { type: "object", properties: { id: { type: "string" } } },
      "a/b": { type: "string" },
      "c~d": { type: "integer" },
      "~1": { const: "tilde-one" },
      Chain1: { $ref: "#/components/schemas/Chain2" },
      Chain2: { $ref: "#/components/schemas/Account" },
      Loop: { $ref: "#/components/schemas/Loop" },
      Broken: { $ref: "#/components/schemas/Nowhere" },
      Nothing: null,
    },
  },
};

describe("resolveRef", () => {
  it("returns a value that is not a reference as it is", () => {
    const schema = { type: "string" };
    expect(resolveRef(contract, schema)).toBe(schema);
    expect(resolveRef(contract, undefined)).toBeUndefined();
    expect(resolveRef(contract, "text")).toBe("text");
  });

  it("follows a local reference to the object it names (the same object, not a copy)", () => {
    expect(resolveRef(contract, { $ref: "#/components/schemas/Account" })).toBe(contract.components.schemas.Account);
    expect(resolveRef(contract, { $ref: "#/paths/~1api~1a~0b~1{id}/get/parameters/0" })).toBe(
      contract.components.parameters.Id,
    );
  });

  it("unescapes ~1 to / and then ~0 to ~ (RFC 6901), so ~01 is ~1 and not /", () => {
    expect(resolveRef(contract, { $ref: "#/components/schemas/a~1b" })).toEqual({ type: "string" });
    expect(resolveRef(contract, { $ref: "#/components/schemas/c~0d" })).toEqual({ type: "integer" });
    expect(resolveRef(contract, { $ref: "#/components/schemas/~01" })).toEqual({ const: "tilde-one" });
  });

  it("follows a chain of references to its end", () => {
    expect(resolveRef(contract, { $ref: "#/components/schemas/Chain1" })).toBe(contract.components.schemas.Account);
    expect(resolveRef(contract, { $ref: "#/components/parameters/Alias" })).toBe(contract.components.parameters.Id);
  });

  it("stops a cycle at the hop limit with an error naming the reference", () => {
    expect(MAX_REF_HOPS).toBe(20);
    expect(() => resolveRef(contract, { $ref: "#/components/schemas/Loop" })).toThrow(
      "Cannot resolve #/components/schemas/Loop: more than 20 references in a row (a cycle?)",
    );
    // A chain of exactly MAX_REF_HOPS references (the value's own, then n - 1 more) resolves; one more does not.
    const chain = (hops) => {
      const schemas = { S0: { type: "boolean" } };
      for (let i = 1; i < hops; i++) schemas[`S${i}`] = { $ref: `#/components/schemas/S${i - 1}` };
      return [{ components: { schemas } }, { $ref: `#/components/schemas/S${hops - 1}` }];
    };
    expect(resolveRef(...chain(MAX_REF_HOPS))).toEqual({ type: "boolean" });
    expect(() => resolveRef(...chain(MAX_REF_HOPS + 1))).toThrow(/more than 20 references/);
  });

  it("says which reference dangles, and from where it was followed", () => {
    expect(() => resolveRef(contract, { $ref: "#/components/schemas/Missing" })).toThrow(
      "Dangling reference #/components/schemas/Missing: the contract has nothing there",
    );
    expect(() => resolveRef(contract, { $ref: "#/components/schemas/Broken" })).toThrow(
      "Dangling reference #/components/schemas/Nowhere: the contract has nothing there (followed from #/components/schemas/Broken)",
    );
    expect(() => resolveRef(contract, { $ref: "#/components/schemas/Account/properties/id/type/length" })).toThrow(
      /^Dangling reference/,
    );
  });

  it("never finds inherited members (a schema called constructor or toString exists only if declared)", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(() => resolveRef(contract, { $ref: `#/components/schemas/${name}` }), name).toThrow(/^Dangling/);
    }
  });

  it("refuses references that are not local", () => {
    for (const ref of [
      "components.yaml#/components/schemas/Account",
      "https://example.test/x.json#/a",
      "#components",
    ]) {
      expect(() => resolveRef(contract, { $ref: ref }), ref).toThrow(
        `Cannot resolve ${ref}: only local references (#/…) are supported in the bundled contract`,
      );
    }
  });
});

describe("resolvePointer and isRef", () => {
  it("resolvePointer takes one hop and answers undefined where there is nothing", () => {
    expect(resolvePointer(contract, "#/components/parameters/Alias")).toEqual({ $ref: "#/components/parameters/Id" });
    expect(resolvePointer(contract, "#")).toBe(contract);
    expect(resolvePointer(contract, "#/components/schemas/Nothing")).toBeNull();
    expect(resolvePointer(contract, "#/components/schemas/Nothing/x")).toBeUndefined();
    expect(resolvePointer(contract, "#/nowhere")).toBeUndefined();
  });

  it("isRef recognizes Reference Objects only", () => {
    expect(isRef({ $ref: "#/a" })).toBe(true);
    for (const value of [null, undefined, "#/a", { $ref: 1 }, { ref: "#/a" }, []]) expect(isRef(value)).toBe(false);
  });
});
