import type { AppContext } from "../../context.ts";
import { amountField } from "../../http/amount-field.ts";
import { type AuthenticatedUser, caller, requireAdmin as requireAdminRole } from "../../http/auth.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import type { OperationHandlers, OperationStep } from "../../platform/operations.ts";
import type { EarningsService } from "../earnings/index.ts";
import { tournamentView, upcomingTournamentView } from "./presenters.ts";
import { createTournament, type TournamentInput, upcomingTournaments, updateTournament } from "./tournaments.ts";

/** A prize pool may be 0 (a friendly); otherwise the money rules (positive, ≤ 2 decimals, JSON-safe). */
const prizePoolOf = (value: number): bigint => (value === 0 ? 0n : amountField(value, "/body/prizePool"));

const requireAdmin = (user: AuthenticatedUser): AuthenticatedUser => requireAdminRole(user, "manage tournaments");

/**
 * The operators' check again as a step ahead of the idempotency step (`bindOptions.before`), so a
 * refused request stores nothing under its Idempotency-Key.
 */
export const adminOnly: OperationStep = (req, _res, next) => {
  requireAdmin(caller(req));
  next();
};

/**
 * Chess (openapi/chess.yaml): the caller's tournament prizes (partner earnings, listed through the
 * earnings module's service), upcoming tournaments (public), and the operators' tournament management.
 */
export const chessOperations = (ctx: AppContext, earnings: EarningsService): OperationHandlers => {
  const { db } = ctx;
  return {
    listChessResults: async ({ caller, query }) => ({
      status: 200,
      body: await earnings.prizesPage(caller(), parsePageQuery(query)),
    }),

    listUpcomingTournaments: async ({ query }) => ({
      status: 200,
      body: await upcomingTournaments(db, parsePageQuery(query), upcomingTournamentView),
    }),

    createChessTournament: async ({ caller, body }) => {
      requireAdmin(caller());
      const input: TournamentInput = {
        name: body.name,
        startsAt: body.startsAt,
        format: body.format,
        prizePool: prizePoolOf(body.prizePool),
        entries: body.entries ?? 0,
        capacity: body.capacity,
      };
      return { status: 201, body: tournamentView(await createTournament(db, input)) };
    },

    updateChessTournament: async ({ caller, params, body }) => {
      requireAdmin(caller());
      const row = await updateTournament(db, params.id, {
        name: body.name,
        startsAt: body.startsAt,
        format: body.format,
        prizePool: body.prizePool === undefined ? undefined : prizePoolOf(body.prizePool),
        entries: body.entries,
        capacity: body.capacity,
      });
      return { status: 200, body: tournamentView(row) };
    },
  };
};
