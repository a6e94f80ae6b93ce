// Baseline for a streamed POST /api/llm/chat: Express 5 answering server-sent events with nothing in
// between. It parses the JSON body, sends the headers the server's streamed chat sends
// (`text/event-stream`, `Cache-Control: no-store`, `X-Accel-Buffering: no`, flushed at once), writes a
// `run` event, then a `done` event, and ends: the least a streamed reply costs here.
import { randomUUID } from "node:crypto";
import express from "express";

const event = (name: string, data: unknown): string => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

const app = express();
app.disable("x-powered-by");
app.post("/", express.json(), (req, res) => {
  const { model, messages } = req.body as { model: string; messages: { role: string; content: string }[] };
  const id = `run_${randomUUID()}`;
  const createdAt = new Date().toISOString();
  res.status(200).type("text/event-stream").set({ "Cache-Control": "no-store", "X-Accel-Buffering": "no" });
  res.flushHeaders();
  res.write(event("run", { id, createdAt }));
  res.write(event("done", { id, createdAt, model, reply: `Echo: ${messages.at(-1)?.content ?? ""}` }));
  res.end();
});
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`READY http://127.0.0.1:${address.port}`);
});
