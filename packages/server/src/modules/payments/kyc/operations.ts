import { sql } from "slonik";
import type { AppContext } from "../../../context.ts";
import { requireAdmin } from "../../../http/auth.ts";
import { parsePageQuery } from "../../../http/pagination.ts";
import { oldestFirstPage } from "../../../persistence/pages.ts";
import type { OperationHandlers } from "../../../platform/operations.ts";
import type { PaymentsConfig } from "../config.ts";
import { walletOfUser } from "../wallets/store.ts";
import { iinProblem, isAdult } from "./iin.ts";
import { adminKycSubmissionView, kycDecisionView, kycStatusView, kycSubmissionView } from "./presenters.ts";
import { kycProblems } from "./problems.ts";
import {
  decideKyc,
  KYC_COLUMNS,
  type KycRow,
  type KycStatus,
  latestSubmission,
  outflowCapFor,
  submitKyc,
} from "./store.ts";

/** Identity checks and the operators' queue of them (openapi/payouts.yaml). Never log their data. */
export const kycOperations = (ctx: AppContext, config: PaymentsConfig): OperationHandlers => {
  const { db } = ctx;
  const keys = () => config.personalDataKeys();

  return {
    submitKyc: async ({ caller, body }) => {
      const userId = caller().id;
      const today = new Date().toISOString().slice(0, 10);
      if (!isAdult(body.dateOfBirth, today)) throw kycProblems.underage();
      const problem = iinProblem(body.iin, body.dateOfBirth);
      if (problem !== null) throw kycProblems.invalidIin(problem);
      const k = keys();
      const row = await submitKyc(db, k, userId, body);
      return { status: 201, body: kycSubmissionView(k, row, config.livemode) };
    },

    getKycStatus: async ({ caller }) => {
      const userId = caller().id;
      const latest = await latestSubmission(db, userId);
      const wallet = await walletOfUser(db, userId);
      const cap = wallet ? wallet.daily_outflow_cap : await outflowCapFor(db, userId, config);
      // The key ring is resolved only when there is a submission to open.
      return { status: 200, body: kycStatusView(latest && kycSubmissionView(keys(), latest, config.livemode), cap) };
    },

    listAdminKycSubmissions: async ({ caller, query }) => {
      requireAdmin(caller(), "review identity checks");
      const page = parsePageQuery(query);
      const status = (query.status as KycStatus | undefined) ?? "pending";
      const k = keys();
      return {
        status: 200,
        body: await oldestFirstPage(db, {
          page,
          columns: KYC_COLUMNS,
          from: sql.fragment`payment_kyc_submissions`,
          where: sql.fragment`status = ${status}`,
          map: (row: KycRow) => adminKycSubmissionView(k, row, config.livemode),
        }),
      };
    },

    approveKycSubmission: async ({ caller, params }) => {
      const admin = requireAdmin(caller(), "decide identity checks");
      const row = await decideKyc(db, keys(), params.id, { to: "approved", actorId: admin.id });
      return { status: 200, body: kycDecisionView(row, config.livemode) };
    },

    rejectKycSubmission: async ({ caller, params, body }) => {
      const admin = requireAdmin(caller(), "decide identity checks");
      const row = await decideKyc(db, keys(), params.id, { to: "rejected", actorId: admin.id, reason: body.reason });
      return { status: 200, body: kycDecisionView(row, config.livemode) };
    },
  };
};
