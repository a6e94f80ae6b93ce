/**
 * Every module of the platform, as the catalog lists it. Edit this file when a module changes status.
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

export const MODULES: readonly ModuleEntry[] = [
  {
    id: "hub",
    code: "HUB",
    name: "Hub and catalog",
    summary: "Module catalog, build information, aggregate OpenAPI index, health and metrics.",
    kind: "infrastructure",
    status: "mvp",
    priority: 1,
    tags: ["catalog", "openapi", "observability", "public", "discovery"],
  },
  {
    id: "ledger",
    code: "LDG",
    name: "Wallet ledger",
    summary: "Wallet accounts in the test-net unit: top-up, transfers, paginated ledger operations and CSV export.",
    kind: "product",
    status: "working",
    priority: 2,
    tags: ["fintech", "wallet", "ledger", "idempotency", "csv-export"],
  },
  {
    id: "signing",
    code: "SGN",
    name: "Ed25519 signing",
    summary: "Signs JSON payloads with the user's Ed25519 key; public verification; a second generation under v2.",
    kind: "service",
    status: "working",
    priority: 3,
    tags: ["crypto", "ed25519", "signatures", "verification", "public"],
  },
  {
    id: "rights",
    code: "RGT",
    name: "Rights registration",
    summary: "Authorship registration with timestamped certificates, a treaty-citing bureau, and royalties.",
    kind: "product",
    status: "working",
    priority: 4,
    tags: ["rights", "certificates", "earnings", "webhooks", "fintech", "verification", "public"],
  },
  {
    id: "registry",
    code: "REG",
    name: "Certification registry",
    summary: "Artifact submissions reviewed by a validator quorum, public artifact pages, statistics and payouts.",
    kind: "product",
    status: "working",
    priority: 5,
    tags: ["certification", "validators", "earnings", "webhooks", "fintech", "public"],
  },
  {
    id: "chess",
    code: "CHS",
    name: "Chess tournaments and prizes",
    summary: "Tournaments, results and prizes reported by partner webhooks.",
    kind: "product",
    status: "working",
    priority: 6,
    tags: ["games", "tournaments", "prizes", "earnings", "webhooks", "public"],
  },
  {
    id: "payments",
    code: "PAY",
    name: "Embedded payments",
    summary:
      "KZT wallets, P2P transfers with a 0.1% fee, hosted-checkout deposits, payouts, payment requests with signed webhooks, KYC and an embeddable widget.",
    kind: "product",
    status: "idea",
    priority: 7,
    tags: ["fintech", "payments", "wallet", "webhooks", "kyc", "csv-export"],
  },
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
    id: "llm",
    code: "LLM",
    name: "Language-model gateway",
    summary: "One API over several language-model providers, rate-limited per user, with run history.",
    kind: "service",
    status: "idea",
    priority: 9,
    tags: ["ai", "llm", "gateway", "rate-limited"],
    healthPath: "/api/llm/health",
  },
  {
    id: "fanout",
    code: "FAN",
    name: "Multi-agent fan-out",
    summary: "Dispatches one prompt to up to eight agents on different providers and gathers their replies.",
    kind: "service",
    status: "idea",
    priority: 10,
    tags: ["ai", "llm", "agents", "orchestration"],
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
