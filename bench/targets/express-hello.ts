// Baseline: Express 5 answering JSON with nothing in between.
import express from "express";

const app = express();
app.disable("x-powered-by");
app.get("/", (_req, res) => {
  res.json({ hello: "world" });
});
const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`READY http://127.0.0.1:${address.port}`);
});
