import pg from "pg";
import { sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./pool.ts";

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ databaseUrl: undefined, dataDir: undefined, poolSize: 10 });
});
afterAll(async () => {
  await database?.close();
});

describe("embedded PostgreSQL behind the loopback socket", () => {
  it("keeps each connection's extended-protocol messages together: concurrent parameterised queries get their own answers", async () => {
    const inputs = Array.from({ length: 200 }, (_, i) => i);
    const answers = await Promise.all(
      inputs.map((i) =>
        database.pool.oneFirst(sql.unsafe`SELECT (${i}::int * 2 + length(${"x".repeat(i % 7)}::text)) AS n`),
      ),
    );
    expect(answers).toEqual(inputs.map((i) => i * 2 + (i % 7)));
  });

  it("keeps them together when simple-protocol statements from other connections arrive in between", async () => {
    const clients = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const client = new pg.Client({ connectionString: database.connectionUri });
        await client.connect();
        return client;
      }),
    );
    try {
      const work = clients.map(async (client, c) => {
        const seen: number[] = [];
        for (let i = 0; i < 60; i++) {
          if (i % 3 === 0) await client.query("SELECT 1; SELECT 2");
          if (c % 2 === 0) {
            // Half the connections wrap their query in a transaction, as request handlers do.
            await client.query("BEGIN");
            const { rows } = await client.query<{ n: number }>("SELECT $1::int AS n", [c * 1000 + i]);
            await client.query("COMMIT");
            seen.push(rows[0]!.n);
          } else {
            const { rows } = await client.query<{ n: number }>("SELECT $1::int AS n", [c * 1000 + i]);
            seen.push(rows[0]!.n);
          }
        }
        return seen;
      });
      const results = await Promise.all(work);
      expect(results).toEqual(clients.map((_, c) => Array.from({ length: 60 }, (_, i) => c * 1000 + i)));
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
  });

  it("runs transactions from different connections one at a time, each seeing only its own writes", async () => {
    await database.pool.query(
      sql.unsafe`CREATE TABLE IF NOT EXISTS embedded_probe (k int PRIMARY KEY, v int NOT NULL)`,
    );
    await Promise.all(
      Array.from({ length: 30 }, (_, k) =>
        database.pool
          .transaction(async (tx) => {
            await tx.query(sql.unsafe`INSERT INTO embedded_probe (k, v) VALUES (${k}, 0)`);
            for (let step = 0; step < 3; step++)
              await tx.query(sql.unsafe`UPDATE embedded_probe SET v = v + 1 WHERE k = ${k}`);
            if (k % 5 === 0) throw new Error("roll back");
          })
          .catch((err: Error) => {
            if (err.message !== "roll back") throw err;
          }),
      ),
    );
    const rows = (await database.pool.any(sql.unsafe`SELECT k, v FROM embedded_probe ORDER BY k`)) as {
      k: number;
      v: number;
    }[];
    expect(rows.map((r) => r.k)).toEqual(Array.from({ length: 30 }, (_, k) => k).filter((k) => k % 5 !== 0));
    expect(rows.every((r) => r.v === 3)).toBe(true);
  });
});
