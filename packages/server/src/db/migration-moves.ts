/**
 * Migrations that moved after databases had applied them. `from` is the version a database recorded,
 * `sha256` the checksum of that file as it was applied, `to` the versions it is now (several when the
 * file was split between modules). migrate.ts replaces a recorded `from` row by a row per `to` (keeping
 * its applied_at) before it checks checksums, so nothing is applied twice and every file stays verified.
 *
 * A split's parts are the old file's statements, each in the module that owns what it creates; applied in
 * module order on an empty database they make the same schema as the old file did (test/upgrade compares
 * the schema the previous release built, moved, with a fresh one). Entries are never removed: a database
 * of any earlier release may still arrive. A move keeps the old numeric prefix, so a module's next
 * migration is numbered after the highest in its folder.
 */
export type MigrationMove = {
  from: string;
  sha256: string;
  to: readonly string[];
  /**
   * A table the old file altered whose statements the new file leaves out, because a later migration of
   * the table's owner replaces the table: on an empty database those statements would meet what replaced
   * it. The schema every database ends with is the same (test/upgrade compares them).
   */
  without?: string;
};

export const MIGRATION_MOVES: readonly MigrationMove[] = [
  // The core's folder held every table before modules had folders; each went to the module that owns it.
  {
    from: "0001_users_accounts",
    sha256: "8073b9408f2619cd410aeea060d2bbf012a0c93dd8c2c0f7238ee05f71218d0d",
    to: ["auth/0001_users", "ledger/0001_accounts"],
  },
  {
    from: "0003_oauth",
    sha256: "24226043ab4a8a431c3d3f9a0758791a66cc8cb927b42323e992a5dd47184343",
    to: ["auth/0003_oauth"],
  },
  {
    from: "0005_ledger",
    sha256: "ac8fbcfcfb335e363c40b4f2328bd16a94121955bb77ea520f81b32982b9356d",
    to: ["ledger/0005_ledger"],
  },
  {
    from: "0006_signing",
    sha256: "d96dc72d45ccf1ee6a25f60dce9360da4ef5a13e7a1d13f2b1be81cb963ca5f5",
    to: ["signing/0006_signing"],
  },
  {
    from: "0007_earnings",
    sha256: "bc1191dac42aacdad6ca9f0aa05196a693f3d23993f3ddaf56802b8455f04757",
    to: ["earnings/0007_earnings", "chess/0007_tournaments"],
  },
  {
    from: "0008_rights_bureau",
    sha256: "c2534555de94fff9882a4e19e4c8d5222fcf9c68b4b223e6a88f41d8ededf35b",
    to: ["rights/0008_rights_objects", "bureau/0008_bureau_certificates"],
  },
  {
    from: "0009_registry",
    sha256: "6b8a6c029f57a4c881f9b00ace3e41a8971b44b312ad053a154c720b79866cf2",
    to: ["registry/0009_registry"],
  },
  {
    from: "0010_user_change_notify",
    sha256: "9511db1e6f2b2557e70d31bdaefcf9aa5a5322563b164bdcbe8f4f4bad9ea94f",
    to: ["auth/0010_user_change_notify"],
  },
  {
    from: "0011_earnings_record_function",
    sha256: "0ecd3c71d7b85aca24b04fd865d7796c4635c90e2a86f3d815c5c05270efb0a8",
    to: ["earnings/0011_earnings_record_function"],
  },
  {
    from: "0012_request_deadlines",
    sha256: "baa937ae9872eba6d99101dff8021c4006c70432b7c07cf07d5cae669f3de4a1",
    to: ["0012_claim_and_commit_deadlines", "ledger/0012_commit_deadline"],
  },
  // Renumbered after the earnings table's own migrations arrived in its folder (0007, 0011), which it needs.
  {
    from: "earnings/0001_recipient_totals",
    sha256: "ea85ca6af9f204954a9502c06811bc82ca2bf82772ab2eb32011f06cf7b9f144",
    to: ["earnings/0012_recipient_totals"],
  },
  // The ledger's journal moved into the money engine's books (ledger/0013_journal); the earnings
  // module's columns on it went with it.
  {
    from: "earnings/0007_earnings",
    sha256: "c55a5a43033e6bcd84433970e61d9555482d2bc22a8e21a1be883cd2b52282a8",
    to: ["earnings/0007_earnings_records"],
    without: "ledger_operations",
  },
];

/** The module a version is recorded under: `<module>/<file>` for a module's, `core` for the core's. */
export const moduleOfVersion = (version: string): string =>
  version.includes("/") ? version.slice(0, version.indexOf("/")) : "core";
