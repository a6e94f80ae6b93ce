import { mkdirSync, writeFileSync } from "node:fs";

const resultsDir = new URL("../results/", import.meta.url);

/**
 * Write one run's figures to `results/<name>-<time>.json` (or `results/<time>.json` without a name),
 * stamped with the date and Node version, and say where.
 */
export const writeResults = (name: string, figures: Record<string, unknown>): void => {
  mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString();
  const file = new URL(`${name ? `${name}-` : ""}${date.replace(/[:.]/g, "-")}.json`, resultsDir);
  writeFileSync(file, `${JSON.stringify({ date, node: process.version, ...figures }, null, 2)}\n`);
  console.log(`written ${file.pathname}`);
};
