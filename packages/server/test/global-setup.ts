import { databaseTemplate } from "./database-template.ts";

/** Build the embedded database template once, before test files start servers from it in parallel. */
export default async function setup(): Promise<void> {
  if (!process.env.DATABASE_URL) await databaseTemplate();
}
