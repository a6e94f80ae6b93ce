// Real PostgreSQL: a named statement runs on many pooled connections at once, and each connection
// prepares it once (pg tracks that per client), so no "prepared statement already exists" error.
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedOn } from "../../src/db/prepared.ts";
import { startTestServer, type TestServer } from "../harness.ts";

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(async () => {
  await app?.close();
});

describe("named prepared statements on a pool (real PostgreSQL)", () => {
  it("run concurrently on every connection, repeatedly, and are prepared on the server", async () => {
    expect(app.ctx.database.kind).toBe("postgres");
    const prepare = preparedOn(app.ctx.database.kind);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        app.ctx.db.oneFirst(prepare("test_add_one_v1", sql.unsafe`SELECT ${i}::int + 1`)),
      ),
    );
    expect(results).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    const prepared = await app.ctx.db.connect((connection) =>
      connection
        .anyFirst(sql.unsafe`SELECT name FROM pg_prepared_statements WHERE name = 'test_add_one_v1'`)
        .then(async (before) => {
          await connection.oneFirst(prepare("test_add_one_v1", sql.unsafe`SELECT ${41}::int + 1`));
          const after = await connection.anyFirst(
            sql.unsafe`SELECT name FROM pg_prepared_statements WHERE name = 'test_add_one_v1'`,
          );
          return { before: before.length, after: after.length };
        }),
    );
    expect(prepared.after).toBe(1); // this session holds it now (whether or not it did before)
    expect(prepared.before).toBeLessThanOrEqual(1);
  });
});
