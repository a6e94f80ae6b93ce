import { sql } from "slonik";
import { describe, expect, it } from "vitest";
import { preparedOn } from "./prepared.ts";

describe("preparedOn", () => {
  const token = sql.unsafe`SELECT ${1}::int AS one`;

  it("names the statement on a PostgreSQL server, keeping its text and values", () => {
    const named = preparedOn("postgres")("one_v1", token);
    expect(named.name).toBe("one_v1");
    expect(named.sql).toBe(token.sql);
    expect(named.values).toEqual(token.values);
    expect(token.name).toBeUndefined(); // the original token is not changed
  });

  it("leaves it unnamed on embedded PGlite, whose one backend all connections share", () => {
    expect(preparedOn("embedded")("one_v1", token)).toBe(token);
  });
});
