import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.ts";

const dir = mkdtempSync(path.join(tmpdir(), "tp-lock-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("lockDataDir", () => {
  it("writes our pid, refuses a second owner while the first lives, and frees on release", () => {
    const file = path.join(dir, "server.lock");
    // A live process other than us (our parent) holds it: refused.
    writeFileSync(file, String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}`);
    // A lock left by a process that is gone is taken over.
    writeFileSync(file, "2147483646");
    const release = lockDataDir(dir);
    expect(existsSync(file)).toBe(true);
    release();
    expect(existsSync(file)).toBe(false);
  });
});
