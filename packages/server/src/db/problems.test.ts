import { BackendTerminatedUnexpectedlyError, type DatabasePool, sql } from "slonik";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realPostgresUrl } from "../../test/harness.ts";
import { toProblem as httpProblem } from "../http/errors.ts";
import { DatabaseAcquireTimeoutError, DatabaseQueryTimeoutError } from "./bounded.ts";
import { CommitDeadlinePassedError } from "./deadline.ts";
import { type Database, openDatabase } from "./pool.ts";
import { databaseProblem } from "./problems.ts";

/** What the error handler answers: toProblem with the database's classifier, as app.ts wires it. */
const toProblem = (err: unknown) => httpProblem(err, databaseProblem);

/**
 * toProblem on the errors a real query raises through the real pool (slonik wrapping pg's error, or
 * slonik's own), on PGlite or on the PostgreSQL server named by DATABASE_URL.
 */
let database: Database;
let db: DatabasePool;

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: realPostgresUrl, dataDir: undefined, poolSize: 2 });
  db = database.pool;
});

afterAll(async () => {
  await database?.close();
});

const thrownBy = async (work: () => Promise<unknown>): Promise<unknown> => {
  try {
    await work();
  } catch (err) {
    return err;
  }
  throw new Error("expected the query to fail");
};

describe("toProblem: the database refused a value (SQLSTATE class 22) is the client's 400, never a 500", () => {
  it.each([
    ["a NUL character in text", "22021", () => db.oneFirst(sql.unsafe`SELECT ${"a\u0000b"}::text`)],
    ["a number out of range", "22003", () => db.oneFirst(sql.unsafe`SELECT ${2147483647}::int4 + 1`)],
    [
      "text that is not a number (slonik drops the code)",
      "22P02",
      () => db.oneFirst(sql.unsafe`SELECT ${"12abc"}::int4`),
    ],
    ["a malformed timestamp", "22007", () => db.oneFirst(sql.unsafe`SELECT ${"not a time"}::timestamptz`)],
    ["an impossible date", "22008", () => db.oneFirst(sql.unsafe`SELECT ${"2024-13-45"}::date`)],
    [
      "a string too long for its column",
      "22001",
      () =>
        db.transaction(async (tx) => {
          await tx.query(sql.unsafe`CREATE TEMP TABLE short_text (v varchar(2)) ON COMMIT DROP`);
          await tx.query(sql.unsafe`INSERT INTO short_text (v) VALUES (${"secret-value"})`);
        }),
    ],
    [
      "a NUL in a JSON value (refused by slonik itself)",
      "22021",
      () => db.query(sql.unsafe`SELECT ${sql.jsonb({ a: "x\u0000" })}`),
    ],
  ])("%s (%s)", async (_what, sqlstate, query) => {
    const err = await thrownBy(query);
    const problem = toProblem(err);
    expect(problem.status).toBe(400);
    expect(problem.type).toBe("invalid-data");
    expect(problem.detail).toContain(`SQLSTATE ${sqlstate}`);
    // Never the database's message: it may quote the value.
    expect(problem.detail).not.toMatch(/12abc|not a time|2024-13-45|secret-value|0x00|invalid input|byte sequence/);
  });

  it("any other data exception too (division by zero, 22012), with a generic detail", async () => {
    const problem = toProblem(await thrownBy(() => db.oneFirst(sql.unsafe`SELECT 1 / ${0}::int4`)));
    expect(problem).toMatchObject({ status: 400, type: "invalid-data" });
    expect(problem.detail).toContain("SQLSTATE 22012");
  });

  it("keeps slonik's own refusals of a malformed query a 500 (a programming mistake, not the client's)", async () => {
    const err = await thrownBy(() => db.query(sql.unsafe`SELECT ${sql.join([], sql.fragment`, `)}`));
    expect(toProblem(err).status).toBe(500);
    const syntax = await thrownBy(() => db.query(sql.unsafe`SELEKT 1`));
    expect(toProblem(syntax).status).toBe(500);
  });
});

describe("toProblem: the database out of reach is 503 with Retry-After", () => {
  it.each([
    ["no connection within the acquire bound", new DatabaseAcquireTimeoutError("no connection")],
    ["no answer within the statement bound", new DatabaseQueryTimeoutError("no answer")],
    [
      "a connection cut mid-statement",
      new BackendTerminatedUnexpectedlyError(new Error("Connection terminated unexpectedly")),
    ],
    ["a reset socket", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["a server shutting down (57P01)", Object.assign(new Error("terminating connection"), { code: "57P01" })],
    ["a connection exception (08006)", { cause: Object.assign(new Error("connection failure"), { code: "08006" }) }],
  ])("%s", (_what, err) => {
    const problem = toProblem(err);
    expect(problem.status).toBe(503);
    expect(problem.headers["Retry-After"]).toMatch(/^\d+$/);
  });

  it("a money statement past its deadline is 503 deadline-passed: nothing changed, retry", () => {
    const problem = toProblem(new CommitDeadlinePassedError());
    expect(problem).toMatchObject({ status: 503, type: "deadline-passed" });
    expect(problem.headers["Retry-After"]).toBe("1");
  });
});
