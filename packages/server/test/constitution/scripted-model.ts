import { once } from "node:events";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Test helper: an OpenAI-compatible chat endpoint (`POST /v1/chat/completions`, JSON or SSE) that answers
 * whatever the test scripted with `answer(text)` (the same text until the next `answer`; a function of
 * the request's body to answer from the prompt), so a test can make a model say nonsense. Configure it as
 * `LLM_OPENAI_COMPATIBLE=scripted=<base>/v1`.
 */
export type ScriptedModel = {
  base: string;
  /** The requests' bodies, in order. */
  requests: any[];
  answer(text: string | ((body: any) => string)): void;
  close(): Promise<void>;
};

const readJson = async (req: IncomingMessage): Promise<any> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
};

export const startScriptedModel = async (): Promise<ScriptedModel> => {
  const requests: any[] = [];
  let script: string | ((body: any) => string) = "";
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readJson(req);
    requests.push(body);
    const text = typeof script === "function" ? script(body) : script;
    const base = { id: "chatcmpl-scripted", created: 1_764_000_000, model: body.model };
    const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
    if (!body.stream) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          ...base,
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
          usage,
        }),
      );
      return;
    }
    const chunk = (choices: unknown[], extra: object = {}) =>
      `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices, ...extra })}\n\n`;
    res.writeHead(200, { "content-type": "text/event-stream" });
    res.write(chunk([{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }]));
    for (const piece of text.match(/[\s\S]{1,16}/g) ?? []) {
      res.write(chunk([{ index: 0, delta: { content: piece }, finish_reason: null }]));
    }
    res.write(chunk([{ index: 0, delta: {}, finish_reason: "stop" }]));
    if (body.stream_options?.include_usage) res.write(chunk([], { usage }));
    res.end("data: [DONE]\n\n");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (next) => {
      script = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
