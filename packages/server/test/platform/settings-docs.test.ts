// docs/configuration.md against the settings' declarations, and the declarations against what the
// configuration reads (scripts/settings-docs.ts).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  checkSettingsDocs,
  checkSettingsRead,
  DOC_PATH,
  renderTable,
  settingGroups,
  writeSettingsDocs,
} from "../../scripts/settings-docs.ts";
import { loadConfig } from "../../src/config.ts";
import { integer } from "../../src/env.ts";
import { MODULES } from "../../src/modules/index.ts";
import { defineModule } from "../../src/platform/module.ts";

const markdown = readFileSync(DOC_PATH, "utf8");

describe("docs/configuration.md", () => {
  it("lists every declared setting as declared, and nothing else", () => {
    expect(checkSettingsDocs(markdown)).toEqual([]);
    expect(writeSettingsDocs(markdown)).toBe(markdown);
  });

  it("fails on a setting left out, a default that differs, a row nothing declares and a group without a table", () => {
    const ledger = settingGroups().find(([group]) => group === "ledger")?.[1] ?? [];
    const table = renderTable(ledger);
    const drifted = markdown.replace(
      table,
      table
        .replace(/^\| `TOPUP_MAX` .*\n/m, "")
        .replace("| `10` (`1000000` when `NODE_ENV=test`) |", "| `20` |")
        .concat("\n| `TOPUP_MIN` | integer ≥ 1 | `1` | the smallest top-up |"),
    );
    expect(checkSettingsDocs(drifted)).toEqual([
      "TOPUP_MAX (ledger) is undocumented: docs/configuration.md does not list it; run `npm run docs:settings`",
      "TOPUP_LIMIT_PER_HOUR (ledger): docs/configuration.md gives the default `20`, its declaration `10` (`1000000` when `NODE_ENV=test`); run `npm run docs:settings`",
      "TOPUP_MIN is documented in docs/configuration.md (ledger) but declared by nothing the server reads; run `npm run docs:settings`",
    ]);
    const withoutLedger = markdown.replace(/<!-- settings of ledger:[\s\S]*?<!-- end of generated settings -->\n/, "");
    expect(checkSettingsDocs(withoutLedger)).toEqual([
      expect.stringMatching(
        /^docs\/configuration.md has no table for the settings of ledger \(TOPUP_MAX, TOPUP_LIMIT_PER_HOUR\)/,
      ),
    ]);
  });
});

describe("a new module's settings", () => {
  it("get a table of their own at the end of the page, headed, which the check then accepts", () => {
    const PULSE = integer("THROWAWAY_PULSES", { default: 3, description: "pulses per beat" });
    const groups = [...settingGroups(), ["throwaway", [PULSE]] as const];
    expect(checkSettingsDocs(markdown, groups)).toEqual([
      "docs/configuration.md has no table for the settings of throwaway (THROWAWAY_PULSES): run `npm run docs:settings`, which adds one at the end of the page",
    ]);
    const written = writeSettingsDocs(markdown, groups);
    expect(written.startsWith(markdown.trimEnd())).toBe(true);
    expect(written.slice(markdown.trimEnd().length)).toBe(
      [
        "",
        "",
        "<!-- settings of throwaway: generated from their declarations by `npm run docs:settings`, do not edit -->",
        "## throwaway",
        "",
        renderTable([PULSE]),
        "<!-- end of generated settings -->",
        "",
      ].join("\n"),
    );
    expect(checkSettingsDocs(written, groups)).toEqual([]);
    expect(writeSettingsDocs(written, groups)).toBe(written);
    // Its table is kept up to date where it is, heading and all.
    const changed = [...settingGroups(), ["throwaway", [{ ...PULSE, default: "`4`" }]] as const];
    expect(checkSettingsDocs(written, changed)).toEqual([expect.stringContaining("gives the default `3`")]);
    expect(checkSettingsDocs(writeSettingsDocs(written, changed), changed)).toEqual([]);
  });
});

describe("the settings' declarations", () => {
  it("are what the configuration reads: every read declared, every declaration read", () => {
    expect(checkSettingsRead()).toEqual([]);
  });

  it("fail on a variable read without a declaration and on a declaration nothing reads", () => {
    const DECLARED_ONLY = integer("THROWAWAY_DECLARED", { default: 1, description: "declared, never read" });
    const throwaway = defineModule({
      segment: "throwaway",
      config: (env) => ({ limit: Number(env.THROWAWAY_UNDECLARED ?? 1) }),
      settings: [DECLARED_ONLY],
      create: () => ({}),
    });
    const modules = [...MODULES, throwaway];
    expect(checkSettingsRead(settingGroups(undefined, modules), modules, loadConfig)).toEqual([
      "THROWAWAY_UNDECLARED is read by throwaway's configuration but declared nowhere, so docs/configuration.md cannot list it: declare it (src/env.ts) in the module's `settings` (the core's: src/config.ts), then run `npm run docs:settings`",
      "THROWAWAY_DECLARED is declared (throwaway) and documented, but the configuration never reads it: read it through its declaration or remove it",
    ]);
  });
});
