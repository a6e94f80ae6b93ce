// Baseline: the fastest a Node HTTP server answers here.
import { createServer } from "node:http";

const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json" });
  res.end('{"hello":"world"}');
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`READY http://127.0.0.1:${address.port}`);
});
