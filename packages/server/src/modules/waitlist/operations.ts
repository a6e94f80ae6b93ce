import ajvFormats from "ajv-formats/dist/formats.js";
import type { AppContext } from "../../context.ts";
import { requireAdmin } from "../../http/auth.ts";
import { writeCsv } from "../../http/csv.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import { renderWaitlistPage, WAITLIST_PAGE_CSP, type WaitlistPageModule, type WaitlistPageState } from "./page.ts";
import { waitlistProblems } from "./problems.ts";
import { addSignup, exportSignups, signupCounts } from "./store.ts";

/** The same check as the contract's `format: email` (ajv-formats, fast mode), for the page's form. */
const EMAIL = ajvFormats.fastFormats.email as RegExp;
const MAX_EMAIL = 254;

/** The page's own words for an address it cannot take (the API's clients get a 400 problem instead). */
const formError = (email: string): string | undefined => {
  const address = email.trim();
  if (address === "") return "Enter your email address.";
  if (address.length > MAX_EMAIL) return `An email address has at most ${MAX_EMAIL} characters.`;
  if (!EMAIL.test(address)) return "That does not look like an email address (for example name@example.com).";
  return undefined;
};

const PAGE_CACHE_CONTROL = "public, max-age=300";

/**
 * The waitlist (openapi/waitlist.yaml): a page per catalog module with a form, the same sign-up
 * through the API, and the operators' counts and export. `modules` is the catalog (served and planned).
 */
export const waitlistOperations = (ctx: AppContext, modules: readonly WaitlistPageModule[]): OperationHandlers => {
  const { db } = ctx;
  const byId = new Map(modules.map((module) => [module.id, module]));
  const moduleOr404 = (id: string): WaitlistPageModule => {
    const module = byId.get(id);
    if (!module) throw waitlistProblems.catalogItemNotFound(id);
    return module;
  };
  // Module ids come from the catalog (a few dozen), so the label stays low-cardinality; each series is
  // bound once, here, not per request.
  const signups = ctx.metrics.counter({
    name: "trustplane_waitlist_signups_total",
    help: "Waitlist sign-ups since start, by module and whether the address was new to the list (`new`) or on it already (`existing`).",
    labelNames: ["module", "result"],
  });
  const series = new Map(
    modules.map((module) => [
      module.id,
      {
        added: signups.bind({ module: module.id, result: "new" }),
        listed: signups.bind({ module: module.id, result: "existing" }),
      },
    ]),
  );
  const join = async (module: WaitlistPageModule, email: string): Promise<void> => {
    const added = await addSignup(db, ctx.personalDataKeys(), module.id, email);
    const counted = series.get(module.id)!;
    (added ? counted.added : counted.listed).inc();
  };
  const page = <S extends 200 | 400>(status: S, module: WaitlistPageModule, state: WaitlistPageState) => {
    const html = renderWaitlistPage(module, state);
    return {
      status,
      contentType: "text/html" as const,
      headers: {
        "Content-Security-Policy": WAITLIST_PAGE_CSP,
        "Cache-Control": status === 200 ? PAGE_CACHE_CONTROL : "no-store",
      },
      send: (res: import("express").Response) => void res.type("text/html; charset=utf-8").send(html),
    };
  };

  return {
    getWaitlistPage: ({ params, query }) =>
      page(200, moduleOr404(params.module), query.joined === "1" ? { kind: "joined" } : { kind: "form" }),

    submitWaitlistForm: async ({ params, body }) => {
      const module = moduleOr404(params.module);
      const error = formError(body.email);
      if (error) return page(400, module, { kind: "form", email: body.email, error });
      await join(module, body.email);
      return {
        status: 303,
        headers: { Location: `/waitlist/${encodeURIComponent(module.id)}?joined=1`, "Cache-Control": "no-store" },
      };
    },

    joinWaitlist: async ({ params, body }) => {
      const module = moduleOr404(params.module);
      await join(module, body.email);
      return { status: 202, body: { module: module.id, status: "on-the-list" } };
    },

    getWaitlistStats: async ({ caller }) => {
      requireAdmin(caller(), "read the waitlists");
      const modules = await signupCounts(db);
      return {
        status: 200,
        body: { total: modules.reduce((sum, m) => sum + m.signups, 0), modules },
        headers: { "Cache-Control": "no-store" },
      };
    },

    exportWaitlistCsv: async ({ caller, params }) => {
      requireAdmin(caller(), "export the waitlists");
      const module = moduleOr404(params.module);
      const rows = exportSignups(db, ctx.personalDataKeys(), module.id);
      return {
        status: 200,
        contentType: "text/csv",
        headers: { "Cache-Control": "no-store" },
        send: (res) => writeCsv(res, { filename: `waitlist-${module.id}.csv`, columns: ["email", "joinedAt"], rows }),
      };
    },
  };
};
