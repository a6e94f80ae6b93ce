// CPU time spent by processes, read from /proc (Linux): a rate measured on a shared 2-core machine swings
// with whatever else runs, the CPU a request costs each process much less. Elsewhere it reads undefined.
import { readdirSync, readFileSync } from "node:fs";

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on every Linux architecture in use). */
const TICKS_PER_SECOND = 100;

/** utime + stime of one process, in seconds; undefined when it is gone or /proc is not there. */
const processSeconds = (pid: number): number | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
};

/** Every process whose command is `name` (all of a PostgreSQL server's backends and workers). */
const processesNamed = (name: string): number[] => {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === name) pids.push(Number(entry));
    } catch {
      // gone between the listing and the read
    }
  }
  return pids;
};

export type CpuSample = { server: number | undefined; postgres: Map<number, number> };

/** The server process's CPU seconds so far, and each PostgreSQL process's. */
export const sampleCpu = (serverPid: number | undefined): CpuSample => {
  const postgres = new Map<number, number>();
  for (const pid of processesNamed("postgres")) {
    const seconds = processSeconds(pid);
    if (seconds !== undefined) postgres.set(pid, seconds);
  }
  return { server: serverPid === undefined ? undefined : processSeconds(serverPid), postgres };
};

/**
 * CPU seconds spent between two samples: by the server, and by PostgreSQL (processes started in between,
 * such as a new backend, count from zero; processes that ended are left out, their share lost).
 */
export const cpuBetween = (before: CpuSample, after: CpuSample): { server: number | undefined; postgres: number } => {
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  const server = before.server === undefined || after.server === undefined ? undefined : after.server - before.server;
  return { server, postgres };
};
