import { evaluate, validateSliders } from "@trustplane/governance-model";
import type { AppContext } from "../../context.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import { fieldsInvalid } from "../../http/problem.ts";
import { idMinter } from "../../ids.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import type { ConstitutionConfig } from "./config.ts";
import { planOf } from "./plan.ts";
import { constitutionProblems } from "./problems.ts";
import { type PublicLists, publicListReply } from "./public-lists.ts";
import { deleteScenario, findScenario, insertScenario, listScenarios } from "./store.ts";

/** The id prefixes the constitution module mints (checked unique across modules at start-up). */
export const CONSTITUTION_IDS = { "constitution-scenario": "csc" } as const;

const newScenarioId = idMinter(CONSTITUTION_IDS["constitution-scenario"]);

/**
 * The model's check of sliders the contract has already validated (eight integers 0..100): the same
 * rules, so this only refuses when the two disagree, and then with the model's messages.
 */
type RegimeRef = { id: string; name: string };

/**
 * Whether the regime a client sent is the one the model gives: its id or display name (any case), or
 * the `{id, name}` object the answers carry, with both parts right.
 */
const sameRegime = (sent: string | RegimeRef, regime: RegimeRef): boolean => {
  if (typeof sent !== "string") return sent.id === regime.id && sent.name === regime.name;
  const text = sent.trim().toLowerCase();
  return text === regime.id || text === regime.name.toLowerCase();
};

export const slidersOf = (value: unknown) => {
  const checked = validateSliders(value);
  if (!checked.ok) throw fieldsInvalid(checked.errors.map((message) => ({ path: "/body/sliders", message })));
  return checked.sliders;
};

/** The public lists, classification, saved scenarios and the plan (openapi/constitution.yaml). */
export const constitutionOperations = (
  ctx: AppContext,
  config: ConstitutionConfig,
  lists: PublicLists,
): OperationHandlers => {
  const { db } = ctx;

  return {
    listConstitutionRegimes: ({ req }) => publicListReply(req, lists.regimes),
    listConstitutionPresets: ({ req }) => publicListReply(req, lists.presets),
    listConstitutionCountries: ({ req }) => publicListReply(req, lists.countries),
    getConstitutionSlidersSpec: ({ req }) => publicListReply(req, lists.slidersSpec),

    classifyConstitutionSliders: ({ body }) => ({ status: 200, body: evaluate(slidersOf(body.sliders)) }),

    createConstitutionScenario: async ({ body, caller }) => {
      const sliders = slidersOf(body.sliders);
      const { regime, metrics } = evaluate(sliders);
      if (body.regime !== undefined && !sameRegime(body.regime, regime)) {
        const sent = typeof body.regime === "string" ? body.regime : `${body.regime.name} (${body.regime.id})`;
        throw constitutionProblems.regimeMismatch(sent, regime);
      }
      const saved = await insertScenario(
        db,
        {
          id: newScenarioId(),
          userId: caller().id,
          title: body.title,
          sliders,
          regime,
          metrics,
          tags: body.tags ?? [],
        },
        config.maxScenarios,
      );
      if (saved === "quota-exceeded") throw constitutionProblems.scenarioQuotaExceeded(config.maxScenarios);
      return { status: 201, headers: { Location: `/api/constitution/scenarios/${saved.id}` }, body: saved };
    },

    listConstitutionScenarios: async ({ query, caller }) => ({
      status: 200,
      body: await listScenarios(db, caller().id, parsePageQuery(query)),
    }),

    getConstitutionScenario: async ({ params, caller }) => {
      const scenario = await findScenario(db, caller().id, params.id);
      if (!scenario) throw constitutionProblems.scenarioNotFound(params.id);
      return { status: 200, body: scenario };
    },

    deleteConstitutionScenario: async ({ params, caller }) => {
      if (!(await deleteScenario(db, caller().id, params.id))) throw constitutionProblems.scenarioNotFound(params.id);
      return { status: 204 };
    },

    getConstitutionPlan: async ({ caller }) => ({ status: 200, body: await planOf(db, config, caller().id) }),
  };
};
