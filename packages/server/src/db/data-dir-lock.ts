import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * One process at a time may open an embedded database directory: two PGlite instances on the same
 * files each run their own copy and overwrite each other's writes on shutdown. The lock is a file
 * holding the owner's pid, created exclusively; a lock whose process is gone (a crash, a SIGKILL) is
 * taken over. Returns the release function.
 */
export const lockDataDir = (dir: string): (() => void) => {
  const file = path.join(dir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number(readFileSync(file, "utf8").trim());
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${owner}. Stop it, or give this server another DATA_DIR (or a DATABASE_URL).`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}.`);
};
