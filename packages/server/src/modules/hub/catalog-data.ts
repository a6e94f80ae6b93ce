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
};

/** A module the server does not serve: only an idea (a served module's entry is its definition's). */
export type PlannedModule = ModuleEntry & { status: "idea" };

/** Planned modules (spec, "States": `idea` until a first version is served). */
export const PLANNED_MODULES: readonly PlannedModule[] = [
  {
    id: "contracts",
    code: "CTR",
    name: "Self-destructing contracts",
    summary: "Contract documents from five templates that destroy themselves after use.",
    kind: "product",
    status: "idea",
    priority: 8,
    tags: ["documents", "templates", "signatures", "privacy"],
  },
  {
    id: "keyshield",
    code: "KSH",
    name: "KeyShield threshold keys",
    summary: "Threshold key management: k-of-n secret sharing of keys.",
    kind: "infrastructure",
    status: "idea",
    priority: 11,
    tags: ["crypto", "key-management", "secret-sharing", "privacy"],
  },
  {
    id: "constitution",
    code: "GOV",
    name: "Governance scenarios",
    summary: "A public playground that classifies governance sliders into a regime; scenarios, votes and comments.",
    kind: "product",
    status: "idea",
    priority: 12,
    tags: ["governance", "simulation", "playground", "public"],
  },
  {
    id: "media",
    code: "MED",
    name: "Media",
    summary: "A public video list and play counts for tracks.",
    kind: "product",
    status: "idea",
    priority: 13,
    tags: ["media", "video", "audio", "public"],
  },
  {
    id: "coach",
    code: "CCH",
    name: "Coach",
    summary: "Coaching sessions on a topic, optionally from a chess position (FEN).",
    kind: "product",
    status: "idea",
    priority: 14,
    tags: ["ai", "games", "coaching", "sessions"],
  },
];
