// Operators' tasks without SQL, on the database the server uses (DATABASE_URL, else the embedded database
// in DATA_DIR: stop the server first then, as the embedded database serves one process at a time):
//
//   npm run admin -- grant --email ada@example.com --role admin
//   npm run admin -- revoke --email ada@example.com            # back to a plain user
//
// Each change is recorded in role_changes (via `cli`), like a change through the admin route. The
// database must have been set up by the server (started once): this changes roles, it migrates nothing.
import { parseArgs } from "node:util";
import { sql } from "slonik";
import { loadConfig } from "../../config.ts";
import { openDatabase } from "../../db/pool.ts";
import { findUserByEmail, type Role, setRole } from "./users.ts";

const USAGE = `usage: npm run admin -- grant --email <email> [--role admin]
       npm run admin -- revoke --email <email>`;

const fail = (message: string): never => {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
};

const { positionals, values } = parseArgs({
  args: process.argv.slice(2),
  allowPositionals: true,
  options: { email: { type: "string" }, role: { type: "string" } },
});
const [command, ...extra] = positionals;
if (extra.length > 0) fail(`unexpected arguments: ${extra.join(" ")}`);
if (command !== "grant" && command !== "revoke") fail(`unknown command: ${command ?? "(none)"}`);
if (!values.email) fail("--email is required");
const role: Role = command === "revoke" ? "user" : ((values.role ?? "admin") as Role);
if (role !== "admin" && role !== "user") fail(`--role must be admin or user, not ${values.role}`);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  const ready = await database.pool.oneFirst(sql.unsafe`SELECT to_regclass('role_changes') IS NOT NULL`);
  const user = ready ? await findUserByEmail(database.pool, values.email!.trim()) : null;
  if (!ready) {
    console.error("this database has not been set up by this version of the server: start the server once first");
    process.exitCode = 1;
  } else if (user === null) {
    console.error(`no user has the email ${values.email}`);
    process.exitCode = 1;
  } else {
    const changed = await setRole(database.pool, { userId: user.id, role, by: null, via: "cli" });
    console.log(
      changed!.from === role
        ? `${user.email} (${user.id}) is already ${role}: nothing changed`
        : `${user.email} (${user.id}): ${changed!.from} → ${role}`,
    );
  }
} finally {
  await database.close();
}
