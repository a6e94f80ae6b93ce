import type { AppContext } from "../../context.ts";
import { requireAdmin } from "../../http/auth.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { fieldsInvalid } from "../../http/problem.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import { findApiKeyOf, liveUsersOf } from "../auth/index.ts";
import { budgetPresenceOf, deleteBudget, findBudget, listBudgets, setBudget, subjectOf } from "./budgets.ts";
import { llmProblems } from "./problems.ts";
import { usageReport } from "./usage.ts";

const DAY_MS = 86_400_000;
/** The longest range `GET /api/llm/usage` sums (its description's 92 days). */
const USAGE_MAX_DAYS = 92;

/** The gateway's budgets (`/api/llm/budgets`, the operators' `/api/llm/admin/users/{userId}/budget`) and usage. */
export const llmBudgetOperations = (ctx: AppContext): OperationHandlers => {
  const { db } = ctx;
  const users = liveUsersOf(ctx.database);
  const presence = budgetPresenceOf(ctx.database);

  /** The caller's budget subject named in the path (`user` or one of their keys' ids): 404 for anyone else's key. */
  const ownSubject = async (userId: string, name: string) => {
    if (name !== "user" && (await findApiKeyOf(db, userId, name)) === null)
      throw llmProblems.budgetNotFound(name, "key");
    return { subject: subjectOf(userId, name), keyId: name === "user" ? null : name };
  };

  return {
    listLlmBudgets: async ({ query, caller }) => ({
      status: 200,
      body: await listBudgets(db, caller().id, parsePageQuery(query)),
    }),

    getLlmBudget: async ({ params, caller }) => {
      const userId = caller().id;
      const budget = await findBudget(db, userId, subjectOf(userId, params.subject));
      if (budget === null) throw llmProblems.budgetNotFound(params.subject);
      return { status: 200, body: budget };
    },

    setLlmBudget: async ({ params, body, caller }) => {
      const userId = caller().id;
      const { subject, keyId } = await ownSubject(userId, params.subject);
      const set = await setBudget(db, { userId, subject, keyId, limit: body.limit, period: body.period }, "user");
      presence.forget(subject);
      if (set === "operator") throw llmProblems.budgetSetByOperator();
      return { status: 200, body: set };
    },

    deleteLlmBudget: async ({ params, caller }) => {
      const userId = caller().id;
      const { subject } = await ownSubject(userId, params.subject);
      const deleted = await deleteBudget(db, userId, subject, "user");
      presence.forget(subject);
      if (deleted === "operator") throw llmProblems.budgetSetByOperator();
      return { status: 204 };
    },

    setLlmUserBudget: async ({ params, body, caller }) => {
      requireAdmin(caller(), "may put a budget on a user");
      if ((await users.get(params.userId)) === null) throw llmProblems.budgetNotFound(params.userId, "user");
      const budget = { userId: params.userId, subject: subjectOf(params.userId, "user"), keyId: null, ...body };
      const set = await setBudget(db, budget, "operator");
      presence.forget(budget.subject);
      if (set === "operator") throw new Error("an operator's budget was not written");
      ctx.logger.info(
        { operator: caller().id, user: params.userId, limit: body.limit, period: body.period },
        "an operator set a user's gateway budget",
      );
      return { status: 200, body: set };
    },

    deleteLlmUserBudget: async ({ params, caller }) => {
      requireAdmin(caller(), "may remove a user's budget");
      await deleteBudget(db, params.userId, subjectOf(params.userId, "user"), "operator");
      presence.forget(subjectOf(params.userId, "user"));
      ctx.logger.info({ operator: caller().id, user: params.userId }, "an operator removed a user's gateway budget");
      return { status: 204 };
    },

    getLlmUsage: async ({ query, caller }) => {
      const until = query.until ?? new Date().toISOString();
      const since = query.since ?? new Date(Date.parse(until) - 30 * DAY_MS).toISOString();
      const span = Date.parse(until) - Date.parse(since);
      if (span <= 0) throw fieldsInvalid([{ path: "/query/until", message: "must be later than since" }]);
      if (span > USAGE_MAX_DAYS * DAY_MS)
        throw fieldsInvalid([{ path: "/query/since", message: `must be at most ${USAGE_MAX_DAYS} days before until` }]);
      const filter = { since, until, keyId: query.keyId, model: query.model };
      return { status: 200, body: await usageReport(db, caller().id, parsePageQuery(query), filter) };
    },
  };
};
