import type { Module } from "../platform/module.ts";
import { authModule } from "./auth/index.ts";
import { bureauModule } from "./bureau/index.ts";
import { chessModule } from "./chess/index.ts";
import { coachModule } from "./coach/index.ts";
import { constitutionModule } from "./constitution/index.ts";
import { constitutionArtifactsModule } from "./constitution-artifacts/index.ts";
import { contractsModule } from "./contracts/index.ts";
import { docsModule } from "./docs/index.ts";
import { earningsModule } from "./earnings/index.ts";
import { fanoutModule } from "./fanout/index.ts";
import { hubModule } from "./hub/index.ts";
import { keyshieldModule } from "./keyshield/index.ts";
import { ledgerModule } from "./ledger/index.ts";
import { llmModule } from "./llm/index.ts";
import { mediaModule } from "./media/index.ts";
import { paymentsModule } from "./payments/index.ts";
import { playgroundModule } from "./playground/index.ts";
import { registryModule } from "./registry/index.ts";
import { rightsModule } from "./rights/index.ts";
import { signingModule } from "./signing/index.ts";
import { transparencyModule } from "./transparency/index.ts";
import { waitlistModule } from "./waitlist/index.ts";

/**
 * The modules this server serves, in order: a module may use the services of those before it, its
 * migrations run after theirs, and its hooks run after theirs. Adding a module is one line here
 * (CONTRIBUTING.md).
 */
export const MODULES: readonly Module[] = [
  authModule,
  hubModule,
  ledgerModule,
  transparencyModule,
  signingModule,
  rightsModule,
  bureauModule,
  registryModule,
  earningsModule,
  chessModule,
  llmModule,
  fanoutModule,
  constitutionModule,
  paymentsModule,
  contractsModule,
  keyshieldModule,
  waitlistModule,
  mediaModule,
  constitutionArtifactsModule,
  playgroundModule,
  coachModule,
  docsModule,
];
