/**
 * The catalog's vocabulary, and the modules the platform plans but this server does not serve yet. A
 * served module's entry is part of its definition (`catalog` in modules/<segment>/index.ts), so the
 * catalog cannot claim a module the server does not serve; when a module is built, its entry moves there.
 *
 * Status (spec, "States"): `idea` = specified, not started; `working` = being built, not yet served;
 * `mvp` = a first version is served (counted as live); `launched` = complete and supported (live).
 * Priority: 1 comes first (build and display order). Tags are lowercase slugs; modules sharing tags
 * are "related". Links are derived from PUBLIC_BASE_URL in catalog.ts.
 */
export const CATALOG_STATUSES = ["idea", "mvp", "working", "launched"] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

export const CATALOG_KINDS = ["product", "service", "infrastructure"] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** Statuses the spec counts as live. */
export const LIVE_STATUSES: ReadonlySet<CatalogStatus> = new Set(["mvp", "launched"]);

/** Each status as the pages show it to people (the front page, the waitlist pages). */
export const STATUS_LABELS: Readonly<Record<CatalogStatus, string>> = {
  idea: "Planned",
  working: "Being built",
  mvp: "Early access",
  launched: "Available",
};

export type ModuleEntry = {
  id: string;
  code: string;
  name: string;
  summary: string;
  kind: CatalogKind;
  status: CatalogStatus;
  priority: number;
  tags: readonly string[];
  /** The module's own health endpoint, when it has one (path); otherwise the aggregate probe is linked. */
  healthPath?: string;
  /** The module's own public page (path), when it serves one; otherwise its section of the docs is linked. */
  frontendPath?: string;
};

/** A module the server does not serve: only an idea (a served module's entry is its definition's). */
export type PlannedModule = ModuleEntry & { status: "idea" };

/** Planned modules (spec, "States": `idea` until a first version is served). */
export const PLANNED_MODULES: readonly PlannedModule[] = [];
