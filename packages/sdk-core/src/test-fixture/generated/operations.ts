// Generated from the OpenAPI contract (src/test-fixture/contract.json) — do not edit.
// Regenerate with `npm run generate -w @trustplane/sdk-core` (scripts/generate-clients.mjs).
// Left out: goSomewhere (GET /api/shop/go: no 2xx response).
import type { Method, OperationTable, PaginatedMethod, PathParam, TextMethod } from "../../operation-types.js";
import type { operations as Operations } from "./schema.js";

/** How to call each operation, by client method. */
export const operations = {
  "shop.things.list": { method: "GET", path: "/api/shop/things", paginated: true },
  "shop.things.create": { method: "POST", path: "/api/shop/things", params: "body", idempotent: true },
  "shop.things.retrieve": { method: "GET", path: "/api/shop/things/{id}", params: "none" },
  "shop.things.delete": { method: "DELETE", path: "/api/shop/things/{id}", params: "none" },
  "shop.things.update": { method: "PATCH", path: "/api/shop/things/{id}", params: "body", query: ["notify"] },
  "shop.things.rename": { method: "POST", path: "/api/shop/things/{id}/rename", params: "body" },
  "shop.things.labels.set": { method: "PUT", path: "/api/shop/things/{id}/labels", params: "raw" },
  "shop.things.parts.retrieve": { method: "GET", path: "/api/shop/things/{id}/parts/{partId}", params: "none" },
  "shop.things.import": { method: "POST", path: "/api/shop/things/import", params: "raw", contentType: "text/csv" },
  "shop.things.createMany": { method: "POST", path: "/api/shop/thing-batch", params: "body" },
  "shop.report.retrieve": { method: "GET", path: "/api/shop/report", commaArrays: true },
  "shop.report.retrieveCsv": { method: "GET", path: "/api/shop/report", commaArrays: true, fixedQuery: {"format":"csv"} },
} as const satisfies OperationTable;

/** The typed methods: `client.<tag>.<resource>.<verb>(...pathParameters, params?, options?)`. */
export interface Api {
  /** Things for sale. */
  shop: {
    things: {
      /**
       * Every thing, a page at a time.
       *
       * `GET /api/shop/things` (listThings)
       */
      list: PaginatedMethod<Operations["listThings"], [], "query", string>;
      /**
       * Create a thing.
       *
       * `POST /api/shop/things` (createThing)
       */
      create: Method<Operations["createThing"], [], "body", "validation" | "thing-exists" | "insufficient-funds" | "name-reserved">;
      /** `GET /api/shop/things/{id}` (getThing) */
      retrieve: Method<Operations["getThing"], [id: PathParam<Operations["getThing"], "id">], "none", "not-found" | (string & {})>;
      /** `DELETE /api/shop/things/{id}` (deleteThing) */
      delete: Method<Operations["deleteThing"], [id: PathParam<Operations["deleteThing"], "id">], "none", string>;
      /** `PATCH /api/shop/things/{id}` (updateThing) */
      update: Method<Operations["updateThing"], [id: PathParam<Operations["updateThing"], "id">], "body", string>;
      /** `POST /api/shop/things/{id}/rename` (renameThing) */
      rename: Method<Operations["renameThing"], [id: PathParam<Operations["renameThing"], "id">], "body", string>;
      labels: {
        /** `PUT /api/shop/things/{id}/labels` (setThingLabels) */
        set: Method<Operations["setThingLabels"], [id: PathParam<Operations["setThingLabels"], "id">], "raw", string>;
      };
      parts: {
        /** `GET /api/shop/things/{id}/parts/{partId}` (getThingPart) */
        retrieve: Method<Operations["getThingPart"], [id: PathParam<Operations["getThingPart"], "id">, partId: PathParam<Operations["getThingPart"], "partId">], "none", string>;
      };
      /** `POST /api/shop/things/import` (importThings) */
      import: Method<Operations["importThings"], [], "raw", string>;
      /** `POST /api/shop/thing-batch` (createThingBatch) */
      createMany: Method<Operations["createThingBatch"], [], "body", string>;
    };
    report: {
      /**
       * Resolves to JSON; for the other representations: `retrieveCsv`.
       *
       * `GET /api/shop/report` (getReport)
       */
      retrieve: Method<Operations["getReport"], [], "query", string, { format?: "json" }>;
      /**
       * Sends `format=csv` and resolves to the answer's text.
       *
       * `GET /api/shop/report` (getReport)
       */
      retrieveCsv: TextMethod<Operations["getReport"], [], "query", string, "format">;
    };
  };
}
