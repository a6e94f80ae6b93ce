import { evaluate } from "@trustplane/governance-model";
import type { Response } from "express";
import type { AppContext } from "../../context.ts";
import { fieldsInvalid } from "../../http/problem.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import type { ConstitutionConfig } from "./config.ts";
import { slidersOf } from "./operations.ts";
import { type PdfScenario, renderScenarioPdf } from "./pdf.ts";
import { useDailyQuota } from "./plan.ts";
import { constitutionProblems } from "./problems.ts";
import { findScenario } from "./store.ts";

/** `POST /api/constitution/pdf`: a saved or inline scenario as a PDF, counted against `pdfsPerDay`. */
export const pdfOperations = (ctx: AppContext, config: ConstitutionConfig): OperationHandlers => ({
  renderConstitutionPdf: async ({ body, caller }) => {
    const userId = caller().id;
    if ((body.scenarioId === undefined) === (body.scenario === undefined)) {
      throw fieldsInvalid([{ path: "/body", message: "must have exactly one of scenarioId and scenario" }]);
    }
    let scenario: PdfScenario;
    if (body.scenarioId !== undefined) {
      const saved = await findScenario(ctx.db, userId, body.scenarioId);
      if (!saved) throw constitutionProblems.scenarioNotFound(body.scenarioId);
      scenario = saved;
    } else {
      const inline = body.scenario!;
      const sliders = slidersOf(inline.sliders);
      scenario = { title: inline.title, sliders, ...evaluate(sliders), tags: inline.tags ?? [] };
    }
    await useDailyQuota(ctx.db, config, { key: userId, anonymous: false }, "pdf");
    const pdf = await renderScenarioPdf(scenario, new Date());
    return {
      status: 200,
      contentType: "application/pdf",
      headers: { "Content-Disposition": `inline; filename="scenario-${scenario.id ?? "unsaved"}.pdf"` },
      send: (res: Response) => {
        res.setHeader("Content-Length", String(pdf.length));
        res.end(pdf);
      },
    };
  },
});
