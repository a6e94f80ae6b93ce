import { type RequestHandler, Router } from "express";
import type { AppContext } from "../../../context.ts";
import { caller } from "../../../http/auth.ts";
import { idempotent } from "../../../http/idempotency.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import { forbidden } from "../../../http/problem.ts";
import { amountField } from "../../ledger/problems.ts";
import {
  createTournament,
  seedDevelopmentTournaments,
  type TournamentInput,
  toTournament,
  toUpcomingTournament,
  upcomingTournaments,
  updateTournament,
} from "./tournaments.ts";

type TournamentBody = {
  name: string;
  startsAt: string;
  format: string;
  prizePool: number;
  entries?: number;
  capacity: number;
};

/** A prize pool may be 0 (a friendly); otherwise the money rules (positive, ≤ 2 decimals, JSON-safe). */
const prizePoolOf = (value: number): bigint => (value === 0 ? 0n : amountField(value, "/body/prizePool"));

/**
 * Operators only: `users.role = 'admin'` (read with the token on every request). Ahead of the
 * idempotency middleware, so a refused request stores nothing under its key.
 */
const adminOnly: RequestHandler = (req, _res, next) => {
  if (caller(req).role !== "admin") {
    throw forbidden("Only operators (role admin) manage tournaments.", { type: "admin-only", title: "Admin only" });
  }
  next();
};

/** `/api/chess/upcoming` (public) and the operators' tournament routes (openapi/chess.yaml). */
export const chessRouter = (ctx: AppContext): Router => {
  const router = Router();
  const { db, config, logger } = ctx;

  if (config.env === "development") {
    seedDevelopmentTournaments(db)
      .then((n) => {
        if (n > 0) logger.info({ tournaments: n }, "seeded development tournaments");
      })
      .catch((err: unknown) => logger.warn({ err }, "could not seed development tournaments"));
  }

  router.get("/api/chess/upcoming", async (req, res) => {
    // The lists' limit rule (default 50, 1–200); this list has no cursor.
    const { limit } = parsePageQuery({ limit: req.query.limit });
    const rows = await upcomingTournaments(db, limit);
    res.json({ items: rows.map(toUpcomingTournament) });
  });

  router.post(
    "/api/chess/tournaments",
    adminOnly,
    idempotent(ctx, { scope: "chess.tournaments.create" }),
    async (req, res) => {
      const body = req.body as TournamentBody;
      const input: TournamentInput = {
        name: body.name,
        startsAt: body.startsAt,
        format: body.format,
        prizePool: prizePoolOf(body.prizePool),
        entries: body.entries ?? 0,
        capacity: body.capacity,
      };
      res.status(201).json(toTournament(await createTournament(db, input)));
    },
  );

  router.patch("/api/chess/tournaments/:id", adminOnly, async (req, res) => {
    const body = req.body as Partial<TournamentBody>;
    const row = await updateTournament(db, String(req.params.id), {
      name: body.name,
      startsAt: body.startsAt,
      format: body.format,
      prizePool: body.prizePool === undefined ? undefined : prizePoolOf(body.prizePool),
      entries: body.entries,
      capacity: body.capacity,
    });
    res.json(toTournament(row));
  });

  return router;
};
