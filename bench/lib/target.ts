import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";

/** A benchmark target (bench/targets/*.ts) running in its own process. */
export type Target = { url: string; child: ChildProcess };

const here = new URL("../", import.meta.url);

/** Targets still running: if the bench exits anyway (an error), they are stopped with it, never left behind. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

/**
 * Start a target, relative to bench/, and wait for the `READY <url>` line it prints once it listens.
 * `onLine` receives each later line of its stdout (diagnostics a target prints on request).
 */
export const startTarget = (
  file: string,
  options: { args?: string[]; env?: Record<string, string>; onLine?: (line: string) => void } = {},
): Promise<Target> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [new URL(file, here).pathname, ...(options.args ?? [])], {
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    running.add(child);
    child.once("exit", () => running.delete(child));
    let buffer = "";
    let ready = false;
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      if (!ready) {
        const match = /READY (\S+)/.exec(buffer);
        if (!match) return;
        ready = true;
        buffer = buffer.slice(buffer.indexOf("\n", match.index) + 1 || buffer.length);
        resolve({ url: match[1]!, child });
      }
      // Keep only an unfinished last line: a long run must not accumulate the target's output here.
      const lines = buffer.split("\n");
      buffer = lines.pop()!;
      for (const line of lines) options.onLine?.(line);
    });
    child.once("exit", (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });

/** SIGTERM (the target closes gracefully) and wait for it to exit. */
export const stopTarget = async (target: Target): Promise<void> => {
  if (target.child.exitCode !== null || target.child.signalCode !== null) return;
  const exited = new Promise((resolve) => target.child.once("exit", resolve));
  target.child.kill("SIGTERM");
  await exited;
};

/**
 * How `npm start` runs the server (packages/server/package.json, `scripts.start`): the environment it
 * sets before `node` and the Node flags it passes, so a bench target runs the way operators run it.
 */
export const startScriptRuntime = (): { env: Record<string, string>; nodeOptions: string } => {
  const pkg = JSON.parse(readFileSync(new URL("../../packages/server/package.json", import.meta.url), "utf8")) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const node = words.indexOf("node");
  if (node < 0) throw new Error(`packages/server's start script does not run node: ${pkg.scripts.start}`);
  const env = Object.fromEntries(
    words.slice(0, node).map((word) => {
      const eq = word.indexOf("=");
      if (eq < 1) throw new Error(`unexpected word before node in the start script: ${word}`);
      return [word.slice(0, eq), word.slice(eq + 1)];
    }),
  );
  const nodeOptions = words.slice(node + 1).filter((word) => word.startsWith("--"));
  return { env, nodeOptions: nodeOptions.join(" ") };
};
