/**
 * docs/configuration.md's tables of settings, generated from the declarations (src/env.ts):
 * the core's (src/config.ts) and each module's `settings`. Each table sits between two markers in the
 * hand-written page; the prose around it stays as written. A module whose settings have no place yet
 * gets one at the end of the page, its heading inside the markers (move the heading out to write about it).
 *
 *   node packages/server/scripts/settings-docs.ts          rewrites the tables (npm run docs:settings)
 *   node packages/server/scripts/settings-docs.ts --check  fails on any difference (the test does the same)
 */
import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { CORE_SETTINGS, loadConfig } from "../src/config.ts";
import type { SettingDoc } from "../src/env.ts";
import { MODULES } from "../src/modules/index.ts";
import type { Module } from "../src/platform/module.ts";

export const DOC_PATH = fileURLToPath(new URL("../../../docs/configuration.md", import.meta.url));
const DOC = "docs/configuration.md";
const FIX = "run `npm run docs:settings`";

export type SettingGroups = ReadonlyArray<readonly [group: string, settings: readonly SettingDoc[]]>;

/** The core's groups, then each module's settings in module order. */
export const settingGroups = (
  core: Readonly<Record<string, readonly SettingDoc[]>> = CORE_SETTINGS,
  modules: readonly Module[] = MODULES,
): SettingGroups => [
  ...Object.entries(core),
  ...modules.flatMap((m) => (m.settings?.length ? [[m.segment, m.settings] as const] : [])),
];

const begin = (group: string) =>
  `<!-- settings of ${group}: generated from their declarations by \`npm run docs:settings\`, do not edit -->`;
const END = "<!-- end of generated settings -->";
const BEGIN = /^<!-- settings of (\S+): generated .*-->$/;

const HEADER = ["| variable | format | default | meaning |", "|---|---|---|---|"];
const cell = (text: string) => text.replaceAll("|", "\\|");
const row = (s: SettingDoc) => `| \`${s.name}\` | ${cell(s.format)} | ${cell(s.default)} | ${cell(s.description)} |`;

export const renderTable = (settings: readonly SettingDoc[]): string => [...HEADER, ...settings.map(row)].join("\n");

/** The heading a block added by the generator starts with (a hand-placed block has its heading outside). */
const heading = (group: string) => `## ${group}`;

type Block = { start: number; end: number; lines: string[]; headed: boolean };

/** The generated blocks of the page by group, each the lines between its markers. */
const blocksOf = (lines: readonly string[]): Map<string, Block> => {
  const blocks = new Map<string, Block>();
  for (let i = 0; i < lines.length; i++) {
    const group = BEGIN.exec(lines[i] ?? "")?.[1];
    if (!group) continue;
    const end = lines.indexOf(END, i + 1);
    if (end < 0) throw new Error(`${DOC}: the settings of ${group} have no "${END}" line`);
    const headed = lines[i + 1] === heading(group) && lines[i + 2] === "";
    blocks.set(group, { start: i, end, lines: lines.slice(i + (headed ? 3 : 1), end), headed });
    i = end;
  }
  return blocks;
};

/** A table row's cells, `\|` kept inside its cell. */
const cellsOf = (line: string): string[] =>
  line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((c) => c.trim().replaceAll("\\|", "|"));

/** What differs between the page and the declarations, one line each; empty when they agree. */
export const checkSettingsDocs = (markdown: string, groups: SettingGroups = settingGroups()): string[] => {
  const problems: string[] = [];
  const blocks = blocksOf(markdown.split("\n"));
  const declaredGroups = new Set(groups.map(([group]) => group));
  for (const [group, settings] of groups) {
    const before = problems.length;
    const block = blocks.get(group);
    if (!block) {
      problems.push(
        `${DOC} has no table for the settings of ${group} (${settings.map((s) => s.name).join(", ")}): ${FIX}, which adds one at the end of the page`,
      );
      continue;
    }
    const documented = new Map<string, string[]>();
    for (const line of block.lines.slice(HEADER.length)) {
      const [name = "", ...rest] = cellsOf(line);
      documented.set(name.replace(/^`|`$/g, ""), rest);
    }
    for (const s of settings) {
      const cells = documented.get(s.name);
      if (!cells) {
        problems.push(`${s.name} (${group}) is undocumented: ${DOC} does not list it; ${FIX}`);
        continue;
      }
      const [format, fallback, description] = cells;
      if (fallback !== s.default) {
        problems.push(
          `${s.name} (${group}): ${DOC} gives the default ${fallback}, its declaration ${s.default}; ${FIX}`,
        );
      }
      if (format !== s.format)
        problems.push(`${s.name} (${group}): the format in ${DOC} differs from its declaration; ${FIX}`);
      if (description !== s.description) {
        problems.push(`${s.name} (${group}): the meaning in ${DOC} differs from its declaration; ${FIX}`);
      }
    }
    const names = new Set(settings.map((s) => s.name));
    for (const name of documented.keys()) {
      if (!names.has(name)) {
        problems.push(`${name} is documented in ${DOC} (${group}) but declared by nothing the server reads; ${FIX}`);
      }
    }
    if (problems.length === before && block.lines.join("\n") !== renderTable(settings)) {
      problems.push(`${DOC}: the table of ${group} is not as generated (order or layout); ${FIX}`);
    }
  }
  for (const group of blocks.keys()) {
    if (!declaredGroups.has(group)) {
      problems.push(`${DOC} has a table for ${group}, whose settings nothing declares: remove it and its markers`);
    }
  }
  return problems;
};

