// The socket-edge floor of the cached catalog: node:http answering the catalog's exact bytes with the
// headers the server sends with them (read from the file named by the first argument, written by
// bench/run.ts from the server's own answer), one writeHead and one end per request, nothing else: a
// request id of the server's shape and the rate-limit counters are the only per-request work. No server
// answering the same bytes and headers can be faster on this machine.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const { headers, body } = JSON.parse(readFileSync(process.argv[2]!, "utf8")) as {
  headers: [string, string][];
  body: string;
};
const bytes = Buffer.from(body, "utf8");
const fixed = headers.filter(
  ([name]) =>
    !/^(x-request-id|x-ratelimit-remaining|x-ratelimit-reset|date|connection|keep-alive|content-length)$/i.test(name),
);
let remaining = 1_000_000;
const server = createServer((_req, res) => {
  res.writeHead(
    200,
    [
      ["X-Request-Id", `req_${randomUUID()}`],
      ...fixed,
      ["X-RateLimit-Remaining", String(--remaining)],
      ["X-RateLimit-Reset", "60"],
      ["Content-Length", String(bytes.length)],
    ].flat(),
  );
  res.end(bytes);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`READY http://127.0.0.1:${address.port}`);
});
