import { type Request, Router } from "express";
import type { AppContext } from "../../context.ts";
import { preparedOn } from "../../db/prepared.ts";
import { caller } from "../../http/auth.ts";
import { writeCsv } from "../../http/csv.ts";
import { idempotencyKeyOf, idempotencyKeyReused, idempotent } from "../../http/idempotency.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { badRequest, notFound } from "../../http/problem.ts";
import { toMinorUnits } from "../../money.ts";
import { listAccounts, lookupDefaultAccount, openAccount } from "./accounts.ts";
import { ACCOUNT_CSV, OPERATION_CSV, TRANSFER_CSV } from "./csv-columns.ts";
import { exportRows, operationsPage, transfersPage } from "./ledger-lists.ts";
import { amountField, topupLimit } from "./problems.ts";
import { findRecordedEffect } from "./recorded-effect.ts";
import { toAccount, toTopupResult, toTransfer } from "./shapes.ts";
import { topup } from "./topup.ts";
import { transfer } from "./transfer.ts";

const bodyOf = <T>(req: Request): T => req.body as T;

/** The wallet: `/api/ledger/*` (openapi/ledger.yaml). Every route is authenticated by the contract. */
export const ledgerRouter = (ctx: AppContext): Router => {
  const router = Router();
  const { db, config } = ctx;
  const topupCap = toMinorUnits(config.ledger.topupMax);
  const prepare = preparedOn(ctx.database.kind);

  router.get("/api/ledger/accounts", async (req, res) => {
    const rows = await listAccounts(db, caller(req).id);
    res.json({ items: rows.map(toAccount) });
  });

  router.post("/api/ledger/accounts", async (req, res) => {
    res.status(201).json(toAccount(await openAccount(db, caller(req).id)));
  });

  router.get("/api/ledger/accounts.csv", async (req, res) => {
    const rows = await listAccounts(db, caller(req).id);
    await writeCsv(res, { filename: "accounts.csv", columns: ACCOUNT_CSV, rows });
  });

  router.get("/api/ledger/accounts/lookup", async (req, res) => {
    caller(req);
    const found = await lookupDefaultAccount(db, String(req.query.email));
    if (!found) throw notFound("No user has this email.", { type: "user-not-found" });
    res.json(found);
  });

  router.post("/api/ledger/topup", idempotent(ctx, { scope: "ledger.topup" }), async (req, res) => {
    const callerId = caller(req).id;
    const body = bodyOf<{ accountId: string; amount: number }>(req);
    const amount = amountField(body.amount);
    if (amount > topupCap) throw topupLimit(config.ledger.topupMax);
    const idempotencyKey = idempotencyKeyOf(res);
    if (idempotencyKey !== undefined) {
      const earlier = await findRecordedEffect(db, { kind: "topup", callerId, idempotencyKey });
      if (earlier) {
        if (earlier.to_account_id !== body.accountId || earlier.amount !== amount) throw idempotencyKeyReused();
        res.json(toTopupResult(earlier));
        return;
      }
    }
    const row = await topup(db, {
      callerId,
      accountId: body.accountId,
      amount,
      idempotencyKey,
      perHour: config.ledger.topupsPerHour,
    });
    res.json(toTopupResult(row));
  });

  router.post("/api/ledger/transfer", idempotent(ctx, { scope: "ledger.transfer" }), async (req, res) => {
    const callerId = caller(req).id;
    const body = bodyOf<{ from: string; to: string; amount: number }>(req);
    const amount = amountField(body.amount);
    if (body.from === body.to) {
      throw badRequest("`from` and `to` are the same account.", { type: "same-account", title: "Same account" });
    }
    const idempotencyKey = idempotencyKeyOf(res);
    if (idempotencyKey !== undefined) {
      const earlier = await findRecordedEffect(db, { kind: "transfer", callerId, idempotencyKey });
      if (earlier) {
        const same =
          earlier.from_account_id === body.from && earlier.to_account_id === body.to && earlier.amount === amount;
        if (!same) throw idempotencyKeyReused();
        res.status(201).json(toTransfer(earlier));
        return;
      }
    }
    const row = await transfer(db, { callerId, from: body.from, to: body.to, amount, idempotencyKey }, prepare);
    res.status(201).json(toTransfer(row));
  });

  router.get("/api/ledger/operations", async (req, res) => {
    res.json(await operationsPage(db, caller(req).id, parsePageQuery(req.query)));
  });

  router.get("/api/ledger/transfers", async (req, res) => {
    res.json(await transfersPage(db, caller(req).id, parsePageQuery(req.query)));
  });

  router.get("/api/ledger/operations.csv", async (req, res) => {
    const rows = exportRows(db, "operations", caller(req).id);
    await writeCsv(res, { filename: "operations.csv", columns: OPERATION_CSV, rows });
  });

  router.get("/api/ledger/transfers.csv", async (req, res) => {
    const rows = exportRows(db, "transfers", caller(req).id);
    await writeCsv(res, { filename: "transfers.csv", columns: TRANSFER_CSV, rows });
  });

  return router;
};