const blockText = (group: string, settings: readonly SettingDoc[], headed: boolean): string[] => [
  begin(group),
  ...(headed ? [heading(group), ""] : []),
  renderTable(settings),
  END,
];

/**
 * The page with every generated table rewritten from the declarations, and a headed block added at the
 * end for each group that has none (a new module's).
 */
export const writeSettingsDocs = (markdown: string, groups: SettingGroups = settingGroups()): string => {
  const lines = markdown.split("\n");
  const blocks = blocksOf(lines);
  const placed = groups.flatMap(([group, settings]) => {
    const block = blocks.get(group);
    return block ? [{ group, settings, block }] : [];
  });
  // From the last block on the page up, so the positions above stay valid.
  for (const { group, settings, block } of placed.sort((a, b) => b.block.start - a.block.start)) {
    lines.splice(block.start, block.end - block.start + 1, ...blockText(group, settings, block.headed));
  }
  const added = groups.filter(([group]) => !blocks.has(group));
  if (added.length === 0) return lines.join("\n");
  const trailing = lines.at(-1) === "" ? lines.pop() : undefined;
  for (const [group, settings] of added) lines.push("", ...blockText(group, settings, true));
  if (trailing !== undefined) lines.push(trailing);
  return lines.join("\n");
};

/** A name's pattern: a family's `<PART>` stands for any upper-case part. */
const matcher = (name: string) => new RegExp(`^${name.replace(/<[A-Z]+>/g, "[A-Z0-9_]+")}$`);

/**
 * Reads the configuration as start-up does (the core's, then each module's), noting every variable
 * read, with each declaration's `example` set; fails on a read nothing declares and on a declaration
 * nothing reads.
 */
export const checkSettingsRead = (
  groups: SettingGroups = settingGroups(),
  modules: readonly Module[] = MODULES,
  readCore: (env: Record<string, string | undefined>) => unknown = loadConfig,
): string[] => {
  const declarations = groups.flatMap(([group, settings]) =>
    settings.map((s) => ({ group, s, match: matcher(s.name) })),
  );
  const examples = Object.assign({}, ...declarations.map(({ s }) => s.example ?? {})) as Record<string, string>;
  const reads = new Map<string, Set<string>>();
  const tracked = (reader: string, values: Record<string, string>) =>
    new Proxy(values, {
      get: (target, key) => {
        if (typeof key === "string") reads.set(key, (reads.get(key) ?? new Set()).add(reader));
        return Reflect.get(target, key);
      },
    });
  // The core copies its environment for the modules: given only what it needs, its copy reads nothing else.
  readCore(tracked("the core", { NODE_ENV: "test", JWT_SECRET: "x".repeat(32), DATA_DIR: tmpdir() }));
  for (const module of modules)
    module.readConfig(tracked(`${module.segment}'s configuration`, { NODE_ENV: "test", ...examples }));
  const problems: string[] = [];
  for (const [name, readers] of reads) {
    if (!declarations.some(({ match }) => match.test(name))) {
      problems.push(
        `${name} is read by ${[...readers].join(", ")} but declared nowhere, so ${DOC} cannot list it: declare it (src/env.ts) in the module's \`settings\` (the core's: src/config.ts), then ${FIX}`,
      );
    }
  }
  for (const { group, s, match } of declarations) {
    if (![...reads.keys()].some((name) => match.test(name))) {
      problems.push(
        `${s.name} is declared (${group}) and documented, but the configuration never reads it: read it through its declaration or remove it`,
      );
    }
  }
  return problems;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const markdown = readFileSync(DOC_PATH, "utf8");
  if (process.argv.includes("--check")) {
    const problems = [...checkSettingsDocs(markdown), ...checkSettingsRead()];
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
  writeFileSync(DOC_PATH, writeSettingsDocs(markdown));
}
