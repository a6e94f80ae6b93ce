import type { Request, Response } from "express";
import type { AppContext } from "../../context.ts";
import { type CsvColumn, writeCsv } from "../../http/csv.ts";
import { parsePageQuery } from "../../http/pagination.ts";
import type { OperationHandlers } from "../../platform/operations.ts";
import type { ContractsConfig } from "./config.ts";
import { ipHash } from "./crypto.ts";
import { createDocument, type DocumentDeps, getDocument, updateDocument } from "./documents.ts";
import { type LinkClient, linkMetadata, linkPageState, viewDocument } from "./links.ts";
import type { ContractMetrics } from "./metrics.ts";
import { linkPage } from "./page.ts";
import { documentView } from "./presenters.ts";
import { LINK_HEADERS } from "./problems.ts";
import { documentsPage, exportLog, type LogRow } from "./store.ts";
import { TEMPLATES } from "./templates.ts";

const LOG_CSV: readonly CsvColumn<LogRow>[] = [
  { header: "time", value: (row) => row.at },
  "event",
  { header: "ipHash", value: (row) => row.ip_hash },
  { header: "userAgent", value: (row) => row.user_agent },
];

const USER_AGENT_MAX = 256;

/**
 * Self-destructing contract documents (openapi/contracts.yaml): templates, the owner's documents, their
 * access logs, and the public link (metadata by GET, a page for a browser; the document by POST).
 */
export const contractOperations = (
  ctx: AppContext,
  config: ContractsConfig,
  metrics: ContractMetrics,
): OperationHandlers => {
  const deps: DocumentDeps = {
    db: ctx.db,
    keys: ctx.personalDataKeys,
    metrics,
    maxLiveDocuments: config.maxLiveDocumentsPerUser,
  };
  const templates = { items: [...TEMPLATES] };
  // PUBLIC_BASE_URL when it is set, else the origin the request came to.
  const configuredBase = ctx.config.source.PUBLIC_BASE_URL ? ctx.config.publicBaseUrl : undefined;
  const baseOf = (req: Request) => configuredBase ?? `${req.protocol}://${req.get("host")}`;
  const clientOf = (req: Request): LinkClient => {
    const agent = req.get("user-agent");
    return {
      ipHash: ipHash(ctx.personalDataKeys(), req.ip ?? req.socket.remoteAddress),
      userAgent: agent ? [...agent].slice(0, USER_AGENT_MAX).join("") : null,
    };
  };

  return {
    listContractTemplates: () => ({
      status: 200,
      headers: { "Cache-Control": "public, max-age=3600" },
      body: templates,
    }),

    createContractDocument: async ({ caller, body, req }) => {
      const { row, token } = await createDocument(deps, caller().id, body);
      return {
        status: 201,
        headers: { Location: `/api/contracts/documents/${row.id}` },
        body: {
          document: documentView(ctx.personalDataKeys(), row),
          viewUrl: `${baseOf(req)}/api/contracts/view/${token}`,
          viewToken: token,
        },
      };
    },

    listContractDocuments: async ({ caller, query }) => ({
      status: 200,
      body: await documentsPage(ctx.db, caller().id, parsePageQuery(query)),
    }),

    getContractDocument: async ({ caller, params }) => ({
      status: 200,
      body: documentView(ctx.personalDataKeys(), await getDocument(deps, caller().id, params.id)),
    }),

    updateContractDocument: async ({ caller, params, body }) => ({
      status: 200,
      body: documentView(ctx.personalDataKeys(), await updateDocument(deps, caller().id, params.id, body)),
    }),

    exportContractDocumentLog: async ({ caller, params }) => {
      const row = await getDocument(deps, caller().id, params.id);
      return {
        status: 200,
        contentType: "text/csv",
        send: (res) =>
          writeCsv(res, { filename: `contract-log-${row.id}.csv`, columns: LOG_CSV, rows: exportLog(ctx.db, row.id) }),
      };
    },

    getContractLink: async ({ params, req, res }) => {
      // Whichever answer, and the 404 problem too, depends on Accept.
      res.vary("Accept");
      // A browser prefers HTML; a program (JSON, */*, no Accept: the client packages, curl) gets the JSON.
      if (req.accepts(["application/json", "text/html"]) !== "text/html") {
        return {
          status: 200,
          headers: { ...LINK_HEADERS },
          body: await linkMetadata(deps, params.token, clientOf(req)),
        };
      }
      const { status, csp, html } = linkPage(await linkPageState(deps, params.token, clientOf(req)));
      return {
        status,
        contentType: "text/html" as const,
        headers: { ...LINK_HEADERS, "Content-Security-Policy": csp },
        send: (reply: Response) => void reply.type("text/html; charset=utf-8").send(html),
      };
    },

    viewContractDocument: async ({ params, req }) => ({
      status: 200,
      headers: { ...LINK_HEADERS },
      body: await viewDocument(deps, params.token, clientOf(req)),
    }),
  };
};
