import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { csvCell, csvLine, writeCsv } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['"', '""""'],
    ["line\nbreak", '"line\nbreak"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
    ["crlf\r\nend", '"crlf\r\nend"'],
    ["  spaces kept  ", "  spaces kept  "],
    ["ünïcödé ✓", "ünïcödé ✓"],
  ])("escapes %j as %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+SUM(A1:A2)", "'+SUM(A1:A2)"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tlead tab", "'\tlead tab"],
    ["\rlead cr", '"\'\rlead cr"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ["=a,b", '"\'=a,b"'],
    ["-", "'-"],
    ["+", "'+"],
  ])("neutralises the formula %j as %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each(["-12.50", "+3", "-0", "1e-3", "-1.5E+10", "-.5", "42"])("leaves the numeric literal %j alone", (input) => {
    expect(csvCell(input)).toBe(input);
  });

  it("only checks the first character for formulas", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("x@example.test")).toBe("x@example.test");
  });

  it("writes numbers, bigints, booleans and dates as they are, and null/undefined as empty", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(12.5)).toBe("12.5");
    expect(csvCell(-9007199254740993n)).toBe("-9007199254740993");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(new Date("2024-01-02T03:04:05.000Z"))).toBe("2024-01-02T03:04:05.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("csvLine", () => {
  it("joins escaped cells with commas and ends with CRLF", () => {
    expect(csvLine(["a", "b,c", 1, null, '"q"'])).toBe('a,"b,c",1,,"""q"""\r\n');
  });

  it("writes an empty record as a bare CRLF", () => {
    expect(csvLine([])).toBe("\r\n");
  });
});

let server: Server | undefined;
afterEach(async () => {
  // A test that failed mid-stream leaves a paused response open: close it too, or close() waits forever.
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const serve = async (handler: (res: ServerResponse) => Promise<void>): Promise<string> => {
  server = createServer((_req, res) => {
    handler(res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
};

const fetchText = async (url: string) => {
  const res = await fetch(url);
  return { res, text: await res.text() };
};

type Row = { id: number; name: string; amount: string };

describe("writeCsv", () => {
  it("sends a header row and one CRLF line per row, with download headers", async () => {
    const rows: Row[] = [
      { id: 1, name: "Ada, Countess", amount: "-12.50" },
      { id: 2, name: "=cmd()", amount: "3" },
    ];
    const url = await serve((res) =>
      writeCsv(res, {
        filename: "ledger export 2024.csv",
        columns: ["id", "name", { header: "amount (TNU)", value: (r) => r.amount }],
        rows,
      }),
    );
    const { res, text } = await fetchText(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="ledger_export_2024.csv"');
    expect(text).toBe('id,name,amount (TNU)\r\n1,"Ada, Countess",-12.50\r\n2,\'=cmd(),3\r\n');
  });

  it("sends only the header row for an empty source, and a BOM when asked", async () => {
    const url = await serve((res) => writeCsv(res, { filename: "empty.csv", columns: ["id"], rows: [], bom: true }));
    const res = await fetch(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFid\r\n");
  });

  it("streams rows from an async iterable", async () => {
    async function* source() {
      for (let id = 0; id < 5000; id++) yield { id, name: `row ${id}`, amount: String(id) };
    }
    const url = await serve((res) =>
      writeCsv(res, { filename: "big.csv", columns: ["id", "name", "amount"], rows: source() }),
    );
    const { text } = await fetchText(url);
    const lines = text.split("\r\n");
    expect(lines).toHaveLength(5002); // header + 5000 rows + the empty string after the last CRLF
    expect(lines[0]).toBe("id,name,amount");
    expect(lines[5000]).toBe("4999,row 4999,4999");
    expect(lines[5001]).toBe("");
  });

  it("waits for 'drain' instead of buffering the whole source when the client reads slowly", async () => {
    let produced = 0;
    // ~50 MB of CSV: far more than the kernel's loopback socket buffers (autotuned to several MB on a
    // busy machine, which let 200,000 rows' 10 MB mostly through), so only backpressure keeps it unread.
    const total = 1_000_000;
    async function* source() {
      for (let id = 0; id < total; id++) {
        produced++;
        yield { id, name: "x".repeat(40), amount: "1" };
      }
    }
    const url = await serve((res) =>
      writeCsv(res, { filename: "slow.csv", columns: ["id", "name", "amount"], rows: source() }),
    );
    const response = await new Promise<IncomingMessage>((resolve) => get(url, resolve));
    response.pause();
    await new Promise((r) => setTimeout(r, 300));
    const whilePaused = produced;
    expect(whilePaused).toBeLessThan(total / 2);
    let bytes = 0;
    response.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
    });
    const ended = new Promise((resolve) => response.on("end", resolve));
    response.resume();
    await ended;
    expect(produced).toBe(total);
    expect(bytes).toBeGreaterThan(total * 40);
  });

  it("stops pulling rows and lets the source clean up when the client disconnects", async () => {
    let produced = 0;
    let cleanedUp = false;
    let finished!: () => void;
    const done = new Promise<void>((resolve) => {
      finished = resolve;
    });
    async function* source() {
      try {
        for (let id = 0; id < 1_000_000; id++) {
          produced++;
          yield { id, name: "y".repeat(40), amount: "1" };
        }
      } finally {
        cleanedUp = true;
      }
    }
    const url = await serve((res) =>
      writeCsv(res, { filename: "gone.csv", columns: ["id", "name", "amount"], rows: source() }).finally(finished),
    );
    const response = await new Promise<IncomingMessage>((resolve) => get(url, resolve));
    response.pause();
    await new Promise((r) => setTimeout(r, 100));
    response.destroy();
    await done;
    expect(cleanedUp).toBe(true);
    expect(produced).toBeLessThan(1_000_000);
  });

  it("rejects before sending anything when the source fails on its first row", async () => {
    async function* failing(): AsyncGenerator<Row> {
      yield* [];
      throw new Error("database unavailable");
    }
    let failure: unknown;
    let headersSent = true;
    const url = await serve(async (res) => {
      try {
        await writeCsv(res, { filename: "x.csv", columns: ["id"], rows: failing() });
      } catch (err) {
        failure = err;
        headersSent = res.headersSent;
        res.statusCode = 503;
        res.end("unavailable");
      }
    });
    const { res } = await fetchText(url);
    expect(res.status).toBe(503);
    expect((failure as Error).message).toBe("database unavailable");
    expect(headersSent).toBe(false);
  });
});
