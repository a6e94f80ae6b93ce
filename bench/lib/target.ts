import { type ChildProcess, spawn } from "node:child_process";

/** A benchmark target (bench/targets/*.ts) running in its own process. */
export type Target = { url: string; child: ChildProcess };

const here = new URL("../", import.meta.url);

/** Start a target, relative to bench/, and wait for the `READY <url>` line it prints once it listens. */
export const startTarget = (
  file: string,
  options: { args?: string[]; env?: Record<string, string> } = {},
): Promise<Target> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [new URL(file, here).pathname, ...(options.args ?? [])], {
      env: { ...process.env, ...options.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let buffer = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /READY (\S+)/.exec(buffer);
      if (match) resolve({ url: match[1]!, child });
    });
    child.once("exit", (code) => reject(new Error(`${file} exited with ${code} before it was ready`)));
  });

/** SIGTERM (the target closes gracefully) and wait for it to exit. */
export const stopTarget = async (target: Target): Promise<void> => {
  const exited = new Promise((resolve) => target.child.once("exit", resolve));
  target.child.kill("SIGTERM");
  await exited;
};
