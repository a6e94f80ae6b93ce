// Baseline for POST /api/llm/chat (echo, JSON): the irreducible work of the route in an Express hello
// world. It parses the JSON body, asks the AI SDK's generateText (the `ai` package the server uses) for
// the server's own echo model's answer (packages/server/src/modules/llm/echo.ts, no retries), and durably
// inserts one row shaped like an llm run (id, user id, reply, input and output tokens, created at) before
// it answers the reply as JSON: one INSERT per request, autocommit (the commit is done when the INSERT
// returns), on a pg Pool as large as the server's (DB_POOL_SIZE, default 10), as a named prepared
// statement on PostgreSQL and unnamed on PGlite, as the server's hot statements are (db/prepared.ts: the
// embedded database's single backend is shared by every pooled connection, so names would collide). The database is the one the server would use (bench/lib/baseline-db.ts): the embedded PGlite,
// opened by the server's code in a fresh directory, or, with DATABASE_URL, that database (a scratch
// database: bench/llm.ts makes one). No token check, validation, sealing, attempts or cost: the route's
// own work on top of this is what bench/llm.ts's ratio to this baseline measures.
import { randomUUID } from "node:crypto";
import { generateText, type ModelMessage } from "ai";
import express from "express";
import { echoModel } from "../../packages/server/src/modules/llm/echo.ts";
import { openBaselineDatabase } from "../lib/baseline-db.ts";

const db = await openBaselineDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
await db.pool.query(`
  CREATE TABLE IF NOT EXISTS llm_runs (
    id text PRIMARY KEY,
    user_id text NOT NULL,
    reply text NOT NULL,
    input_tokens integer,
    output_tokens integer,
    created_at timestamptz NOT NULL DEFAULT now()
  )`);

const userId = "usr_01JBENCHBASELINE000000000";

const app = express();
app.disable("x-powered-by");
app.post("/", express.json(), async (req, res) => {
  const body = req.body as { model: string; messages: ModelMessage[] };
  const result = await generateText({ model: echoModel(body.model), messages: body.messages, maxRetries: 0 });
  const id = `run_${randomUUID()}`;
  const createdAt = new Date().toISOString();
  await db.pool.query({
    name: db.kind === "postgres" ? "insert_run" : undefined,
    text: `INSERT INTO llm_runs (id, user_id, reply, input_tokens, output_tokens, created_at)
           VALUES ($1, $2, $3, $4, $5, $6)`,
    values: [id, userId, result.text, result.usage.inputTokens, result.usage.outputTokens, createdAt],
  });
  res.json({
    id,
    model: body.model,
    message: { role: "assistant", content: result.text },
    finishReason: result.finishReason,
    usage: { inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens },
    createdAt,
  });
});
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`READY http://127.0.0.1:${address.port}`);
});
process.on("SIGTERM", () => {
  server.close();
  db.close().then(() => process.exit(0));
});
