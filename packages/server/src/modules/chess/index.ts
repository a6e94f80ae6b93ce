// Public surface of the chess module: other modules import from here only.
import { defineModule } from "../../platform/module.ts";
import { CHESS_IDS } from "./ids.ts";
import { adminOnly, chessOperations } from "./operations.ts";
import { seedDevelopmentTournaments } from "./tournaments.ts";

export const chessModule = defineModule({
  segment: "chess",
  migrations: new URL("./migrations/", import.meta.url),
  catalog: {
    id: "chess",
    code: "CHS",
    name: "Chess tournaments and prizes",
    summary: "Tournaments, results and prizes reported by partner webhooks.",
    kind: "product",
    status: "mvp",
    priority: 6,
    tags: ["games", "tournaments", "prizes", "earnings", "webhooks", "public"],
  },
  ids: CHESS_IDS,
  create: (ctx, { services }) => {
    // The prizes are partner earnings: the earnings module (before this one in the list) records them.
    const earnings = services.earnings;
    if (!earnings) throw new Error("the chess module needs the earnings module's service (list earnings first)");
    if (ctx.config.env === "development") {
      seedDevelopmentTournaments(ctx.db)
        .then((n) => {
          if (n > 0) ctx.logger.info({ tournaments: n }, "seeded development tournaments");
        })
        .catch((err: unknown) => ctx.logger.warn({ err }, "could not seed development tournaments"));
    }
    return {
      handlers: chessOperations(ctx, earnings),
      bindOptions: {
        // These operations keep the idempotency scope that the keys stored for them carry.
        idempotencyScope: { createChessTournament: "chess.tournaments.create" },
        // Operators only, checked before the key is claimed: a refused request records nothing under it.
        before: { createChessTournament: [adminOnly] },
      },
    };
  },
});
